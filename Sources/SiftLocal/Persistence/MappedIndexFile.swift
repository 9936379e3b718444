import Foundation
import SiftCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A saved index file (see ``IndexFile``), mapped read-only: its sections are read where they
/// lie (``array(_:of:)`` gives a view of one, not a copy), so opening costs what reading the
/// header, the section table and a few small sections costs, and a search brings in only the
/// pages it reads.
///
/// **Checks.** Opening checks the header and the table (their checksums, and that every section
/// lies within the file, aligned). The bytes of a section are checked a block of
/// ``IndexFile/blockSize`` bytes at a time, the first time something reads from the block
/// (``verify(_:byteCount:)``): a block whose checksum does not match is recorded, and
/// ``checkDamage()`` (which a search calls before it returns) then throws
/// ``LocalIndexError/corruptFile(path:part:reason:)`` naming the file and the sections of the
/// block. Nothing the engine does with the bytes depends on the checks for its memory safety:
/// they detect damage, and a file written wrong on purpose, whose checksums hold, is read
/// within its bounds all the same (``verifyAll()`` checks every block and every structure).
///
/// Files of formats 1 to 3 have a checksum per section, not per block: every section is
/// checked when they open (and their sections copied when they are not aligned for their
/// elements).
///
/// The file must not change while it is mapped: a saved version never does (a save writes a
/// new file, and the next writer removes the old one only once no one has it open... or, on
/// Linux, a removed file stays readable as long as it is mapped).
final class MappedIndexFile: @unchecked Sendable {
  // Immutable but for the damage recorded (under `damageLock`) and the block flags (atomic).

  let path: String
  /// The file's format version (1 ... ``IndexFile/formatVersion``).
  let formatVersion: Int
  /// The file's size.
  let size: Int
  private let mapping: UnsafeMutableRawPointer?
  private let sections: [String: IndexFile.Section]
  /// The sections in file order (to name those of a damaged block).
  private let ordered: [IndexFile.Section]
  /// Format 4: the bytes the blocks cover (the table's offset), where their checksums are, and
  /// which blocks were checked.
  private let coveredBytes: Int
  private let checksums: UnsafeRawPointer?
  private let blockShift: Int
  private let verified: BlockFlags
  /// Whether every byte was checked when the file opened (formats 1 to 3).
  private let checkedWhole: Bool
  /// Set once a block's checksum did not match.
  private let damaged = BlockFlags(count: 1)
  private let damageLock = NSLock()
  // Guarded by `damageLock`.
  private var damage: LocalIndexError?

  /// Maps the file at `path` and checks its header and its section table (and, for formats 1
  /// to 3, every section).
  /// - Throws: ``LocalIndexError/unreadableFile(path:reason:)``,
  ///   ``LocalIndexError/truncatedFile(path:bytes:expectedBytes:)``,
  ///   ``LocalIndexError/notAnIndexFile(path:)``,
  ///   ``LocalIndexError/unsupportedFormatVersion(path:version:supported:)``,
  ///   ``LocalIndexError/unsupportedUnicodeVersion(path:version:supported:)``,
  ///   ``LocalIndexError/corruptFile(path:part:reason:)``.
  init(path: String) throws(LocalIndexError) {
    self.path = path
    let descriptor = openDescriptor(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .unreadableFile(path: path, reason: PosixFile.lastError) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .unreadableFile(path: path, reason: PosixFile.lastError)
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw .unreadableFile(path: path, reason: "it is not a regular file")
    }
    guard status.st_size >= 0,
      let size = IndexFile.offset(UInt64(status.st_size)).flatMap({ Int(exactly: $0) })
    else {
      throw .unreadableFile(path: path, reason: "it is larger than this platform can map")
    }
    self.size = size
    var mapping: UnsafeMutableRawPointer?
    if size > 0 {
      guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0),
        address != MAP_FAILED
      else { throw .unreadableFile(path: path, reason: PosixFile.lastError) }
      // Searches read here and there: no read-ahead past the pages they touch.
      _ = madvise(address, size, MADV_RANDOM)
      mapping = address
    }
    self.mapping = mapping
    // The header and the table, or the file unmapped before the error is thrown.
    let bytes = UnsafeRawBufferPointer(start: mapping, count: size)
    let header: Header
    let table: (sections: [String: IndexFile.Section], checksumsOffset: Int?)
    do throws(LocalIndexError) {
      header = try Self.header(bytes, path: path)
      table = try Self.table(bytes, header: header, path: path)
    } catch {
      if let mapping { munmap(mapping, size) }
      throw error
    }
    formatVersion = header.version
    sections = table.sections
    ordered = table.sections.values.sorted { $0.offset < $1.offset }
    coveredBytes = header.tableOffset
    blockShift = header.blockSize > 0 ? header.blockSize.trailingZeroBitCount : 0
    if let checksumsOffset = table.checksumsOffset, let mapping {
      checksums = UnsafeRawPointer(mapping + checksumsOffset)
      verified = BlockFlags(count: (header.tableOffset + header.blockSize - 1) >> blockShift)
      checkedWhole = false
    } else {
      checksums = nil
      verified = BlockFlags(count: 0)
      checkedWhole = true
      // Formats 1 to 3: every section checked now.
      for section in ordered {
        let raw = UnsafeRawBufferPointer(
          rebasing: bytes[section.offset..<section.offset + section.length])
        guard Checksum.of(raw) == section.checksum else {
          throw .corruptFile(
            path: path, part: "section \(section.name)", reason: "its checksum does not match")
        }
      }
    }
  }

  deinit {
    if let mapping { munmap(mapping, size) }
  }

  // MARK: - The header and the table

  /// What the header says.
  private struct Header {
    var version: Int
    var tableOffset: Int
    var tableSize: Int
    var tableChecksum: UInt64
    /// Format 4: the bytes each block checksum covers.
    var blockSize: Int
  }

  /// Reads the header of the file's `bytes` (all of them).
  private static func header(
    _ bytes: UnsafeRawBufferPointer, path: String
  ) throws(LocalIndexError) -> Header {
    let size = bytes.count
    let magic = IndexFile.magic
    guard size >= magic.count else {
      if bytes.elementsEqual(magic.prefix(size)) {
        throw .truncatedFile(path: path, bytes: size, expectedBytes: nil)
      }
      throw .notAnIndexFile(path: path)
    }
    guard bytes.prefix(magic.count).elementsEqual(magic) else { throw .notAnIndexFile(path: path) }
    guard size >= IndexFile.headerSize else {
      throw .truncatedFile(path: path, bytes: size, expectedBytes: nil)
    }
    func u32(_ offset: Int) -> Int {
      Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }
    func u64(_ offset: Int) -> UInt64 {
      UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
    let version = u32(8)
    let headerSize = u32(12)
    let flags = UInt32(truncatingIfNeeded: u32(48)) & 0xffff
    let unicodeVersion = UInt16(truncatingIfNeeded: u32(48) >> 16)
    guard
      Checksum.of(UnsafeRawBufferPointer(rebasing: bytes[0..<56])) == u64(56)
    else {
      throw .corruptFile(path: path, part: "the header", reason: "its checksum does not match")
    }
    guard version <= IndexFile.formatVersion else {
      throw .unsupportedFormatVersion(
        path: path, version: version, supported: IndexFile.formatVersion)
    }
    guard version >= 1, headerSize == IndexFile.headerSize else {
      throw .corruptFile(
        path: path, part: "the header", reason: "version \(version), header size \(headerSize)")
    }
    guard flags & IndexFile.littleEndianFlag != 0, 1.littleEndian == 1 else {
      throw .unreadableFile(
        path: path, reason: "saved on a machine of another byte order than this one")
    }
    // Words folded with other tables than this code's would not match a query's: refused.
    // Formats 1 to 3 record no version (0).
    if version >= IndexFile.mappedFormatVersion, unicodeVersion != IndexFile.unicodeVersion {
      throw .unsupportedUnicodeVersion(
        path: path, version: IndexFile.unicodeVersionName(unicodeVersion),
        supported: TextFolding.unicodeVersion)
    }
    // Sizes and offsets are 64-bit: one this platform cannot address is refused, never cut.
    guard let fileSize = IndexFile.offset(u64(16)), let tableOffset = IndexFile.offset(u64(24)),
      let tableSize = IndexFile.offset(u64(32))
    else {
      throw .unreadableFile(
        path: path, reason: "its header gives a size or an offset past what this platform can map")
    }
    guard size >= fileSize else {
      throw .truncatedFile(path: path, bytes: size, expectedBytes: fileSize)
    }
    guard size == fileSize else {
      throw .corruptFile(
        path: path, part: "the file", reason: "\(size - fileSize) bytes follow its end")
    }
    guard tableOffset >= IndexFile.headerSize, tableOffset <= fileSize - tableSize else {
      throw .corruptFile(
        path: path, part: "the header", reason: "the section table is out of range")
    }
    var blockSize = 0
    if version >= IndexFile.mappedFormatVersion {
      blockSize = u32(52)
      guard blockSize >= 512, blockSize <= 1 << 20, blockSize.nonzeroBitCount == 1 else {
        throw .corruptFile(
          path: path, part: "the header", reason: "a block size of \(blockSize) bytes")
      }
    }
    return Header(
      version: version, tableOffset: tableOffset, tableSize: tableSize,
      tableChecksum: u64(40), blockSize: blockSize)
  }

  /// Reads the section table (and, in format 4, where the block checksums are).
  private static func table(
    _ bytes: UnsafeRawBufferPointer, header: Header, path: String
  ) throws(LocalIndexError) -> (sections: [String: IndexFile.Section], checksumsOffset: Int?) {
    let raw = UnsafeRawBufferPointer(
      rebasing: bytes[header.tableOffset..<header.tableOffset + header.tableSize])
    guard Checksum.of(raw) == header.tableChecksum else {
      throw .corruptFile(
        path: path, part: "the section table", reason: "its checksum does not match")
    }
    let mapped = header.version >= IndexFile.mappedFormatVersion
    var sections: [String: IndexFile.Section] = [:]
    var checksumsOffset: Int?
    var reader = ByteReader(raw)
    do throws(ByteReader.Malformed) {
      let count = try reader.count(limit: raw.count)
      for _ in 0..<count {
        var section = IndexFile.Section(
          name: try reader.string(), elementSize: try reader.count(),
          offset: try reader.count(limit: .max), length: try reader.count(limit: .max))
        if !mapped { section.checksum = try reader.uint64() }
        guard section.offset >= IndexFile.headerSize, section.elementSize > 0,
          section.offset <= header.tableOffset - section.length,
          section.length % section.elementSize == 0,
          !mapped || section.offset % IndexFile.sectionAlignment == 0
        else {
          throw ByteReader.Malformed(reason: "section \(section.name) is out of range")
        }
        sections[section.name] = section
      }
      guard reader.isAtEnd else { throw ByteReader.Malformed(reason: "bytes follow its end") }
      if mapped {
        // The block checksums follow the table, and end the file.
        let offset = header.tableOffset + header.tableSize
        let blocks = (header.tableOffset + header.blockSize - 1) / header.blockSize
        guard bytes.count - offset == blocks * 8 else {
          throw ByteReader.Malformed(
            reason: "\(blocks) blocks, but \(bytes.count - offset) bytes of their checksums")
        }
        checksumsOffset = offset
      }
    } catch {
      throw .corruptFile(path: path, part: "the section table", reason: error.reason)
    }
    return (sections, checksumsOffset)
  }

  // MARK: - Sections

  /// Whether the file has a section of this name.
  func contains(_ name: String) -> Bool { sections[name] != nil }

  /// The sections' names, in file order.
  var sectionNames: [String] { ordered.map(\.name) }

  /// The section named `name`.
  func section(_ name: String) throws(LocalIndexError) -> IndexFile.Section {
    guard let section = sections[name] else { throw .missingSection(path: path, section: name) }
    return section
  }

  /// The elements of section `name` where they lie (or, in a file of format 1 to 3 whose
  /// section is not aligned for them, copied).
  func array<T: BitwiseCopyable>(_ name: String, of type: T.Type = T.self) throws(LocalIndexError)
    -> IndexArray<T>
  {
    let section = try section(name)
    let stride = MemoryLayout<T>.stride
    guard section.elementSize == stride else {
      throw .corruptFile(
        path: path, part: "section \(name)",
        reason: "elements of \(section.elementSize) bytes, expected \(stride)")
    }
    let count = section.length / stride
    guard count > 0, let mapping else { return IndexArray() }
    let start = mapping + section.offset
    guard Int(bitPattern: start) % MemoryLayout<T>.alignment == 0 else {
      // Formats 1 to 3 did not align sections (format 4 always does: checked when it opened).
      let copy = [T](unsafeUninitializedCapacity: count) { buffer, initialized in
        if let base = buffer.baseAddress {
          UnsafeMutableRawPointer(base).copyMemory(from: start, byteCount: section.length)
        }
        initialized = count
      }
      return IndexArray(copy)
    }
    return IndexArray(
      mapped: UnsafePointer(start.assumingMemoryBound(to: T.self)), count: count, in: self)
  }

  /// The 64-bit integers of section `name`, as `Int`s (copied on a 32-bit platform, each one
  /// checked to fit).
  func ints(_ name: String) throws(LocalIndexError) -> IndexArray<Int> {
    if MemoryLayout<Int>.size == 8 { return try array(name, of: Int.self) }
    let wide = try array(name, of: Int64.self)
    verifyNow(wide)
    try checkDamage()
    var values: [Int] = []
    values.reserveCapacity(wide.count)
    for value in wide {
      guard let narrow = Int(exactly: value) else {
        throw .corruptFile(
          path: path, part: "section \(name)",
          reason: "\(value) is past what this platform can address")
      }
      values.append(narrow)
    }
    return IndexArray(values)
  }

  /// The bytes of section `name`, checked now, copied (for tests).
  func rawBytes(_ name: String) throws(LocalIndexError) -> (bytes: [UInt8], elementSize: Int) {
    let section = try section(name)
    guard section.length > 0, let mapping else { return ([], section.elementSize) }
    let start = UnsafeRawPointer(mapping + section.offset)
    verify(start, byteCount: section.length)
    try checkDamage()
    return (Array(UnsafeRawBufferPointer(start: start, count: section.length)), section.elementSize)
  }

  /// The JSON text of section `name` (checked now), parsed.
  func json(_ name: String) throws(LocalIndexError) -> JSON {
    let bytes = try array(name, of: UInt8.self)
    verifyNow(bytes)
    try checkDamage()
    do {
      return try bytes.withUnsafeBufferPointer { try JSON.parse(Data($0)) }
    } catch {
      throw .corruptFile(path: path, part: "section \(name)", reason: "invalid JSON: \(error)")
    }
  }

  /// A section's bytes as a record page that reads them where they lie (it keeps the file
  /// mapped while it lives).
  func recordPage(_ section: IndexFile.Section) -> RecordPage {
    guard section.length > 0, let mapping else {
      let page = RecordPage(capacity: 0)
      page.seal()
      return page
    }
    let base = (mapping + section.offset).assumingMemoryBound(to: UInt8.self)
    return RecordPage(borrowing: base, count: section.length, source: self) {}
  }

  // MARK: - Checks

  /// Checks the blocks holding `array`'s elements now.
  func verifyNow<T>(_ array: IndexArray<T>) {
    array.verifyAll()
  }

  /// Makes sure the checksums of the blocks holding `byteCount` bytes from `start` (within the
  /// file's sections) were checked, checking those that were not: a block is checked once.
  /// - Complexity: O(1) per block checked before; O(block size) per block checked now.
  @inline(__always)
  func verify(_ start: UnsafeRawPointer, byteCount: Int) {
    guard !checkedWhole, let mapping, byteCount > 0 else { return }
    let offset = start - UnsafeRawPointer(mapping)
    // (Bytes of the file's sections only: the blocks cover those.)
    guard offset >= 0, byteCount <= coveredBytes &- offset else { return }
    let first = offset &>> blockShift
    let last = (offset &+ byteCount &- 1) &>> blockShift
    guard first == last else { return verifyBlocks(first...last) }
    if !verified.isSet(first) { verifyBlock(first) }
  }

  /// Checks blocks `blocks` that were not checked yet.
  @inline(never)
  private func verifyBlocks(_ blocks: ClosedRange<Int>) {
    for block in blocks where !verified.isSet(block) { verifyBlock(block) }
  }

  /// Checks block `block`'s checksum, recording any damage.
  private func verifyBlock(_ block: Int) {
    guard let mapping, let checksums else { return }
    let start = block << blockShift
    let end = min(start + (1 << blockShift), coveredBytes)
    guard start < end else { return }
    let found = Checksum.chunk(UnsafeRawBufferPointer(start: mapping + start, count: end - start))
    let expected = UInt64(
      littleEndian: checksums.loadUnaligned(fromByteOffset: block * 8, as: UInt64.self))
    if found != expected { record(damageIn: start..<end) }
    verified.set(block)
  }

  /// Records the damage of the bytes `range`: the sections they hold are named.
  private func record(damageIn range: Range<Int>) {
    var parts: [String] = []
    if range.lowerBound < IndexFile.headerSize { parts.append("the header") }
    for section in ordered
    where section.offset < range.upperBound && section.offset + section.length > range.lowerBound
      || section.length == 0 && range.contains(section.offset)
    {
      parts.append(section.name)
    }
    let part: String
    if parts.count == 1, parts[0] != "the header" {
      part = "section \(parts[0])"
    } else if parts.isEmpty {
      part = "bytes \(range.lowerBound)..<\(range.upperBound)"
    } else {
      part = "the block of " + parts.joined(separator: ", ")
    }
    damageLock.withLock {
      if damage == nil {
        damage = .corruptFile(path: path, part: part, reason: "its checksum does not match")
      }
    }
    damaged.set(0)
  }

  /// Throws the first damage a check found, if any.
  /// - Throws: ``LocalIndexError/corruptFile(path:part:reason:)``.
  @inline(__always)
  func checkDamage() throws(LocalIndexError) {
    guard damaged.isSet(0) else { return }
    let damage = damageLock.withLock { self.damage }
    if let damage { throw damage }
  }

  /// Checks every block now.
  /// - Throws: ``LocalIndexError/corruptFile(path:part:reason:)`` for the first damage found.
  /// - Complexity: O(file size) the first time.
  func verifyAll() throws(LocalIndexError) {
    if !checkedWhole, let mapping {
      verify(UnsafeRawPointer(mapping), byteCount: coveredBytes)
    }
    try checkDamage()
  }

  /// Whether every block was checked.
  var isVerified: Bool { checkedWhole || verified.allSet }

  /// How many blocks were checked, of how many (0 of 0 for a file checked whole when it opened).
  var checkedBlocks: (checked: Int, of: Int) {
    (verified.setCount, verified.count)
  }
}
