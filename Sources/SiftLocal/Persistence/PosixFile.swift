import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A simulated failure of the file writes of a save or a journal append, for tests: the writes
/// stop after ``budget`` bytes, as when the disk fills up (``Kind/diskFull``: the writer sees the
/// error and cleans up), the process dies (``Kind/crash``: nothing more happens at all, not
/// even a rename, a sync or the removal of a temporary file), or the device locks and its
/// protected files refuse writes (``Kind/protectedData``: what an Apple device does with a
/// file whose data protection class makes it unavailable while locked).
final class WriteFaults: @unchecked Sendable {
  enum Kind: Sendable {
    case diskFull
    case crash
    case protectedData
  }

  let kind: Kind
  private let lock = NSLock()
  private var remaining: Int

  init(failAfterBytes budget: Int, kind: Kind) {
    self.kind = kind
    remaining = max(0, budget)
  }

  /// How many of `count` bytes may be written; the rest fail.
  func allow(_ count: Int) -> Int {
    lock.withLock {
      let allowed = min(count, remaining)
      remaining -= allowed
      return allowed
    }
  }

  /// Whether an operation other than a write fails: only after a crash.
  var hasCrashed: Bool {
    lock.withLock { kind == .crash && remaining == 0 }
  }

  /// Whether opening a file to write it fails: once the device is locked.
  var refusesOpening: Bool {
    lock.withLock { kind == .protectedData && remaining == 0 }
  }

  /// The error of a write to `path` past the budget.
  func error(writing path: String) -> LocalIndexError {
    guard kind == .protectedData else { return .writeFailed(path: path, reason: Self.failure) }
    return PosixFile.failure(writing: path, code: EPERM, dataProtection: true)
  }

  static let failure = "No space left on device (a simulated failure)"
}

/// Plain file operations on paths, with typed errors naming the file.
enum PosixFile {
  /// The reason `errno` gives.
  static var lastError: String { String(cString: strerror(errno)) }

  /// What a sync must make sure of.
  enum SyncLevel: Sendable {
    /// The bytes are on stable storage when the sync returns: they survive a power loss. For a
    /// commit: a journal entry, the directory entry of a version renamed into place.
    case durable
    /// The bytes reach storage before anything written after the sync: enough for what a
    /// commit follows (a version's bytes before its rename, a journal's header before its
    /// entries), since the commit's durable sync then covers them too.
    case ordered
  }

  /// Syncs the file open as `descriptor`.
  /// - Parameters:
  ///   - level: what the sync must make sure of (it matters on Apple platforms only).
  ///   - dataOnly: whether only the data and what reads it back (its size) must be synced, not
  ///     other metadata (`fdatasync`, where there is one).
  /// - Returns: 0, or -1 with `errno` set.
  static func sync(_ descriptor: Int32, _ level: SyncLevel, dataOnly: Bool) -> Int32 {
    #if canImport(Darwin)
      // Apple's fsync(2) manual page: fsync moves the data to the drive, which may keep it in
      // its cache, and write it out of order, past a power loss; fcntl(2)'s F_FULLFSYNC asks
      // the drive to write its cache to stable storage (the costly one), while
      // F_BARRIERFSYNC only keeps what was synced before it ahead of what is written after
      // (cheap). A commit takes the first; what a commit follows, the second. A file system
      // that has neither (ENOTSUP, EINVAL) gets fsync.
      let result = fcntl(descriptor, level == .durable ? F_FULLFSYNC : F_BARRIERFSYNC)
      if result == 0 || (errno != ENOTSUP && errno != EINVAL && errno != ENOTTY) { return result }
      return fsync(descriptor)
    #elseif canImport(Glibc)
      return dataOnly ? fdatasync(descriptor) : fsync(descriptor)
    #else
      return fsync(descriptor)
    #endif
  }

  /// Whether this platform gives files data protection classes, so that a protected file refuses
  /// to be opened or written (`EPERM` or `EACCES`) while the device is locked.
  static var hasDataProtection: Bool {
    #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      return true
    #else
      return false
    #endif
  }

  /// The error of a failed write (or open to write) of `path`, from its `errno`: refused by
  /// data protection, or another failure.
  static func failure(
    writing path: String, code: Int32 = errno, dataProtection: Bool = hasDataProtection
  ) -> LocalIndexError {
    if dataProtection, code == EPERM || code == EACCES {
      return .protectedDataUnavailable(path: path)
    }
    return .writeFailed(path: path, reason: String(cString: strerror(code)))
  }

  /// The error of a failed read (or open to read) of `path`, from its `errno`.
  static func failure(reading path: String, code: Int32 = errno) -> LocalIndexError {
    if hasDataProtection, code == EPERM || code == EACCES {
      return .protectedDataUnavailable(path: path)
    }
    return .unreadableFile(path: path, reason: String(cString: strerror(code)))
  }

  /// Gives the file or directory at `path` the data protection class `protection`, on the
  /// platforms that have them (nothing elsewhere).
  /// - Throws: ``LocalIndexError/writeFailed(path:reason:)`` when the system refuses it.
  static func protect(
    _ path: String, _ protection: LocalIndex.FileProtection
  ) throws(LocalIndexError) {
    #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      // Apple's "Encrypting Your App's Files" and `FileProtectionType`: the class is the file's
      // `FileAttributeKey.protectionKey`, set on each file as it is made (and on the directory,
      // whose new files then get it too).
      let type: FileProtectionType
      switch protection {
      case .completeUntilFirstUserAuthentication: type = .completeUntilFirstUserAuthentication
      case .completeUnlessOpen: type = .completeUnlessOpen
      case .complete: type = .complete
      case .unprotected: type = .none
      }
      do {
        try FileManager.default.setAttributes([.protectionKey: type], ofItemAtPath: path)
      } catch {
        throw .writeFailed(
          path: path,
          reason: "it cannot get the protection class \(protection): \(error.localizedDescription)")
      }
    #endif
  }

  /// Renames `source` to `target` (replacing it), atomically.
  static func rename(_ source: String, to target: String, faults: WriteFaults?)
    throws(LocalIndexError)
  {
    if faults?.hasCrashed == true { throw .writeFailed(path: target, reason: WriteFaults.failure) }
    guard Foundation.rename(source, target) == 0 else { throw failure(writing: target) }
  }

  /// Makes the entries of directory `path` (a rename or a new file in it) durable, or ordered
  /// before what is written next (see ``SyncLevel``).
  static func syncDirectory(
    _ path: String, _ level: SyncLevel = .durable, faults: WriteFaults?
  ) throws(LocalIndexError) {
    if faults?.hasCrashed == true { throw .writeFailed(path: path, reason: WriteFaults.failure) }
    let descriptor = openDescriptor(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(writing: path) }
    defer { close(descriptor) }
    guard sync(descriptor, level, dataOnly: false) == 0 else { throw failure(writing: path) }
  }

  /// Removes a file if it exists (best effort; nothing after a simulated crash).
  static func remove(_ path: String, faults: WriteFaults?) {
    if faults?.hasCrashed == true { return }
    _ = unlink(path)
  }
}

/// A file being written: buffered writes that track their offset, an unbuffered write at an
/// offset (for a header written last), and a sync. Every failure is a typed error naming the file.
final class FileOutput {
  let path: String
  private var descriptor: Int32
  /// Simulated failures of the next writes (tests).
  var faults: WriteFaults?
  /// What ``sync(_:dataOnly:)`` makes sure of when not told.
  var syncLevel = PosixFile.SyncLevel.durable
  private let buffer: UnsafeMutableRawPointer
  private let capacity = 1 << 20
  private var buffered = 0
  /// The bytes written so far, the buffered ones included.
  private(set) var offset: Int

  private init(path: String, descriptor: Int32, offset: Int, faults: WriteFaults?) {
    self.path = path
    self.descriptor = descriptor
    self.offset = offset
    self.faults = faults
    buffer = .allocate(byteCount: capacity, alignment: 16)
  }

  deinit {
    buffer.deallocate()
    if descriptor >= 0 { Foundation.close(descriptor) }
  }

  /// Creates (or empties) the file at `path`.
  /// - Parameter protection: the data protection class it gets (`nil`: its directory's).
  static func create(
    _ path: String, faults: WriteFaults?, protection: LocalIndex.FileProtection? = nil
  ) throws(LocalIndexError) -> FileOutput {
    if faults?.hasCrashed == true { throw .writeFailed(path: path, reason: WriteFaults.failure) }
    if let faults, faults.refusesOpening { throw faults.error(writing: path) }
    let descriptor = openDescriptor(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw PosixFile.failure(writing: path) }
    let output = FileOutput(path: path, descriptor: descriptor, offset: 0, faults: faults)
    if let protection { try PosixFile.protect(path, protection) }
    return output
  }

  /// Opens the existing file at `path` to write from `offset` on (what follows is cut off).
  static func open(
    _ path: String, at offset: Int, faults: WriteFaults?
  ) throws(LocalIndexError) -> FileOutput {
    if let faults, faults.refusesOpening { throw faults.error(writing: path) }
    let descriptor = openDescriptor(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw PosixFile.failure(writing: path) }
    let output = FileOutput(path: path, descriptor: descriptor, offset: offset, faults: faults)
    try output.truncate(to: offset)
    return output
  }

  /// Appends bytes (buffered).
  func write(_ bytes: UnsafeRawBufferPointer) throws(LocalIndexError) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    if bytes.count >= capacity {
      try flush()
      try writeFully(source, bytes.count, at: offset)
      offset += bytes.count
      return
    }
    if buffered + bytes.count > capacity { try flush() }
    (buffer + buffered).copyMemory(from: source, byteCount: bytes.count)
    buffered += bytes.count
    offset += bytes.count
  }

  func write(_ bytes: [UInt8]) throws(LocalIndexError) {
    try withRawBytes(of: bytes) { (raw) throws(LocalIndexError) in try write(raw) }
  }

  /// Writes the buffered bytes to the file.
  func flush() throws(LocalIndexError) {
    guard buffered > 0 else { return }
    let start = offset - buffered
    buffered = 0
    try writeFully(UnsafeRawPointer(buffer), offset - start, at: start)
  }

  /// Writes `bytes` at `position`, outside the buffer (a header written last).
  func write(_ bytes: [UInt8], at position: Int) throws(LocalIndexError) {
    try flush()
    try withRawBytes(of: bytes) { (raw) throws(LocalIndexError) in
      guard let base = raw.baseAddress else { return }
      try writeFully(base, raw.count, at: position)
    }
  }

  /// Writes the buffer and syncs the file's bytes.
  /// - Parameters:
  ///   - level: what the sync makes sure of (``syncLevel`` when `nil`; see
  ///     ``PosixFile/SyncLevel``).
  ///   - dataOnly: whether only the data and what reads it back (its size) must be synced, not
  ///     other metadata (`fdatasync` where there is one): enough for an append.
  func sync(_ level: PosixFile.SyncLevel? = nil, dataOnly: Bool = false) throws(LocalIndexError) {
    try flush()
    if faults?.hasCrashed == true { throw .writeFailed(path: path, reason: WriteFaults.failure) }
    guard PosixFile.sync(descriptor, level ?? syncLevel, dataOnly: dataOnly) == 0 else {
      throw PosixFile.failure(writing: path)
    }
  }

  /// Cuts the file at `length` bytes, and continues writing there.
  func truncate(to length: Int) throws(LocalIndexError) {
    buffered = 0
    guard ftruncate(descriptor, off_t(length)) == 0 else { throw PosixFile.failure(writing: path) }
    offset = length
  }

  /// Closes the file (without writing the buffer).
  func close() {
    if descriptor >= 0 { Foundation.close(descriptor) }
    descriptor = -1
  }

  private func writeFully(
    _ source: UnsafeRawPointer, _ count: Int, at position: Int
  ) throws(LocalIndexError) {
    let allowed = faults?.allow(count) ?? count
    var written = 0
    while written < allowed {
      let result = pwrite(
        descriptor, source + written, allowed - written, off_t(position + written))
      if result < 0 {
        if errno == EINTR { continue }
        throw PosixFile.failure(writing: path)
      }
      written += result
    }
    if allowed < count, let faults { throw faults.error(writing: path) }
  }
}

/// A file being read at offsets, with typed errors naming it.
final class FileInput {
  let path: String
  private let descriptor: Int32
  /// The file's size when opened.
  let size: Int

  /// Opens the file at `path`.
  init(_ path: String) throws(LocalIndexError) {
    self.path = path
    descriptor = openDescriptor(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw PosixFile.failure(reading: path) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let reason = PosixFile.lastError
      Foundation.close(descriptor)
      throw .unreadableFile(path: path, reason: reason)
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      Foundation.close(descriptor)
      throw .unreadableFile(path: path, reason: "it is not a regular file")
    }
    // A file past what `Int` counts (2 GiB on a 32-bit platform) is refused, never cut.
    guard let size = Int(exactly: status.st_size) else {
      Foundation.close(descriptor)
      throw .unreadableFile(path: path, reason: "it is larger than this platform can address")
    }
    self.size = size
  }

  deinit { close(descriptor) }

  /// Reads `count` bytes at `offset` into `target`.
  func read(into target: UnsafeMutableRawPointer, count: Int, at offset: Int)
    throws(LocalIndexError)
  {
    var done = 0
    while done < count {
      let result = pread(descriptor, target + done, count - done, off_t(offset + done))
      if result < 0 {
        if errno == EINTR { continue }
        throw PosixFile.failure(reading: path)
      }
      guard result > 0 else {
        throw .truncatedFile(path: path, bytes: offset + done, expectedBytes: nil)
      }
      done += result
    }
  }

  /// Maps `count` bytes at `offset` read-only (private): read in place, from the page cache.
  /// - Returns: where they are, and what unmaps them.
  func map(at offset: Int, count: Int) throws(LocalIndexError) -> (
    bytes: UnsafeMutablePointer<UInt8>, unmap: @Sendable () -> Void
  ) {
    let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    let start = offset / pageSize * pageSize
    let length = count + offset - start
    guard let mapping = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, off_t(start)),
      mapping != MAP_FAILED
    else { throw .unreadableFile(path: path, reason: PosixFile.lastError) }
    let address = UInt(bitPattern: mapping)
    let bytes = mapping.assumingMemoryBound(to: UInt8.self) + (offset - start)
    return (bytes, { _ = munmap(UnsafeMutableRawPointer(bitPattern: address), length) })
  }

  /// `count` bytes at `offset`.
  func bytes(at offset: Int, count: Int) throws(LocalIndexError) -> [UInt8] {
    var result = [UInt8](repeating: 0, count: count)
    var failure: LocalIndexError?
    result.withUnsafeMutableBytes { raw in
      guard let base = raw.baseAddress else { return }
      do throws(LocalIndexError) {
        try read(into: base, count: count, at: offset)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    return result
  }
}

/// `open(2)`, out of reach of the methods named `open`.
func openDescriptor(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
  open(path, flags, mode)
}

/// Calls `body` with the bytes of `array`, keeping `body`'s typed error.
func withRawBytes<T, R>(
  of array: [T], _ body: (UnsafeRawBufferPointer) throws(LocalIndexError) -> R
) throws(LocalIndexError) -> R {
  let result: Result<R, LocalIndexError> = array.withUnsafeBytes { raw in
    do throws(LocalIndexError) {
      return .success(try body(raw))
    } catch {
      return .failure(error)
    }
  }
  return try result.get()
}
