import SiftCore
import XCTest

@MainActor
final class ItemInteractorTests: XCTestCase {
  typealias VM = ItemInteractor<String>

  func testConstruction() async {
    let interactor = VM(item: "i")

    XCTAssertEqual(interactor.item, "i")
  }

  func testSwitchItem() async {
    let interactor = VM(item: "i")

    var items: [String] = []
    interactor.onItemChanged.subscribe(with: self) { _, newItem in
      items.append(newItem)
    }

    interactor.item = "o"

    XCTAssertEqual(items, ["o"])
  }
}
