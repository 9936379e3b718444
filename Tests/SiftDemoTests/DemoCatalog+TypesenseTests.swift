#if os(Linux) || os(macOS)
  import Foundation
  import Sift
  import SiftTestSupport
  import SiftTesting
  import XCTest

  @testable import sift_demo

  /// `sift-demo --typesense URL --api-key KEY --collection NAME` against a real server: the
  /// sample catalog or a records file loaded first, the same screen as on the embedded engine
  /// (facets, hierarchy, range, sort by, pages, detail view), scripted queries as text and JSON,
  /// and the API key kept out of everything printed.
  @MainActor
  final class DemoCatalogTypesenseTests: XCTestCase {
    private func uniqueName(_ prefix: String) -> String {
      prefix + "_" + UUID().uuidString.prefix(8).lowercased()
    }

    private func typesenseArguments(
      _ server: TypesenseServerProcess, collection: String, _ more: [String] = []
    ) -> [String] {
      [
        "--typesense", server.url, "--api-key", TypesenseServerProcess.apiKey, "--collection",
        collection,
      ]
        + more
    }

    private func assertNoKey(
      _ output: DemoProcess.Output, file: StaticString = #filePath, line: UInt = #line
    ) {
      XCTAssertFalse(output.stdout.contains(TypesenseServerProcess.apiKey), file: file, line: line)
      XCTAssertFalse(output.stderr.contains(TypesenseServerProcess.apiKey), file: file, line: line)
    }

    private func temporaryFile(_ name: String, _ json: JSON) throws -> URL {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("sift-demo-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
      let url = folder.appendingPathComponent(name)
      try json.encodedData().write(to: url)
      return url
    }

    // MARK: Scripted

    func test_loadingTheCatalog_thenAQuery_printsTheServersHitsAndFacets() async throws {
      let server = try await TypesenseServerProcess.start(for: self)
      let name = uniqueName("products")
      let loaded = try DemoProcess.run(
        typesenseArguments(
          server, collection: name,
          [
            "--load-dataset", "catalog", "--query", "samsng tv", "--facet", "brand",
            "--hits-per-page", "3",
          ]))
      XCTAssertEqual(loaded.status, 0, loaded.stderr)
      let lines = loaded.stdout.split(separator: "\n")
      XCTAssertTrue(lines.first?.hasPrefix("\"samsng tv\": ") ?? false, loaded.stdout)
      XCTAssertTrue(
        lines.dropFirst().prefix(3).allSatisfy { $0.contains("Samsung") }, loaded.stdout)
      XCTAssertTrue(loaded.stdout.contains("  brand: Samsung ("), loaded.stdout)
      assertNoKey(loaded)

      // The collection stays on the server: a second run searches it, sorted, filtered, paged.
      let sorted = try DemoProcess.run(
        typesenseArguments(
          server, collection: name,
          [
            "--sort-by", "\(name)_cheapest=price:asc", "--sort", "\(name)_cheapest",
            "--query", "headphones", "--filter", "brand:Sony", "--hits-per-page", "4",
            "--page", "2", "--json",
          ]))
      XCTAssertEqual(sorted.status, 0, sorted.stderr)
      let response = try JSONDecoder().decode(SearchResponse.self, from: Data(sorted.stdout.utf8))
      XCTAssertEqual(response.page, 1)
      XCTAssertEqual(response.hits.count, 4)
      XCTAssertTrue(response.hits.allSatisfy { $0["brand"]?.stringValue == "Sony" })
      let prices = response.hits.compactMap { $0["price"]?.doubleValue }
      XCTAssertEqual(prices, prices.sorted())
      assertNoKey(sorted)
    }

    func test_loadingARecordsFile_withSettingsAndAReplicaBesideThem_searchesItsSortChoice()
      async throws
    {
      let server = try await TypesenseServerProcess.start(for: self)
      let name = uniqueName("books")
      let records: JSON = .array(
        (0..<40).map { position in
          [
            "objectID": .string("b\(position)"), "title": .string("Book \(position) of tales"),
            "author": .string(["Ada", "Bo", "Cy"][position % 3]), "year": JSON(1900 + position),
          ]
        })
      let data = try temporaryFile("books.json", records)
      let settings = data.deletingLastPathComponent().appendingPathComponent("settings.json")
      try
        ([
          "searchableAttributes": ["title", "author"], "attributesForFaceting": ["author"],
          "replicas": [.string(name + "_year_asc")],
        ] as JSON).encodedData().write(to: settings)
      try (["ranking": ["asc(year)"]] as JSON).encodedData().write(
        to: data.deletingLastPathComponent().appendingPathComponent(
          name + "_year_asc_settings.json"))
      let output = try DemoProcess.run(
        typesenseArguments(
          server, collection: name,
          [
            "--load-dataset", data.path, "--settings", settings.path, "--sort", name + "_year_asc",
            "--query", "tales", "--facet", "author", "--hits-per-page", "3", "--json",
          ]))
      XCTAssertEqual(output.status, 0, output.stderr)
      let response = try JSONDecoder().decode(SearchResponse.self, from: Data(output.stdout.utf8))
      XCTAssertEqual(response.nbHits, 40)
      XCTAssertEqual(response.hits.map { $0["year"] }, [1900, 1901, 1902])
      XCTAssertEqual(response.facets?["author"]?["Ada"], 14)
    }

    func test_aWrongKey_failsWithTheServersRefusal_andNeverPrintsTheKey() async throws {
      let server = try await TypesenseServerProcess.start(for: self)
      let wrongKey = "not-the-key-91c2"
      let output = try DemoProcess.run([
        "--typesense", server.url, "--api-key", wrongKey, "--collection", "anything",
        "--query", "tv",
      ])
      XCTAssertEqual(output.status, 1)
      XCTAssertTrue(output.stderr.contains("401"), output.stderr)
      XCTAssertFalse(output.stderr.contains(wrongKey), output.stderr)
      XCTAssertFalse(output.stdout.contains(wrongKey), output.stdout)
    }

    func test_aCollectionThatDoesNotExist_isNamedInTheError() async throws {
      let server = try await TypesenseServerProcess.start(for: self)
      let output = try DemoProcess.run(
        typesenseArguments(server, collection: "nowhere_to_be_found", ["--query", "tv"]))
      XCTAssertEqual(output.status, 1)
      XCTAssertTrue(output.stderr.contains("nowhere_to_be_found"), output.stderr)
      assertNoKey(output)
    }

    // MARK: The interactive screen

    private func loadSampleApp() async throws -> (DemoApp, TypesenseServerProcess) {
      let server = try await TypesenseServerProcess.start(for: self)
      let arguments = try DemoArguments.parse(
        typesenseArguments(server, collection: uniqueName("shop"), ["--load-dataset", "catalog"]))
      let catalog = try await DemoCatalog.typesense(arguments, progress: nil)
      let app = DemoApp(
        catalog: catalog, size: (rows: 30, columns: 110), clock: ManualClock())
      app.start()
      await app.searcher.settled()
      return (app, server)
    }

    func test_theSampleCatalogOnTheServer_showsTheSameScreen_asOnTheEmbeddedEngine() async throws {
      let (app, _) = try await loadSampleApp()
      let local = try DemoCatalog.sample()
      XCTAssertEqual(app.catalog.facetAttributes, local.facetAttributes)
      XCTAssertEqual(app.catalog.rangeAttribute, "price")
      XCTAssertEqual(app.catalog.recordCount, local.recordCount)
      let screen = DemoRenderer.render(app).plainText
      XCTAssertTrue(screen.contains("Categories"), screen)
      XCTAssertTrue(screen.contains("Brand"), screen)
      XCTAssertNotNil(app.range.bounds, "the range's bounds from the server's facet stats")
      XCTAssertEqual(app.searcher.latestResults?.response.nbHits, local.recordCount)

      _ = app.handle(.pageDown)
      await app.searcher.settled()
      XCTAssertEqual(app.pager.pagination.currentPage, 1)
      _ = app.handle(.control("s"))
      await app.searcher.settled()
      XCTAssertEqual(app.searcher.indexName, app.catalog.indexName + "_price_asc")
      let prices = app.hits.hits.compactMap { $0?["price"]?.doubleValue }
      XCTAssertFalse(prices.isEmpty)
      XCTAssertEqual(prices, prices.sorted())

      _ = app.handle([.tab, .tab, .down, .enter])
      let record = try XCTUnwrap(app.detail)
      let detail = DemoRenderer.render(app).plainText
      XCTAssertTrue(detail.contains(record["name"]?.stringValue ?? "?"), detail)
      XCTAssertTrue(detail.contains("Description"), detail)
    }

    func test_theCategoryHierarchy_onTheServer_opensALevel() async throws {
      let (app, _) = try await loadSampleApp()
      if app.focus != .facets { _ = app.handle(.tab) }
      let target = try XCTUnwrap(
        app.facetRows.firstIndex {
          if case .category(let item) = $0 { return item.value == "Cameras" }
          return false
        })
      while app.facetCursor < target { _ = app.handle(.down) }
      _ = app.handle(.enter)
      await app.searcher.settled()
      let levels = app.categories.items.filter { $0.level == 1 }
      XCTAssertFalse(levels.isEmpty, "the next level shows")
      XCTAssertTrue(levels.allSatisfy { $0.value.hasPrefix("Cameras > ") })
      XCTAssertEqual(
        app.searcher.latestResults?.response.nbHits,
        app.categories.items.first { $0.value == "Cameras" }?.count)
    }
  }
#endif
