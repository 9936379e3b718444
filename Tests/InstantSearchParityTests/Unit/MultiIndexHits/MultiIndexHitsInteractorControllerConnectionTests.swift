import SiftCore
import XCTest

/// InstantSearch's `TestMultiIndexHitsController`, in Sift's terms: a view of several sections,
/// each a hits controller of its own index (InstantSearch's replacement for its deprecated
/// multi-index hits controller).
@MainActor
final class TestMultiIndexHitsController {
  let sections: [TestHitsController<JSON>]

  init(sectionCount: Int = 2) {
    sections = (0..<sectionCount).map { _ in TestHitsController<JSON>() }
  }

  /// Connects each section to its index's interactor.
  func connect(_ interactors: [HitsInteractor<JSON>]) -> ConnectionGroup {
    ConnectionGroup(zip(interactors, sections).map { $0.connectController($1) })
  }
}

// Deliberate difference, for every test of this class: Sift has no multi-index hits interactor
// (InstantSearch deprecates it); each index's `HitsInteractor` is connected to its section's
// controller, and each test asserts on every section what InstantSearch asserts on the whole.
@MainActor
final class MultiIndexHitsInteractorControllerConnectionTests: XCTestCase {
  func testLeak() async {
    weak var disposableInteractor: HitsInteractor<JSON>?
    weak var disposableController: TestMultiIndexHitsController?
    do {
      let controller = TestMultiIndexHitsController()
      let subInteractorA = HitsInteractor<JSON>()
      let subInteractorB = HitsInteractor<JSON>()
      disposableInteractor = subInteractorA
      disposableController = controller
      let connection = controller.connect([subInteractorA, subInteractorB])
      connection.connect()
    }
    XCTAssertNil(disposableInteractor, "Leaked interactor")
    XCTAssertNil(disposableController, "Leaked controller")
  }

  func testConnect() async {
    let controller = TestMultiIndexHitsController()
    let interactors = [HitsInteractor<JSON>(), HitsInteractor<JSON>()]
    let connection = controller.connect(interactors)
    connection.connect()
    ConnectionTester(controller: controller, interactors: interactors).check(isConnected: true)
  }

  func testConnectMethod() async {
    let controller = TestMultiIndexHitsController()
    let interactors = [HitsInteractor<JSON>(), HitsInteractor<JSON>()]
    for (interactor, section) in zip(interactors, controller.sections) {
      interactor.connectController(section)
    }
    ConnectionTester(controller: controller, interactors: interactors).check(isConnected: true)
  }

  func testDisconnect() async {
    let controller = TestMultiIndexHitsController()
    let interactors = [HitsInteractor<JSON>(), HitsInteractor<JSON>()]
    let connection = controller.connect(interactors)
    connection.connect()
    connection.disconnect()
    ConnectionTester(controller: controller, interactors: interactors).check(isConnected: false)
  }
}

extension MultiIndexHitsInteractorControllerConnectionTests {
  /// Checks each section: it reads from its interactor, scrolls to the top when its request
  /// changes, and reloads on new results.
  @MainActor
  struct ConnectionTester {
    let controller: TestMultiIndexHitsController
    let interactors: [HitsInteractor<JSON>]

    func check(isConnected: Bool, file: StaticString = #filePath, line: UInt = #line) {
      for (interactor, section) in zip(interactors, controller.sections) {
        HitsInteractorControllerConnectionTester(interactor: interactor, controller: section)
          .check(isConnected: isConnected, file: file, line: line)
      }
    }
  }
}
