import Foundation
import SiftAlgolia
import SiftCore
import SiftLocal
import XCTest

/// An Algolia index listed for a mirror, against the local Algolia-shaped server: the read
/// endpoints, the listing source they make, and a `LocalIndexMirror` of it end to end (a
/// download into a saved index, resuming after a dropped connection, an expired cursor,
/// refreshes swapped in whole).
final class AlgoliaSearchServiceIndexListingSourceTests: XCTestCase {
  private static func records(_ count: Int, word: String = "lamp") -> [JSON] {
    (0..<count).map { position in
      [
        "objectID": .string("r\(position)"), "name": .string("\(word) \(position)"),
        "brand": .string(position % 2 == 0 ? "Acme" : "Globex"), "price": JSON(position),
      ]
    }
  }

  private static let settings: JSON = [
    "searchableAttributes": ["name", "brand"], "attributesForFaceting": ["brand"],
    "customRanking": ["desc(price)"], "replicas": ["products_price_asc"], "version": 2,
  ]
  private static let replicaSettings: JSON = [
    "searchableAttributes": ["name"], "ranking": ["asc(price)", "typo", "words"],
    "primary": "products",
  ]
  private static let synonyms: [JSON] = [
    ["objectID": "s1", "type": "synonym", "synonyms": ["lamp", "light"]],
    ["objectID": "s2", "type": "oneWaySynonym", "input": "desk", "synonyms": ["table"]],
    ["objectID": "s3", "type": "synonym", "synonyms": ["tv", "television"]],
  ]
  private static let rules: [JSON] = [
    [
      "objectID": "rule-1", "conditions": [["pattern": "cheap", "anchoring": "contains"]],
      "consequence": ["params": ["filters": "price < 20"]],
    ],
    [
      "objectID": "rule-2", "conditions": [["context": "acme"]],
      "consequence": ["params": ["filters": "brand:Acme"]],
    ],
  ]

  private func served(
    _ records: [JSON], dropBrowse: [Int] = [], cursorEpoch: Int = 0
  ) -> [String: AlgoliaTestServer.ServedIndex] {
    [
      "products": .init(
        records: records, settings: Self.settings, synonyms: Self.synonyms, rules: Self.rules,
        dropBrowse: dropBrowse, cursorEpoch: cursorEpoch),
      "products_price_asc": .init(records: [], settings: Self.replicaSettings),
    ]
  }

  private func mirror(_ server: AlgoliaTestServer, directory: URL) -> LocalIndexMirror {
    LocalIndexMirror(
      source: makeService(hosts: [server.host(0)]), indexName: "products", directory: directory,
      hitsPerPage: 10)
  }

  private func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("sift-mirror-\(UUID().uuidString)", isDirectory: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
  }

  /// Collects progress reports from any thread.
  private final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [LocalIndexMirror.Progress] = []
    var all: [LocalIndexMirror.Progress] { lock.withLock { reports } }
    func add(_ report: LocalIndexMirror.Progress) { lock.withLock { reports.append(report) } }
  }

  // MARK: - Endpoints

  func test_readEndpoints_sendAlgoliasRequests_andExportWithoutHighlighting() async throws {
    let server = try await startServer(hostCount: 1)
    try await server.serve(0, indices: served(Self.records(25)))
    let service = makeService(hosts: [server.host(0)])
    let first = try await service.browse(indexName: "products", hitsPerPage: 10)
    XCTAssertEqual(first.hits.count, 10)
    XCTAssertEqual(first.nbHits, 25)
    let cursor = try XCTUnwrap(first.cursor)
    let last = try await service.browse(indexName: "products", cursor: "0:20,10")
    XCTAssertNil(last.cursor)
    XCTAssertEqual(last.hits.count, 5)
    let settings = try await service.settings(indexName: "products")
    XCTAssertEqual(settings["customRanking"], ["desc(price)"])
    let synonyms = try await service.exportSynonyms(indexName: "products", hitsPerPage: 2)
    XCTAssertEqual(synonyms, Self.synonyms)
    let rules = try await service.exportRules(indexName: "products", hitsPerPage: 1)
    XCTAssertEqual(rules, Self.rules)

    let requests = try await server.requests(0)
    XCTAssertEqual(
      requests.map(\.method), ["POST", "POST", "GET"] + Array(repeating: "POST", count: 4))
    XCTAssertEqual(requests[0].path, "/1/indexes/products/browse")
    XCTAssertEqual(try requests[0].json(), ["hitsPerPage": 10])
    XCTAssertEqual(try requests[1].json(), ["cursor": "0:20,10"])
    XCTAssertNotEqual(cursor, "")
    XCTAssertEqual(requests[2].path, "/1/indexes/products/settings")
    XCTAssertEqual(requests[3].path, "/1/indexes/products/synonyms/search")
    XCTAssertEqual(try requests[3].json(), ["query": "", "page": 0, "hitsPerPage": 2])
    XCTAssertEqual(requests[5].path, "/1/indexes/products/rules/search")
    XCTAssertEqual(requests[3].headers["x-algolia-api-key"], "test-key")
  }

  func test_readEndpointErrors_areTyped_andNameTheRead() async throws {
    let server = try await startServer(hostCount: 1)
    try await server.script(
      0, otherwise: .json(["message": "Index does not exist", "status": 404], status: 404))
    let service = makeService(hosts: [server.host(0)])
    do {
      _ = try await service.settings(indexName: "missing")
      XCTFail("no error")
    } catch let error as SearchError {
      XCTAssertEqual(
        error,
        .http(
          status: 404, message: "Index does not exist",
          request: .indexRead(indexName: "missing", endpoint: "settings")))
    }
  }

  func test_listing_readsThroughTheBrowseSettingsSynonymsAndRulesEndpoints() async throws {
    let server = try await startServer(hostCount: 1)
    try await server.serve(0, indices: served(Self.records(25)))
    let source: any IndexListingSource = makeService(hosts: [server.host(0)])
    let first = try await source.listRecords(indexName: "products", cursor: nil, hitsPerPage: 20)
    XCTAssertEqual(first.records, Array(Self.records(25).prefix(20)))
    XCTAssertEqual(first.totalRecords, 25)
    let cursor = try XCTUnwrap(first.cursor)
    let last = try await source.listRecords(
      indexName: "products", cursor: cursor, hitsPerPage: 20)
    XCTAssertEqual(last.records, Array(Self.records(25).suffix(5)))
    XCTAssertNil(last.cursor)
    let settings = try await source.listSettings(indexName: "products_price_asc")
    XCTAssertEqual(settings, Self.replicaSettings)
    let synonyms = try await source.listSynonyms(indexName: "products")
    XCTAssertEqual(synonyms, Self.synonyms)
    let rules = try await source.listRules(indexName: "products")
    XCTAssertEqual(rules, Self.rules)

    let requests = try await server.requests(0)
    XCTAssertEqual(try requests[0].json(), ["hitsPerPage": 20])
    XCTAssertEqual(try requests[1].json(), ["cursor": .string(cursor)])
  }

  func test_listing_asksForAtMostAThousandRecordsAPage() async throws {
    let server = try await startServer(hostCount: 1)
    try await server.serve(0, indices: served(Self.records(3)))
    let source: any IndexListingSource = makeService(hosts: [server.host(0)])
    _ = try await source.listRecords(indexName: "products", cursor: nil, hitsPerPage: 5000)
    let requests = try await server.requests(0)
    XCTAssertEqual(try requests[0].json(), ["hitsPerPage": 1000])
  }

  // MARK: - Mirror

  func test_update_downloadsTheIndex_itsSettingsSynonymsAndRules_andReportsProgress() async throws {
    let server = try await startServer(hostCount: 1)
    try await server.serve(0, indices: served(Self.records(25)))
    let directory = temporaryDirectory()
    let mirror = mirror(server, directory: directory)
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

    let responses = try await mirror.service.search([
      IndexedQuery(indexName: "products", query: SearchQuery("lamp", hitsPerPage: 3)),
      IndexedQuery(indexName: "products_price_asc", query: SearchQuery("lamp", hitsPerPage: 3)),
    ])
    XCTAssertEqual(responses.map(\.nbHits), [25, 25])
    XCTAssertEqual(responses[0].hits.first?["objectID"], "r24")
    XCTAssertEqual(responses[1].hits.first?["objectID"], "r0")
    XCTAssertThrowsError(try index.saveObjects([["objectID": "x"]]), "a mirror is read-only")

    // Saved: another mirror of the directory opens it with no network at all.
    let offline = LocalIndexMirror(
      source: makeService(hosts: [server.closedHost]), indexName: "products",
      directory: directory)
    let reopened = try XCTUnwrap(try offline.openSaved())
    XCTAssertEqual(reopened.records, index.records)
    XCTAssertEqual(reopened.synonyms.map(\.json), Self.synonyms)
    XCTAssertEqual(offline.service.indexNames, ["products", "products_price_asc"])
  }

  func test_update_mirrorsEachReplicasOwnSynonymsAndRules_andAVirtualReplicaOverItsPrimary()
    async throws
  {
    let server = try await startServer(hostCount: 1)
    var settings = Self.settings.objectValue ?? [:]
    settings["replicas"] = ["products_price_asc", "virtual(products_relevant_price)"]
    let replicaRules: [JSON] = [
      ["objectID": "replica-rule", "consequence": ["userData": ["sorted": "by price"]]]
    ]
    try await server.serve(
      0,
      indices: [
        "products": .init(
          records: Self.records(5), settings: .object(settings), synonyms: Self.synonyms,
          rules: Self.rules),
        "products_price_asc": .init(
          records: [], settings: Self.replicaSettings,
          synonyms: [["objectID": "r", "type": "synonym", "synonyms": ["sofa", "couch"]]],
          rules: replicaRules),
        // As Algolia exports a virtual replica: only what it sets.
        "products_relevant_price": .init(
          records: [],
          settings: [
            "customRanking": ["asc(price)"], "relevancyStrictness": 50, "primary": "products",
          ]),
      ])
    let index = try await mirror(server, directory: temporaryDirectory()).update()
    XCTAssertEqual(index.rules.map(\.json), Self.rules)
    let standard = try XCTUnwrap(index.replica(named: "products_price_asc"))
    XCTAssertEqual(standard.rules.map(\.json), replicaRules)
    XCTAssertEqual(standard.synonyms.map(\.objectID), ["r"])
    let virtual = try XCTUnwrap(index.replica(named: "products_relevant_price"))
    XCTAssertTrue(virtual.settings.isVirtualReplica)
    XCTAssertEqual(virtual.settings.customRanking, [.ascending("price")])
    XCTAssertEqual(virtual.settings.relevancyStrictness, 50)
    XCTAssertEqual(virtual.settings.searchableAttributes, index.settings.searchableAttributes)
    XCTAssertEqual(virtual.settings.attributesForFaceting, index.settings.attributesForFaceting)
    XCTAssertEqual(virtual.rules, [])
  }

  func test_update_resumesFromTheLastCursorKept_afterTheConnectionDropsMidBrowse() async throws {
    let server = try await startServer(hostCount: 1)
    try await server.serve(0, indices: served(Self.records(25), dropBrowse: [2]))
    let directory = temporaryDirectory()
    let mirror = mirror(server, directory: directory)
    do {
      try await mirror.update()
      XCTFail("the dropped connection was not reported")
    } catch let error as SearchError {
      guard case .transport(_, .indexRead("products", "browse")) = error else {
        return XCTFail("unexpected \(error)")
      }
    }
    XCTAssertNil(try mirror.openSaved(), "nothing is saved until the download is whole")

    let reports = Reports()
    let index = try await mirror.update { reports.add($0) }
    XCTAssertEqual(index.count, 25)
    XCTAssertEqual(Set(index.records.compactMap { $0["objectID"]?.stringValue }).count, 25)
    XCTAssertEqual(reports.all.first?.isResumed, true)
    XCTAssertEqual(reports.all.first?.records, 10, "the first page was kept")

    let browses = try await server.requests(0).filter { $0.path.hasSuffix("/browse") }
    XCTAssertEqual(
      try browses.map { try $0.json() },
      [["hitsPerPage": 10], ["cursor": "0:10,10"], ["cursor": "0:10,10"], ["cursor": "0:20,10"]],
      "the second update starts at the cursor the first one kept")
  }

  func test_update_startsOver_whenTheKeptCursorHasExpired() async throws {
    let server = try await startServer(hostCount: 1)
    try await server.serve(0, indices: served(Self.records(25), dropBrowse: [2]))
    let mirror = mirror(server, directory: temporaryDirectory())
    await XCTAssertThrowsErrorAsync(try await mirror.update())
    try await server.serve(0, indices: served(Self.records(25), cursorEpoch: 1))
    let index = try await mirror.update()
    XCTAssertEqual(index.count, 25)
    XCTAssertEqual(Set(index.records.compactMap { $0["objectID"]?.stringValue }).count, 25)
  }
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
