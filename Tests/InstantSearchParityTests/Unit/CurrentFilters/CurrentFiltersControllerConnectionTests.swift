import SiftCore
import XCTest

// InstantSearch's `CurrentFiltersInteractor.ControllerConnection(…)` is the connection Sift's
// `connectController(_:)` returns, connected.
@MainActor
final class CurrentFiltersControllerConnectionTests: XCTestCase {
  let attribute: Attribute = "Test Attribute"
  let groupName = "Test group"

  weak var disposableInteractor: CurrentFiltersInteractor?
  weak var disposableController: TestCurrentFiltersController?

  func testLeak() async {
    do {
      let interactor = CurrentFiltersInteractor()
      let controller = TestCurrentFiltersController()

      disposableInteractor = interactor
      disposableController = controller

      let connection = interactor.connectController(controller)
      connection.connect()
    }
    XCTAssertNil(disposableInteractor, "Leaked interactor")
    XCTAssertNil(disposableController, "Leaked controller")
  }

  func testConnect() async {
    let interactor = CurrentFiltersInteractor()
    let controller = TestCurrentFiltersController()

    let connection = interactor.connectController(controller)
    connection.connect()

    checkConnection(interactor: interactor, controller: controller, isConnected: true)
  }

  func testConnectFunction() async {
    let interactor = CurrentFiltersInteractor()
    let controller = TestCurrentFiltersController()

    interactor.connectController(controller)

    checkConnection(interactor: interactor, controller: controller, isConnected: true)
  }

  func testDisconnect() async {
    let interactor = CurrentFiltersInteractor()
    let controller = TestCurrentFiltersController()

    let connection = interactor.connectController(controller)
    connection.connect()
    connection.disconnect()

    checkConnection(interactor: interactor, controller: controller, isConnected: false)
  }

  func checkConnection(
    interactor: CurrentFiltersInteractor, controller: TestCurrentFiltersController,
    isConnected: Bool, file: StaticString = #filePath, line: UInt = #line
  ) {
    checkUpdateControllerWhenItemsChanged(
      interactor: interactor, controller: controller, isConnected: isConnected, file: file,
      line: line)
    checkItemsComputedOnRemove(
      interactor: interactor, controller: controller, isConnected: isConnected, file: file,
      line: line)
  }

  func checkItemsComputedOnRemove(
    interactor: CurrentFiltersInteractor, controller: TestCurrentFiltersController,
    isConnected: Bool, file: StaticString, line: UInt
  ) {
    let item = FilterAndID(filter: .tag("tag"), id: .and(name: groupName))

    interactor.items = [item]

    var computed: [[FilterAndID]] = []
    interactor.onItemsComputed.subscribe(with: self) { _, items in
      computed.append(items)
    }

    controller.onRemoveItem?(item)

    XCTAssertEqual(computed, isConnected ? [[]] : [], file: file, line: line)
  }

  func checkUpdateControllerWhenItemsChanged(
    interactor: CurrentFiltersInteractor, controller: TestCurrentFiltersController,
    isConnected: Bool, file: StaticString, line: UInt
  ) {
    let expectedItems = [FilterAndID(filter: .tag("tag"), id: .and(name: groupName), text: "tag")]

    var reloads = 0
    controller.didReload = {
      XCTAssertEqual(controller.items, expectedItems, file: file, line: line)
      reloads += 1
    }

    interactor.items = expectedItems

    XCTAssertEqual(reloads, isConnected ? 1 : 0, file: file, line: line)
  }
}
