/// The bytes of a section written in pieces: gathered a checksum chunk at a time and written
/// when the chunk is full, checksummed by block (format 4) or chunk by chunk (formats 1 to 3).
struct SectionStream {
  private let output: FileOutput
  private let blocks: BlockChecksums?
  private let chunk: UnsafeMutableRawPointer
  private var count = 0
  private var checksum = Checksum.Combiner()
  private var chunks = 0

  init(output: FileOutput, blocks: BlockChecksums?) {
    self.output = output
    self.blocks = blocks
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
    if let blocks {
      blocks.add(bytes)
    } else {
      checksum.add(Checksum.chunk(bytes))
    }
    try output.write(bytes)
    count = 0
    chunks += 1
  }

  /// Writes what is left. - Returns: the section's checksum (0 in format 4, whose blocks are
  /// checksummed instead).
  mutating func finish() throws(LocalIndexError) -> UInt64 {
    // An empty section still has one (empty) chunk, as `Checksum.of` counts it.
    if count > 0 || chunks == 0 { try emit() }
    return blocks == nil ? checksum.value : 0
  }
}
