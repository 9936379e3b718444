import SiftCore
import XCTest

/// InstantSearch's `TestResultUpdatable`: a source of results with its results event.
@MainActor
final class TestResultUpdatable {
  var results: [Int] = []
  let onResultsUpdated = Event<[Int]>()

  func update(_ results: [Int]) {
    self.results = results
    onResultsUpdated.fire(results)
  }
}

@MainActor
final class MultiSourceHitsReloaderTests: XCTestCase {
  func testUpdate() async {
    let interactor1 = TestResultUpdatable()
    let results1 = [1, 2, 3]

    let interactor2 = TestResultUpdatable()
    let results2 = [4, 5, 6]

    let interactor3 = TestResultUpdatable()
    let results3 = [7, 8, 9]

    let controller = TestHitsController<Int>()

    let connection = MultiSourceReloadNotifier(target: controller)

    connection.register(interactor1.onResultsUpdated)
    connection.register(interactor2.onResultsUpdated)
    connection.register(interactor3.onResultsUpdated)

    var reloads = 0
    controller.didReload = {
      XCTAssertEqual(interactor1.results, results1)
      XCTAssertEqual(interactor2.results, results2)
      XCTAssertEqual(interactor3.results, results3)
      reloads += 1
    }

    connection.notifyReload()

    // InstantSearch updates the three sources from an operation queue; Sift's sources update on
    // the main actor, in any order.
    interactor3.update(results3)
    interactor1.update(results1)
    XCTAssertEqual(reloads, 0, "not before every source has updated")
    interactor2.update(results2)

    XCTAssertEqual(reloads, 1, "Reload")
  }
}
