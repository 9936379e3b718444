import SiftCore
import XCTest

@MainActor
final class SelectableListInteractorFilterConnectorsTests: XCTestCase {
  func testConstructors() async {
    let facetFilterListInteractor = FilterListInteractor<Filter.Facet>()
    XCTAssertEqual(facetFilterListInteractor.selectionMode, .multiple)

    let numericFilterListInteractor = FilterListInteractor<Filter.Numeric>()
    XCTAssertEqual(numericFilterListInteractor.selectionMode, .single)

    let tagFilterListInteractor = FilterListInteractor<Filter.Tag>()
    XCTAssertEqual(tagFilterListInteractor.selectionMode, .multiple)
  }

  func testFilterStateConnector() async {
    let interactor = FilterListInteractor<Filter.Tag>()

    interactor.items = ["tag1", "tag2", "tag3"]

    let filterState = FilterState()

    filterState.notify(
      .add(filter: Filter.Tag(value: "tag3"), toGroupWithID: .or(name: "", filterType: .tag)))

    interactor.connectFilterState(filterState, operator: .or)

    // FilterState -> Interactor preselection

    XCTAssertEqual(interactor.selections, ["tag3"])

    // FilterState -> Interactor

    filterState.notify(
      .add(filter: Filter.Tag(value: "tag1"), toGroupWithID: .or(name: "", filterType: .tag)))

    XCTAssertEqual(interactor.selections, ["tag1", "tag3"])

    // Interactor -> FilterState

    interactor.computeSelections(selectingItemForKey: "tag2")

    XCTAssertTrue(
      filterState.contains(
        Filter.Tag(value: "tag2"), inGroupWithID: .or(name: "", filterType: .tag)))
  }

  final class TestController<F: FilterProtocol>: SelectableListController {
    typealias Item = F

    var onClick: ((F) -> Void)?
    var didReload: (() -> Void)?

    var selectableItems: [SelectableItem<F>] = []

    func setSelectableItems(_ selectableItems: [SelectableItem<F>]) {
      self.selectableItems = selectableItems
    }

    func reload() {
      didReload?()
    }

    func clickOn(_ item: F) {
      onClick?(item)
    }
  }

  func testControllerConnector() async {
    let interactor = FilterListInteractor<Filter.Tag>()
    let controller = TestController<Filter.Tag>()

    interactor.items = ["tag1", "tag2", "tag3"]
    interactor.selections = ["tag2"]

    interactor.connectController(controller)

    // Preselection

    XCTAssertEqual(
      controller.selectableItems.map(\.item),
      [Filter.Tag(value: "tag1"), Filter.Tag(value: "tag2"), Filter.Tag(value: "tag3")])
    XCTAssertEqual(controller.selectableItems.map(\.isSelected), [false, true, false])

    // Items change

    var reloads = 0
    controller.didReload = {
      XCTAssertEqual(
        controller.selectableItems.map(\.item),
        [
          Filter.Tag(value: "tag1"), Filter.Tag(value: "tag2"), Filter.Tag(value: "tag3"),
          Filter.Tag(value: "tag4"),
        ])
      XCTAssertEqual(controller.selectableItems.map(\.isSelected), [false, true, false, false])
      reloads += 1
    }

    interactor.items = ["tag1", "tag2", "tag3", "tag4"]

    XCTAssertEqual(reloads, 1)

    // Selection change

    reloads = 0
    controller.didReload = {
      XCTAssertEqual(
        controller.selectableItems.map(\.item),
        [
          Filter.Tag(value: "tag1"), Filter.Tag(value: "tag2"), Filter.Tag(value: "tag3"),
          Filter.Tag(value: "tag4"),
        ])
      XCTAssertEqual(controller.selectableItems.map(\.isSelected), [false, false, true, true])
      reloads += 1
    }

    interactor.selections = ["tag3", "tag4"]

    XCTAssertEqual(reloads, 1)

    // Selection computation on click

    var computed: [Set<Filter.Tag>] = []
    interactor.onSelectionsComputed.subscribe(with: self) { _, selectedTags in
      computed.append(selectedTags)
    }

    controller.clickOn("tag1")

    XCTAssertEqual(computed, [["tag1", "tag3", "tag4"]])
  }
}
