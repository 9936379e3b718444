import SiftCore
import XCTest

@MainActor
final class SelectableListInteractorTests: XCTestCase {
  func test_singleMode_selectsOneKey_andAgainClears() async {
    let list = SelectableListInteractor<String, String>(selectionMode: .single)
    XCTAssertEqual(list.selections(selectingItemForKey: "a"), ["a"])
    list.selections = ["a"]
    XCTAssertEqual(list.selections(selectingItemForKey: "b"), ["b"])
    XCTAssertEqual(list.selections(selectingItemForKey: "a"), [])
  }

  func test_multipleMode_togglesTheKey() async {
    let list = SelectableListInteractor<String, String>(selections: ["a"], selectionMode: .multiple)
    XCTAssertEqual(list.selections(selectingItemForKey: "b"), ["a", "b"])
    XCTAssertEqual(list.selections(selectingItemForKey: "a"), [])
  }

  func test_computeSelections_reportsThePick_withoutApplyingIt() async {
    let list = SelectableListInteractor<String, String>(items: ["a", "b"], selectionMode: .single)
    var computed: [Set<String>] = []
    list.onSelectionsComputed.subscribe(with: self) { _, selections in computed.append(selections) }
    list.computeSelections(selectingItemForKey: "b")
    XCTAssertEqual(computed, [["b"]])
    XCTAssertEqual(list.selections, [], "the filter state connection applies picks")
  }

  func test_selectableItems_markTheSelectedItems_inOrder() async {
    let list = SelectableListInteractor<String, String>(
      items: ["a", "b", "c"], selections: ["b"], selectionMode: .multiple)
    XCTAssertEqual(list.selectableItems.map(\.isSelected), [false, true, false])
  }

  func test_settingTheSameSelections_firesNothing() async {
    let list = SelectableListInteractor<String, String>(selections: ["a"], selectionMode: .single)
    var fired = 0
    list.onSelectionsChanged.subscribe(with: self) { _, _ in fired += 1 }
    list.selections = ["a"]
    XCTAssertEqual(fired, 0)
  }
}
