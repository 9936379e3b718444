// Fuzz target: the saved-index reader (a `version-N.sift` file, and the `journal-N.log` of
// writes made after it), through LocalSearchService(savedIn:access: .readOnly).
//
// Input: one control byte, then a file. Bit 7 of the control byte: the file is a journal,
// replayed over a fixed saved index (the seeds' base); otherwise it is the version file. Bit 0:
// the file's checksums are recomputed first, so that mutations reach the parsers behind them
// instead of stopping at a checksum mismatch.
//
// Invariants: opening fails with a typed LocalIndexError naming the file that is wrong, or
// gives indices whose searches answer or throw such an error, without reading out of bounds;
// then the whole check (`verifyIntegrity`) throws such an error, or the indices answer
// consistently: the engine's invariant checks hold; an empty query (no rules, no distinct)
// finds `count` records, each once, each found again by its objectID; saving the service again
// and reopening it gives the same indices, settings, records and answers.
//
// Seeds: `SIFT_FUZZ_SEEDS=<directory> <binary> -runs=0` writes the seed corpus (small indices
// saved by the library, and journals of writes over the base) into the directory.
import Foundation
import SiftCore

@testable import SiftLocal

// MARK: - The indices the seeds are made of

private func records(_ count: Int, offset: Int = 0) -> [JSON] {
  let names = ["phone case", "laptop stand", "café crème", "wireless mouse", "日本 tv", "hub"]
  let brands = ["Acme", "Globex", "Initech"]
  return (0..<count).map { number in
    let position = number + offset
    var record: [String: JSON] = [
      "objectID": .string("p\(position)"),
      "name": .string(names[position % names.count]),
      "brand": .string(brands[position % brands.count]),
      "price": JSON(Double(position % 7) + 0.5),
      "tags": .array([.string("t\(position % 3)")]),
      "group": .string("g\(position % 2)"),
    ]
    if position % 2 == 0 {
      record["_geoloc"] = ["lat": 48.85, "lng": JSON(2.0 + Double(position))]
    }
    return .object(record)
  }
}

private let richSettings: JSON = [
  "searchableAttributes": ["name", "unordered(brand)"],
  "attributesForFaceting": ["brand", "searchable(tags)", "price"],
  "customRanking": ["desc(price)"],
  "attributeForDistinct": "group",
]

/// Saves `service` in a new temporary directory and returns the directory.
private func saved(_ service: LocalSearchService) throws -> URL {
  let directory = temporaryDirectory()
  try service.save(to: directory)
  return directory
}

/// The newest version file of `directory` and its number.
private func versionFile(in directory: URL) -> (name: String, number: Int)? {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
  return
    names.compactMap { name -> (String, Int)? in
      guard name.hasPrefix("version-"), name.hasSuffix(".sift") else { return nil }
      return Int(name.dropFirst(8).dropLast(5)).map { (name, $0) }
    }
    .max { $0.1 < $1.1 }
}

/// The base every journal input is replayed over: two records, rich settings, as saved.
private let base: (bytes: [UInt8], version: Int) = {
  do {
    let index = try LocalIndex(
      name: "base", records: records(2), settings: LocalIndexSettings(json: richSettings))
    let directory = try saved(LocalSearchService(indices: [index]))
    defer { try? FileManager.default.removeItem(at: directory) }
    guard let (name, number) = versionFile(in: directory) else { fatalError("no version file") }
    let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
    return (bytes, number)
  } catch {
    fatalError("the base index: \(error)")
  }
}()

// MARK: - Seeds

/// Writes the seed corpus into `directory`: version files of small indices, and journals of
/// writes over the base, each with both control bytes (checksums kept, and recomputed).
private func writeSeeds(to directory: URL) throws {
  var seeds: [String: [UInt8]] = [:]
  func versionSeed(_ name: String, _ indices: [LocalIndex]) throws {
    let saved = try saved(LocalSearchService(indices: indices))
    defer { try? FileManager.default.removeItem(at: saved) }
    guard let (file, _) = versionFile(in: saved) else { return }
    seeds["version-\(name)"] = try [UInt8](Data(contentsOf: saved.appendingPathComponent(file)))
  }
  try versionSeed("empty", [LocalIndex(name: "empty")])
  try versionSeed("plain", [LocalIndex(name: "plain", records: records(3))])
  try versionSeed(
    "rich",
    [
      LocalIndex(
        name: "rich", records: records(4), settings: LocalIndexSettings(json: richSettings))
    ]
  )
  let withReplica = try LocalIndex(
    name: "primary", records: records(1),
    settings: LocalIndexSettings(json: ["replicas": ["primary_price"]]))
  try withReplica.replica(named: "primary_price")?.setSettings(
    LocalIndexSettings(json: ["ranking": ["asc(price)", "typo", "words"]]))
  try versionSeed("replica", [withReplica])
  let relevance = try LocalIndex(name: "relevance", records: records(2))
  try relevance.saveSynonym(Synonym(objectID: "s1", synonyms: ["phone", "mobile"]))
  try relevance.saveRule(
    Rule(json: [
      "objectID": "r1", "conditions": [["pattern": "hub", "anchoring": "contains"]],
      "consequence": ["promote": [["objectID": "p1", "position": 0]]],
    ]))
  try versionSeed("relevance", [relevance])
  try versionSeed(
    "two", [LocalIndex(name: "a"), LocalIndex(name: "b", records: records(1))])

  // Journals: writes made over the base, saved as the directory's journal.
  func journalSeed(_ name: String, _ write: (LocalIndex) throws -> Void) throws {
    let work = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: work) }
    try Data(base.bytes).write(to: work.appendingPathComponent("version-\(base.version).sift"))
    let index = try LocalIndex(savedIn: work)
    try write(index)
    let journal = work.appendingPathComponent("journal-\(base.version).log")
    seeds["journal-\(name)"] = try [UInt8](Data(contentsOf: journal))
  }
  try journalSeed("add") { _ = try $0.apply([.add(records(2, offset: 5)[0])]) }
  try journalSeed("delete") { _ = try $0.apply([.delete(objectID: "p0")]) }
  try journalSeed("mixed") {
    _ = try $0.apply([.add(records(1, offset: 9)[0])])
    _ = try $0.apply([.delete(objectID: "p1"), .add(records(1, offset: 3)[0])])
  }
  try journalSeed("settings") {
    try $0.setSettings(LocalIndexSettings(json: ["searchableAttributes": ["brand"]]))
  }
  try journalSeed("synonym") {
    try $0.saveSynonym(Synonym(objectID: "s1", synonyms: ["hub", "dock"]))
  }

  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  for (name, bytes) in seeds {
    let journal = name.hasPrefix("journal-")
    for reseal in [false, true] {
      let control: UInt8 = (journal ? 0x80 : 0) | (reseal ? 1 : 0)
      try Data([control] + bytes).write(
        to: directory.appendingPathComponent("\(name)\(reseal ? "-resealed" : "")"))
    }
  }
}

// MARK: - Resealing

/// A little-endian varint at `offset`, moving `offset` past it; nil when malformed.
private func varint(_ bytes: [UInt8], _ offset: inout Int) -> Int? {
  var value = 0
  var shift = 0
  while offset < bytes.count, shift < 63 {
    let byte = bytes[offset]
    offset += 1
    value |= Int(byte & 0x7f) << shift
    if byte & 0x80 == 0 { return value }
    shift += 7
  }
  return nil
}

private func load64(_ bytes: [UInt8], _ offset: Int) -> Int {
  var value: UInt64 = 0
  for index in (0..<8).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
  return Int(truncatingIfNeeded: min(value, UInt64(Int.max)))
}

private func store64(_ value: UInt64, into bytes: inout [UInt8], at offset: Int) {
  for index in 0..<8 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
}

private func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
  bytes.withUnsafeBytes { Checksum.of($0) }
}

/// Recomputes a version file's checksums and its size field: in format 4, the table's, the
/// header's, then each block's (the first block holds the header); before it, each section's
/// that lies in the file, the table's and the header's.
private func resealIndexFile(_ bytes: inout [UInt8]) {
  guard bytes.count >= IndexFile.headerSize else { return }
  store64(UInt64(bytes.count), into: &bytes, at: 16)
  let version = Int(bytes[8]) | Int(bytes[9]) << 8 | Int(bytes[10]) << 16 | Int(bytes[11]) << 24
  let mapped = version >= IndexFile.mappedFormatVersion
  let tableOffset = load64(bytes, 24)
  let tableSize = load64(bytes, 32)
  let tableInFile =
    tableOffset >= IndexFile.headerSize && tableSize >= 0 && tableOffset <= bytes.count - tableSize
  if tableInFile, !mapped {
    let tableEnd = tableOffset + tableSize
    var cursor = tableOffset
    if let count = varint(bytes, &cursor) {
      for _ in 0..<min(count, 10_000) {
        guard let nameLength = varint(bytes, &cursor), nameLength <= tableEnd - cursor else {
          break
        }
        cursor += nameLength
        guard varint(bytes, &cursor) != nil, let offset = varint(bytes, &cursor),
          let length = varint(bytes, &cursor), cursor <= tableEnd - 8
        else { break }
        if offset >= 0, length >= 0, offset <= bytes.count - length {
          store64(checksum(bytes[offset..<(offset + length)]), into: &bytes, at: cursor)
        }
        cursor += 8
      }
    }
  }
  if tableInFile {
    store64(checksum(bytes[tableOffset..<(tableOffset + tableSize)]), into: &bytes, at: 40)
  }
  store64(checksum(bytes[0..<56]), into: &bytes, at: 56)
  // Format 4: the checksum of each block before the table, after the table.
  let blockSize = IndexFile.blockSize
  if mapped, tableInFile {
    let checksums = tableOffset + tableSize
    let blocks = (tableOffset + blockSize - 1) / blockSize
    for block in 0..<blocks where checksums + 8 * (block + 1) <= bytes.count {
      let start = block * blockSize
      let sum = bytes[start..<min(start + blockSize, tableOffset)].withUnsafeBytes {
        Checksum.chunk($0)
      }
      store64(sum, into: &bytes, at: checksums + 8 * block)
    }
  }
}

/// Recomputes a journal's header checksum and each whole entry's checks (format 2: keyed by the
/// header's salt; format 1: the checksum of the length and payload).
private func resealJournal(_ bytes: inout [UInt8]) {
  let salted = bytes.count >= 12 && bytes[8] != 1
  let layout: JournalFile.Layout =
    salted && bytes.count >= 32
    ? .salted((0..<8).reversed().reduce(UInt64(0)) { $0 << 8 | UInt64(bytes[24 + $1]) }) : .plain
  let headerSize = layout.headerSize
  let entryHeaderSize = layout.entryHeaderSize
  guard bytes.count >= headerSize else { return }
  store64(checksum(bytes[0..<(headerSize - 8)]), into: &bytes, at: headerSize - 8)
  var offset = headerSize
  while bytes.count - offset >= entryHeaderSize {
    let length =
      Int(bytes[offset + 8]) | Int(bytes[offset + 9]) << 8 | Int(bytes[offset + 10]) << 16
      | Int(bytes[offset + 11]) << 24
    let end = offset + entryHeaderSize + length
    guard end <= bytes.count else { return }
    switch layout {
    case .plain:
      store64(checksum(bytes[(offset + 8)..<end]), into: &bytes, at: offset)
    case .salted(let salt):
      let sum = Checksum.keyed(checksum(bytes[(offset + entryHeaderSize)..<end]), by: salt)
      store64(sum, into: &bytes, at: offset)
      let check = JournalFile.headerCheck(sum, UInt32(length), salt: salt)
      for index in 0..<4 {
        bytes[offset + 12 + index] = UInt8(truncatingIfNeeded: check >> (8 * index))
      }
    }
    offset = end
  }
}

// MARK: - The target

/// Everything an index answers that a save and a reopening must keep.
private struct Answers: Equatable {
  var settings: LocalIndexSettings
  var records: [String]
  /// The responses without their hits and facet statistics, which `texts` holds as text: a
  /// record's number may be a NaN (a Swift caller can save one), which equals nothing, itself
  /// included, while its text is the same every time.
  var searches: [SearchResponse]
  var texts: [String]
}

private func answers(_ index: LocalIndex) -> Answers {
  var searches: [SearchResponse] = []
  var texts: [String] = []
  for text in ["", "phone", "hub d", "cafe"] {
    var query = SearchQuery(text, facets: ["brand", "price"], hitsPerPage: 1_000)
    query.attributesToHighlight = []
    if var response = try? index.search(query) {
      response.processingTimeMS = nil
      texts.append(response.hits.map { $0.serialized() }.joined(separator: "\n"))
      texts.append(String(describing: response.facetsStats))
      response.hits = []
      response.facetsStats = nil
      searches.append(response)
    }
  }
  return Answers(
    settings: index.settings, records: index.records.map { $0.serialized() }.sorted(),
    searches: searches, texts: texts)
}

/// Opens `directory`, or checks the error names `files`.
private func open(_ directory: URL, files: [String]) -> LocalSearchService? {
  do {
    return try LocalSearchService(savedIn: directory, access: .readOnly)
  } catch {
    expectAboutTheFile(error, files: files)
    return nil
  }
}

/// Checks that `error` is a typed error about one of `files` (or a value of the file that the
/// engine rejects).
private func expectAboutTheFile(_ error: LocalIndexError, files: [String]) {
  switch error {
  case .unreadableFile(let path, let reason):
    check(files.contains(path) && !reason.isEmpty, "\(error) names no file of the input")
  case .truncatedFile(let path, _, _), .notAnIndexFile(let path),
    .unsupportedFormatVersion(let path, _, _), .unsupportedUnicodeVersion(let path, _, _),
    .missingSection(let path, _):
    check(files.contains(path), "\(error) names no file of the input")
  case .corruptFile(let path, let part, let reason):
    check(files.contains(path) && !part.isEmpty && !reason.isEmpty, "\(error) says too little")
  case .invalidSettings, .invalidRule, .invalidSynonym, .invalidRecord, .invalidJSON,
    .tooManySearchableAttributes:
    // What the file holds decodes to values the engine rejects; never for a file the library
    // wrote, whose checksums hold.
    break
  default:
    check(false, "not an error about the file: \(error)")
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
  guard size > 0 else { return 0 }
  let control = data[0]
  var file = [UInt8](UnsafeBufferPointer(start: data + 1, count: size - 1))
  let isJournal = control & 0x80 != 0
  if control & 1 != 0 {
    if isJournal { resealJournal(&file) } else { resealIndexFile(&file) }
  }
  let directory = temporaryDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }
  let versionPath = directory.appendingPathComponent("version-\(base.version).sift").path
  let journalPath = directory.appendingPathComponent("journal-\(base.version).log").path
  do {
    try Data(isJournal ? base.bytes : file).write(to: URL(fileURLWithPath: versionPath))
    if isJournal { try Data(file).write(to: URL(fileURLWithPath: journalPath)) }
  } catch {
    fatalError("writing the input: \(error)")
  }
  guard let service = open(directory, files: [versionPath, journalPath]) else { return 0 }

  // Searches read the file where it lies and check each block the first time they read it:
  // they answer, or throw a typed error naming the file, and never read out of its arrays,
  // whatever it holds. A file whose checksums hold but whose structures are wrong (resealed)
  // is found out by the whole check, which must name the file; past it, the file is as the
  // library writes them and the invariants below hold.
  var probe = SearchQuery("phone hub d", facets: ["brand", "price", "tags"], hitsPerPage: 50)
  probe.additionalParameters["advancedSyntax"] = true
  for name in service.indexNames {
    guard let index = service.index(named: name) else { continue }
    for target in [index] + index.replicas {
      for query in [probe, SearchQuery("cafe\"", filters: "price > 2"), SearchQuery("")] {
        do {
          _ = try target.search(query)
        } catch {
          expectAboutTheFile(error, files: [versionPath, journalPath])
        }
      }
      _ = target.record(objectID: "p1")
    }
  }
  do {
    try service.verifyIntegrity()
  } catch {
    expectAboutTheFile(error, files: [versionPath, journalPath])
    return 0
  }

  var before: [String: Answers] = [:]
  for name in service.indexNames {
    guard let index = service.index(named: name) else {
      check(false, "index \(name) is listed but not there")
      return 0
    }
    for target in [index] + index.replicas {
      target.checkInvariants()
      // Every field of the response: the settings may name only some (`responseFields`).
      var all = SearchQuery(
        "", hitsPerPage: 1_000,
        additionalParameters: ["enableRules": false, "responseFields": ["*"]])
      all.attributesToHighlight = []
      all.distinct = .enabled(false)
      guard let response = try? target.search(all) else {
        check(false, "an empty query failed on \(target.name)")
        return 0
      }
      check(
        response.nbHits == target.count,
        "\(target.name): nbHits \(response.nbHits ?? -1), count \(target.count)")
      let found = response.hits.compactMap { $0["objectID"]?.stringValue }
      check(found.count == min(target.count, 1_000), "\(target.name): hits without objectIDs")
      check(Set(found).count == found.count, "\(target.name): an objectID found twice")
      for objectID in found {
        check(target.record(objectID: objectID) != nil, "\(target.name): \(objectID) not found")
      }
      before[target.name] = answers(target)
    }
  }

  // Saved again and reopened, the service answers the same.
  let again = temporaryDirectory()
  defer { try? FileManager.default.removeItem(at: again) }
  do {
    try service.save(to: again)
  } catch {
    check(false, "an opened service does not save: \(error)")
    return 0
  }
  let reopened: LocalSearchService
  do {
    reopened = try LocalSearchService(savedIn: again, access: .readOnly)
  } catch {
    check(false, "a saved service does not open: \(error)")
    return 0
  }
  check(reopened.indexNames == service.indexNames, "the indices changed on saving")
  var after: [String: Answers] = [:]
  for name in reopened.indexNames {
    guard let index = reopened.index(named: name) else { continue }
    for target in [index] + index.replicas { after[target.name] = answers(target) }
  }
  check(after == before, "saving and reopening changed what the indices answer")
  return 0
}
