// Fuzz target: what a mirror's interrupted download keeps between runs (`download/progress.log`
// and `download/records.json`), resumed by LocalIndexDownload(directory:indexName:) and finished
// into a saved index.
//
// Input: one control byte, the log's length (two bytes, little-endian), the log, then the
// records. Bit 0 of the control byte: the log's checksums (its header's, each entry's, and each
// page's checksum of its bytes in the records) are recomputed first, so that mutations reach
// the readers behind them instead of stopping at a checksum mismatch.
//
// Invariants: resuming readable files never throws; damage it reports is a `corruptFile` or a
// `truncatedFile` naming one of the two files. Checksums kept (bit 0 clear): whatever was
// damaged, the download resumes at a page boundary of the genuine download (its record count is
// its cursor), and once the remaining pages are appended the finished index holds exactly the
// genuine records, none damaged. Checksums recomputed: finishing gives an index, or a
// `LocalIndexError` about the records (`invalidJSON`, `invalidRecord`); an index that is saved
// opens again with the same records and passes the engine's invariant checks.
//
// Seeds: `SIFT_FUZZ_SEEDS=<directory> <binary> -runs=0` writes the seed corpus (downloads of
// the genuine records cut after each number of pages, for several page sizes, a torn last entry,
// a page written but not logged, and a log of the layout before page checksums) into the
// directory.
import Foundation
import SiftCore

@testable import SiftLocal

// MARK: - The genuine download

private let indexName = "items"
private let recordCount = 9

/// The genuine record `number`: its content is a function of its objectID alone.
private func record(_ number: Int) -> JSON {
  let names = ["lamp", "desk", "café crème", "日本 tv", "chair \"deluxe\"", "hub"]
  return [
    "objectID": .string("r\(number)"),
    "name": .string("\(names[number % names.count]) \(number)"),
    "price": JSON(Double(number * 7 % 17) + 0.25),
    "stock": JSON(number * 3),
    "tags": .array((0..<(number % 3)).map { .string("t\($0)") }),
    "nested": ["level": JSON(number % 2 == 0), "note": .null],
  ]
}

private let genuine: [JSON] = (0..<recordCount).map(record)

/// Appends the genuine pages from record `start` on, `size` records a page (the cursor of a
/// page is the offset of the next one).
private func appendGenuine(
  to download: LocalIndexDownload, from start: Int, pageSize size: Int, pages limit: Int = .max
) throws(LocalIndexError) {
  var offset = start
  var appended = 0
  while !download.isComplete, appended < limit {
    let end = min(recordCount, offset + size)
    try download.append(
      Array(genuine[offset..<end]), cursor: end < recordCount ? String(end) : nil)
    offset = end
    appended += 1
  }
}

// MARK: - Seeds

private func paths(_ directory: URL) -> (log: String, records: String) {
  (directory.path + "/download/progress.log", directory.path + "/download/records.json")
}

/// An input: the control byte, the log's length, the log, the records.
private func input(control: UInt8, log: [UInt8], records: [UInt8]) -> [UInt8] {
  [control, UInt8(log.count & 0xFF), UInt8(log.count >> 8 & 0xFF)] + log + records
}

/// Writes the seed corpus into `directory`.
private func writeSeeds(to directory: URL) throws {
  var seeds: [String: (log: [UInt8], records: [UInt8])] = [:]
  func kept(_ name: String, _ make: (LocalIndexDownload, URL) throws -> Void) throws {
    let work = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: work) }
    do {
      let download = try LocalIndexDownload(directory: work, indexName: indexName)
      try make(download, work)
    }
    let (log, records) = paths(work)
    seeds[name] = (
      try [UInt8](Data(contentsOf: URL(fileURLWithPath: log))),
      try [UInt8](Data(contentsOf: URL(fileURLWithPath: records)))
    )
  }
  for size in [1, 2, 4, 9] {
    let pages = (recordCount + size - 1) / size
    for cut in Set([1, (pages + 1) / 2, pages]) {
      try kept("pages-\(size)-cut-\(cut)") { download, _ in
        try appendGenuine(to: download, from: 0, pageSize: size, pages: cut)
      }
    }
  }
  try kept("torn-entry") { download, work in
    try appendGenuine(to: download, from: 0, pageSize: 2, pages: 3)
    let log = paths(work).log
    let bytes = try Data(contentsOf: URL(fileURLWithPath: log))
    try bytes.prefix(bytes.count - 7).write(to: URL(fileURLWithPath: log))
  }
  try kept("page-not-logged") { download, work in
    try appendGenuine(to: download, from: 0, pageSize: 3, pages: 1)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: paths(work).records))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(#",{"objectID":"r3","name":"ha"#.utf8))
    try handle.close()
  }
  // The layout before page checksums: the same entries without them.
  var entry = ByteWriter()
  entry.appendString(indexName)
  entry.append(1)
  entry.appendString("2")
  let text = "[" + genuine[0].serialized() + "," + genuine[1].serialized()
  entry.appendVarint(text.utf8.count)
  entry.appendVarint(2)
  var framed = ByteWriter()
  var checked = ByteWriter()
  checked.appendUInt32(UInt32(entry.bytes.count))
  framed.appendUInt64((checked.bytes + entry.bytes).withUnsafeBytes { Checksum.of($0) })
  framed.appendUInt32(UInt32(entry.bytes.count))
  seeds["layout-0"] = (DownloadLog.header(layout: 0) + framed.bytes + entry.bytes, Array(text.utf8))

  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  for (name, files) in seeds {
    for reseal in [false, true] {
      try Data(input(control: reseal ? 1 : 0, log: files.log, records: files.records)).write(
        to: directory.appendingPathComponent("\(name)\(reseal ? "-resealed" : "")"))
    }
  }
}

// MARK: - Resealing

private func store64(_ value: UInt64, into bytes: inout [UInt8], at offset: Int) {
  for index in 0..<8 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
}

private func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
  bytes.withUnsafeBytes { Checksum.of($0) }
}

/// Recomputes the log's header checksum, each page's checksum of its bytes in `records` (when
/// its entry reads and its range lies in the records), and each whole entry's checksum.
private func reseal(_ log: inout [UInt8], records: [UInt8]) {
  guard log.count >= DownloadLog.headerSize else { return }
  store64(checksum(log[0..<24]), into: &log, at: 24)
  var offset = DownloadLog.headerSize
  var previousEnd = 0
  while log.count - offset >= DownloadLog.entryHeaderSize {
    let length =
      Int(log[offset + 8]) | Int(log[offset + 9]) << 8 | Int(log[offset + 10]) << 16
      | Int(log[offset + 11]) << 24
    let end = offset + DownloadLog.entryHeaderSize + length
    guard end <= log.count else { return }
    let payloadStart = offset + DownloadLog.entryHeaderSize
    let pageEnd: Int? = log[payloadStart..<end].withUnsafeBytes { raw in
      var reader = ByteReader(raw)
      do throws(ByteReader.Malformed) {
        _ = try reader.string()
        if try reader.byte() == 1 { _ = try reader.string() }
        let pageEnd = try reader.count(limit: .max)
        _ = try reader.count(limit: .max)
        return reader.remaining == 8 ? pageEnd : nil
      } catch {
        return nil
      }
    }
    if let pageEnd, previousEnd <= pageEnd, pageEnd <= records.count {
      store64(checksum(records[previousEnd..<pageEnd]), into: &log, at: end - 8)
      previousEnd = pageEnd
    }
    store64(checksum(log[(offset + 8)..<end]), into: &log, at: offset)
    offset = end
  }
}

// MARK: - The target

/// Checks that `error`, reported as damage, names one of the download's files.
private func checkDamage(_ error: LocalIndexError, files: [String]) {
  switch error {
  case .corruptFile(let path, let part, let reason):
    check(
      files.contains(path) && !part.isEmpty && !reason.isEmpty, "damage says too little: \(error)")
  case .truncatedFile(let path, _, _):
    check(files.contains(path), "damage names no file of the download: \(error)")
  default:
    check(false, "not damage of a file: \(error)")
  }
}

/// libFuzzer's entry point: runs one input and checks the invariants above.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  if let seeds = ProcessInfo.processInfo.environment["SIFT_FUZZ_SEEDS"] {
    do {
      try writeSeeds(to: URL(fileURLWithPath: seeds, isDirectory: true))
    } catch {
      fatalError("writing the seeds: \(error)")
    }
    _exit(0)  // not exit: libFuzzer reports a target that exits as a crash
  }
  guard size >= 3 else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let resealed = bytes[0] & 1 != 0
  let logLength = min(Int(bytes[1]) | Int(bytes[2]) << 8, size - 3)
  var log = Array(bytes[3..<(3 + logLength)])
  let records = Array(bytes[(3 + logLength)...])
  if resealed { reseal(&log, records: records) }

  let directory = temporaryDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }
  let (logPath, recordsPath) = paths(directory)
  do {
    try FileManager.default.createDirectory(
      atPath: directory.path + "/download", withIntermediateDirectories: true)
    try Data(log).write(to: URL(fileURLWithPath: logPath))
    try Data(records).write(to: URL(fileURLWithPath: recordsPath))
  } catch {
    fatalError("writing the input: \(error)")
  }

  let download: LocalIndexDownload
  do {
    download = try LocalIndexDownload(directory: directory, indexName: indexName)
  } catch {
    check(false, "resuming readable files threw \(error)")
    return 0
  }
  if let damage = download.damage { checkDamage(damage, files: [logPath, recordsPath]) }
  check(
    download.isResumed || (download.recordCount == 0 && download.cursor == nil),
    "nothing resumed, yet \(download.recordCount) records kept")
  check(
    download.isComplete == (download.isResumed && download.cursor == nil),
    "complete: \(download.isComplete), cursor: \(download.cursor ?? "nil")")

  if !resealed {
    // Only genuine pages can check out: the download stands at a page boundary of the genuine
    // download, and finishes with exactly the genuine records.
    if let cursor = download.cursor {
      check(Int(cursor) == download.recordCount, "cursor \(cursor), \(download.recordCount) kept")
    } else if download.isComplete {
      check(download.recordCount == recordCount, "complete with \(download.recordCount) records")
    }
    let index: LocalIndex
    do {
      try appendGenuine(to: download, from: download.recordCount, pageSize: 4)
      index = try download.finish(settings: LocalIndexSettings())
    } catch {
      check(false, "finishing a genuine download threw \(error)")
      return 0
    }
    var found: [String: JSON] = [:]
    for kept in index.records { found[kept["objectID"]?.stringValue ?? ""] = kept }
    var expected: [String: JSON] = [:]
    for number in 0..<recordCount { expected["r\(number)"] = genuine[number] }
    check(found == expected, "the finished index does not hold the genuine records")
    return 0
  }

  // Checksums recomputed: any records may check out; finishing reads them as JSON.
  let index: LocalIndex
  do {
    if !download.isComplete { try download.append([], cursor: nil) }
    index = try download.finish(settings: LocalIndexSettings())
  } catch {
    switch error {
    case .invalidJSON, .invalidRecord:
      break
    default:
      check(false, "finishing failed with an error not about the records: \(error)")
    }
    return 0
  }
  index.checkInvariants()
  do {
    let reopened = try LocalIndex(savedIn: directory, access: .readOnly)
    check(
      reopened.records.map { $0.serialized() }.sorted()
        == index.records.map { $0.serialized() }.sorted(),
      "the saved index opens with other records")
  } catch {
    check(false, "the saved index does not open: \(error)")
  }
  return 0
}
