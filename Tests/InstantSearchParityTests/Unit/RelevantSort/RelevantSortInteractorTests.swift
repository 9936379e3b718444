import SiftCore
import XCTest

@MainActor
final class RelevantSortInteractorTests: XCTestCase {
  func testToggle() async {
    let interactor = RelevantSortInteractor()
    XCTAssertNil(interactor.item)
    interactor.toggle()
    XCTAssertNil(interactor.item)
    interactor.item = .hitsCount
    interactor.toggle()
    XCTAssertEqual(interactor.item, .relevancy)
    interactor.toggle()
    XCTAssertEqual(interactor.item, .hitsCount)
  }
}
