import SiftCore
import XCTest

@MainActor
final class SearchBoxControllerConnectionTests: XCTestCase {
  func testLeak() async {
    weak var disposableController: TestSearchBoxController?
    weak var disposableInteractor: SearchBoxInteractor?
    do {
      let controller = TestSearchBoxController()
      let interactor = SearchBoxInteractor()
      disposableController = controller
      disposableInteractor = interactor
      let connection = interactor.connectController(controller)
      connection.connect()
    }
    XCTAssertNil(disposableInteractor, "Leaked interactor")
    XCTAssertNil(disposableController, "Leaked controller")
  }

  func testConnect() async {
    let controller = TestSearchBoxController()
    let interactor = SearchBoxInteractor()
    let presetQuery = "q1"
    interactor.query = presetQuery

    // InstantSearch's connection takes a debounce interval (0 here); Sift's controller link
    // does not debounce (the searcher link does).
    let connection = interactor.connectController(controller)
    connection.connect()

    SearchBoxControllerConnectionTester(
      interactor: interactor, controller: controller, presetQuery: presetQuery
    ).check(isConnected: true)
  }

  func testConnectMethod() async {
    let controller = TestSearchBoxController()
    let interactor = SearchBoxInteractor()
    let presetQuery = "q1"
    interactor.query = presetQuery

    interactor.connectController(controller)

    SearchBoxControllerConnectionTester(
      interactor: interactor, controller: controller, presetQuery: presetQuery
    ).check(isConnected: true)
  }

  func testDisconnect() async {
    let controller = TestSearchBoxController()
    let interactor = SearchBoxInteractor()

    let connection = interactor.connectController(controller)
    connection.connect()
    connection.disconnect()

    SearchBoxControllerConnectionTester(
      interactor: interactor, controller: controller, presetQuery: nil
    ).check(isConnected: false)
  }
}

/// Checks the link between a search box interactor and its controller: the controller shows the
/// interactor's query, and what the user types and submits reaches the interactor.
@MainActor
final class SearchBoxControllerConnectionTester {
  let interactor: SearchBoxInteractor
  let controller: TestSearchBoxController
  let presetQuery: String?

  init(interactor: SearchBoxInteractor, controller: TestSearchBoxController, presetQuery: String?) {
    self.interactor = interactor
    self.controller = controller
    self.presetQuery = presetQuery
  }

  func check(isConnected: Bool, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(controller.query, presetQuery, file: file, line: line)

    var changes = 0
    let changeSubscription = interactor.onQueryChanged.subscribe(with: self) { _, query in
      if isConnected {
        XCTAssertEqual(query, "q2", file: file, line: line)
      } else {
        XCTAssertNil(query, file: file, line: line)
      }
      changes += 1
    }
    controller.query = "q2"
    changeSubscription.cancel()
    XCTAssertEqual(changes, isConnected ? 1 : 0, "query changed", file: file, line: line)

    controller.query = "q3"

    var submissions = 0
    let submitSubscription = interactor.onQuerySubmitted.subscribe(with: self) { _, query in
      if isConnected {
        XCTAssertEqual(query, "q3", file: file, line: line)
      } else {
        XCTAssertNil(query, file: file, line: line)
      }
      submissions += 1
    }
    defer { submitSubscription.cancel() }
    controller.submitQuery()
    XCTAssertEqual(submissions, isConnected ? 1 : 0, "query submitted", file: file, line: line)
  }
}
