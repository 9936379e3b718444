/// The checksums of a file's blocks of ``IndexFile/blockSize`` bytes, made as the file is
/// written from its start (format 4). The first block holds the header, which is written last:
/// its bytes are kept, and its checksum made by ``finish(header:)``.
final class BlockChecksums {
  private let block: UnsafeMutableRawPointer
  private var filled = 0
  private var first: [UInt8] = []
  private var checksums: [UInt64] = []

  init() {
    block = .allocate(byteCount: IndexFile.blockSize, alignment: 16)
  }

  deinit {
    block.deallocate()
  }

  /// The next bytes of the file.
  func add(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress else { return }
    var done = 0
    while done < bytes.count {
      let take = min(bytes.count - done, IndexFile.blockSize - filled)
      (block + filled).copyMemory(from: base + done, byteCount: take)
      filled += take
      done += take
      if filled == IndexFile.blockSize { close() }
    }
  }

  /// Ends the current block.
  private func close() {
    let bytes = UnsafeRawBufferPointer(start: block, count: filled)
    if checksums.isEmpty && first.isEmpty {
      first = Array(bytes)
      // A placeholder until the header is known.
      checksums.append(0)
    } else {
      checksums.append(Checksum.chunk(bytes))
    }
    filled = 0
  }

  /// The checksums of every block (the last one possibly short), the first made with
  /// `header` in place of its first bytes.
  func finish(header: [UInt8]) -> [UInt64] {
    if filled > 0 { close() }
    guard !first.isEmpty else { return checksums }
    var bytes = first
    bytes.replaceSubrange(0..<min(header.count, bytes.count), with: header.prefix(bytes.count))
    checksums[0] = bytes.withUnsafeBytes { Checksum.chunk($0) }
    return checksums
  }
}
