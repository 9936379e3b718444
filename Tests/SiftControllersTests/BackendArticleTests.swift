import Foundation
import Sift
import SiftTesting
import XCTest

/// Runs the code of the articles OfflineMirrors, SavedIndices and AlgoliaExportsInTheEngine
/// (BackendArticleSnippets) and checks that it does what the articles say. The listings that
/// reach a hosted service are compiled only.
@MainActor
final class BackendArticleTests: XCTestCase {
  /// A hosted index of a few records, listed two a page; it can fail once after a page.
  private final class Source: IndexListingSource, @unchecked Sendable {
    private let lock = NSLock()
    private var failuresLeft = 0
    let records: [JSON] = (1...5).map {
      ["objectID": .string("\($0)"), "name": .string("Desk lamp \($0)")]
    }

    func failOnce() { lock.withLock { failuresLeft = 1 } }

    private func takeFailure() -> Bool {
      lock.withLock {
        defer { failuresLeft = max(0, failuresLeft - 1) }
        return failuresLeft > 0
      }
    }

    func listRecords(
      indexName: String, cursor: String?, hitsPerPage: Int
    ) async throws -> IndexListingPage {
      let start = Int(cursor ?? "0") ?? 0
      if start > 0, takeFailure() {
        throw ConnectionLost()
      }
      let end = min(records.count, start + 2)
      return IndexListingPage(
        records: Array(records[start..<end]), cursor: end < records.count ? "\(end)" : nil,
        totalRecords: records.count)
    }

    func listSettings(indexName: String) async throws -> JSON { ["searchableAttributes": ["name"]] }
  }

  private struct ConnectionLost: Error {}

  /// Log lines collected from any thread.
  private final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    var all: [String] { lock.withLock { lines } }
    func add(_ line: String) { lock.withLock { lines.append(line) } }
  }

  private func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("sift-backend-article-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
  }

  private func products() throws -> LocalSearchService {
    let service = LocalSearchService()
    try service.createIndex(
      named: "products", records: [["objectID": "1", "name": "Sony WH-1000XM5 headphones"]],
      settings: LocalIndexSettings(json: ["searchableAttributes": ["name"]]))
    return service
  }

  /// A mirror whose source failed after its first page, and the records file its interrupted
  /// download kept.
  private func interruptedMirror() async throws -> (LocalIndexMirror, URL) {
    let directory = try temporaryDirectory()
    let source = Source()
    source.failOnce()
    let mirror = LocalIndexMirror(
      source: source, indexName: "products", directory: directory, hitsPerPage: 2)
    do {
      try await mirror.update()
      XCTFail("the source failed after its first page")
    } catch {}
    return (mirror, directory.appendingPathComponent("download/records.json"))
  }

  func test_offlineMirrors_aDamagedInterruptedDownload_isReportedAndDownloadedAgain() async throws {
    let (mirror, records) = try await interruptedMirror()
    var kept = try Data(contentsOf: records)
    kept[kept.count / 2] ^= 0x01
    try kept.write(to: records)

    let lines = Lines()
    try await BackendArticleSnippets.updateReportingDamage(mirror: mirror) { lines.add($0) }
    XCTAssertEqual(lines.all.count, 1, "\(lines.all)")
    XCTAssertTrue(
      lines.all.first?.hasPrefix("the interrupted download was damaged") ?? false, "\(lines.all)")
    XCTAssertEqual(mirror.service.index(named: "products")?.count, 5)
  }

  func test_offlineMirrors_anUnreadableDownload_startsOver() async throws {
    let (mirror, records) = try await interruptedMirror()
    try FileManager.default.removeItem(at: records)
    try FileManager.default.createDirectory(at: records, withIntermediateDirectories: true)
    do {
      try await mirror.update()
      XCTFail("the kept records cannot be read")
    } catch LocalIndexError.unreadableFile {
    }

    try await BackendArticleSnippets.updateStartingOver(mirror: mirror)
    XCTAssertEqual(mirror.service.index(named: "products")?.count, 5)
  }

  func test_savedIndices_savesJournalsAndReopens() async throws {
    let reopened = try BackendArticleSnippets.saveAndReopen(
      service: try products(), appSupport: try temporaryDirectory())
    XCTAssertEqual(reopened.index(named: "products")?.count, 2, "the journaled write is read")
    XCTAssertThrowsError(
      try reopened.index(named: "products")?.saveObjects([["objectID": "3", "name": "x"]]),
      "opened read-only")
  }

  func test_savedIndices_aReleasedDirectory_opensForWritingAgain() async throws {
    let index = try XCTUnwrap(try products().index(named: "products"))
    let catalog = try temporaryDirectory().appendingPathComponent("Catalog.sift")
    let writer = try BackendArticleSnippets.releaseDirectory(index: index, catalog: catalog)
    try writer.saveObjects([["objectID": "2", "name": "Bose QC45"]])
    XCTAssertEqual(writer.count, 2)
    XCTAssertEqual(index.count, 1, "the released index stays searchable")
    XCTAssertThrowsError(try index.saveObjects([["objectID": "3", "name": "x"]]))
  }

  func test_savedIndices_anExtension_readsWhatTheAppWrote() async throws {
    #if canImport(Darwin)
      throw XCTSkip("a test runner has no App Group container")
    #else
      let container = try XCTUnwrap(
        FileManager.default.containerURL(
          forSecurityApplicationGroupIdentifier: "group.com.example.catalog"))
      try? FileManager.default.removeItem(at: container)
      defer { try? FileManager.default.removeItem(at: container) }
      let catalog = try BackendArticleSnippets.appGroup(
        service: try products(), newProducts: [["objectID": "2", "name": "Bose QC45"]])
      XCTAssertEqual(catalog.index(named: "products")?.count, 2)
    #endif
  }

  func test_algoliaExports_eachIndexHasItsOwnSynonymsAndRules() async throws {
    let folder = try temporaryDirectory()
    func file(_ name: String, _ json: JSON) throws -> URL {
      let url = folder.appendingPathComponent(name)
      try json.encodedData().write(to: url)
      return url
    }
    let (service, products) = try BackendArticleSnippets.loadExport(
      recordsURL: try file(
        "products.json",
        [
          ["objectID": "1", "name": "Sofa", "price": 900],
          ["objectID": "2", "name": "Armchair", "price": 300],
        ]),
      settingsURL: try file(
        "settings.json",
        [
          "searchableAttributes": ["name"],
          "replicas": ["products_price_asc", "virtual(products_relevant_price)"],
        ]),
      priceAscSettingsURL: try file(
        "price_asc.json", ["searchableAttributes": ["name"], "ranking": ["asc(price)"]]),
      relevantPriceURL: try file("relevant_price.json", ["customRanking": ["asc(price)"]]),
      synonymsURL: try file(
        "synonyms.json", [["objectID": "s", "type": "synonym", "synonyms": ["sofa", "couch"]]]),
      rulesURL: try file("rules.json", []),
      priceAscSynonymsURL: try file(
        "price_asc_synonyms.json",
        [["objectID": "t", "type": "synonym", "synonyms": ["armchair", "seat"]]]),
      priceAscRulesURL: try file("price_asc_rules.json", []))
    XCTAssertEqual(try products.search(SearchQuery("couch")).nbHits, 1)
    let priceAsc = try XCTUnwrap(service.index(named: "products_price_asc"))
    XCTAssertEqual(try priceAsc.search(SearchQuery("couch")).nbHits, 0, "not the primary's")
    XCTAssertEqual(try priceAsc.search(SearchQuery("seat")).nbHits, 1, "its own")
    let relevant = try XCTUnwrap(service.index(named: "products_relevant_price"))
    XCTAssertEqual(
      try relevant.search(SearchQuery("sofa")).nbHits, 1, "the primary's searchable attributes")
  }

  func test_algoliaExports_parametersReadAsAlgoliaTakesThem() async throws {
    let index = try LocalSearchService().createIndex(
      named: "products",
      records: [
        ["objectID": "1", "name": "red phone", "brand": "Acme"],
        ["objectID": "2", "name": "blue phone", "brand": "Acme"],
      ],
      settings: LocalIndexSettings(
        json: ["searchableAttributes": ["name"], "attributesForFaceting": ["brand"]]))
    let parametersData = Data(
      #"{"query": "red phone", "hitsPerPage": 20, "facets": ["brand"]}"#.utf8)
    let (fromString, fromJSON, fromValue, response) = try BackendArticleSnippets.algoliaParameters(
      products: index, parametersData: parametersData)
    XCTAssertEqual(fromString.query, "red phone")
    XCTAssertEqual(fromString.hitsPerPage, 20)
    XCTAssertEqual(fromString.facets, ["brand"])
    XCTAssertEqual(fromJSON, fromString)
    XCTAssertEqual(fromValue, fromString)
    XCTAssertEqual(response.nbHits, 1)
    XCTAssertEqual(response.facets?["brand"], ["Acme": 1])
  }
}
