import SiftCore
import XCTest

@MainActor
final class NumberInteractorTests: XCTestCase {
  func test_increment_andDecrement_stepAndClampToTheBounds() async {
    let number = NumberInteractor<Double>(number: 495, bounds: 0...500, step: 10)
    XCTAssertEqual(number.number(after: .increment), 500)
    XCTAssertEqual(number.number(after: .decrement), 485)
    number.number = 5
    XCTAssertEqual(number.number(after: .decrement), 0)
  }

  func test_aStepFromNoNumber_startsAtTheBound() async {
    let number = NumberInteractor<Double>(bounds: 10...90, step: 5)
    XCTAssertEqual(number.number(after: .increment), 10)
    XCTAssertEqual(number.number(after: .decrement), 90)
    XCTAssertEqual(NumberInteractor<Double>(step: 5).number(after: .increment), 5)
  }

  func test_aTypedNumber_isClamped_andNilClears() async {
    let number = NumberInteractor<Double>(number: 20, bounds: 0...100)
    XCTAssertEqual(number.number(after: .set(250)), 100)
    XCTAssertNil(number.number(after: .set(nil)))
    XCTAssertNil(number.number(after: .set(.infinity)), "not a number to filter on")
  }

  func test_aStepPastTheNumberTypesRange_givesNoNumber_insteadOfOverflowing() async {
    let number = NumberInteractor<Int>(number: .max - 1, step: 10)
    XCTAssertNil(number.number(after: .increment))
    XCTAssertEqual(NumberInteractor<Int>(number: 7, step: 2).number(after: .decrement), 5)
  }
}
