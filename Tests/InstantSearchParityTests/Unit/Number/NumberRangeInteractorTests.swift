import SiftCore
import XCTest

// InstantSearch's `NumberRangeInteractor(item:)` is Sift's `NumberRangeInteractor(range:)`.
@MainActor
final class NumberRangeInteractorTestsTests: XCTestCase {
  func testInit() async {
    _ = NumberRangeInteractor(range: Int(1)...Int(10))
    _ = NumberRangeInteractor(range: UInt(1)...UInt(10))
    _ = NumberRangeInteractor(range: Float(1)...Float(10))
    _ = NumberRangeInteractor(range: Double(1)...Double(10))
  }
}
