import SiftCore
import XCTest

@MainActor
final class SelectableInteractorTests: XCTestCase {
  typealias VM = SelectableInteractor<String>

  func testConstruction() async {
    let interactor = SelectableInteractor(item: "i")

    XCTAssertFalse(interactor.isSelected)
    XCTAssertEqual(interactor.item, "i")
  }

  func testSwitchItem() async {
    let interactor = SelectableInteractor(item: "i")

    var items: [String] = []
    interactor.onItemChanged.subscribe(with: self) { _, newItem in
      items.append(newItem)
    }

    interactor.item = "o"

    XCTAssertEqual(items, ["o"])
  }

  func testSelection() async {
    let interactor = SelectableInteractor(item: "i")

    var selections: [Bool] = []
    interactor.onSelectedChanged.subscribe(with: self) { _, isSelected in
      selections.append(isSelected)
    }

    interactor.isSelected = true
    interactor.isSelected = false

    XCTAssertEqual(selections, [true, false])
  }

  func testSelectedComputed() async {
    let interactor = SelectableInteractor(item: "i")

    var computed: [Bool] = []
    interactor.onSelectedComputed.subscribe(with: self) { _, isSelected in
      computed.append(isSelected)
    }

    interactor.computeIsSelected(selecting: false)

    XCTAssertEqual(computed, [false])
  }
}
