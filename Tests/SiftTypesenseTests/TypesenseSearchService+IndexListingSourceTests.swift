#if os(Linux) || os(macOS)
  import Foundation
  import SiftCore
  import SiftLocal
  import SiftTestSupport
  import XCTest

  @testable import SiftTypesense

  /// A Typesense collection listed for a mirror, against a real server: records by pages with a
  /// resume cursor, settings from the schema and the sorted indices, and `LocalIndexMirror` over
  /// it end to end (a download into a saved index, resuming after a cut, a collection that lost
  /// documents mid-listing, refreshes) and `OnlineFirstSearchService` answering from the mirror
  /// once the server is stopped.
  final class TypesenseSearchServiceIndexListingSourceTests: XCTestCase {
    /// A source that fails with a network error on the listing page numbered `failingPage`
    /// (from 1), as a dropped connection would, and counts the pages it asked for.
    private final class CutSource: IndexListingSource, @unchecked Sendable {
      let base: TypesenseSearchService
      let failingPage: Int?
      private let lock = NSLock()
      private var pages = 0

      init(_ base: TypesenseSearchService, failingPage: Int?) {
        self.base = base
        self.failingPage = failingPage
      }

      var pagesAsked: Int { lock.withLock { pages } }

      func listRecords(
        indexName: String, cursor: String?, hitsPerPage: Int
      ) async throws -> IndexListingPage {
        let number = lock.withLock {
          pages += 1
          return pages
        }
        if number == failingPage {
          throw SearchError.transport(
            description: "connection dropped",
            request: .indexRead(indexName: indexName, endpoint: "list"))
        }
        return try await base.listRecords(
          indexName: indexName, cursor: cursor, hitsPerPage: hitsPerPage)
      }

      func listSettings(indexName: String) async throws -> JSON {
        try await base.listSettings(indexName: indexName)
      }
    }

    private func uniqueName(_ prefix: String) -> String {
      prefix + "_" + UUID().uuidString.prefix(8).lowercased()
    }

    private func temporaryDirectory() throws -> URL {
      let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("sift-typesense-mirror-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      addTeardownBlock { try? FileManager.default.removeItem(at: url) }
      return url
    }

    private static func records(_ count: Int, word: String = "lamp") -> [JSON] {
      let brands = ["Acme", "Globex", "Initech"]
      return (0..<count).map { position -> JSON in
        let geoloc: JSON = [
          "lat": JSON(Double(position % 80)), "lng": JSON(Double(position % 170)),
        ]
        var record: [String: JSON] = [:]
        record["objectID"] = .string("r\(position)")
        record["name"] = .string("\(word) \(position)")
        record["brand"] = .string(brands[position % 3])
        record["price"] = JSON(position % 97)
        record["rank"] = JSON(position)
        record["_geoloc"] = geoloc
        return .object(record)
      }
    }

    private static let settings: JSON = [
      "searchableAttributes": ["name", "brand"], "attributesForFaceting": ["brand", "price"],
      "customRanking": ["desc(rank)"],
    ]

    /// A collection on `service`'s server with `count` records and a price-ascending replica.
    private func makeCollection(
      _ service: TypesenseSearchService, named name: String, count: Int, word: String = "lamp"
    ) async throws {
      let records = Self.records(count, word: word)
      try await service.createCollection(
        named: name, settings: Self.settings, records: records,
        replicaSettings: [name + "_price_asc": ["ranking": ["asc(price)"]]])
      try await service.importRecords(records, into: name)
    }

    private func sharedService() async throws -> TypesenseSearchService {
      try await TypesenseDatasets.shared.sharedServer().service()
    }

    private func facetSearch(_ name: String) -> [IndexedQuery] {
      var query = SearchQuery("")
      query.facets = ["brand", "price"]
      query.filters = "brand:Globex AND price >= 10"
      query.hitsPerPage = 5
      return [IndexedQuery(indexName: name, query: query)]
    }

    // MARK: Listing

    func test_listRecords_pagesThroughEveryDocument_asAlgoliaRecords_inImportOrder() async throws {
      let service = try await sharedService()
      let name = uniqueName("listed")
      try await makeCollection(service, named: name, count: 260)
      var page = try await service.listRecords(indexName: name, cursor: nil, hitsPerPage: 100)
      var records = page.records
      var pages = 1
      while let cursor = page.cursor {
        page = try await service.listRecords(indexName: name, cursor: cursor, hitsPerPage: 7)
        records += page.records
        pages += 1
      }
      XCTAssertEqual(pages, 3, "100 a page, kept by the cursor")
      XCTAssertEqual(page.totalRecords, 260)
      XCTAssertEqual(records.map { $0["objectID"]?.stringValue }, (0..<260).map { "r\($0)" })
      XCTAssertEqual(records[5], Self.records(6)[5], "the record as it was imported")
      XCTAssertNil(records[5]["id"])
    }

    func test_listRecords_asksForAtMostTheServersPageSize() async throws {
      let service = try await sharedService()
      let name = uniqueName("big_pages")
      try await makeCollection(service, named: name, count: 300)
      let page = try await service.listRecords(indexName: name, cursor: nil, hitsPerPage: 1_000)
      XCTAssertEqual(page.records.count, TypesenseSearchService.maximumListingPageSize)
      XCTAssertNotNil(page.cursor)
    }

    func test_listRecords_withACursorOfAnotherSource_isA400() async throws {
      let service = try await sharedService()
      let name = uniqueName("cursor")
      try await makeCollection(service, named: name, count: 3)
      do {
        _ = try await service.listRecords(indexName: name, cursor: "AkZ3bXl=", hitsPerPage: 10)
        XCTFail("no error")
      } catch SearchError.http(let status, let message, _) {
        XCTAssertEqual(status, 400)
        XCTAssertTrue(message.contains("cursor"), message)
      }
    }

    func test_listRecords_afterDocumentsWereDeleted_refusesTheCursor_with409() async throws {
      let service = try await sharedService()
      let name = uniqueName("shrunk")
      try await makeCollection(service, named: name, count: 30)
      let first = try await service.listRecords(indexName: name, cursor: nil, hitsPerPage: 10)
      try await service.deleteCollection(named: name)
      try await makeCollection(service, named: name, count: 25)
      do {
        _ = try await service.listRecords(indexName: name, cursor: first.cursor, hitsPerPage: 10)
        XCTFail("no error")
      } catch SearchError.http(let status, let message, _) {
        XCTAssertEqual(status, 409)
        XCTAssertTrue(message.contains("25"), message)
      }
    }

    func test_listRecords_ofAMissingCollection_isA404NamingIt() async throws {
      let service = try await sharedService()
      do {
        _ = try await service.listRecords(indexName: "no_such_thing", cursor: nil, hitsPerPage: 10)
        XCTFail("no error")
      } catch SearchError.http(let status, let message, _) {
        XCTAssertEqual(status, 404)
        XCTAssertTrue(message.contains("no_such_thing"), message)
      }
    }

    func test_listSettings_readsTheSchemaAndSortedIndices_asAlgoliaSettings() async throws {
      let server = try await TypesenseDatasets.shared.sharedServer()
      let name = uniqueName("settings")
      var configuration = TypesenseSearchService.Configuration()
      configuration.collections[name] = .init(
        queryBy: [.init("brand", weight: 1), .init("name", weight: 4)],
        sortBy: "_text_match:desc,rank:desc", attributesToSnippet: ["name:5"])
      configuration.sortedIndices[name + "_cheap"] = .init(
        collection: name, sortBy: "price:asc,_text_match:desc,rank:desc")
      let service = server.service(configuration: configuration)
      try await service.createCollection(
        TypesenseCollectionSchema(
          name: name,
          fields: [
            .init(name: "name", type: "string"), .init(name: "brand", type: "string", facet: true),
            .init(name: "price", type: "float", facet: true), .init(name: "rank", type: "int32"),
          ], defaultSortingField: "rank"))
      let primary = try await service.listSettings(indexName: name)
      XCTAssertEqual(
        primary,
        [
          "searchableAttributes": ["name", "brand"], "attributesForFaceting": ["brand", "price"],
          "customRanking": ["desc(rank)"], "replicas": .array([.string(name + "_cheap")]),
          "attributesToSnippet": ["name:5"],
        ])
      let replica = try await service.listSettings(indexName: name + "_cheap")
      XCTAssertEqual(
        replica["ranking"],
        [
          "asc(price)", "typo", "geo", "words", "filters", "proximity", "attribute", "exact",
          "custom",
        ])
      XCTAssertEqual(replica["customRanking"], ["desc(rank)"])
      XCTAssertNil(replica["replicas"])
    }

    func test_listSettings_ofASortTheEngineCannotRankBy_isAnInvalidRequestNamingIt() async throws {
      let server = try await TypesenseDatasets.shared.sharedServer()
      let name = uniqueName("geo_sorted")
      var configuration = TypesenseSearchService.Configuration()
      configuration.sortedIndices[name + "_near"] = .init(
        collection: name, sortBy: "_geoloc(48.85, 2.35):asc")
      let service = server.service(configuration: configuration)
      try await makeCollection(service, named: name, count: 3)
      do {
        _ = try await service.listSettings(indexName: name + "_near")
        XCTFail("no error")
      } catch SearchError.invalidRequest(let message) {
        XCTAssertTrue(message.contains(name + "_near"), message)
      }
    }

    // MARK: Mirroring

    func test_mirror_copiesTheCollection_andAnswersAsTheServerDoes() async throws {
      let service = try await sharedService()
      let name = uniqueName("mirrored")
      try await makeCollection(service, named: name, count: 600)
      let mirror = LocalIndexMirror(
        source: service, indexName: name, directory: try temporaryDirectory())
      let index = try await mirror.update()
      XCTAssertEqual(index.count, 600)

      let online = try await service.search(facetSearch(name))[0]
      let offline = try await mirror.service.search(facetSearch(name))[0]
      XCTAssertEqual(offline.nbHits, online.nbHits)
      XCTAssertEqual(offline.facets, online.facets)
      XCTAssertEqual(offline.facetsStats, online.facetsStats)

      var cheapest = SearchQuery("lamp")
      cheapest.hitsPerPage = 3
      let sorted = try await mirror.service.search([
        IndexedQuery(indexName: name + "_price_asc", query: cheapest)
      ])[0]
      XCTAssertEqual(sorted.hits.map { $0["price"] }, [0, 0, 0], "the replica, sorted by price")

      var near = SearchQuery("")
      near.aroundLatLng = "10, 10"
      near.aroundRadius = .meters(1_000)
      let around = try await mirror.service.search([IndexedQuery(indexName: name, query: near)])[0]
      XCTAssertEqual(around.hits.first?["_geoloc"], ["lat": 10.0, "lng": 10.0])
    }

    func test_mirror_cutShort_resumesFromTheLastPageKept() async throws {
      let service = try await sharedService()
      let name = uniqueName("resumed")
      try await makeCollection(service, named: name, count: 95)
      let directory = try temporaryDirectory()
      let cut = CutSource(service, failingPage: 3)
      do {
        try await LocalIndexMirror(
          source: cut, indexName: name, directory: directory, hitsPerPage: 20
        ).update()
        XCTFail("no error")
      } catch SearchError.transport {}

      let resumed = CutSource(service, failingPage: nil)
      let mirror = LocalIndexMirror(
        source: resumed, indexName: name, directory: directory, hitsPerPage: 20)
      let first = Reports()
      let index = try await mirror.update { first.add($0) }
      XCTAssertEqual(index.count, 95)
      XCTAssertEqual(resumed.pagesAsked, 3, "pages 3, 4 and 5 only")
      XCTAssertEqual(first.all.first?.isResumed, true)
      XCTAssertEqual(first.all.first?.records, 40)
    }

    func test_mirror_resumingAfterDocumentsWereDeleted_listsAgainFromTheStart() async throws {
      let service = try await sharedService()
      let name = uniqueName("restarted")
      try await makeCollection(service, named: name, count: 50)
      let directory = try temporaryDirectory()
      do {
        try await LocalIndexMirror(
          source: CutSource(service, failingPage: 2), indexName: name, directory: directory,
          hitsPerPage: 20
        ).update()
        XCTFail("no error")
      } catch SearchError.transport {}
      try await service.deleteCollection(named: name)
      try await makeCollection(service, named: name, count: 45, word: "desk")

      let index = try await LocalIndexMirror(
        source: service, indexName: name, directory: directory, hitsPerPage: 20
      ).update()
      XCTAssertEqual(index.count, 45)
      let lamps = try index.search(SearchQuery("lamp"))
      XCTAssertEqual(lamps.nbHits, 0, "no record of the listing before")
    }

    func test_mirror_refresh_servesTheNewVersion() async throws {
      let service = try await sharedService()
      let name = uniqueName("refreshed")
      try await makeCollection(service, named: name, count: 40)
      let mirror = LocalIndexMirror(
        source: service, indexName: name, directory: try temporaryDirectory(), hitsPerPage: 25)
      try await mirror.update()
      try await service.importRecords(
        [
          [
            "objectID": "new", "name": "chandelier", "brand": "Acme", "price": 5, "rank": 1,
            "_geoloc": ["lat": 1.0, "lng": 2.0],
          ]
        ],
        into: name)
      try await mirror.update()
      let found = try await mirror.service.search([
        IndexedQuery(indexName: name, query: SearchQuery("chandelier"))
      ])[0]
      XCTAssertEqual(found.hits.map { $0["objectID"] }, ["new"])
      XCTAssertEqual(try mirror.openSaved()?.count, 41, "the saved copy is the new one")
    }

    func test_onlineFirst_overTypesenseAndItsMirror_answersFromTheMirror_whenTheServerStops()
      async throws
    {
      let server = try await TypesenseServerProcess.start()
      addTeardownBlock { server.stop() }
      let typesense = server.service(configuration: .init(connectionTimeout: .seconds(2)))
      let name = uniqueName("fallback")
      try await makeCollection(typesense, named: name, count: 120)
      let mirror = LocalIndexMirror(
        source: typesense, indexName: name, directory: try temporaryDirectory())
      try await mirror.update()
      let service = OnlineFirstSearchService(online: typesense, offline: mirror.service)

      let online = try await service.search(facetSearch(name))[0]
      XCTAssertEqual(online.answeredBy, .hosted)
      server.stop()
      let offline = try await service.search(facetSearch(name))[0]
      XCTAssertEqual(offline.answeredBy, .mirror)
      XCTAssertEqual(offline.nbHits, online.nbHits)
      XCTAssertEqual(offline.facets, online.facets)
      XCTAssertTrue(service.isOffline)
    }
  }

  /// Progress reports, kept in order.
  private final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [LocalIndexMirror.Progress] = []
    func add(_ progress: LocalIndexMirror.Progress) { lock.withLock { stored.append(progress) } }
    var all: [LocalIndexMirror.Progress] { lock.withLock { stored } }
  }
#endif
