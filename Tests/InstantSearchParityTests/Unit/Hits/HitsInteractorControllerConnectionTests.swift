import Foundation
import SiftCore
import XCTest

@MainActor
final class HitsInteractorControllerConnectionTests: XCTestCase {
  private func makeInteractor() -> HitsInteractor<JSON> {
    HitsInteractor<JSON>(
      infiniteScrolling: .on(withOffset: 10), showItemsOnEmptyQuery: true,
      jsonDecoder: JSONDecoder())
  }

  func testLeak() async {
    weak var disposableController: TestHitsController<JSON>?
    weak var disposableInteractor: HitsInteractor<JSON>?
    do {
      let interactor = makeInteractor()
      let controller = TestHitsController<JSON>()
      disposableController = controller
      disposableInteractor = interactor
      let connection = interactor.connectController(controller)
      connection.connect()
    }
    XCTAssertNil(disposableInteractor, "Leaked interactor")
    XCTAssertNil(disposableController, "Leaked controller")
  }

  func testConnect() async {
    let controller = TestHitsController<JSON>()
    let interactor = makeInteractor()
    // InstantSearch builds the connection, then connects it; Sift's is live when made, and
    // connecting it again does nothing.
    let connection = interactor.connectController(controller)
    connection.connect()
    HitsInteractorControllerConnectionTester(interactor: interactor, controller: controller)
      .check(isConnected: true)
  }

  func testConnectMethod() async {
    let controller = TestHitsController<JSON>()
    let interactor = makeInteractor()
    interactor.connectController(controller)
    HitsInteractorControllerConnectionTester(interactor: interactor, controller: controller)
      .check(isConnected: true)
  }

  func testDisconnect() async {
    let controller = TestHitsController<JSON>()
    let interactor = makeInteractor()
    let connection = interactor.connectController(controller)
    connection.disconnect()
    HitsInteractorControllerConnectionTester(interactor: interactor, controller: controller)
      .check(isConnected: false)
  }
}

/// Checks the link between a hits interactor and its controller: the controller reads from the
/// interactor, scrolls to the top when the request changes, and reloads on new results.
@MainActor
struct HitsInteractorControllerConnectionTester {
  let interactor: HitsInteractor<JSON>
  let controller: TestHitsController<JSON>

  func check(isConnected: Bool, file: StaticString = #filePath, line: UInt = #line) {
    if isConnected {
      XCTAssertTrue(controller.hitsSource === interactor, file: file, line: line)
    } else {
      XCTAssertNil(controller.hitsSource, file: file, line: line)
    }

    let scrollsBefore = controller.scrollToTopCount
    interactor.onRequestChanged.fire(())
    XCTAssertEqual(
      controller.scrollToTopCount - scrollsBefore, isConnected ? 1 : 0, "request changed",
      file: file, line: line)

    let reloadsBefore = controller.reloadCount
    interactor.onResultsUpdated.fire(SearchParityFixtures.response())
    XCTAssertEqual(
      controller.reloadCount - reloadsBefore, isConnected ? 1 : 0, "results updated",
      file: file, line: line)
  }
}
