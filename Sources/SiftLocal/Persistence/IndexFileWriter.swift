import SiftCore

/// Writes a saved index file section by section (see ``IndexFile``): in format 4, each section
/// aligned, and the checksum of every block of the file written at its end; formats 1 to 3
/// (for tests of older files) without alignment, with a checksum per section.
struct IndexFileWriter {
  private let output: FileOutput
  /// The format written: ``IndexFile/formatVersion`` or, for tests, 3.
  let formatVersion: Int
  /// The Unicode version of the folding tables the header records (format 4).
  let unicodeVersion: UInt16
  private var sections: [IndexFile.Section] = []
  /// The checksums of the blocks written (format 4).
  private let blocks: BlockChecksums?

  /// Starts the file: room for its header.
  /// - Parameters:
  ///   - formatVersion: the format to write (3 only to test the reading of older files).
  ///   - unicodeVersion: the Unicode version format 4's header records (another than
  ///     ``IndexFile/unicodeVersion`` only to test the refusal of such files).
  init(
    output: FileOutput, formatVersion: Int = IndexFile.formatVersion,
    unicodeVersion: UInt16 = IndexFile.unicodeVersion
  ) throws(LocalIndexError) {
    self.output = output
    self.formatVersion = formatVersion
    self.unicodeVersion = unicodeVersion
    blocks = formatVersion >= IndexFile.mappedFormatVersion ? BlockChecksums() : nil
    try write(UnsafeRawBufferPointer(start: nil, count: 0), zeros: IndexFile.headerSize)
  }

  /// Writes `bytes` (and `zeros` zero bytes before them), checksummed by block.
  private func write(_ bytes: UnsafeRawBufferPointer, zeros: Int = 0) throws(LocalIndexError) {
    if zeros > 0 {
      let padding = [UInt8](repeating: 0, count: zeros)
      try withRawBytes(of: padding) { (raw) throws(LocalIndexError) in
        blocks?.add(raw)
        try output.write(raw)
      }
    }
    blocks?.add(bytes)
    try output.write(bytes)
  }

  /// Zero bytes up to the next section's alignment (format 4).
  private func align() throws(LocalIndexError) {
    guard blocks != nil else { return }
    let extra = output.offset % IndexFile.sectionAlignment
    if extra != 0 {
      try write(
        UnsafeRawBufferPointer(start: nil, count: 0), zeros: IndexFile.sectionAlignment - extra)
    }
  }

  /// A section holding `bytes`, elements of `elementSize` bytes.
  mutating func add(
    _ name: String, bytes: UnsafeRawBufferPointer, elementSize: Int
  ) throws(LocalIndexError) {
    try align()
    let offset = output.offset
    try write(bytes)
    sections.append(
      IndexFile.Section(
        name: name, elementSize: elementSize, offset: offset, length: bytes.count,
        checksum: blocks == nil ? Checksum.of(bytes) : 0))
  }

  /// A section holding an array's elements as they are in memory.
  mutating func add<T: BitwiseCopyable>(_ name: String, _ array: [T]) throws(LocalIndexError) {
    try withRawBytes(of: array) { (raw) throws(LocalIndexError) in
      try add(name, bytes: raw, elementSize: MemoryLayout<T>.stride)
    }
  }

  /// A section holding the elements of an index array as they are in memory.
  mutating func add<T: BitwiseCopyable>(_ name: String, _ array: IndexArray<T>)
    throws(LocalIndexError)
  {
    try array.withUnsafeBytes { (raw) throws(LocalIndexError) in
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

  /// A section of 64-bit integers, from an index array.
  mutating func add(_ name: String, ints: IndexArray<Int>) throws(LocalIndexError) {
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

  /// A section written in pieces by `body`.
  mutating func addStream(
    _ name: String, _ body: (inout SectionStream) throws(LocalIndexError) -> Void
  ) throws(LocalIndexError) {
    try align()
    let offset = output.offset
    var stream = SectionStream(output: output, blocks: blocks)
    defer { stream.deallocate() }
    try body(&stream)
    let checksum = try stream.finish()
    sections.append(
      IndexFile.Section(
        name: name, elementSize: 1, offset: offset, length: output.offset - offset,
        checksum: checksum))
  }

  /// Writes the section table (and the block checksums) and the header, and syncs the file.
  /// - Returns: the file's size.
  @discardableResult
  mutating func finish() throws(LocalIndexError) -> Int {
    let tableOffset = output.offset
    var table = ByteWriter(capacity: sections.count * 48)
    table.appendVarint(sections.count)
    for section in sections {
      table.appendString(section.name)
      table.appendVarint(section.elementSize)
      table.appendVarint(section.offset)
      table.appendVarint(section.length)
      if blocks == nil { table.appendUInt64(section.checksum) }
    }
    // The block checksums follow the table.
    let tableBytes = table.bytes
    let checksumsOffset = tableOffset + tableBytes.count
    try output.write(tableBytes)
    var header = ByteWriter(capacity: IndexFile.headerSize)
    for byte in IndexFile.magic { header.append(byte) }
    header.appendUInt32(UInt32(formatVersion))
    header.appendUInt32(UInt32(IndexFile.headerSize))
    let blockCount = blocks.map { _ in (tableOffset + IndexFile.blockSize - 1) / IndexFile.blockSize
    }
    let fileSize =
      blockCount.map { checksumsOffset + $0 * 8 } ?? tableOffset + tableBytes.count
    header.appendUInt64(UInt64(fileSize))
    header.appendUInt64(UInt64(tableOffset))
    header.appendUInt64(UInt64(tableBytes.count))
    header.appendUInt64(tableBytes.withUnsafeBytes { Checksum.of($0) })
    // Flags (u16), then the Unicode version text was folded with (u16; format 4).
    let unicodeVersion = blocks == nil ? 0 : UInt32(self.unicodeVersion)
    header.appendUInt32(IndexFile.littleEndianFlag | unicodeVersion << 16)
    header.appendUInt32(blocks == nil ? 0 : UInt32(IndexFile.blockSize))
    header.appendUInt64(header.bytes.withUnsafeBytes { Checksum.of($0) })
    if let blocks {
      // The first block holds the header, written last: its checksum is made with it.
      let checksums = blocks.finish(header: header.bytes)
      var encoded = ByteWriter(capacity: checksums.count * 8)
      for checksum in checksums { encoded.appendUInt64(checksum) }
      try output.write(encoded.bytes)
    }
    try output.write(header.bytes, at: 0)
    try output.sync()
    return fileSize
  }
}
