import SiftCore
import XCTest

@MainActor
final class SelectableSegmentInteractorTests: XCTestCase {
  typealias VM = SelectableSegmentInteractor<String, String>

  func testConstruction() async {
    let interactor = VM(items: ["k1": "i1", "k2": "i2", "k3": "i3"])

    XCTAssertEqual(interactor.items, ["k1": "i1", "k2": "i2", "k3": "i3"])
    XCTAssertNil(interactor.selected)
  }

  func testSwitchItems() async {
    let interactor = VM(items: ["k1": "i1", "k2": "i2", "k3": "i3"])

    var received: [[String: String]] = []
    interactor.onItemsChanged.subscribe(with: self) { _, newItems in
      received.append(newItems)
    }

    interactor.items = ["k4": "i4"]

    XCTAssertEqual(received, [["k4": "i4"]])
  }

  func testSelection() async {
    let interactor = VM(items: ["k1": "i1", "k2": "i2", "k3": "i3"])

    var received: [String?] = []
    interactor.onSelectedChanged.subscribe(with: self) { _, selectedKey in
      received.append(selectedKey)
    }

    interactor.selected = "k3"

    XCTAssertEqual(interactor.selected, "k3")
    XCTAssertEqual(received, ["k3"])
  }

  func testSelectionComputed() async {
    let interactor = VM(items: ["k1": "i1", "k2": "i2", "k3": "i3"])

    var received: [String?] = []
    interactor.onSelectedComputed.subscribe(with: self) { _, computedSelection in
      received.append(computedSelection)
    }

    interactor.computeSelected(selected: "k3")

    XCTAssertEqual(received, ["k3"])
  }

  // Not a test in InstantSearch either (its name does not start with `test`), so XCTest does not
  // run it; ported as it is.
  func nilSelectedComputedTest() {
    let interactor = VM(items: ["k1": "i1", "k2": "i2", "k3": "i3"])

    var received: [String?] = []
    interactor.onSelectedComputed.subscribe(with: self) { _, computedSelection in
      received.append(computedSelection)
    }

    interactor.computeSelected(selected: nil)

    XCTAssertEqual(received, [nil])
  }
}
