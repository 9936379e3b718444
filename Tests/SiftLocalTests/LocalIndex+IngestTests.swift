import Foundation
import SiftCore
import XCTest

@testable import SiftLocal

/// Loading an index straight from a JSON file: the same index as from parsed records, typed
/// errors that change nothing, progress and cancellation.
final class LocalIndexIngestTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sift-ingest-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  private func file(_ text: String, name: String = "records.json") throws -> URL {
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }

  private static let settings: JSON = [
    "searchableAttributes": ["name", "unordered(description)", "tags"],
    "attributesForFaceting": ["brand", "_tags"], "customRanking": ["desc(rank)"],
  ]

  /// Random records written as JSON text with everything a file may hold: escapes, non-ASCII
  /// text and keys, a key repeated in an object, missing and integer objectIDs, `_tags` and
  /// `_geoloc`, nested values and numbers of every kind.
  private func randomText(count: Int, generator: inout SplitMix64) -> String {
    let words = ["tv", "télé", "sony", "a\\\"quoted\\\"", "line\\nbreak", "\\u00e9t\\u00e9", "🎉"]
    func word() -> String { words.randomElement(using: &generator) ?? "tv" }
    var records: [String] = []
    for index in 0..<count {
      var members: [String] = []
      switch Int.random(in: 0..<10, using: &generator) {
      case 0: break  // no objectID: one is generated
      case 1: members.append("\"objectID\": \(900_000 + index)")  // an integer objectID
      default: members.append("\"objectID\": \"id\(index)\"")
      }
      members.append("\"name\": \"\(word()) \(word())\"")
      members.append("\"description\": \"\((0..<8).map { _ in word() }.joined(separator: " "))\"")
      members.append("\"brand\": \"\(["Sony", "LG", "Télé"].randomElement(using: &generator)!)\"")
      members.append("\"rank\": \(Int.random(in: -5...5, using: &generator))")
      if Bool.random(using: &generator) {
        members.append("\"price\": \(Double(Int.random(in: 0...999, using: &generator)) / 8)e0")
      }
      switch Int.random(in: 0..<6, using: &generator) {
      case 0: members.append("\"_tags\": [\"a\", \"b\"]")
      case 1: members.append("\"_tags\": \"solo\"")
      case 2: members.append("\"_tags\": []")
      case 3: members.append("\"_geoloc\": {\"lat\": 48.8, \"lng\": 2.35}")
      default: break
      }
      if Int.random(in: 0..<8, using: &generator) == 0 {
        members.append("\"name\": \"repeated \(word())\"")  // the last value wins
      }
      if Int.random(in: 0..<8, using: &generator) == 0 {
        members.append("\"clé\": {\"nested\": [1, 2.5, null, true, {\"x\": \"y\"}]}")
      }
      members.append("\"big\": \(Int64.max), \"small\": \(Int64.min), \"huge\": 1e300")
      records.append("{" + members.shuffled(using: &generator).joined(separator: ", ") + "}")
    }
    return "[\n" + records.joined(separator: ",\n") + "\n]\n"
  }

  func test_addRecordsFromAFile_buildsTheIndexParsedRecordsBuild() throws {
    var generator = SplitMix64(seed: 0x1A6E57)
    let text = randomText(count: 400, generator: &generator)
    let settings = try LocalIndexSettings(json: Self.settings)
    let fromFile = try LocalIndex(name: "i", settings: settings, contentsOf: file(text))
    guard case .array(let records) = try JSON.parse(text) else { return XCTFail("not an array") }
    let fromRecords = try LocalIndex(name: "i", records: records, settings: settings)
    XCTAssertEqual(fromFile.count, fromRecords.count)
    XCTAssertEqual(fromFile.records, fromRecords.records)
    for query in ["", "tv", "sony t", "télé", "quoted", "été"] {
      var search = SearchQuery(query, facets: ["brand", "_tags"], hitsPerPage: 50)
      search.getRankingInfo = true
      let (expected, found) = try (fromRecords.search(search), fromFile.search(search))
      XCTAssertEqual(found.hits, expected.hits, query)
      XCTAssertEqual(found.facets, expected.facets, query)
    }
    // The encoding made from the text is the encoding of the parsed value.
    let writer = RecordWriter(expectedRecords: 1)
    var encoder = RecordEncoder(writer: writer)
    for record in records.prefix(50) {
      let serialized = record.serialized()
      var bytes = Array(serialized.utf8)
      try bytes.withUnsafeMutableBufferPointer { bytes in
        var scanner = JSONScanner(bytes: UnsafeBufferPointer(bytes))
        encoder.reset()
        try scanner.parseDocument(into: &encoder)
      }
      let compact = writer.endRecord()
      XCTAssertEqual(compact.value, record)
      let (_, plainObjectID) = CompactRecord.encodeRecord(record, writer: writer)
      XCTAssertEqual(encoder.isPlain ? encoder.objectID : nil, plainObjectID, serialized)
    }
  }

  /// Records of a file whose objectIDs are canonically equivalent are one record, the last of
  /// them, as a batch of the same records gives.
  func test_canonicallyEquivalentObjectIDs_inAFile_areOneRecord() throws {
    let text = #"""
      [{"objectID": "caf\u00e9", "name": "lamp"}, {"objectID": "cafe\u0301", "name": "desk"},
       {"objectID": "\u212a", "name": "sofa"}, {"objectID": "K", "name": "bed"}]
      """#
    let index = try LocalIndex(name: "i", contentsOf: file(text))
    XCTAssertEqual(index.count, 2)
    XCTAssertEqual(index.record(objectID: "caf\u{E9}")?["name"], "desk")
    XCTAssertEqual(index.record(objectID: "\u{212A}")?["name"], "bed")
  }

  func test_malformedFile_throwsWithTheOffset_andAddsNothing() throws {
    let index = try LocalIndex(name: "i", records: [["objectID": "kept", "name": "tv"]])
    let cases: [(text: String, offset: Int)] = [
      ("[{\"objectID\": \"1\"}, {\"objectID\": 2,}]", 35),
      ("[{\"objectID\": \"1\"} {\"objectID\": \"2\"}]", 19),
      ("[{\"name\": \"unterminated}]", 10),
      ("[{\"objectID\": \"1\"}] trailing", 20),
    ]
    for (text, offset) in cases {
      XCTAssertThrowsError(try index.addRecords(contentsOf: file(text)), text) { error in
        guard case .invalidJSON(let source, let parseError) = error as? LocalIndexError else {
          return XCTFail("\(error) for \(text)")
        }
        XCTAssertEqual(source, "records.json")
        XCTAssertEqual(parseError.offset, offset, text)
      }
      XCTAssertEqual(index.records.compactMap { $0["objectID"]?.stringValue }, ["kept"], text)
    }
    // Bad records: the validator's errors, with their positions.
    for (text, position, keyPath) in [
      ("[{\"objectID\": \"1\"}, 42]", 1, ""),
      ("[{\"objectID\": \"1\"}, {\"objectID\": \"\"}]", 1, "objectID"),
      ("[{\"objectID\": \"1\", \"_tags\": [\"a\", 3]}]", 0, "_tags.1"),
    ] {
      XCTAssertThrowsError(try index.addRecords(contentsOf: file(text)), text) {
        guard case .invalidRecord(let found, _, let path, _)? = $0 as? LocalIndexError else {
          return XCTFail("\($0)")
        }
        XCTAssertEqual(found, position, text)
        XCTAssertEqual(path, keyPath, text)
      }
    }
    XCTAssertThrowsError(try index.addRecords(contentsOf: file("{\"objectID\": \"1\"}"))) {
      guard case .invalidJSON(_, let parseError)? = $0 as? LocalIndexError else {
        return XCTFail("\($0)")
      }
      XCTAssertTrue(parseError.reason.contains("expected an array of records"))
    }
    XCTAssertEqual(index.count, 1)
  }

  func test_unreadableFiles_sayWhy() throws {
    XCTAssertThrowsError(try LocalIndex(contentsOf: directory)) {
      guard case .unreadableFile(_, let reason)? = $0 as? LocalIndexError else {
        return XCTFail("\($0)")
      }
      XCTAssertTrue(reason.contains("directory"), reason)
    }
    XCTAssertThrowsError(try LocalIndex(contentsOf: directory.appendingPathComponent("none"))) {
      guard case .unreadableFile? = $0 as? LocalIndexError else { return XCTFail("\($0)") }
    }
    XCTAssertEqual(try LocalIndex(contentsOf: file("[]")).count, 0)
    XCTAssertThrowsError(try LocalIndex(contentsOf: file(""))) {
      guard case .invalidJSON? = $0 as? LocalIndexError else { return XCTFail("\($0)") }
    }
  }

  func test_progress_reportsTheFileReadThenIndexing() throws {
    var generator = SplitMix64(seed: 9)
    let url = try file(randomText(count: 9_000, generator: &generator))
    var reports: [LocalIndex.IngestProgress] = []
    let index = try LocalIndex(contentsOf: url) { reports.append($0) }
    XCTAssertEqual(index.count, reports.last?.records)
    XCTAssertEqual(reports.map(\.records), [4096, 8192, 9000])
    XCTAssertEqual(reports.map(\.phase), [.reading, .reading, .indexing])
    XCTAssertEqual(reports.last?.fractionRead, 1)
    XCTAssertLessThan(reports[0].bytesRead, reports[1].bytesRead)
  }

  func test_cancelledLoad_addsNothing() async throws {
    var generator = SplitMix64(seed: 10)
    let url = try file(randomText(count: 5_000, generator: &generator))
    let index = LocalIndex(name: "i", settings: LocalIndexSettings(), isReplica: false)
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try index.addRecords(contentsOf: url)
    }
    let result = await task.result
    guard case .failure(let error) = result, case .cancelled? = error as? LocalIndexError else {
      return XCTFail("\(result)")
    }
    XCTAssertEqual(index.count, 0)
  }
}
