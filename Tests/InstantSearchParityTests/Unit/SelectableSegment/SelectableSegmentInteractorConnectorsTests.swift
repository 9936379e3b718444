import SiftCore
import SiftTesting
import XCTest

@MainActor
final class SelectableSegmentInteractorConnectorsTests: XCTestCase {
  func testConnectSearcher() async {
    let filterState = FilterState()
    let searcher = HitsSearcher(service: StubSearchService(), indexName: "")

    let interactor = FilterMapInteractor<Filter.Tag>(items: [0: "t1", 1: "t2", 2: "t3"])
    interactor.connectSearcher(searcher, attribute: "tags")
    interactor.connectFilterState(filterState, attribute: "tags", operator: .or)

    XCTAssertTrue((searcher.request.query.facets ?? []).contains("tags"))
  }

  func testConnectFilterState() async {
    let filterState = FilterState()
    let interactor = FilterMapInteractor<Filter.Tag>(items: [0: "t1", 1: "t2", 2: "t3"])

    interactor.connectFilterState(filterState, attribute: "tags", operator: .or)

    // Interactor -> FilterState

    interactor.computeSelected(selected: 1)

    XCTAssertTrue(
      filterState.contains(
        Filter.Tag(value: "t2"), inGroupWithID: .or(name: "tags", filterType: .tag)))

    // FilterState -> Interactor

    filterState.notify(
      .remove(filter: Filter.Tag(value: "t2"), fromGroupWithID: .or(name: "tags", filterType: .tag))
    )

    XCTAssertNil(interactor.selected)

    filterState.notify(
      .add(filter: Filter.Tag(value: "t3"), toGroupWithID: .or(name: "tags", filterType: .tag)))

    XCTAssertEqual(interactor.selected, 2)
  }

  func testConnectController() async {
    let interactor = FilterMapInteractor<Filter.Tag>(items: [0: "t1", 1: "t2", 2: "t3"])
    let controller = TestSelectableSegmentController()

    interactor.selected = 1

    var changes = 0

    // Preselection

    controller.onItemsChanged = {
      XCTAssertEqual(controller.items, [0: "t1", 1: "t2", 2: "t3"])
      changes += 1
    }

    controller.onSelectedChanged = {
      XCTAssertEqual(controller.selected, 1)
      changes += 1
    }

    interactor.connectController(controller)

    // Interactor -> Controller

    controller.onSelectedChanged = {
      XCTAssertEqual(controller.selected, 2)
      changes += 1
    }

    interactor.selected = 2

    controller.onItemsChanged = {
      XCTAssertEqual(controller.items, [0: "t4", 1: "t5", 2: "t6"])
      changes += 1
    }

    interactor.items = [0: "t4", 1: "t5", 2: "t6"]

    // Controller -> Interactor

    var computed: [Int?] = []
    interactor.onSelectedComputed.subscribe(with: self) { _, selected in
      computed.append(selected)
    }

    controller.clickItem(withKey: 0)

    // Deliberate difference: the controller is given the current selection once when it
    // connects, then each change (InstantSearch gives the current selection twice on
    // connecting, so it counts five calls).
    XCTAssertEqual(changes, 4)
    XCTAssertEqual(computed, [0])
  }
}
