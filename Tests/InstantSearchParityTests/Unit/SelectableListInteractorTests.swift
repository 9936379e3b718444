import SiftCore
import XCTest

@MainActor
final class SelectableListInteractorTests: XCTestCase {
  typealias VM = SelectableListInteractor<String, String>

  func testConstruction() async {
    let interactor = VM(items: [], selectionMode: .single)

    XCTAssert(interactor.items.isEmpty)
    XCTAssertEqual(interactor.selectionMode, .single)

    let anotherInteractor = VM(items: ["s1", "s2"], selectionMode: .multiple)

    XCTAssertEqual(anotherInteractor.items, ["s1", "s2"])
    XCTAssertEqual(anotherInteractor.selectionMode, .multiple)
  }

  func testSwitchItems() async {
    let interactor = VM(items: [], selectionMode: .single)

    let items = ["s1", "s2", "s3"]
    var received: [[String]] = []
    interactor.onItemsChanged.subscribe(with: self) { _, newItems in
      received.append(newItems)
    }

    interactor.items = items

    XCTAssertEqual(received, [items])
  }

  func testOnSelectionsChanged() async {
    let interactor = VM(items: ["s1", "s2", "s3"], selectionMode: .single)

    let selections = Set(["s2"])
    var received: [Set<String>] = []
    interactor.onSelectionsChanged.subscribe(with: self) { _, dispatched in
      received.append(dispatched)
    }

    interactor.selections = selections

    XCTAssertEqual(received, [selections])
  }

  func testOnSelectionsComputedSingle() async {
    let interactor = VM(items: ["s1", "s2", "s3"], selectionMode: .single)
    interactor.selections = ["s2"]

    XCTAssertEqual(computed(by: interactor, selecting: "s2"), [[]])
    XCTAssertEqual(computed(by: interactor, selecting: "s1"), [["s1"]])
    XCTAssertEqual(computed(by: interactor, selecting: "s3"), [["s3"]])
  }

  func testOnSelectionsComputedMultiple() async {
    let interactor = VM(items: ["s1", "s2", "s3"], selectionMode: .multiple)
    interactor.selections = ["s2"]

    XCTAssertEqual(computed(by: interactor, selecting: "s2"), [[]])
    XCTAssertEqual(computed(by: interactor, selecting: "s1"), [["s1", "s2"]])
    XCTAssertEqual(computed(by: interactor, selecting: "s3"), [["s2", "s3"]])
  }

  private func computed(by interactor: VM, selecting key: String) -> [Set<String>] {
    var received: [Set<String>] = []
    interactor.onSelectionsComputed.subscribe(with: self) { _, dispatched in
      received.append(dispatched)
    }
    interactor.computeSelections(selectingItemForKey: key)
    interactor.onSelectionsComputed.cancelAllSubscriptions()
    return received
  }
}
