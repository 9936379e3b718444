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

/// The first broken invariant of a structure, as its `validate(into:)` finds it: what
/// `checkInvariants()` asserts in checked builds, and what opening a saved index turns into a
/// typed error in every build.
struct InvariantCheck {
  /// What is wrong, once something is.
  private(set) var violation: String?

  /// Records `message` unless `condition` holds (or something was already found).
  mutating func expect(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if violation == nil, !condition() { violation = message() }
  }

  /// Whether nothing was found yet (checks may stop early once something is).
  var isClean: Bool { violation == nil }

  /// A check that found `violation` in the column of facet `name`.
  init(facet name: String, _ violation: String) {
    self.violation = "facet \(name): \(violation)"
  }

  /// A check that found `violation` in the numeric column of attribute `name`.
  init(numeric name: String, _ violation: String) {
    self.violation = "numbers of \(name): \(violation)"
  }

  /// A check that found nothing yet.
  init() {}
}
