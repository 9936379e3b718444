import Foundation

extension FileHandle {
  /// Reads until the first newline or the end of the stream, off the caller's thread, and
  /// returns that line without surrounding whitespace: how a test reads what a child process
  /// prints when it is ready (its pid, its port).
  public func firstLine() async -> String {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        var bytes = Data()
        while true {
          let chunk = self.availableData
          if chunk.isEmpty { break }
          bytes.append(chunk)
          if chunk.contains(UInt8(ascii: "\n")) { break }
        }
        let line = String(decoding: bytes, as: UTF8.self)
        continuation.resume(returning: line.trimmingCharacters(in: .whitespacesAndNewlines))
      }
    }
  }
}
