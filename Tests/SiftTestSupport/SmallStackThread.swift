import Foundation

/// Runs work on a thread of its own with a small stack, to prove that a parser or an evaluator
/// stays within it whatever the input's nesting.
///
/// ```swift
/// let error = SmallStackThread.run(stackSize: 512 * 1024) {
///   Result { try FilterExpression(parsing: deepFilter) }
/// }
/// ```
public enum SmallStackThread {
  /// 512 KB: the stack of a secondary thread on Apple platforms.
  public static let defaultStackSize = 512 * 1024

  /// Runs `body` on a new thread with a `stackSize`-byte stack and waits for its result.
  ///
  /// A stack overflow crashes the test process (signal 11), which fails the test run.
  /// - Parameters:
  ///   - stackSize: the thread's stack size in bytes.
  ///   - body: the work.
  /// - Returns: what `body` returned.
  public static func run<T: Sendable>(
    stackSize: Int = defaultStackSize, _ body: @escaping @Sendable () -> T
  ) -> T {
    let box = ResultBox<T>()
    let thread = Thread { box.set(body()) }
    thread.stackSize = stackSize
    thread.start()
    return box.wait()
  }

  /// The result handed from the thread to the waiting caller, under a condition lock (which the
  /// thread sanitizer understands).
  private final class ResultBox<T>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: T?

    func set(_ result: T) {
      condition.lock()
      value = result
      condition.signal()
      condition.unlock()
    }

    func wait() -> T {
      condition.lock()
      defer { condition.unlock() }
      while true {
        if let value { return value }
        condition.wait()
      }
    }
  }
}
