import Foundation

/// A value of an immutable structure worked out the first time a search needs it, then kept
/// for the structure's life and read from any thread. Two threads asking at once may both work
/// it out; it is the same either way.
final class ComputedOnce<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`: `nil` until worked out.
  private var known: Value?

  /// The value: kept, or worked out by `make` and kept.
  func value(_ make: () -> Value) -> Value {
    if let known = lock.withLock({ known }) { return known }
    let made = make()
    lock.withLock { known = made }
    return made
  }
}
