import Foundation
import Sift
import SiftAlgolia
import SiftTesting
import XCTest

/// Keeps README.md honest: every Swift block is compiled (in ReadmeSnippets.swift) and runs.
@MainActor
final class ReadmeTests: XCTestCase {
  private static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  private static let packageRoot = testsDirectory.deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The `swift` blocks of the README, except the `Package.swift` excerpt.
  private func readmeSwiftBlocks() throws -> [String] {
    let readme = try String(
      contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    var blocks: [String] = []
    var current: [String]?
    for line in readme.components(separatedBy: "\n") {
      if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
        current = []
      } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
        blocks.append(current!.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks.filter { !$0.hasPrefix("// Package.swift") }
  }

  /// Lines without their indentation, blank lines dropped: indentation is the only freedom.
  private func normalized(_ text: String) -> String {
    text.components(separatedBy: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
      .joined(separator: "\n")
  }

  func test_everySwiftBlockOfTheReadme_isCompiledVerbatim() async throws {
    let snippets = try String(
      contentsOf: Self.testsDirectory.appendingPathComponent("ReadmeSnippets.swift"),
      encoding: .utf8)
    let compiled = normalized(snippets)
    let blocks = try readmeSwiftBlocks()
    XCTAssertGreaterThanOrEqual(blocks.count, 4)
    for block in blocks {
      XCTAssertTrue(
        compiled.contains(normalized(block)),
        "README block not found in ReadmeSnippets.swift:\n\(block)")
    }
  }

  func test_readmeSnippets_doWhatTheReadmeSays() async throws {
    let (searcher, connector) = try ReadmeSnippets.searchBoxInAFewLines()
    XCTAssertEqual(connector.interactor.query, "sony hedphones")
    XCTAssertNil(searcher.latestResults, "debounced: nothing searched yet")
    connector.interactor.submitQuery()
    await searcher.settled()
    XCTAssertEqual(searcher.latestResults?.request.query.query, "sony hedphones")
    XCTAssertEqual(searcher.latestResults?.response.nbHits, 1, "the typo is tolerated")

    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("sift-readme-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let engine = LocalSearchService()
    try engine.createIndex(
      named: "products", records: [["objectID": "1", "name": "Sony WH-1000XM5 headphones"]])
    let (saved, savedSearcher) = try ReadmeSnippets.saveAndOpen(
      service: engine, appSupport: directory)
    XCTAssertEqual(saved.index(named: "products")?.count, 2, "the journaled write is saved")
    XCTAssertEqual(saved.index(named: "products")?.saveStatus?.journalEntries, 0, "compacted")
    XCTAssertTrue(savedSearcher.service is LocalSearchService)

    let algoliaSearcher = ReadmeSnippets.algolia()
    XCTAssertTrue(algoliaSearcher.service is AlgoliaSearchService)
    XCTAssertEqual(algoliaSearcher.indexName, "products")

    let controller = ReadmeSnippets.customizeExistingImplementation()
    XCTAssertEqual(controller.searchBar.textContentType, .countryName)

    let observableSearcher = RecordingSearcher()
    let observableConnector = ReadmeSnippets.observable(searcher: observableSearcher)
    XCTAssertEqual(observableConnector.interactor.query, "shoes")
    XCTAssertEqual(observableSearcher.searchedQueries, ["shoes"], "submit searches at once")

    let testSearcher = await ReadmeSnippets.testingYourWidgets()
    XCTAssertEqual(testSearcher.searchedQueries, ["sh"])

    let service = StubSearchService()
    service.respond { query in
      SearchResponse(
        hits: [["objectID": "1", "name": "TV"]], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20,
        processingTimeMS: 3, index: query.indexName)
    }
    let (resultsSearcher, _, connectors, hits, stats, sortBy, pages) =
      ReadmeSnippets.resultsScreen(service: service)
    await resultsSearcher.settled()
    XCTAssertTrue(connectors.allSatisfy(\.isConnected))
    XCTAssertEqual(hits.hits.first??.name, "TV")
    XCTAssertEqual(stats.item, "1 result (3ms)")
    XCTAssertEqual(sortBy.selected, 0)
    XCTAssertEqual(pages.pagination.pages, [0])

    try await filtersScreenDoesWhatTheReadmeSays()

    let field = HeadlessTextField()
    let custom = QueryFieldController(textField: field)
    var changes: [String?] = []
    custom.onQueryChanged = { changes.append($0) }
    field.insertText("x")
    custom.setQuery("y")
    XCTAssertEqual(changes, ["x"])
  }

  private func filtersScreenDoesWhatTheReadmeSays() async throws {
    let service = StubSearchService()
    service.respond { query in
      SearchResponse(
        nbHits: 42,
        facets: [
          "categories.lvl0": ["Cameras": 30, "Audio": 12],
          "categories.lvl1": ["Cameras > Digital": 20, "Cameras > Film": 10],
        ], facetsStats: ["price": FacetStats(min: 5, max: 900)], index: query.indexName)
    }
    service.respondToFacetValues { query in
      let brands = [("Sony", 9), ("Samsung", 7), ("Apple", 6), ("LG", 5), ("Bose", 4), ("JBL", 3)]
      return FacetValuesResponse(
        facetHits: brands.filter { $0.0.lowercased().hasPrefix(query.facetQuery.lowercased()) }
          .map { FacetHit(value: $0.0, highlighted: $0.0, count: $0.1) })
    }
    let screen = ReadmeSnippets.filtersScreen(service: service)
    await screen.searcher.settled()
    await screen.brandSearcher.settled()
    XCTAssertTrue(screen.connectors.allSatisfy(\.isConnected))
    XCTAssertEqual(
      screen.brands.items.map(\.item.value), ["Sony", "Samsung", "Apple", "LG", "Bose"])
    XCTAssertEqual(screen.brands.showMore, .showMore(hiddenCount: 1))
    screen.brands.toggleShowMore()
    XCTAssertEqual(screen.brands.items.count, 6)
    XCTAssertEqual(screen.freeShipping.label, "Free shipping")
    XCTAssertEqual(screen.price.bounds, 5...900)
    XCTAssertEqual(screen.categories.items.map(\.label), ["Cameras", "Audio"])

    screen.brandSearch.query = "s"  // typed: debounced, then the brand values are searched
    screen.brandSearch.submit()
    await screen.brandSearcher.settled()
    XCTAssertEqual(screen.brands.items.map(\.item.value), ["Sony", "Samsung"])
    let searchesBefore = service.receivedBatches.count
    screen.brands.select(value: "Sony")
    await screen.searcher.settled()
    XCTAssertEqual(service.receivedBatches.count - searchesBefore, 1, "one search per action")
    screen.freeShipping.toggle()
    screen.price.set(10...50)
    screen.categories.select("Cameras")
    screen.categories.select("Cameras > Digital")
    await screen.searcher.settled()
    XCTAssertEqual(
      screen.filterState.algoliaFilters,
      #"( "brand":"Sony" ) AND ( "categories.lvl1":"Cameras > Digital" ) AND "#
        + #"( "free_shipping":true ) AND ( "price":10.0 TO 50.0 )"#)
    XCTAssertEqual(screen.categories.items.map(\.label), ["Cameras", "Digital", "Film", "Audio"])
    XCTAssertEqual(screen.breadcrumb.items.map(\.label), ["Cameras", "Digital"])
    XCTAssertEqual(screen.currentFilters.items.count, 4)

    screen.breadcrumb.select("Cameras")
    XCTAssertEqual(screen.breadcrumb.items.map(\.label), ["Cameras"])
    screen.currentFilters.remove(try XCTUnwrap(screen.currentFilters.items.first))
    XCTAssertFalse(screen.brands.items.contains(where: \.isSelected))
    screen.clearAll.clear()
    XCTAssertTrue(screen.filterState.isEmpty)
    XCTAssertEqual(screen.currentFilters.items, [])
    XCTAssertFalse(screen.freeShipping.isSelected)
  }
}
