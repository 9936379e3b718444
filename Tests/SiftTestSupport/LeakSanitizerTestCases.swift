#if os(Linux)
  import Foundation
  import XCTest

  /// Under the address sanitizer, tells LeakSanitizer that XCTest's test cases are alive.
  ///
  /// swift-corelibs-xctest never frees a test case or a suite: each and its run hold each other.
  /// LeakSanitizer then reports them, and everything their stored properties hold, as leaked:
  /// megabytes of datasets and fixtures per run. An observer, installed when the test bundle
  /// loads, marks each test case and suite as live with `__lsan_ignore_object`, so that what
  /// they hold counts as reachable, as it does while the tests run; a cycle of objects that no
  /// test holds is still reported. Without the sanitizer (no `__lsan_ignore_object` symbol) it
  /// does nothing.
  enum LeakSanitizerTestCases {
    private typealias IgnoreObject = @convention(c) (UnsafeRawPointer?) -> Void

    /// LeakSanitizer's `__lsan_ignore_object`, when the process runs under it.
    private static let ignoreObject: IgnoreObject? = DynamicSymbol.address(
      of: "__lsan_ignore_object"
    ).map { unsafeBitCast($0, to: IgnoreObject.self) }

    /// Marks `object` as live for LeakSanitizer.
    static func ignore(_ object: AnyObject) {
      ignoreObject?(Unmanaged.passUnretained(object).toOpaque())
    }

    /// Observes every suite and test case as it starts.
    final class Observer: XCTestObservation {
      func testSuiteWillStart(_ testSuite: XCTestSuite) {
        LeakSanitizerTestCases.ignore(testSuite)
      }

      func testCaseWillStart(_ testCase: XCTestCase) {
        LeakSanitizerTestCases.ignore(testCase)
      }
    }

    /// Installs the observer (when LeakSanitizer is present).
    static func install() {
      guard ignoreObject != nil else { return }
      XCTestObservationCenter.shared.addTestObserver(Observer())
    }
  }

  /// Runs when the test bundle loads, before XCTest starts its suites.
  @used @section(".init_array")
  private let installLeakSanitizerObserver: @convention(c) () -> Void = {
    LeakSanitizerTestCases.install()
  }
#endif
