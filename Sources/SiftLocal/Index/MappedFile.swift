import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's bytes, mapped read-only: read in place, never copied, and the pages already read
/// can be given back while the rest is read (a large file costs little resident memory).
final class MappedFile {
  /// The file's bytes.
  let bytes: UnsafeBufferPointer<UInt8>
  private let mapping: UnsafeMutableRawPointer?
  private let pageSize: Int
  /// Bytes given back so far (a multiple of the page size).
  private var released = 0
  /// Bytes whose pages were mapped ahead of their reading so far (see ``readAhead(from:)``).
  private var populated = 0

  /// Maps the file at `url`.
  /// - Throws: ``LocalIndexError/unreadableFile(path:reason:)`` saying why: missing, a
  ///   directory, not readable.
  init(_ url: URL) throws(LocalIndexError) {
    let path = url.path
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw .unreadableFile(path: path, reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .unreadableFile(path: path, reason: String(cString: strerror(errno)))
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      let kind = status.st_mode & S_IFMT == S_IFDIR ? "a directory" : "not a regular file"
      throw .unreadableFile(path: path, reason: "it is \(kind), not a JSON file")
    }
    pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    // A file past what `Int` counts (2 GiB on a 32-bit platform) is refused, never cut.
    guard let size = Int(exactly: status.st_size) else {
      throw .unreadableFile(path: path, reason: "it is larger than this platform can map")
    }
    guard size > 0 else {
      mapping = nil
      bytes = UnsafeBufferPointer(start: nil, count: 0)
      return
    }
    let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0)
    guard let address, address != MAP_FAILED else {
      throw .unreadableFile(path: path, reason: String(cString: strerror(errno)))
    }
    mapping = address
    bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: size)
    _ = madvise(address, size, MADV_SEQUENTIAL)
  }

  deinit {
    if let mapping { munmap(mapping, bytes.count) }
  }

  /// Maps the pages of the next few megabytes in one call when the reading at `offset` nears
  /// the end of those mapped so far: a page read for the first time is otherwise a fault of
  /// its own (Linux 5.14 and later; elsewhere, or where the kernel declines, nothing changes).
  func readAhead(from offset: Int) {
    #if canImport(Glibc)
      let window = 4 << 20
      guard let mapping, offset + window / 2 >= populated, populated < bytes.count else { return }
      let start = max(populated, offset / pageSize * pageSize)
      let end = min(bytes.count, start + window)
      _ = madvise(mapping + start, end - start, 22)  // MADV_POPULATE_READ
      populated = end
    #endif
  }

  /// Gives back the pages wholly before `offset` (they are read again from the file if
  /// touched).
  func release(upTo offset: Int) {
    guard let mapping else { return }
    let end = offset / pageSize * pageSize
    guard end > released else { return }
    _ = madvise(mapping + released, end - released, MADV_DONTNEED)
    released = end
  }
}
