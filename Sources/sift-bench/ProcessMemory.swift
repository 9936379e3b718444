import Foundation

/// This process's memory as Linux's `/proc/self/smaps_rollup` counts it: what a phone's
/// operating system charges an app for (its dirty private pages) apart from the file pages it
/// maps, which the system can drop and read again.
struct ProcessMemory: Codable {
  /// Pages written by the process (its heap, its stacks, copies): its own memory.
  let privateDirtyBytes: Int
  /// Resident pages of mapped files (the saved index, the binary, the libraries).
  let fileResidentBytes: Int
  /// Every resident page.
  let residentBytes: Int

  /// The counts now (`nil` where `/proc/self/smaps_rollup` is not available), once memory the
  /// allocator holds but no longer uses is given back (so that freed memory does not count).
  static func now() -> ProcessMemory? {
    ResidentMemory.releaseFreedMemory()
    guard
      let text = try? String(contentsOfFile: "/proc/self/smaps_rollup", encoding: .utf8)
    else { return nil }
    var fields: [String: Int] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ", omittingEmptySubsequences: true)
      guard parts.count >= 2, parts[0].hasSuffix(":"), let kilobytes = Int(parts[1]) else {
        continue
      }
      fields[String(parts[0].dropLast())] = kilobytes * 1024
    }
    guard let dirty = fields["Private_Dirty"], let resident = fields["Rss"],
      let anonymous = fields["Anonymous"]
    else { return nil }
    return ProcessMemory(
      privateDirtyBytes: dirty, fileResidentBytes: max(0, resident - anonymous),
      residentBytes: resident)
  }
}
