import SiftCore
import XCTest

// InstantSearch's `NumberInteractor(item:)` is Sift's `NumberInteractor(number:)`.
@MainActor
final class NumberInteractorTestsTests: XCTestCase {
  func testInit() async {
    _ = NumberInteractor(number: Int(1))
    _ = NumberInteractor(number: UInt(1))
    _ = NumberInteractor(number: Float(1))
    _ = NumberInteractor(number: Double(1))
  }
}
