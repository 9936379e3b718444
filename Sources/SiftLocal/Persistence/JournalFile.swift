import Foundation

/// The journal of a saved index (`journal-N.log`, the writes made since `version-N.sift` was
/// saved; see docs/persistence-format.md): a 32-byte header, then entries appended one write at
/// a time.
///
/// Header: magic `SIFTJRNL` (8 bytes), format version (u32), header size (u32, 32), the version
/// the journal follows (u64), and the checksum of the 24 bytes before it (u64). Entry: the
/// ``Checksum`` (u64) of the 4 + n bytes that follow, the payload's length n (u32), then the
/// payload (``JournalEntry/encoded``).
///
/// An append is one write, then a sync: a crash during it leaves a partial last entry (too
/// short for its length, or failing its checksum, at the very end of the file). Reading stops
/// before such a torn tail and drops it; a damaged entry that other entries follow is an error.
enum JournalFile {
  static let magic = Array("SIFTJRNL".utf8)
  static let formatVersion = 1
  static let headerSize = 32
  static let entryHeaderSize = 12

  /// The journal's header for `version` (or another framed file's, with its own `magic`).
  static func header(version: Int, magic: [UInt8] = magic) -> [UInt8] {
    var header = ByteWriter(capacity: headerSize)
    for byte in magic { header.append(byte) }
    header.appendUInt32(UInt32(formatVersion))
    header.appendUInt32(UInt32(headerSize))
    header.appendUInt64(UInt64(version))
    header.appendUInt64(header.bytes.withUnsafeBytes { Checksum.of($0) })
    return header.bytes
  }

  /// An entry's bytes as appended.
  static func frame(_ payload: [UInt8]) -> [UInt8] {
    var framed = ByteWriter(capacity: payload.count + entryHeaderSize)
    framed.appendUInt64(0)
    framed.appendUInt32(UInt32(truncatingIfNeeded: payload.count))
    var bytes = framed.bytes
    bytes.append(contentsOf: payload)
    let checksum = bytes.withUnsafeBytes { Checksum.of(UnsafeRawBufferPointer(rebasing: $0[8...])) }
    withUnsafeBytes(of: checksum.littleEndian) { raw in
      for index in 0..<8 { bytes[index] = raw[index] }
    }
    return bytes
  }

  /// What a journal holds.
  struct Contents {
    var entries: [JournalEntry] = []
    /// Where the last whole entry ends: a writer continues from here.
    var length = headerSize
    /// Bytes of a torn last entry, dropped.
    var tornBytes = 0
    /// Whether the file exists with a whole header (else a writer starts it afresh).
    var hasHeader = false
  }

  /// Reads the journal at `path` following `version` (no file: no entries); the records'
  /// bytes go to pages of `writer`.
  static func read(
    _ path: String, version: Int, writer: RecordWriter
  ) throws(LocalIndexError) -> Contents {
    guard FileManager.default.fileExists(atPath: path) else { return Contents() }
    let input = try FileInput(path)
    let bytes = try input.bytes(at: 0, count: input.size)
    return try withRawBytes(of: bytes) { (raw) throws(LocalIndexError) in
      try read(raw, path: path, version: version, writer: writer)
    }
  }

  private static func read(
    _ raw: UnsafeRawBufferPointer, path: String, version: Int, writer: RecordWriter
  ) throws(LocalIndexError) -> Contents {
    var contents = Contents()
    let magicCount = magic.count
    guard raw.count >= headerSize else {
      // A header cut short: the journal was being created.
      guard raw.prefix(magicCount).elementsEqual(magic.prefix(min(raw.count, magicCount))) else {
        throw .notAnIndexFile(path: path)
      }
      contents.tornBytes = raw.count
      contents.length = 0
      return contents
    }
    guard raw.prefix(magicCount).elementsEqual(magic) else { throw .notAnIndexFile(path: path) }
    var header = ByteReader(UnsafeRawBufferPointer(rebasing: raw[magicCount..<headerSize]))
    let fileVersion = Int((try? header.uint32()) ?? 0)
    let size = Int((try? header.uint32()) ?? 0)
    let followed = (try? header.uint64()) ?? 0
    let checksum = (try? header.uint64()) ?? 0
    guard Checksum.of(UnsafeRawBufferPointer(rebasing: raw[0..<24])) == checksum else {
      throw .corruptFile(
        path: path, part: "the journal's header", reason: "its checksum does not match")
    }
    guard fileVersion <= formatVersion else {
      throw .unsupportedFormatVersion(path: path, version: fileVersion, supported: formatVersion)
    }
    guard size == headerSize, followed == UInt64(version) else {
      throw .corruptFile(
        path: path, part: "the journal's header",
        reason: "it follows version \(followed), not version \(version)")
    }
    contents.hasHeader = true
    let frames = try Frames(raw, from: headerSize, path: path, kind: "journal entry")
    for (number, payload) in frames.payloads.enumerated() {
      do throws(ByteReader.Malformed) {
        contents.entries.append(
          try JournalEntry.decode(UnsafeRawBufferPointer(rebasing: raw[payload]), writer: writer))
      } catch {
        throw .corruptFile(
          path: path,
          part: "journal entry \(number) at byte \(payload.lowerBound - entryHeaderSize)",
          reason: error.reason)
      }
    }
    contents.tornBytes = frames.tornBytes
    contents.length = frames.end
    return contents
  }

  /// The frames of an append-only file (a journal, a download's progress): each the checksum
  /// (u64) of the 4 + n bytes that follow, a length n (u32) and n bytes of payload. Reading
  /// stops before a torn last frame (too short for its length, or failing its checksum at the
  /// very end of the file); a damaged frame that others follow is an error.
  struct Frames {
    /// Where each whole frame's payload lies.
    var payloads: [Range<Int>] = []
    /// Where the last whole frame ends.
    var end: Int
    /// The bytes of a torn last frame.
    var tornBytes = 0

    init(
      _ raw: UnsafeRawBufferPointer, from start: Int, path: String, kind: String
    ) throws(LocalIndexError) {
      var offset = start
      while offset < raw.count {
        let remaining = raw.count - offset
        guard remaining >= entryHeaderSize else {
          tornBytes = remaining
          break
        }
        let checksum = UInt64(
          littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        let length = Int(
          UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self)))
        let frameEnd = offset + entryHeaderSize + length
        guard frameEnd <= raw.count else {
          tornBytes = remaining
          break
        }
        guard
          Checksum.of(UnsafeRawBufferPointer(rebasing: raw[(offset + 8)..<frameEnd])) == checksum
        else {
          if frameEnd == raw.count {
            tornBytes = remaining
            break
          }
          throw .corruptFile(
            path: path, part: "\(kind) \(payloads.count) at byte \(offset)",
            reason: "its checksum does not match")
        }
        payloads.append((offset + entryHeaderSize)..<frameEnd)
        offset = frameEnd
      }
      end = offset
    }
  }
}
