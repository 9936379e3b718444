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
  static func current() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
      let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first
      return kilobytes.map { $0 * 1024 }
    }
    return nil
  }
}
