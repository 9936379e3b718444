import Foundation
import SiftCore
import XCTest

@testable import SiftLocal

/// Mirrors of an index of any listing source: a download into a saved index with its settings,
/// replicas, synonyms and rules, progress, resuming where a download stopped, refreshes swapped
/// in whole, and typed errors.
final class LocalIndexMirrorTests: XCTestCase {
  private static func records(_ count: Int, word: String = "lamp") -> [JSON] {
    (0..<count).map { position in
      [
        "objectID": .string("r\(position)"), "name": .string("\(word) \(position)"),
        "brand": .string(position % 2 == 0 ? "Acme" : "Globex"), "price": JSON(position),
      ]
    }
  }

  private static let settings: [String: JSON] = [
    "products": [
      "searchableAttributes": ["name", "brand"], "attributesForFaceting": ["brand"],
      "customRanking": ["desc(price)"], "replicas": ["products_price_asc"],
    ],
    "products_price_asc": [
      "searchableAttributes": ["name"], "ranking": ["asc(price)", "typo", "words"],
      "primary": "products",
    ],
  ]
  private static let synonyms: [JSON] = [
    ["objectID": "s1", "type": "synonym", "synonyms": ["lamp", "light"]],
    ["objectID": "s2", "type": "oneWaySynonym", "input": "desk", "synonyms": ["table"]],
  ]
  private static let rules: [JSON] = [
    [
      "objectID": "rule-1", "conditions": [["pattern": "cheap", "anchoring": "contains"]],
      "consequence": ["params": ["filters": "price < 20"]],
    ]
  ]

  private func source(_ count: Int = 25) -> ListingSourceStub {
    ListingSourceStub(
      records: Self.records(count), settings: Self.settings, synonyms: Self.synonyms,
      rules: Self.rules)
  }

  private func ids(_ index: LocalIndex) -> Set<String> {
    Set(index.records.compactMap { $0["objectID"]?.stringValue })
  }

  /// Collects progress reports from any thread.
  private final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [LocalIndexMirror.Progress] = []
    var all: [LocalIndexMirror.Progress] { lock.withLock { reports } }
    func add(_ report: LocalIndexMirror.Progress) { lock.withLock { reports.append(report) } }
  }

  func test_update_downloadsTheIndex_itsSettingsReplicasSynonymsAndRules_andReportsProgress()
    async throws
  {
    let directory = try temporaryDirectory()
    let source = source()
    let mirror = LocalIndexMirror(
      source: source, indexName: "products", directory: directory, hitsPerPage: 10)
    let reports = Reports()
    let index = try await mirror.update { reports.add($0) }

    XCTAssertEqual(index.count, 25)
    XCTAssertEqual(index.settings.customRanking, [.descending("price")])
    XCTAssertEqual(index.replicas.map(\.name), ["products_price_asc"])
    XCTAssertEqual(index.replicas.first?.settings.ranking.first, .sort(.ascending("price")))
    XCTAssertEqual(index.synonyms.map(\.json), Self.synonyms)
    XCTAssertEqual(index.rules.map(\.json), Self.rules)
    XCTAssertEqual(
      reports.all.map(\.phase), [.configuration, .records, .records, .records, .indexing, .done])
    XCTAssertEqual(reports.all.map(\.records), [0, 10, 20, 25, 25, 25])
    XCTAssertEqual(reports.all.last?.totalRecords, 25)
    XCTAssertEqual(
      source.received,
      [
        "settings(products)", "settings(products_price_asc)",
        "synonyms(products_price_asc)", "rules(products_price_asc)", "synonyms(products)",
        "rules(products)", "records(nil)", "records(0:10)", "records(0:20)",
      ])

    let responses = try await mirror.service.search([
      IndexedQuery(indexName: "products", query: SearchQuery("light", hitsPerPage: 3)),
      IndexedQuery(indexName: "products_price_asc", query: SearchQuery("lamp", hitsPerPage: 3)),
    ])
    XCTAssertEqual(responses.map(\.nbHits), [25, 25])
    XCTAssertEqual(responses[0].hits.first?["objectID"], "r24")
    XCTAssertEqual(responses[1].hits.first?["objectID"], "r0")
    XCTAssertThrowsError(try index.saveObjects([["objectID": "x"]]), "a mirror is read-only")

    // Saved: another mirror of the directory opens it without asking the source.
    let offline = ListingSourceStub(records: [], settings: [:])
    let reopened = try XCTUnwrap(
      try LocalIndexMirror(source: offline, indexName: "products", directory: directory)
        .openSaved())
    XCTAssertEqual(reopened.records, index.records)
    XCTAssertEqual(reopened.synonyms.map(\.json), Self.synonyms)
    XCTAssertEqual(offline.received, [])
  }

  func test_openSaved_isNil_beforeAnyUpdate() throws {
    let mirror = LocalIndexMirror(
      source: source(), indexName: "products", directory: try temporaryDirectory())
    XCTAssertNil(try mirror.openSaved())
    XCTAssertEqual(mirror.service.indexNames, [])
  }

  func test_aSourceWithoutSynonymsOrRules_mirrorsWithNone() async throws {
    struct RecordsOnly: IndexListingSource {
      func listRecords(
        indexName: String, cursor: String?, hitsPerPage: Int
      ) async throws -> IndexListingPage {
        IndexListingPage(records: [["objectID": "1", "name": "only"]], cursor: nil)
      }
      func listSettings(indexName: String) async throws -> JSON { [:] }
    }
    let mirror = LocalIndexMirror(
      source: RecordsOnly(), indexName: "things", directory: try temporaryDirectory())
    let index = try await mirror.update()
    XCTAssertEqual(index.count, 1)
    XCTAssertEqual(index.synonyms, [])
    XCTAssertEqual(index.rules.count, 0)
  }

  func test_update_resumesFromTheLastCursorKept_afterTheSourceFailsMidListing() async throws {
    let directory = try temporaryDirectory()
    let source = source()
    source.failAfter(pages: 1)
    let mirror = LocalIndexMirror(
      source: source, indexName: "products", directory: directory, hitsPerPage: 10)
    do {
      try await mirror.update()
      XCTFail("the lost connection was not reported")
    } catch let error as SearchError {
      guard case .transport(_, .indexRead("products", "browse")) = error else {
        return XCTFail("unexpected \(error)")
      }
    }
    XCTAssertNil(try mirror.openSaved(), "nothing is saved until the download is whole")

    source.failAfter(pages: nil)
    let reports = Reports()
    let index = try await mirror.update { reports.add($0) }
    XCTAssertEqual(index.count, 25)
    XCTAssertEqual(ids(index).count, 25)
    XCTAssertEqual(reports.all.first?.isResumed, true)
    XCTAssertEqual(reports.all.first?.records, 10, "the first page was kept")
    XCTAssertEqual(
      source.received.filter { $0.hasPrefix("records") },
      ["records(nil)", "records(0:10)", "records(0:10)", "records(0:20)"],
      "the second update starts at the cursor the first one kept")
  }

  func test_update_startsOver_whenTheKeptCursorHasExpired() async throws {
    let source = source()
    source.failAfter(pages: 1)
    let mirror = LocalIndexMirror(
      source: source, indexName: "products", directory: try temporaryDirectory(),
      hitsPerPage: 10)
    await XCTAssertThrowsErrorAsync(try await mirror.update())
    source.failAfter(pages: nil)
    source.expireCursors()
    let index = try await mirror.update()
    XCTAssertEqual(index.count, 25)
    XCTAssertEqual(ids(index).count, 25)
    XCTAssertEqual(
      source.received.filter { $0.hasPrefix("records") }.suffix(4),
      ["records(0:10)", "records(nil)", "records(1:10)", "records(1:20)"])
  }

  func test_refresh_swapsInTheNewVersion_searchesNeverSeeHalfOfIt() async throws {
    let directory = try temporaryDirectory()
    let source = source()
    let mirror = LocalIndexMirror(
      source: source, indexName: "products", directory: directory, hitsPerPage: 10)
    try await mirror.update()

    source.serve(Self.records(32, word: "desk"))
    let service = mirror.service
    let counts = SearchCounts()
    try await mirror.update { _ in
      // Mid-refresh, searches see the previous version, whole.
      let response = try? service.index(named: "products")?.search(SearchQuery(""))
      counts.add(response?.nbHits ?? -1)
    }
    XCTAssertEqual(counts.all.dropLast(), Array(repeating: 25, count: counts.all.count - 1))
    XCTAssertEqual(counts.all.last, 32)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    XCTAssertEqual(names, ["sift.lock", "version-2.sift"])
  }

  func test_update_whileAnotherWriterHoldsTheDirectory_isATypedError() async throws {
    let directory = try temporaryDirectory()
    let holder = try LocalIndexDownload(directory: directory, indexName: "products")
    do {
      try await LocalIndexMirror(source: source(), indexName: "products", directory: directory)
        .update()
      XCTFail("two writers")
    } catch let error as LocalIndexError {
      XCTAssertEqual(error, .directoryLocked(path: directory.path))
    }
    withExtendedLifetime(holder) {}
  }

  func test_settingsTheEngineRefuses_areATypedError_andKeepThePreviousVersion() async throws {
    let directory = try temporaryDirectory()
    let source = source(5)
    let mirror = LocalIndexMirror(source: source, indexName: "products", directory: directory)
    try await mirror.update()
    let broken = ListingSourceStub(
      records: Self.records(5), settings: ["products": ["customRanking": "desc(price)"]])
    do {
      try await LocalIndexMirror(source: broken, indexName: "products", directory: directory)
        .update()
      XCTFail("settings that are not Algolia's were taken")
    } catch let error as LocalIndexError {
      guard case .invalidSettings("customRanking", _) = error else {
        return XCTFail("unexpected \(error)")
      }
    }
    XCTAssertEqual(try LocalIndex(savedIn: directory, access: .readOnly).count, 5)
  }

  // MARK: - What an interrupted update kept, checked

  /// A download of 12 records, 2 a page, cut after 3 of its 6 pages: the bytes it kept in
  /// `download/` (records and log), and the directory they were kept in.
  private func interruptedDownload() async throws -> (
    directory: URL, records: [UInt8], log: [UInt8], source: ListingSourceStub
  ) {
    let directory = try memoryDirectory()
    let source = source(12)
    source.failAfter(pages: 3)
    let mirror = LocalIndexMirror(
      source: source, indexName: "products", directory: directory, hitsPerPage: 2)
    await XCTAssertThrowsErrorAsync(try await mirror.update())
    source.failAfter(pages: nil)
    let records = try [UInt8](Data(contentsOf: directory.appendingPathComponent(Self.records)))
    let log = try [UInt8](Data(contentsOf: directory.appendingPathComponent(Self.log)))
    return (directory, records, log, source)
  }

  /// Where `text` first occurs in `bytes` from `start` on.
  private func offset(of text: String, in bytes: [UInt8], from start: Int = 0) -> Int? {
    let needle = Array(text.utf8)
    guard bytes.count >= needle.count else { return nil }
    return (start...(bytes.count - needle.count)).first {
      bytes[$0..<($0 + needle.count)].elementsEqual(needle)
    }
  }

  private static let records = "download/records.json"
  private static let log = "download/progress.log"

  /// Every record of `index`, by objectID.
  private func byObjectID(_ records: [JSON]) -> [String: JSON] {
    Dictionary(
      records.map { ($0["objectID"]?.stringValue ?? "", $0) },
      uniquingKeysWith: { first, _ in first })
  }

  func test_aDigitChangedInAKeptRecord_isDownloadedAgain_neverServed() async throws {
    let kept = try await interruptedDownload()
    // Record r3 ("price":3), in the second page kept: the JSON stays valid.
    var damaged = kept.records
    let r3 = try XCTUnwrap(offset(of: #""objectID":"r3""#, in: damaged))
    let recordEnd = try XCTUnwrap(offset(of: "}", in: damaged, from: r3))
    let start = try XCTUnwrap(damaged[..<recordEnd].lastIndex(of: UInt8(ascii: "{")))
    let price = try XCTUnwrap(offset(of: #""price":3"#, in: damaged, from: start))
    let digit = price + #""price":"#.utf8.count
    XCTAssertLessThan(digit, recordEnd)
    damaged[digit] = UInt8(ascii: "4")
    try Data(damaged).write(to: kept.directory.appendingPathComponent(Self.records))

    let reports = Reports()
    let mirror = LocalIndexMirror(
      source: kept.source, indexName: "products", directory: kept.directory, hitsPerPage: 2)
    let index = try await mirror.update { reports.add($0) }
    XCTAssertEqual(index.record(objectID: "r3")?["price"], 3, "the damaged record is not served")
    XCTAssertEqual(byObjectID(index.records), byObjectID(Self.records(12)))
    let first = try XCTUnwrap(reports.all.first)
    XCTAssertEqual(first.records, 2, "the pages from the damaged one on are downloaded again")
    guard case .corruptFile(let path, let part, _)? = first.damage else {
      return XCTFail("the damage is not reported: \(String(describing: first.damage))")
    }
    XCTAssertEqual(path, kept.directory.appendingPathComponent(Self.records).path)
    XCTAssertTrue(part.hasPrefix("page 1 "), part)
    XCTAssertEqual(
      kept.source.received.filter { $0.hasPrefix("records") }.suffix(5),
      ["records(0:2)", "records(0:4)", "records(0:6)", "records(0:8)", "records(0:10)"])
  }

  func test_everyFlippedBitOfTheKeptPages_isDownloadedAgain_neverServed() async throws {
    let kept = try await interruptedDownload()
    let expected = byObjectID(Self.records(12))
    // Where the log's last entry starts: damage there looks like a crash while it was appended
    // (a torn entry), and is dropped without a report; anywhere else, it is reported.
    var lastEntry = 32
    while true {
      let length = kept.log[(lastEntry + 8)..<(lastEntry + 12)].reversed()
        .reduce(0) { $0 << 8 | Int($1) }
      let next = lastEntry + 12 + length
      guard next < kept.log.count else { break }
      lastEntry = next
    }
    for (file, pristine) in [(Self.records, kept.records), (Self.log, kept.log)] {
      for position in pristine.indices {
        let flip = "\(file), byte \(position)"
        let directory = try memoryDirectory()
        try FileManager.default.createDirectory(
          at: directory.appendingPathComponent("download"), withIntermediateDirectories: true)
        var damaged = pristine
        damaged[position] ^= 0x01
        try Data(file == Self.records ? damaged : kept.records).write(
          to: directory.appendingPathComponent(Self.records))
        try Data(file == Self.log ? damaged : kept.log).write(
          to: directory.appendingPathComponent(Self.log))
        let reports = Reports()
        let mirror = LocalIndexMirror(
          source: kept.source, indexName: "products", directory: directory, hitsPerPage: 2)
        let index: LocalIndex
        do {
          index = try await mirror.update { reports.add($0) }
        } catch {
          XCTFail("\(flip): \(error)")
          continue
        }
        XCTAssertEqual(byObjectID(index.records), expected, "\(flip): a damaged record is served")
        let first = try XCTUnwrap(reports.all.first)
        XCTAssertLessThan(first.records, 6, "\(flip): no page is downloaded again")
        if file == Self.records || position < lastEntry {
          XCTAssertNotNil(first.damage, "\(flip): the damage is not reported")
        }
        try? FileManager.default.removeItem(at: directory)
      }
    }
  }

  func test_aDamagedProgressLog_nolongerStopsEveryUpdate() async throws {
    let kept = try await interruptedDownload()
    // The checksum of the first page's entry, which another entry follows.
    var damaged = kept.log
    damaged[32] ^= 0x40
    try Data(damaged).write(to: kept.directory.appendingPathComponent(Self.log))
    let reports = Reports()
    let mirror = LocalIndexMirror(
      source: kept.source, indexName: "products", directory: kept.directory, hitsPerPage: 2)
    let index = try await mirror.update { reports.add($0) }
    XCTAssertEqual(byObjectID(index.records), byObjectID(Self.records(12)))
    XCTAssertEqual(reports.all.first?.records, 0)
    XCTAssertEqual(reports.all.first?.isResumed, false)
    XCTAssertEqual(
      reports.all.first?.damage,
      .corruptFile(
        path: kept.directory.appendingPathComponent(Self.log).path,
        part: "page entry 0 at byte 32",
        reason: "it is not whole (its length or checksum is wrong), and entries follow it"))
  }

  func test_updateNotResuming_downloadsEverythingAfresh() async throws {
    let kept = try await interruptedDownload()
    let mirror = LocalIndexMirror(
      source: kept.source, indexName: "products", directory: kept.directory, hitsPerPage: 2)
    let reports = Reports()
    let index = try await mirror.update(resuming: false) { reports.add($0) }
    XCTAssertEqual(index.count, 12)
    XCTAssertEqual(reports.all.first?.records, 0)
    XCTAssertEqual(reports.all.first?.isResumed, false)
    XCTAssertEqual(
      kept.source.received.filter { $0.hasPrefix("records") }.suffix(6).first, "records(nil)")
  }
}

/// Search counts collected from any thread.
private final class SearchCounts: @unchecked Sendable {
  private let lock = NSLock()
  private var counts: [Int] = []
  var all: [Int] { lock.withLock { counts } }
  func add(_ count: Int) { lock.withLock { counts.append(count) } }
}

/// Asserts that an async expression throws.
func XCTAssertThrowsErrorAsync<T>(
  _ expression: @autoclosure () async throws -> T, file: StaticString = #filePath,
  line: UInt = #line
) async {
  do {
    _ = try await expression()
    XCTFail("no error thrown", file: file, line: line)
  } catch {}
}
