import Foundation
import Sift
import SiftTesting
import XCTest

/// Keeps README.md honest: every Swift block is compiled (in ReadmeSnippets.swift) and runs.
@MainActor
final class ReadmeTests: XCTestCase {
  func test_everySwiftBlockOfTheReadme_isCompiledVerbatim() async throws {
    let compiled = MarkdownSwiftBlocks.normalized(
      try MarkdownSwiftBlocks.file(at: "Tests/SiftControllersTests/ReadmeSnippets.swift"))
    let blocks = try MarkdownSwiftBlocks.blocks(inPageAt: "README.md")
    XCTAssertGreaterThanOrEqual(blocks.count, 2)
    for block in blocks {
      XCTAssertTrue(
        compiled.contains(MarkdownSwiftBlocks.normalized(block)),
        "README block not found in ReadmeSnippets.swift:\n\(block)")
    }
  }

  func test_readmeSearchBox_searchesWhatTheUserTyped_typoTolerated() async throws {
    let (searcher, connector) = try ReadmeSnippets.searchBoxInAFewLines()
    XCTAssertEqual(connector.interactor.query, "sony hedphones")
    XCTAssertNil(searcher.latestResults, "debounced: nothing searched yet")
    connector.interactor.submitQuery()
    await searcher.settled()
    XCTAssertEqual(searcher.latestResults?.request.query.query, "sony hedphones")
    XCTAssertEqual(searcher.latestResults?.response.nbHits, 1, "the typo is tolerated")
  }

  func test_readmeResultsScreen_showsHitsStatsSortAndPages() async {
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
  }

  func test_readmeResultsScreen_showsThePickedPage() async {
    let service = StubSearchService()
    service.respond { query in
      let page = query.query.page ?? 0
      let hitsPerPage = query.query.hitsPerPage ?? 20
      let rows = (page * hitsPerPage)..<((page + 1) * hitsPerPage)
      return SearchResponse(
        hits: rows.map { ["objectID": .string("\($0)"), "name": .string("TV \($0)")] },
        nbHits: 100, page: page, nbPages: 5, hitsPerPage: hitsPerPage, processingTimeMS: 1,
        index: query.indexName)
    }
    let (searcher, _, connectors, hits, _, _, pages) = ReadmeSnippets.resultsScreen(
      service: service)
    await searcher.settled()
    XCTAssertEqual(hits.hits.count, 20)
    XCTAssertEqual(pages.pagination.pages, [0, 1, 2, 3, 4])
    let scrollsBefore = hits.scrollToTopRequestCount
    pages.select(page: 2)
    await searcher.settled()
    XCTAssertEqual(hits.hits.map { $0?.name }, (40..<60).map { "TV \($0)" }, "exactly page 2")
    XCTAssertEqual(hits.scrollToTopRequestCount, scrollsBefore + 1, "shown from its first row")
    XCTAssertEqual(pages.pagination.currentPage, 2)
    XCTAssertTrue(connectors.allSatisfy(\.isConnected))
  }
}
