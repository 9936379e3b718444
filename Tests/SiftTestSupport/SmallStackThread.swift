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
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.value = body()
      done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    guard let value = box.value else {
      preconditionFailure("the thread ended without a result")
    }
    return value
  }

  /// The result handed from the thread to the waiting caller; the semaphore orders the accesses.
  private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
  }
}
