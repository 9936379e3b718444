import Foundation

/// The progress log of a download (`download/progress.log`; see SiftLocal.docc/PersistenceFormat.md):
/// what ``LocalIndexDownload`` keeps beside the records (`download/records.json`) so that an
/// interrupted download resumes, and so that every byte it kept is checked when it does.
///
/// Header (32 bytes): magic `SIFTDNLD`, format version (u32, 1), header size (u32, 32), the
/// log's layout (u64, ``layout``), and the ``Checksum`` of the 24 bytes before (u64). Then one
/// entry per page kept, appended and synced after the page's records: the checksum (u64) of the
/// 4 + n bytes that follow, the payload's length n (u32), and the payload: the index name,
/// whether a cursor follows (a byte) and the cursor, where the page's bytes end in
/// `records.json` and the records kept so far (varints), and the checksum of the page's bytes in
/// `records.json` (u64).
///
/// Layout 0 (before the page checksums) kept the same entries without the page's checksum: such
/// a log cannot be checked, and its download starts afresh.
enum DownloadLog {
  static let magic = Array("SIFTDNLD".utf8)
  static let formatVersion = 1
  static let headerSize = 32
  static let entryHeaderSize = 12
  /// The layout written (the header's 64-bit field).
  static let layout = 1

  /// One page kept.
  struct Page: Equatable {
    /// The cursor after the page (`nil` after the last one).
    var cursor: String?
    /// Where the page's bytes end in `records.json`.
    var end: Int
    /// The records kept, this page's included.
    var records: Int
    /// The checksum of the page's bytes in `records.json`.
    var checksum: UInt64
  }

  /// The header of a log of `layout`.
  static func header(layout: Int = layout) -> [UInt8] {
    var header = ByteWriter(capacity: headerSize)
    for byte in magic { header.append(byte) }
    header.appendUInt32(UInt32(formatVersion))
    header.appendUInt32(UInt32(headerSize))
    header.appendUInt64(UInt64(layout))
    header.appendUInt64(header.bytes.withUnsafeBytes { Checksum.of($0) })
    return header.bytes
  }

  /// The entry of `page` of the download of `indexName`, as appended.
  static func entry(indexName: String, page: Page) -> [UInt8] {
    var payload = ByteWriter()
    payload.appendString(indexName)
    payload.append(page.cursor == nil ? 0 : 1)
    if let cursor = page.cursor { payload.appendString(cursor) }
    payload.appendVarint(page.end)
    payload.appendVarint(page.records)
    payload.appendUInt64(page.checksum)
    var checked = ByteWriter(capacity: 4 + payload.bytes.count)
    checked.appendUInt32(UInt32(truncatingIfNeeded: payload.bytes.count))
    var framed = ByteWriter(capacity: entryHeaderSize + payload.bytes.count)
    framed.appendUInt64(
      (checked.bytes + payload.bytes).withUnsafeBytes { Checksum.of($0) })
    framed.appendUInt32(UInt32(truncatingIfNeeded: payload.bytes.count))
    return framed.bytes + payload.bytes
  }

  /// What an earlier download kept, checked.
  struct Kept {
    /// The pages whose entries and bytes check out, in order: the download resumes after the
    /// last one.
    var pages: [Page] = []
    /// Where the last of those pages' entry ends in the log.
    var logEnd = 0
    /// The damage that ended the pages kept (a `corruptFile` naming the file and the part), if
    /// any. A torn last entry (a crash while it was appended) is not damage.
    var damage: LocalIndexError?
  }

  /// Reads the log at `logPath` and checks each page it lists against the bytes of
  /// `records.json` at `recordsPath`, page by page, stopping at the first that does not check
  /// out.
  ///
  /// An entry that is not whole (cut short, or failing its checksum) is taken for a torn append
  /// only when it is the last thing in the file: when no whole entry starts anywhere after its
  /// first byte. Otherwise it is damage (a damaged length field, say), reported.
  ///
  /// - Returns: the pages kept (none when the log is another index's, an older layout's, or was
  ///   cut before its header was whole), and the damage found.
  /// - Throws: ``LocalIndexError/unreadableFile(path:reason:)`` when a file cannot be read.
  static func read(
    logPath: String, recordsPath: String, indexName: String
  ) throws(LocalIndexError) -> Kept {
    let log = try FileInput(logPath)
    let bytes = try log.bytes(at: 0, count: log.size)
    let records: FileInput? =
      FileManager.default.fileExists(atPath: recordsPath) ? try FileInput(recordsPath) : nil
    return try withRawBytes(of: bytes) { (raw) throws(LocalIndexError) -> Kept in
      var kept = Kept()
      let expected = header()
      guard raw.count >= headerSize else {
        // Cut while the header was written (a crash before the first page was synced).
        if !raw.elementsEqual(expected.prefix(raw.count)) {
          kept.damage = .corruptFile(
            path: logPath, part: "its header", reason: "it is cut short and differs")
        }
        return kept
      }
      let found = raw.prefix(headerSize)
      guard found.elementsEqual(expected) else {
        if found.elementsEqual(header(layout: 0)) {
          return kept  // an older layout, without page checksums: downloaded afresh
        }
        kept.damage = .corruptFile(
          path: logPath, part: "its header",
          reason: "it is not the header of a download log this version writes")
        return kept
      }
      kept.logEnd = headerSize
      var offset = headerSize
      while offset < raw.count {
        let number = kept.pages.count
        let part = "page entry \(number) at byte \(offset)"
        guard let end = wholeEntry(raw, at: offset) else {
          if (offset + 1..<raw.count).contains(where: { wholeEntry(raw, at: $0) != nil }) {
            kept.damage = .corruptFile(
              path: logPath, part: part,
              reason: "it is not whole (its length or checksum is wrong), and entries follow it")
          }
          break  // else a torn last entry: dropped
        }
        let page: Page
        do throws(ByteReader.Malformed) {
          var reader = ByteReader(
            UnsafeRawBufferPointer(rebasing: raw[(offset + entryHeaderSize)..<end]))
          guard try reader.string() == indexName else {
            // Another index's download: nothing of it is resumed (damage if not the first).
            if number > 0 {
              kept.damage = .corruptFile(
                path: logPath, part: part, reason: "it names another index")
            }
            break
          }
          let cursor = try reader.byte() == 1 ? try reader.string() : nil
          page = Page(
            cursor: cursor, end: try reader.count(limit: .max),
            records: try reader.count(limit: .max), checksum: try reader.uint64())
          guard reader.isAtEnd else { throw ByteReader.Malformed(reason: "it has extra bytes") }
        } catch {
          kept.damage = .corruptFile(path: logPath, part: part, reason: error.reason)
          break
        }
        if let damage = try check(
          page, number: number, after: kept.pages.last, records: records,
          recordsPath: recordsPath, entry: part, logPath: logPath)
        {
          kept.damage = damage
          break
        }
        kept.pages.append(page)
        kept.logEnd = end
        offset = end
        if page.cursor == nil {
          if offset < raw.count {
            kept.damage = .corruptFile(
              path: logPath, part: "byte \(offset)", reason: "entries follow the last page's")
          }
          break
        }
      }
      return kept
    }
  }

  /// Where the entry at `offset` ends, when a whole entry starts there (its length within the
  /// file, its checksum matching).
  private static func wholeEntry(_ raw: UnsafeRawBufferPointer, at offset: Int) -> Int? {
    guard raw.count - offset >= entryHeaderSize else { return nil }
    let checksum = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    let length = Int(
      UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self)))
    let end = offset + entryHeaderSize + length
    guard end <= raw.count,
      Checksum.of(UnsafeRawBufferPointer(rebasing: raw[(offset + 8)..<end])) == checksum
    else { return nil }
    return end
  }

  /// Checks page `number` (its bytes in `records.json`, from where `previous` ends) against
  /// what its entry says.
  /// - Returns: the damage, if any.
  /// - Throws: ``LocalIndexError/unreadableFile(path:reason:)`` when the records cannot be read.
  private static func check(
    _ page: Page, number: Int, after previous: Page?, records: FileInput?,
    recordsPath: String, entry: String, logPath: String
  ) throws(LocalIndexError) -> LocalIndexError? {
    let start = previous?.end ?? 0
    let previousRecords = previous?.records ?? 0
    guard page.end >= start, page.records >= previousRecords,
      (page.end == start) == (page.records == previousRecords)
    else {
      return .corruptFile(
        path: logPath, part: entry,
        reason: "it ends at byte \(page.end) of the records with \(page.records) records, after "
          + "byte \(start) and \(previousRecords) records")
    }
    guard let records else {
      return .corruptFile(path: recordsPath, part: "the file", reason: "it is missing")
    }
    guard page.end <= records.size else {
      return .truncatedFile(path: recordsPath, bytes: records.size, expectedBytes: page.end)
    }
    let bytes = try records.bytes(at: start, count: page.end - start)
    guard Checksum.of(bytes) == page.checksum else {
      return .corruptFile(
        path: recordsPath, part: "page \(number) (bytes \(start)..<\(page.end))",
        reason: "its checksum does not match the download log's")
    }
    return nil
  }
}
