/// The layout of a saved index file (`version-N.sift`; see SiftLocal.docc/PersistenceFormat.md).
///
/// Format 4 (written now): a 64-byte header, then named sections of raw little-endian bytes,
/// each starting at a multiple of ``sectionAlignment`` (zero bytes between them), then the
/// section table, then the checksum of each block of ``blockSize`` bytes of the file before
/// the table (the header included): a reader maps the file and reads each section where it
/// lies, checking a block's checksum the first time it reads from the block.
///
/// Header: magic `SIFTINDX` (8 bytes), format version (u32), header size (u32, 64), file size
/// (u64), table offset, table size (u64 each), table checksum (u64), flags (u16, bit 0:
/// little-endian), the Unicode version of the tables the text was folded with (u16: the major
/// version in the high byte, the minor in the low one; 0 before format 4), block size (u32;
/// reserved, 0, before format 4), and the checksum of the 56 bytes before it (u64). The magic,
/// the version and the header size keep their places in every version of the format.
///
/// Table: the section count, then per section its name, element size, offset and length
/// (``ByteWriter`` varints and strings); formats 1 to 3 gave each section's ``Checksum`` (u64)
/// after its length. In format 4 the block checksums (u64 each) follow the table and end the
/// file.
enum IndexFile {
  static let magic = Array("SIFTINDX".utf8)
  /// The format version this code writes, and the newest it reads.
  static let formatVersion = 4
  /// The first format whose sections are read in place, checked block by block.
  static let mappedFormatVersion = 4
  static let headerSize = 64
  static let littleEndianFlag: UInt32 = 1
  /// The Unicode version of the tables this code folds text with
  /// (``TextFolding/unicodeVersion``), as format 4's header records it.
  static let unicodeVersion = encodedUnicodeVersion(TextFolding.unicodeVersion)
  /// The bytes each block checksum covers (format 4).
  static let blockSize = 4096
  /// Where each section starts (format 4): a multiple of this, so its elements can be read in
  /// place whatever their type.
  static let sectionAlignment = 16

  /// One section of the table.
  struct Section {
    var name: String
    var elementSize: Int
    var offset: Int
    var length: Int
    /// The section's checksum (formats 1 to 3; format 4 checks blocks instead).
    var checksum: UInt64 = 0
  }

  /// A Unicode version (`"17.0"`) as a header records it: the major version in the high byte,
  /// the minor one in the low byte (0 for a version that does not fit).
  static func encodedUnicodeVersion(_ version: String) -> UInt16 {
    let parts = version.split(separator: ".").map { UInt8($0) }
    guard parts.count >= 1, let major = parts[0] else { return 0 }
    let minor = parts.count > 1 ? parts[1] : 0
    guard let minor else { return 0 }
    return UInt16(major) << 8 | UInt16(minor)
  }

  /// The name of a Unicode version a header records (`"17.0"`).
  static func unicodeVersionName(_ encoded: UInt16) -> String {
    "\(encoded >> 8).\(encoded & 0xff)"
  }

  /// A 64-bit offset or size read from a file, as an `Int`, when it is one this platform can
  /// address (below `limit`, `Int.max` but for tests); `nil` otherwise: a 32-bit platform
  /// cannot map a file past 2 GiB, and no platform one past `Int.max`.
  static func offset(_ value: UInt64, limit: Int = .max) -> Int? {
    guard value <= UInt64(limit) else { return nil }
    return Int(exactly: value)
  }
}
