// Internal invariant checks, in the manner of swift-collections' `COLLECTIONS_INTERNAL_CHECKS`.
//
// The engine's structures check themselves (`checkInvariants()`) in debug builds, and also in
// any build compiled with the `SIFT_INTERNAL_CHECKS` condition, release builds included:
//
//     swift test -c release -Xswiftc -enable-testing -Xswiftc -DSIFT_INTERNAL_CHECKS
//
// Under that condition every `assert` of this module is a `precondition`, so a broken
// invariant stops an optimized test run (or a fuzzer) at once. Without it, `assert` is Swift's,
// and a release build checks nothing and pays nothing.

/// Swift's `assert` in this module, or a `precondition` when compiled with
/// `SIFT_INTERNAL_CHECKS`.
///
/// - Parameters:
///   - condition: the invariant.
///   - message: what is wrong when it does not hold.
///   - file: the file of the check.
///   - line: the line of the check.
@inline(__always)
func assert(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = String(),
  file: StaticString = #file, line: UInt = #line
) {
  #if SIFT_INTERNAL_CHECKS
    precondition(condition(), message(), file: file, line: line)
  #else
    Swift.assert(condition(), message(), file: file, line: line)
  #endif
}
