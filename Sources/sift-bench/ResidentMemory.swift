import Foundation

/// Resident memory of this process.
enum ResidentMemory {
  /// Returns memory the allocator holds but no longer uses to the system (glibc's
  /// `malloc_trim`), so that resident size reflects live data.
  static func releaseFreedMemory() {
    #if canImport(Glibc)
      // RTLD_DEFAULT is a null handle; malloc_trim is not in the Glibc module map.
      typealias Trim = @convention(c) (Int) -> Int32
      if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
      }
    #endif
  }

  /// The resident set size in bytes (nil where /proc is not available).
  static func current() -> Int? { status("VmRSS:") }

  /// The highest resident set size since the process started or ``resetPeak()`` (nil where
  /// /proc is not available).
  static func peak() -> Int? { status("VmHWM:") }

  /// Starts measuring ``peak()`` again from the current resident size (Linux 4.0 and later).
  static func resetPeak() {
    try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
  }

  private static func status(_ field: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix(field) {
      let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first
      return kilobytes.map { $0 * 1024 }
    }
    return nil
  }
}
