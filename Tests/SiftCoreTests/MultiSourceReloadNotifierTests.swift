import SiftCore
import SiftTesting
import XCTest

@MainActor
final class MultiSourceReloadNotifierTests: XCTestCase {
  private final class SectionedList: Reloadable {
    var reloads = 0
    func reload() { reloads += 1 }
  }

  private func page(_ names: [String]) -> Stamped<HitsSearcher.Request, SearchResponse> {
    Stamped(
      request: HitsSearcher.Request(indexName: "products"),
      response: SearchResponse(
        hits: names.map { ["objectID": .string($0), "name": .string($0)] }, nbHits: names.count))
  }

  func test_theViewReloadsOnce_whenEverySourceHasUpdated() async {
    let list = SectionedList()
    let products = HitsInteractor<Product>()
    let suggestions = HitsInteractor<JSON>()
    let notifier = MultiSourceReloadNotifier(target: list)
    notifier.register(products)
    notifier.register(suggestions)
    XCTAssertEqual(notifier.sourceCount, 2)

    notifier.notifyReload()
    products.update(with: page(["tv"]))
    products.update(with: page(["tv", "radio"]))
    XCTAssertEqual(list.reloads, 0, "the suggestions have not answered")
    suggestions.update(with: page(["tv"]))
    XCTAssertEqual(list.reloads, 1)
    products.update(with: page(["phone"]))
    suggestions.update(with: page(["phone"]))
    XCTAssertEqual(list.reloads, 1, "one reload per round")
  }

  func test_aSectionWhoseHitsDoNotDecode_doesNotKeepTheOthersFromShowing() async {
    let list = SectionedList()
    let products = HitsInteractor<Product>()
    let counts = HitsInteractor<[String: Int]>()
    let notifier = MultiSourceReloadNotifier(target: list)
    notifier.register(products)
    notifier.register(counts)
    notifier.notifyReload()
    products.update(with: page(["tv"]))
    counts.update(with: page(["not a number"]))
    XCTAssertEqual(list.reloads, 1)
  }

  func test_aNewRound_replacesTheOneWaiting_andNoSourceReloadsAtOnce() async {
    let list = SectionedList()
    let notifier = MultiSourceReloadNotifier(target: list)
    notifier.notifyReload()
    XCTAssertEqual(list.reloads, 1, "nothing to wait for")

    let first = Event<Int>()
    let second = Event<Int>()
    notifier.register(first)
    notifier.register(second)
    notifier.notifyReload()
    first.fire(1)
    notifier.notifyReload()
    second.fire(2)
    XCTAssertEqual(list.reloads, 1, "the new round waits for both again")
    first.fire(3)
    XCTAssertEqual(list.reloads, 2)
  }

  func test_theViewIsHeldWeakly() async {
    weak var weakList: SectionedList?
    let notifier: MultiSourceReloadNotifier
    do {
      let list = SectionedList()
      weakList = list
      notifier = MultiSourceReloadNotifier(target: list)
    }
    XCTAssertNil(weakList)
    XCTAssertNil(notifier.target)
    notifier.notifyReload()
  }
}
