#if os(Linux) || os(macOS)
  import Foundation
  import SiftCore
  import XCTest

  @testable import SiftTypesense

  /// Creating collections from Algolia's settings and records, and importing records, against
  /// a real server.
  final class TypesenseSearchServiceCollectionsTests: XCTestCase {
    /// Progress reports, kept in order.
    private final class Reports: @unchecked Sendable {
      private let lock = NSLock()
      private var stored: [TypesenseSearchService.ImportProgress] = []
      func add(_ progress: TypesenseSearchService.ImportProgress) {
        lock.withLock { stored.append(progress) }
      }
      var all: [TypesenseSearchService.ImportProgress] { lock.withLock { stored } }
    }

    private func uniqueName(_ prefix: String) -> String {
      prefix + "_" + UUID().uuidString.prefix(8).lowercased()
    }

    private func temporaryFile(_ name: String, _ contents: Data) throws -> URL {
      let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("sift-typesense-\(UUID().uuidString)-\(name)")
      try contents.write(to: url)
      addTeardownBlock { try? FileManager.default.removeItem(at: url) }
      return url
    }

    private func service() async throws -> TypesenseSearchService {
      try await TypesenseDatasets.shared.sharedServer().service()
    }

    private static func records(_ count: Int) -> [JSON] {
      (0..<count).map { index in
        [
          "objectID": .string("r\(index)"), "title": .string("Record number \(index)"),
          "group": .string(["red", "green", "blue"][index % 3]), "rank": JSON(index),
          "_geoloc": ["lat": JSON(Double(index % 90)), "lng": JSON(Double(index % 180))],
        ]
      }
    }

    func test_loadCollection_fromExportedFiles_reportsProgress_andIsSearchedAsTheSettingsSay()
      async throws
    {
      let service = try await service()
      let name = uniqueName("loaded")
      let records = Self.records(2_500)
      let recordsFile = try temporaryFile("records.json", JSON.array(records).encodedData())
      let settings: JSON = [
        "searchableAttributes": ["title"], "attributesForFaceting": ["group"],
        "customRanking": ["desc(rank)"],
      ]
      let settingsFile = try temporaryFile("settings.json", settings.encodedData())
      let replicaFile = try temporaryFile(
        "replica.json", (["ranking": ["asc(rank)"]] as JSON).encodedData())
      let reports = Reports()
      let setup = try await service.loadCollection(
        named: name, recordsFile: recordsFile, settingsFile: settingsFile,
        replicaSettingsFiles: ["\(name)_rank_asc": replicaFile], batchSize: 1_000
      ) { reports.add($0) }
      addTeardownBlock { try? await service.deleteCollection(named: name) }

      XCTAssertEqual(reports.all.map(\.importedRecords), [1_000, 2_000, 2_500])
      XCTAssertEqual(reports.all.last?.fractionCompleted, 1)
      XCTAssertEqual(setup.parameters.queryBy.map(\.name), ["title"])
      XCTAssertEqual(setup.schema.defaultSortingField, "rank")

      var query = SearchQuery(facets: ["group"])
      query.filters = "rank < 300"
      let response = try await service.search([IndexedQuery(indexName: name, query: query)])[0]
      XCTAssertEqual(response.nbHits, 300)
      XCTAssertEqual(response.facets?["group"], ["red": 100, "green": 100, "blue": 100])
      XCTAssertEqual(response.hits.first?["objectID"], "r299", "custom ranking: rank descending")
      let ascending = try await service.search([
        IndexedQuery(indexName: "\(name)_rank_asc", query: query)
      ])[0]
      XCTAssertEqual(ascending.hits.first?["objectID"], "r0", "the replica: rank ascending")
      let titled = try await service.search([
        IndexedQuery(indexName: name, query: SearchQuery("number 1234"))
      ])[0]
      XCTAssertEqual(titled.hits.first?["objectID"], "r1234")
      XCTAssertEqual(
        titled.hits.first?["_geoloc"], ["lat": 64, "lng": 154], "the location, as Algolia's")
    }

    func test_importRecords_fromJSONLines_addsAndReplacesByObjectID() async throws {
      let service = try await service()
      let name = uniqueName("lines")
      let records = Self.records(10)
      try await service.createCollection(
        named: name, settings: ["searchableAttributes": ["title"]], records: records)
      addTeardownBlock { try? await service.deleteCollection(named: name) }
      try await service.importRecords(records, into: name)
      var changed = records[3]
      changed = .object(
        (changed.objectValue ?? [:]).merging(["title": "Replaced"]) { _, new in new })
      let lines = ([changed] + Self.records(12).suffix(2)).map { $0.serialized() }
        .joined(separator: "\n")
      let file = try temporaryFile("records.jsonl", Data(lines.utf8))
      let imported = try await service.importRecords(contentsOf: file, into: name)
      XCTAssertEqual(imported, 3)
      let response = try await service.search([
        IndexedQuery(indexName: name, query: SearchQuery("replaced"))
      ])[0]
      XCTAssertEqual(response.hits.map { $0["objectID"] }, ["r3"])
      let all = try await service.search([IndexedQuery(indexName: name, query: SearchQuery())])[0]
      XCTAssertEqual(all.nbHits, 12)
    }

    func test_aBadRecord_stopsTheLoadBeforeAnythingIsCreated() async throws {
      let service = try await service()
      let name = uniqueName("refused")
      var records = Self.records(5)
      records.append(["objectID": "bad", "title": "x", "_geoloc": ["lat": "north", "lng": 0]])
      let file = try temporaryFile("records.json", JSON.array(records).encodedData())
      do {
        try await service.loadCollection(named: name, recordsFile: file)
        XCTFail("expected an error")
      } catch let error as TypesenseError {
        XCTAssertEqual(
          error,
          .invalidRecord(
            position: 5, objectID: "bad", keyPath: "_geoloc.lat",
            reason: "expected a number within ±90, found a string"))
      }
      do {
        _ = try await service.schema(ofCollection: name)
        XCTFail("the collection was created")
      } catch SearchError.http(404, _, _) {}
    }

    func test_documentsTypesenseRejects_areListedWithTheirPositions_andTheOthersImported()
      async throws
    {
      let service = try await service()
      let name = uniqueName("rejects")
      // An `auto` field takes the type of its first value; Typesense refuses other types later.
      try await service.createCollection(
        TypesenseCollectionSchema(
          name: name,
          fields: [
            .init(name: "title", type: "string"),
            .init(name: "count", type: "auto", optional: true),
          ]),
        parameters: .init(queryBy: ["title"]))
      addTeardownBlock { try? await service.deleteCollection(named: name) }
      let records: [JSON] = [
        ["objectID": "a", "title": "fits", "count": 1],
        ["objectID": "b", "title": "a word", "count": "two"],
        ["objectID": "c", "title": "fits too", "count": 2],
      ]
      do {
        try await service.importRecords(records, into: name)
        XCTFail("expected an error")
      } catch TypesenseError.importRejected(let collection, let documents) {
        XCTAssertEqual(collection, name)
        XCTAssertEqual(documents.map(\.position), [1])
        XCTAssertEqual(documents.map(\.objectID), ["b"])
        XCTAssertTrue(documents[0].message.contains("count"), documents[0].message)
      }
      let response = try await service.search([IndexedQuery(indexName: name, query: SearchQuery())]
      )[0]
      XCTAssertEqual(response.nbHits, 2)
    }

    func test_aCollectionThatExists_cannotBeCreatedAgain_andADeletedOneIsGone() async throws {
      let service = try await service()
      let name = uniqueName("twice")
      try await service.createCollection(named: name, records: Self.records(1))
      do {
        try await service.createCollection(named: name, records: Self.records(1))
        XCTFail("expected an error")
      } catch SearchError.http(409, _, _) {}
      try await service.deleteCollection(named: name)
      do {
        _ = try await service.schema(ofCollection: name, refreshing: true)
        XCTFail("the collection is still there")
      } catch SearchError.http(404, let message, _) {
        XCTAssertTrue(message.contains(name), message)
      }
    }
  }
#endif
