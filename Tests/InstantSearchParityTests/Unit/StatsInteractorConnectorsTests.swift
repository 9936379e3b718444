import SiftCore
import SiftTesting
import XCTest

@MainActor
final class StatsInteractorConnectorsTests: XCTestCase {
  final class TestStatsController: ItemController {
    var didSetItem: ((Item) -> Void)?

    typealias Item = String

    func setItem(_ item: Item) {
      didSetItem?(item)
    }
  }

  func testConnectSearcher() async {
    let vm = StatsInteractor()
    let results = SearchResponse(
      nbHits: 100, page: 0, nbPages: 10, hitsPerPage: 10, processingTimeMS: 1, query: "q1")

    let searcher = HitsSearcher(service: StubSearchService(), indexName: "", query: SearchQuery())
    vm.connectSearcher(searcher)

    var changes = 0
    vm.onItemChanged.subscribe(with: self) { _, _ in
      changes += 1
    }

    searcher.onResults.fire(results)

    XCTAssertEqual(changes, 1)
  }

  func testConnectController() async {
    let vm = StatsInteractor()

    let controller = TestStatsController()

    vm.connectController(controller, presenter: { _ in "test string" })

    var strings: [String] = []
    controller.didSetItem = { string in
      XCTAssertEqual(string, "test string")
      strings.append(string)
    }

    vm.item = SearchStats(
      totalHitsCount: 100, hitsPerPage: 10, pagesCount: 10, page: 0, processingTimeMS: 1,
      query: "q1")

    XCTAssertEqual(strings, ["test string"])
  }
}
