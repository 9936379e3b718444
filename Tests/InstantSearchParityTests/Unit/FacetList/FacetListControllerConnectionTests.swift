import SiftCore
import XCTest

// InstantSearch's `FacetListConnector.ControllerConnection(…)` is the connection that Sift's
// `connectController(_:presenter:)` returns, connected; `connect()` on it changes nothing.
@MainActor
final class FacetListControllerConnectionTests: XCTestCase {
  let attribute: Attribute = "Test Attribute"
  let groupName = "Test group"

  let facets: [FacetValue] = .init(prefix: "f", count: 3)
  let facetsWithAddition: [FacetValue] = .init(prefix: "f", count: 4)

  weak var disposableInteractor: FacetListInteractor?
  weak var disposableController: TestFacetListController?

  func testLeak() async {
    do {
      let interactor = FacetListInteractor(facets: facets, selectionMode: .single)
      let controller = TestFacetListController()

      disposableInteractor = interactor
      disposableController = controller

      let connection = interactor.connectController(controller, presenter: FacetListPresenter())
      connection.connect()
    }
    XCTAssertNil(disposableInteractor)
    XCTAssertNil(disposableController)
  }

  func testConnect() async {
    let interactor = FacetListInteractor(facets: facets, selectionMode: .single)
    let controller = TestFacetListController()

    let connection = interactor.connectController(controller, presenter: FacetListPresenter())
    connection.connect()

    checkConnection(interactor: interactor, controller: controller, isConnected: true)
  }

  func testConnectFunction() async {
    let interactor = FacetListInteractor(facets: facets, selectionMode: .single)
    let controller = TestFacetListController()

    interactor.connectController(controller)

    checkConnection(interactor: interactor, controller: controller, isConnected: true)
  }

  func testDisconnect() async {
    let interactor = FacetListInteractor(facets: facets, selectionMode: .single)
    let controller = TestFacetListController()

    let connection = interactor.connectController(controller, presenter: FacetListPresenter())
    connection.connect()
    connection.disconnect()

    checkConnection(interactor: interactor, controller: controller, isConnected: false)
  }

  func checkConnection(
    interactor: FacetListInteractor, controller: TestFacetListController, isConnected: Bool,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    checkSelectionsComputedOnClick(
      interactor: interactor, controller: controller, isConnected: isConnected, file: file,
      line: line)
    checkUpdateControllerWhenItemsChanged(
      interactor: interactor, controller: controller, isConnected: isConnected, file: file,
      line: line)
    checkUpdateControllerWhenSelectionsChanged(
      interactor: interactor, controller: controller, isConnected: isConnected, file: file,
      line: line)
  }

  func checkSelectionsComputedOnClick(
    interactor: FacetListInteractor, controller: TestFacetListController, isConnected: Bool,
    file: StaticString, line: UInt
  ) {
    var computed: [Set<String>] = []
    interactor.onSelectionsComputed.subscribe(with: self) { _, selections in
      computed.append(selections)
    }

    controller.onClick?(facets[2])

    XCTAssertEqual(computed, isConnected ? [[facets[2].value]] : [], file: file, line: line)
    interactor.onSelectionsComputed.cancelSubscription(for: self)
  }

  func checkUpdateControllerWhenItemsChanged(
    interactor: FacetListInteractor, controller: TestFacetListController, isConnected: Bool,
    file: StaticString, line: UInt
  ) {
    var reloads = 0
    controller.didReload = {
      let controllerItems = controller.selectableItems.map(\.item.value).sorted()
      let interactorItems = interactor.items.map(\.value).sorted()
      XCTAssertEqual(controllerItems, interactorItems, file: file, line: line)
      reloads += 1
    }

    interactor.items = facetsWithAddition

    XCTAssertEqual(reloads, isConnected ? 1 : 0, file: file, line: line)
  }

  func checkUpdateControllerWhenSelectionsChanged(
    interactor: FacetListInteractor, controller: TestFacetListController, isConnected: Bool,
    file: StaticString, line: UInt
  ) {
    let selectedIndex = 2

    var reloads = 0
    controller.didReload = {
      let selections: [Bool] = (0...2).compactMap { index in
        controller.selectableItems.first { $0.item.value == "f\(index)" }.map(\.isSelected)
      }
      XCTAssertEqual(selections, (0...2).map { $0 == selectedIndex }, file: file, line: line)
      reloads += 1
    }

    interactor.selections = [facets[selectedIndex].value]

    XCTAssertEqual(reloads, isConnected ? 1 : 0, file: file, line: line)
  }
}
