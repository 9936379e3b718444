import SiftCore
import XCTest

// InstantSearch's `RelevantSortInteractor.ControllerConnection(…)` is the connection Sift's
// `connectController(_:presenter:)` returns, connected.
@MainActor
final class RelevantSortControllerConnectionTests: XCTestCase {
  final class TestRelevantSortController: RelevantSortController {
    var didToggle: (() -> Void)?
    var item: RelevantSortPriority?

    func setItem(_ item: RelevantSortPriority?) {
      self.item = item
    }
  }

  weak var disposableController: TestRelevantSortController?
  weak var disposableInteractor: RelevantSortInteractor?

  func testLeak() async {
    do {
      let interactor = RelevantSortInteractor()
      let controller = TestRelevantSortController()

      disposableInteractor = interactor
      disposableController = controller

      let connection = interactor.connectController(controller) { $0 }
      connection.connect()
    }
    XCTAssertNil(disposableInteractor, "Leaked interactor")
    XCTAssertNil(disposableController, "Leaked controller")
  }

  func testConnect() async {
    let controller = TestRelevantSortController()
    let interactor = RelevantSortInteractor(priority: .relevancy)

    let connection = interactor.connectController(controller) { $0 }
    connection.connect()

    XCTAssertEqual(controller.item, .relevancy)

    controller.didToggle?()
    XCTAssertEqual(interactor.item, .hitsCount)

    interactor.item = .relevancy
    XCTAssertEqual(controller.item, .relevancy)
  }

  func testConnectMethod() async {
    let controller = TestRelevantSortController()
    let interactor = RelevantSortInteractor(priority: .relevancy)

    interactor.connectController(controller) { $0 }

    XCTAssertEqual(controller.item, .relevancy)

    controller.didToggle?()
    XCTAssertEqual(interactor.item, .hitsCount)

    interactor.item = .relevancy
    XCTAssertEqual(controller.item, .relevancy)
  }

  func testDisconnect() async {
    let controller = TestRelevantSortController()
    let interactor = RelevantSortInteractor(priority: .relevancy)

    let connection = interactor.connectController(controller) { $0 }
    connection.connect()
    connection.disconnect()

    XCTAssertEqual(controller.item, .relevancy)

    controller.didToggle?()
    XCTAssertEqual(interactor.item, .relevancy)

    interactor.item = .hitsCount
    XCTAssertEqual(controller.item, .relevancy)
  }
}
