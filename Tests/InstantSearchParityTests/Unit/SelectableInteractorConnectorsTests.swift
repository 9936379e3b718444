import SiftCore
import XCTest

@MainActor
final class SelectableInteractorConnectorsTests: XCTestCase {
  func testConnectFilterState() async {
    let filterState = FilterState()

    let interactor = SelectableInteractor<Filter.Tag>(item: "tag")

    interactor.connectFilterState(filterState)

    // Interactor to FilterState

    XCTAssertTrue(filterState.filters.isEmpty)

    interactor.computeIsSelected(selecting: true)

    let groupID: FilterGroup.ID = .or(name: "_tags", filterType: .tag)

    XCTAssertTrue(filterState.filters.contains(Filter.Tag("tag"), inGroupWithID: groupID))

    interactor.computeIsSelected(selecting: false)

    XCTAssertTrue(filterState.filters.isEmpty)

    // FilterState to Interactor

    filterState.notify(.add(filter: Filter.Tag("tag"), toGroupWithID: groupID))

    XCTAssertTrue(interactor.isSelected)
  }

  func testConnectController() async {
    let interactor = SelectableInteractor<Filter.Tag>(item: "tag")

    interactor.isSelected = true

    let controller = TestSelectableController<Filter.Tag>()

    var selections: [Bool] = []

    // Pre-selection transmission

    controller.onSelectedChanged = {
      XCTAssertTrue(controller.isSelected)
      selections.append(controller.isSelected)
    }

    interactor.connectController(controller)

    // Interactor -> Controller

    controller.onSelectedChanged = {
      XCTAssertFalse(controller.isSelected)
      selections.append(controller.isSelected)
    }

    interactor.isSelected = false

    // Deliberate difference: the controller is given the current selection once when it
    // connects, then each change (InstantSearch gives the current selection twice on
    // connecting, so it counts three calls).
    XCTAssertEqual(selections, [true, false])
  }

  func testConnectControllerToggle() async {
    let interactor = SelectableInteractor<Filter.Tag>(item: "tag")

    interactor.isSelected = false

    let controller = TestSelectableController<Filter.Tag>()

    interactor.connectController(controller)

    var computed: [Bool] = []
    interactor.onSelectedComputed.subscribe(with: self) { _, isSelected in
      computed.append(isSelected)
    }

    controller.toggle()

    XCTAssertEqual(computed, [true])
  }
}
