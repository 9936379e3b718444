import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock file of a saved directory (`sift.lock`): the exclusive `flock` its writer takes, for
/// its whole life or for each write (``LocalIndex/SaveOptions/Locking``).
///
/// An `flock` belongs to an open file description: two opens of the lock file, in two processes
/// or in one, exclude each other. The file stays open between writes; only the lock is taken and
/// released.
final class DirectoryLock: @unchecked Sendable {
  /// The directory.
  let directory: String
  /// The lock file.
  let path: String
  private var descriptor: Int32
  /// Whether this holds the lock.
  private(set) var isHeld = false

  static let fileName = "sift.lock"

  /// Opens the lock file of `directory` (made if missing), without taking the lock.
  /// - Parameter protection: the data protection class of the file when it is made.
  /// - Throws: ``LocalIndexError/writeFailed(path:reason:)`` (or
  ///   ``LocalIndexError/protectedDataUnavailable(path:)``) when it cannot be opened.
  init(directory: String, protection: LocalIndex.FileProtection?) throws(LocalIndexError) {
    self.directory = directory
    path = directory + "/" + Self.fileName
    let existed = FileManager.default.fileExists(atPath: path)
    descriptor = openDescriptor(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw PosixFile.failure(writing: path) }
    if !existed, let protection {
      do throws(LocalIndexError) {
        try PosixFile.protect(path, protection)
      } catch {
        close(descriptor)
        throw error
      }
    }
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Takes the lock, waiting up to `wait` for another writer to release it (not at all for
  /// `.zero`), polling.
  /// - Throws: ``LocalIndexError/directoryLocked(path:)`` when another writer holds it still.
  func acquire(waitingUpTo wait: Duration = .zero) throws(LocalIndexError) {
    guard !isHeld else { return }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: wait)
    var pause = Duration.milliseconds(1)
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      if code == EINTR { continue }
      guard code == EWOULDBLOCK else { throw PosixFile.failure(writing: path, code: code) }
      let now = clock.now
      guard now < deadline else { throw .directoryLocked(path: directory) }
      // Another writer's write: it lasts milliseconds, a save or a compaction longer.
      Thread.sleep(forTimeInterval: Self.seconds(min(pause, now.duration(to: deadline))))
      pause = min(pause * 2, .milliseconds(50))
    }
    isHeld = true
  }

  /// Releases the lock (the file stays open).
  func release() {
    guard isHeld else { return }
    _ = flock(descriptor, LOCK_UN)
    isHeld = false
  }

  private static func seconds(_ duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
