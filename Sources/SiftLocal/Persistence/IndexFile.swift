import Foundation
import SiftCore

#if canImport(Glibc)
  import Glibc
#endif

/// The layout of a saved index file (`version-N.sift`; see docs/persistence-format.md): a
/// 64-byte header, then named sections of raw little-endian bytes back to back, then the
/// section table. Every byte of the file is covered by a checksum: the header's, a section's or
/// the table's. The header is written last.
///
/// Header: magic `SIFTINDX` (8 bytes), format version (u32), header size (u32, 64), file size
/// (u64), table offset, table size (u64 each), table checksum (u64), flags (u32, bit 0:
/// little-endian), reserved (u32), and the checksum of the 56 bytes before it (u64). The magic,
/// the version and the header size keep their places in every version of the format.
///
/// Table: the section count, then per section its name, element size, offset and length
/// (``ByteWriter`` varints and strings) and its ``Checksum`` (u64).
enum IndexFile {
  static let magic = Array("SIFTINDX".utf8)
  /// The format version this code writes, and the newest it reads.
  static let formatVersion = 3
  static let headerSize = 64
  static let littleEndianFlag: UInt32 = 1

  /// One section of the table.
  struct Section {
    var name: String
    var elementSize: Int
    var offset: Int
    var length: Int
    var checksum: UInt64
  }
}

/// Writes a saved index file section by section (see ``IndexFile``).
struct IndexFileWriter {
  private let output: FileOutput
  private var sections: [IndexFile.Section] = []

  /// Starts the file: room for its header.
  init(output: FileOutput) throws(LocalIndexError) {
    self.output = output
    try output.write([UInt8](repeating: 0, count: IndexFile.headerSize))
  }

  /// A section holding `bytes`, elements of `elementSize` bytes.
  mutating func add(
    _ name: String, bytes: UnsafeRawBufferPointer, elementSize: Int
  ) throws(LocalIndexError) {
    let offset = output.offset
    try output.write(bytes)
    sections.append(
      IndexFile.Section(
        name: name, elementSize: elementSize, offset: offset, length: bytes.count,
        checksum: Checksum.of(bytes)))
  }

  /// A section holding an array's elements as they are in memory.
  mutating func add<T: BitwiseCopyable>(_ name: String, _ array: [T]) throws(LocalIndexError) {
    try withRawBytes(of: array) { (raw) throws(LocalIndexError) in
      try add(name, bytes: raw, elementSize: MemoryLayout<T>.stride)
    }
  }

  /// A section of 64-bit integers.
  mutating func add(_ name: String, ints: [Int]) throws(LocalIndexError) {
    if MemoryLayout<Int>.size == 8 {
      try add(name, ints)
    } else {
      try add(name, ints.map { Int64($0) })
    }
  }

  /// A section holding JSON text.
  mutating func add(_ name: String, json: JSON) throws(LocalIndexError) {
    try withRawBytes(of: Array(json.encodedData())) { (raw) throws(LocalIndexError) in
      try add(name, bytes: raw, elementSize: 1)
    }
  }

  /// A section written in pieces by `body` (checksummed chunk by chunk as it goes).
  mutating func addStream(
    _ name: String, _ body: (inout SectionStream) throws(LocalIndexError) -> Void
  ) throws(LocalIndexError) {
    let offset = output.offset
    var stream = SectionStream(output: output)
    defer { stream.deallocate() }
    try body(&stream)
    let checksum = try stream.finish()
    sections.append(
      IndexFile.Section(
        name: name, elementSize: 1, offset: offset, length: output.offset - offset,
        checksum: checksum))
  }

  /// Writes the section table and the header, and syncs the file.
  /// - Returns: the file's size.
  @discardableResult
  mutating func finish() throws(LocalIndexError) -> Int {
    var table = ByteWriter(capacity: sections.count * 48)
    table.appendVarint(sections.count)
    for section in sections {
      table.appendString(section.name)
      table.appendVarint(section.elementSize)
      table.appendVarint(section.offset)
      table.appendVarint(section.length)
      table.appendUInt64(section.checksum)
    }
    let tableOffset = output.offset
    try output.write(table.bytes)
    let fileSize = output.offset
    var header = ByteWriter(capacity: IndexFile.headerSize)
    for byte in IndexFile.magic { header.append(byte) }
    header.appendUInt32(UInt32(IndexFile.formatVersion))
    header.appendUInt32(UInt32(IndexFile.headerSize))
    header.appendUInt64(UInt64(fileSize))
    header.appendUInt64(UInt64(tableOffset))
    header.appendUInt64(UInt64(table.bytes.count))
    header.appendUInt64(table.bytes.withUnsafeBytes { Checksum.of($0) })
    header.appendUInt32(IndexFile.littleEndianFlag)
    header.appendUInt32(0)
    header.appendUInt64(header.bytes.withUnsafeBytes { Checksum.of($0) })
    try output.write(header.bytes, at: 0)
    try output.sync()
    return fileSize
  }
}

/// The bytes of a section written in pieces: gathered a checksum chunk at a time, each chunk
/// checksummed and written when full.
struct SectionStream {
  private let output: FileOutput
  private let chunk: UnsafeMutableRawPointer
  private var count = 0
  private var checksum = Checksum.Combiner()
  private var chunks = 0

  init(output: FileOutput) {
    self.output = output
    chunk = .allocate(byteCount: Checksum.chunkSize, alignment: 16)
  }

  func deallocate() { chunk.deallocate() }

  /// Appends bytes.
  mutating func write(_ bytes: UnsafeRawBufferPointer) throws(LocalIndexError) {
    guard let base = bytes.baseAddress else { return }
    var done = 0
    while done < bytes.count {
      let take = min(bytes.count - done, Checksum.chunkSize - count)
      (chunk + count).copyMemory(from: base + done, byteCount: take)
      count += take
      done += take
      if count == Checksum.chunkSize { try emit() }
    }
  }

  private mutating func emit() throws(LocalIndexError) {
    let bytes = UnsafeRawBufferPointer(start: chunk, count: count)
    checksum.add(Checksum.chunk(bytes))
    try output.write(bytes)
    count = 0
    chunks += 1
  }

  /// Writes what is left. - Returns: the section's checksum.
  mutating func finish() throws(LocalIndexError) -> UInt64 {
    // An empty section still has one (empty) chunk, as `Checksum.of` counts it.
    if count > 0 || chunks == 0 { try emit() }
    return checksum.value
  }
}

/// Reads a saved index file (see ``IndexFile``): the header and the section table are checked
/// when it opens, each section's checksum when the section is read. Every problem is a typed
/// error naming the file and what is wrong with it.
final class IndexFileReader {
  let input: FileInput
  var path: String { input.path }
  /// The file's format version (1 ... ``IndexFile/formatVersion``).
  private(set) var formatVersion = 0
  private var sections: [String: IndexFile.Section] = [:]

  /// Opens the file at `path` and checks its header and section table.
  init(path: String) throws(LocalIndexError) {
    input = try FileInput(path)
    let size = input.size
    let head = try input.bytes(at: 0, count: min(size, IndexFile.headerSize))
    let magic = IndexFile.magic
    guard head.count >= magic.count else {
      if head.elementsEqual(magic.prefix(head.count)) {
        throw .truncatedFile(path: path, bytes: size, expectedBytes: nil)
      }
      throw .notAnIndexFile(path: path)
    }
    guard head.prefix(magic.count).elementsEqual(magic) else { throw .notAnIndexFile(path: path) }
    guard head.count == IndexFile.headerSize else {
      throw .truncatedFile(path: path, bytes: size, expectedBytes: nil)
    }
    try withRawBytes(of: head) { (raw) throws(LocalIndexError) in
      try readHeader(raw, size: size)
    }
  }

  private func readHeader(_ raw: UnsafeRawBufferPointer, size: Int) throws(LocalIndexError) {
    func u32(_ offset: Int) -> Int {
      Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }
    func u64(_ offset: Int) -> UInt64 {
      UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
    func int(_ offset: Int) -> Int { Int(truncatingIfNeeded: min(u64(offset), UInt64(Int.max))) }
    let version = u32(8)
    let headerSize = u32(12)
    let fileSize = int(16)
    let tableOffset = int(24)
    let tableSize = int(32)
    let tableChecksum = u64(40)
    let flags = UInt32(u32(48))
    let headerChecksum = u64(56)
    guard Checksum.of(UnsafeRawBufferPointer(rebasing: raw[0..<56])) == headerChecksum else {
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
    formatVersion = version
    guard flags & IndexFile.littleEndianFlag != 0, 1.littleEndian == 1 else {
      throw .unreadableFile(
        path: path, reason: "saved on a machine of another byte order than this one")
    }
    guard size >= fileSize else {
      throw .truncatedFile(path: path, bytes: size, expectedBytes: fileSize)
    }
    guard size == fileSize else {
      throw .corruptFile(
        path: path, part: "the file", reason: "\(size - fileSize) bytes follow its end")
    }
    guard tableOffset >= IndexFile.headerSize, tableSize >= 0, tableOffset <= fileSize - tableSize
    else {
      throw .corruptFile(
        path: path, part: "the header", reason: "the section table is out of range")
    }
    let table = try input.bytes(at: tableOffset, count: tableSize)
    try withRawBytes(of: table) { (raw) throws(LocalIndexError) in
      guard Checksum.of(raw) == tableChecksum else {
        throw .corruptFile(
          path: path, part: "the section table", reason: "its checksum does not match")
      }
      var reader = ByteReader(raw)
      do throws(ByteReader.Malformed) {
        let count = try reader.count(limit: raw.count)
        for _ in 0..<count {
          let section = IndexFile.Section(
            name: try reader.string(), elementSize: try reader.count(),
            offset: try reader.count(limit: .max), length: try reader.count(limit: .max),
            checksum: try reader.uint64())
          guard section.offset >= IndexFile.headerSize, section.elementSize > 0,
            section.offset <= tableOffset - section.length,
            section.length % section.elementSize == 0
          else {
            throw ByteReader.Malformed(reason: "section \(section.name) is out of range")
          }
          sections[section.name] = section
        }
      } catch {
        throw .corruptFile(path: path, part: "the section table", reason: error.reason)
      }
    }
  }

  /// Whether the file has a section of this name.
  func contains(_ name: String) -> Bool { sections[name] != nil }

  /// The sections' names, in file order.
  var sectionNames: [String] { sections.values.sorted { $0.offset < $1.offset }.map(\.name) }

  /// A section's bytes as they are (checked), and its element size.
  func rawBytes(_ name: String) throws(LocalIndexError) -> (bytes: [UInt8], elementSize: Int) {
    let section = try section(name)
    var bytes = [UInt8](repeating: 0, count: section.length)
    var failure: LocalIndexError?
    bytes.withUnsafeMutableBytes { raw in
      guard let base = raw.baseAddress else { return }
      do throws(LocalIndexError) {
        try read(section, into: base)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    return (bytes, section.elementSize)
  }

  /// The section named `name`.
  func section(_ name: String) throws(LocalIndexError) -> IndexFile.Section {
    guard let section = sections[name] else { throw .missingSection(path: path, section: name) }
    return section
  }

  /// Reads a section's bytes into `target` (room for its length), checking its checksum chunk
  /// by chunk as it reads.
  func read(_ section: IndexFile.Section, into target: UnsafeMutableRawPointer)
    throws(LocalIndexError)
  {
    var checksum = Checksum.Combiner()
    var done = 0
    repeat {
      let take = min(section.length - done, Checksum.chunkSize)
      try input.read(into: target + done, count: take, at: section.offset + done)
      checksum.add(Checksum.chunk(UnsafeRawBufferPointer(start: target + done, count: take)))
      done += take
    } while done < section.length
    guard checksum.value == section.checksum else {
      throw .corruptFile(
        path: path, part: "section \(section.name)", reason: "its checksum does not match")
    }
  }

  /// A section's bytes in place, mapped from the file, once their checksum is checked: a record
  /// page that reads them there (no copy), and unmaps them when it goes.
  ///
  /// The file must not be truncated while the page lives (a saved version never is: a save
  /// writes a new file).
  func mappedPage(_ section: IndexFile.Section) throws(LocalIndexError) -> RecordPage {
    guard section.length > 0 else {
      let page = RecordPage(capacity: 0)
      page.seal()
      return page
    }
    let (bytes, unmap) = try input.map(at: section.offset, count: section.length)
    // Unmapped if the checksum fails: the page owns the mapping from here on.
    let page = RecordPage(borrowing: bytes, count: section.length, release: unmap)
    guard
      Checksum.of(UnsafeRawBufferPointer(start: bytes, count: section.length)) == section.checksum
    else {
      throw .corruptFile(
        path: path, part: "section \(section.name)", reason: "its checksum does not match")
    }
    return page
  }

  /// The elements of section `name`, read with one copy.
  func array<T: BitwiseCopyable>(_ name: String, of type: T.Type = T.self) throws(LocalIndexError)
    -> [T]
  {
    let section = try section(name)
    let stride = MemoryLayout<T>.stride
    guard section.elementSize == stride else {
      throw .corruptFile(
        path: path, part: "section \(name)",
        reason: "elements of \(section.elementSize) bytes, expected \(stride)")
    }
    let count = section.length / stride
    // An empty section is an empty array, its checksum still checked (no uninitialized array
    // for nothing: see `Array(populatedCount:initializingWith:)`).
    guard count > 0 else {
      let nothing = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
      defer { nothing.deallocate() }
      try read(section, into: nothing)
      return []
    }
    var failure: LocalIndexError?
    let result = [T](unsafeUninitializedCapacity: count) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      PopulatedPages.populate(UnsafeMutableRawPointer(base), count: section.length)
      do throws(LocalIndexError) {
        try read(section, into: UnsafeMutableRawPointer(base))
        initialized = count
      } catch {
        failure = error
        initialized = 0
      }
    }
    if let failure { throw failure }
    return result
  }

  /// The 64-bit integers of section `name`.
  func ints(_ name: String) throws(LocalIndexError) -> [Int] {
    if MemoryLayout<Int>.size == 8 { return try array(name, of: Int.self) }
    return try array(name, of: Int64.self).map { Int(truncatingIfNeeded: $0) }
  }

  /// The JSON text of section `name`, parsed.
  func json(_ name: String) throws(LocalIndexError) -> JSON {
    let bytes = try array(name, of: UInt8.self)
    do {
      return try JSON.parse(Data(bytes))
    } catch {
      throw .corruptFile(path: path, part: "section \(name)", reason: "invalid JSON: \(error)")
    }
  }
}
