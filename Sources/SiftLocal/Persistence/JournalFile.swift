import Foundation

/// The journal of a saved index (`journal-N.log`, the writes made since `version-N.sift` was
/// saved; see SiftLocal.docc/PersistenceFormat.md): a header, then entries appended one write at a time.
///
/// Format 2 (written): a 40-byte header, magic `SIFTJRNL` (8 bytes), format version (u32),
/// header size (u32, 40), the version the journal follows (u64), a random salt (u64), and the
/// checksum of the 32 bytes before it (u64). Entry: the payload's ``Checksum`` keyed by the salt
/// (u64), the payload's length n (u32), a check of those 12 bytes keyed by the salt (u32), then
/// the payload (``JournalEntry/encoded``). Format 1 (read, and continued when a writer opens
/// one): a 32-byte header without the salt; entry: the checksum (u64) of the 4 + n bytes that
/// follow, the length n (u32), the payload.
///
/// An append is one write, then a sync: a crash during it leaves a partial last entry. Reading
/// takes an entry that is not whole (cut short, or failing a check) for such a torn append only
/// when it is the last thing in the file, that is, when no whole entry starts anywhere after its
/// first byte; it drops it then. Otherwise the entry is damaged and reading throws
/// ``LocalIndexError/corruptFile(path:part:reason:)`` naming it and its offset. The salt makes
/// "a whole entry" mean one this journal wrote: bytes of a record that look like an entry fail
/// the keyed checks.
enum JournalFile {
  static let magic = Array("SIFTJRNL".utf8)
  /// The journal format this code writes; it reads format 1 too.
  static let formatVersion = 2
  /// The format of a plain framed file (a format 1 journal, a download's progress log).
  static let plainFormatVersion = 1
  /// The header size of a plain framed file.
  static let headerSize = Layout.plain.headerSize
  /// The entry header size of a plain framed file.
  static let entryHeaderSize = Layout.plain.entryHeaderSize

  /// How a framed file lays out its header and entries.
  enum Layout: Equatable, Sendable {
    /// Format 1: no salt; an entry's checksum covers its length and payload.
    case plain
    /// Format 2: every check keyed by the salt of the header.
    case salted(UInt64)

    /// A new layout of the current format, with a random salt.
    static func random() -> Layout {
      var generator = SystemRandomNumberGenerator()
      return .salted(generator.next())
    }

    var formatVersion: Int {
      switch self {
      case .plain: return JournalFile.plainFormatVersion
      case .salted: return JournalFile.formatVersion
      }
    }

    var headerSize: Int {
      switch self {
      case .plain: return 32
      case .salted: return 40
      }
    }

    var entryHeaderSize: Int {
      switch self {
      case .plain: return 12
      case .salted: return 16
      }
    }
  }

  /// The header of a plain framed file (format 1) following `version`, with `magic`.
  static func header(version: Int, magic: [UInt8] = magic) -> [UInt8] {
    header(version: version, layout: .plain, magic: magic)
  }

  /// The journal's header for `version` in `layout`.
  static func header(version: Int, layout: Layout, magic: [UInt8] = magic) -> [UInt8] {
    var header = ByteWriter(capacity: layout.headerSize)
    for byte in magic { header.append(byte) }
    header.appendUInt32(UInt32(layout.formatVersion))
    header.appendUInt32(UInt32(layout.headerSize))
    header.appendUInt64(UInt64(version))
    if case .salted(let salt) = layout { header.appendUInt64(salt) }
    header.appendUInt64(header.bytes.withUnsafeBytes { Checksum.of($0) })
    return header.bytes
  }

  /// An entry's bytes as appended to a plain framed file.
  static func frame(_ payload: [UInt8]) -> [UInt8] {
    frame(payload, layout: .plain)
  }

  /// An entry's bytes as appended in `layout`.
  static func frame(_ payload: [UInt8], layout: Layout) -> [UInt8] {
    let length = UInt32(truncatingIfNeeded: payload.count)
    var framed = ByteWriter(capacity: payload.count + layout.entryHeaderSize)
    switch layout {
    case .plain:
      framed.appendUInt64(0)
      framed.appendUInt32(length)
      var bytes = framed.bytes
      bytes.append(contentsOf: payload)
      let checksum = bytes.withUnsafeBytes {
        Checksum.of(UnsafeRawBufferPointer(rebasing: $0[8...]))
      }
      withUnsafeBytes(of: checksum.littleEndian) { raw in
        for index in 0..<8 { bytes[index] = raw[index] }
      }
      return bytes
    case .salted(let salt):
      let checksum = Checksum.keyed(payload.withUnsafeBytes { Checksum.of($0) }, by: salt)
      framed.appendUInt64(checksum)
      framed.appendUInt32(length)
      framed.appendUInt32(headerCheck(checksum, length, salt: salt))
      var bytes = framed.bytes
      bytes.append(contentsOf: payload)
      return bytes
    }
  }

  /// The check of a salted entry's checksum and length.
  @inline(__always)
  static func headerCheck(_ checksum: UInt64, _ length: UInt32, salt: UInt64) -> UInt32 {
    UInt32(truncatingIfNeeded: Checksum.keyed(checksum &+ UInt64(length) &* 0x9E37_79B9, by: salt))
  }

  /// Where a reader of a journal stands: what it read up to, so that it can read what was
  /// appended since.
  struct Position: Equatable, Sendable {
    /// How the journal is laid out.
    var layout: Layout
    /// Where the last whole entry read ends.
    var length: Int
    /// The entries read.
    var entries: Int
  }

  /// What a journal holds.
  struct Contents {
    var entries: [JournalEntry] = []
    /// Where each of ``entries`` ends in the file.
    var ends: [Int] = []
    /// Where the last whole entry ends: a writer continues from here (0: no journal yet, or
    /// one whose header was cut short).
    var length = 0
    /// Bytes of a torn last entry (or a header cut short), dropped.
    var tornBytes = 0
    /// How the file is laid out, once its header is whole.
    var layout: Layout?
    /// The entries before the first of ``entries`` (read earlier).
    var entriesBefore = 0

    /// Where a reader stands after reading these contents (`nil`: no whole header).
    var position: Position? {
      layout.map { Position(layout: $0, length: length, entries: entriesBefore + entries.count) }
    }
  }

  /// Reads the journal at `path` following `version` (no file: no entries); the records'
  /// bytes go to pages of `writer`.
  /// - Parameter known: where an earlier read stopped: only the entries after it are read.
  /// - Returns: the contents, or `nil` when the file is not the one read before (shorter than
  ///   `known`, or with another header): the caller reads the directory afresh.
  static func read(
    _ path: String, version: Int, writer: RecordWriter, after known: Position? = nil
  ) throws(LocalIndexError) -> Contents? {
    guard FileManager.default.fileExists(atPath: path) else {
      return known == nil ? Contents() : nil
    }
    let input = try FileInput(path)
    guard let known else {
      let bytes = try input.bytes(at: 0, count: input.size)
      return try withRawBytes(of: bytes) { (raw) throws(LocalIndexError) in
        try read(raw, path: path, version: version, writer: writer)
      }
    }
    let headerSize = known.layout.headerSize
    guard input.size >= known.length,
      try input.bytes(at: 0, count: headerSize)
        == header(version: version, layout: known.layout)
    else { return nil }
    let bytes = try input.bytes(at: known.length, count: input.size - known.length)
    return try withRawBytes(of: bytes) { (raw) throws(LocalIndexError) in
      let frames = try Frames(
        raw, from: 0, path: path, kind: "journal entry", layout: known.layout,
        origin: known.length, firstNumber: known.entries,
        isPlausible: plausibility(known.layout))
      var contents = Contents(layout: known.layout, entriesBefore: known.entries)
      contents.entries = try decode(frames, raw, path: path, origin: known.length, writer: writer)
      contents.ends = frames.payloads.map { known.length + $0.upperBound }
      contents.tornBytes = frames.tornBytes
      contents.length = known.length + frames.end
      return contents
    }
  }

  private static func read(
    _ raw: UnsafeRawBufferPointer, path: String, version: Int, writer: RecordWriter
  ) throws(LocalIndexError) -> Contents {
    var contents = Contents()
    let magicCount = magic.count
    let fileVersion =
      raw.count >= 12
      ? Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt32.self))) : 0
    let layoutSize = fileVersion == plainFormatVersion ? Layout.plain.headerSize : 40
    guard raw.count >= layoutSize else {
      // A header cut short: the journal was being created (it holds no entry yet).
      guard raw.prefix(magicCount).elementsEqual(magic.prefix(min(raw.count, magicCount))) else {
        throw .notAnIndexFile(path: path)
      }
      contents.tornBytes = raw.count
      return contents
    }
    guard raw.prefix(magicCount).elementsEqual(magic) else { throw .notAnIndexFile(path: path) }
    guard fileVersion <= formatVersion else {
      throw .unsupportedFormatVersion(path: path, version: fileVersion, supported: formatVersion)
    }
    let layout: Layout
    if fileVersion == plainFormatVersion {
      layout = .plain
    } else {
      layout = .salted(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)))
    }
    let headerSize = layout.headerSize
    guard raw.prefix(headerSize).elementsEqual(header(version: version, layout: layout)) else {
      let checksum = UInt64(
        littleEndian: raw.loadUnaligned(fromByteOffset: headerSize - 8, as: UInt64.self))
      guard
        Checksum.of(UnsafeRawBufferPointer(rebasing: raw[0..<(headerSize - 8)])) == checksum,
        fileVersion == layout.formatVersion
      else {
        throw .corruptFile(
          path: path, part: "the journal's header", reason: "its checksum does not match")
      }
      let size = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 12, as: UInt32.self)))
      let followed = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
      throw .corruptFile(
        path: path, part: "the journal's header",
        reason: size != headerSize
          ? "its size is \(size) bytes, not \(headerSize)"
          : "it follows version \(followed), not version \(version)")
    }
    contents.layout = layout
    let frames = try Frames(
      raw, from: headerSize, path: path, kind: "journal entry", layout: layout,
      isPlausible: plausibility(layout))
    contents.entries = try decode(frames, raw, path: path, origin: 0, writer: writer)
    contents.ends = frames.payloads.map { $0.upperBound }
    contents.tornBytes = frames.tornBytes
    contents.length = frames.end
    return contents
  }

  /// The entries of whole frames.
  private static func decode(
    _ frames: Frames, _ raw: UnsafeRawBufferPointer, path: String, origin: Int,
    writer: RecordWriter
  ) throws(LocalIndexError) -> [JournalEntry] {
    var entries: [JournalEntry] = []
    entries.reserveCapacity(frames.payloads.count)
    for (number, frame) in zip(frames.firstNumber..., frames.starts.indices) {
      let payload = frames.payloads[frame]
      do throws(ByteReader.Malformed) {
        entries.append(
          try JournalEntry.decode(UnsafeRawBufferPointer(rebasing: raw[payload]), writer: writer))
      } catch {
        throw .corruptFile(
          path: path, part: "journal entry \(number) at byte \(origin + frames.starts[frame])",
          reason: error.reason)
      }
    }
    return entries
  }

  /// For format 1, whether a payload could be an entry's (it starts with an entry kind): what
  /// keeps the search for whole entries after a damaged one from checking every byte's
  /// checksum. (Format 2's keyed header check does that.)
  private static func plausibility(_ layout: Layout) -> ((UnsafeRawBufferPointer) -> Bool)? {
    guard layout == .plain else { return nil }
    return { payload in
      guard let kind = payload.first else { return false }
      return kind == 1 || kind == 2
    }
  }

  /// The frames of an append-only file (a journal, a download's progress). Reading stops before
  /// a torn last frame: one that is not whole (cut short, or failing a check) and after whose
  /// first byte no whole frame starts. A frame that is not whole with a whole frame after it is
  /// damage: ``LocalIndexError/corruptFile(path:part:reason:)`` naming it and its offset; so is,
  /// in a salted layout, one whose header passes its check (its length is trusted) but which
  /// ends before the file does, as a torn append ends at or past its length.
  struct Frames {
    /// Where each whole frame starts.
    var starts: [Int] = []
    /// Where each whole frame's payload lies.
    var payloads: [Range<Int>] = []
    /// Where the last whole frame ends.
    var end: Int
    /// The bytes of a torn last frame.
    var tornBytes = 0
    /// The number of the first frame (frames read before).
    let firstNumber: Int

    /// Reads the frames of `raw` from `start` on.
    /// - Parameters:
    ///   - raw: the file's bytes from `origin` on.
    ///   - start: where the first frame starts in `raw`.
    ///   - path: the file, for errors.
    ///   - kind: what a frame is, for errors ("journal entry", "page").
    ///   - layout: how frames are laid out.
    ///   - origin: the file offset of `raw`'s first byte, for errors.
    ///   - firstNumber: the number of the first frame, for errors.
    ///   - isPlausible: for a plain layout, a cheap test a payload passes before its checksum is
    ///     computed in the search for whole frames after a damaged one.
    init(
      _ raw: UnsafeRawBufferPointer, from start: Int, path: String, kind: String,
      layout: Layout = .plain, origin: Int = 0, firstNumber: Int = 0,
      isPlausible: ((UnsafeRawBufferPointer) -> Bool)? = nil
    ) throws(LocalIndexError) {
      self.firstNumber = firstNumber
      let reader = FrameReader(raw: raw, layout: layout, isPlausible: isPlausible)
      var offset = start
      while offset < raw.count {
        switch reader.frame(at: offset) {
        case .whole(let payload):
          starts.append(offset)
          payloads.append(payload)
          offset = payload.upperBound
          continue
        case .broken(let reason, let trustedEnd):
          let part = "\(kind) \(firstNumber + payloads.count) at byte \(origin + offset)"
          if let trustedEnd, trustedEnd < raw.count {
            // Its length is checked: an append torn short ends at or past it, never before.
            throw .corruptFile(
              path: path, part: part,
              reason: "\(reason), and \(raw.count - trustedEnd) bytes follow it")
          }
          if let later = reader.firstWholeFrame(after: offset) {
            throw .corruptFile(
              path: path, part: part,
              reason: "\(reason), and a whole \(kind) follows it (at byte \(origin + later))")
          }
        }
        tornBytes = raw.count - offset
        break
      }
      end = offset
    }
  }

  /// Tells whole frames from broken ones.
  private struct FrameReader {
    enum Frame {
      case whole(payload: Range<Int>)
      /// Not whole; `trustedEnd` is where it ends when its length passed a check (salted).
      case broken(reason: String, trustedEnd: Int? = nil)
    }

    let raw: UnsafeRawBufferPointer
    let layout: Layout
    let isPlausible: ((UnsafeRawBufferPointer) -> Bool)?

    /// The frame at `offset`.
    func frame(at offset: Int) -> Frame {
      let headerSize = layout.entryHeaderSize
      guard raw.count - offset >= headerSize else { return .broken(reason: "it is cut short") }
      let checksum = UInt64(
        littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      let length = UInt32(
        littleEndian: raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self))
      if case .salted(let salt) = layout {
        let check = UInt32(
          littleEndian: raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
        guard check == JournalFile.headerCheck(checksum, length, salt: salt) else {
          return .broken(reason: "its header does not match its check")
        }
      }
      let payloadStart = offset + headerSize
      guard Int(length) <= raw.count - payloadStart else {
        return .broken(reason: "its length (\(length) bytes) runs past the end of the file")
      }
      let payload = payloadStart..<(payloadStart + Int(length))
      let computed: UInt64
      switch layout {
      case .plain:
        computed = Checksum.of(
          UnsafeRawBufferPointer(rebasing: raw[(offset + 8)..<payload.upperBound]))
      case .salted(let salt):
        computed = Checksum.keyed(
          Checksum.of(UnsafeRawBufferPointer(rebasing: raw[payload])), by: salt)
      }
      guard computed == checksum else {
        let trusted = layout == .plain ? nil : payload.upperBound
        return .broken(reason: "its checksum does not match", trustedEnd: trusted)
      }
      return .whole(payload: payload)
    }

    /// Where the first whole frame after `offset` starts (at any byte), if one does.
    /// - Complexity: O(n) for a salted layout (each byte's header check first); for a plain
    ///   one, O(n) plus a checksum for each byte where a plausible frame fits.
    func firstWholeFrame(after offset: Int) -> Int? {
      let headerSize = layout.entryHeaderSize
      guard raw.count - headerSize > offset else { return nil }
      for candidate in (offset + 1)...(raw.count - headerSize) {
        let length = Int(
          UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: candidate + 8, as: UInt32.self)))
        guard length <= raw.count - candidate - headerSize else { continue }
        switch layout {
        case .plain:
          let start = candidate + headerSize
          guard
            isPlausible?(UnsafeRawBufferPointer(rebasing: raw[start..<(start + length)])) ?? true
          else { continue }
        case .salted(let salt):
          let checksum = UInt64(
            littleEndian: raw.loadUnaligned(fromByteOffset: candidate, as: UInt64.self))
          let check = UInt32(
            littleEndian: raw.loadUnaligned(fromByteOffset: candidate + 12, as: UInt32.self))
          guard check == JournalFile.headerCheck(checksum, UInt32(length), salt: salt) else {
            continue
          }
        }
        if case .whole = frame(at: candidate) { return candidate }
      }
      return nil
    }
  }
}
