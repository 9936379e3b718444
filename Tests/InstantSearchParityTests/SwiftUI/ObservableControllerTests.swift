import Foundation
import SiftControllers
import SiftCore
import XCTest

/// InstantSearch's SwiftUI `HitsObservableController` (an `ObservableObject`) is Sift's
/// `@Observable` `HitsObservableController`, in SiftControllers. It is main-actor isolated:
/// `reload()` runs on the main actor, at once, wherever it is called from (a background task
/// awaits it), where InstantSearch's dispatches its work to the main queue.
@MainActor
final class ObservableControllerTests: XCTestCase {
  // MARK: - Basic Functionality Tests

  func testInitialState() async {
    let controller = HitsObservableController<String>()

    XCTAssertEqual(controller.hits.count, 0)
    XCTAssertNil(controller.hitsSource)
  }

  func testReloadWithNoHitsSource() async {
    let controller = HitsObservableController<String>()

    controller.reload()

    XCTAssertEqual(controller.hits.count, 0, "hits remain empty")
  }

  func testReloadWithEmptyHitsSource() async {
    let controller = HitsObservableController<String>()
    let interactor = HitsInteractor<String>(infiniteScrolling: .off, showItemsOnEmptyQuery: true)

    controller.hitsSource = interactor

    controller.reload()

    XCTAssertEqual(controller.hits.count, 0, "hits updated to empty")
  }

  func testScrollToTop() async {
    // InstantSearch's `scrollID` is Sift's `scrollToTopRequestCount`: it changes with each
    // request, and a renderer scrolls when it does.
    let controller = HitsObservableController<String>()
    let initialScrollID = controller.scrollToTopRequestCount

    controller.scrollToTop()

    XCTAssertNotEqual(controller.scrollToTopRequestCount, initialScrollID)
  }

  // MARK: - Thread Safety Tests

  func testReloadIsAsyncAndMainThread() async {
    let controller = HitsObservableController<String>()
    let interactor = HitsInteractor<String>(infiniteScrolling: .off, showItemsOnEmptyQuery: true)

    controller.hitsSource = interactor

    // Called from a background task, reload hops to the main actor.
    let ranOnMainThread = await Task.detached { () -> Bool in
      await controller.reload()
      return await MainActor.run { Thread.isMainThread }
    }.value

    XCTAssertTrue(ranOnMainThread, "reload completes on main thread")
  }

  // MARK: - Concurrency Tests

  func testConcurrentReloadAndAccessDoesNotCrash() async {
    let controller = HitsObservableController<String>()
    let interactor = HitsInteractor<String>(infiniteScrolling: .off, showItemsOnEmptyQuery: true)

    controller.hitsSource = interactor

    // Reloads from a background task, while the main actor reads the rows as a list would.
    let reloads = Task.detached {
      for _ in 0..<10 {
        await controller.reload()
      }
    }
    for _ in 0..<50 {
      let count = controller.hits.count
      for index in 0..<count where index < controller.hits.count {
        _ = controller.hits[index]
      }
      await Task.yield()
    }
    await reloads.value
    XCTAssertEqual(controller.hits.count, 0, "concurrent operations complete")
  }
}
