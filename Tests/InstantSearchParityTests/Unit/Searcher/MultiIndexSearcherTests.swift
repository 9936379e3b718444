import SiftCore
import SiftTesting
import XCTest

/// InstantSearch's `MultiIndexSearcher` (deprecated there) is Sift's `MultiSearcher` with a
/// `HitsSearcher` per index, InstantSearch's own replacement.
@MainActor
final class MultiIndexSearcherTests: XCTestCase {
  private func makeSearcher(indexNames: [String]) -> (MultiSearcher, StubSearchService) {
    let service = StubSearchService()
    let searcher = MultiSearcher(service: service)
    for indexName in indexNames {
      searcher.addHitsSearcher(indexName: indexName)
    }
    return (searcher, service)
  }

  func testOnQueryChanged() async throws {
    // Deliberate difference: the query is each index's; setting the multi-searcher's sets every
    // child's, and each announces it.
    let (searcher, _) = makeSearcher(indexNames: ["index1", "index2"])
    var changes = 0
    for child in searcher.hitsSearchers {
      child.onQueryChanged.subscribe(with: self) { _, _ in changes += 1 }
    }
    searcher.setQuery("")
    XCTAssertEqual(changes, 2, "Query change expectation")
  }

  func testOnIndexChanged() async throws {
    // Deliberate difference: each index is its child's; a child announces its own index change
    // (InstantSearch announces the position and the name on the multi-searcher).
    let (searcher, _) = makeSearcher(indexNames: ["index1", "index2"])
    var changes: [(Int, String)] = []
    for (index, child) in searcher.hitsSearchers.enumerated() {
      child.onIndexChanged.subscribe(with: self) { _, indexName in
        changes.append((index, indexName))
      }
    }
    searcher.hitsSearchers[1].indexName = "index3"
    XCTAssertEqual(changes.count, 1)
    XCTAssertEqual(changes.first?.0, 1)
    XCTAssertEqual(changes.first?.1, "index3")
  }

  func testOnSearch() async throws {
    let (searcher, _) = makeSearcher(indexNames: ["i1", "i2"])
    var searches = 0
    searcher.onSearch.subscribe(with: self) { _, _ in
      searches += 1
    }
    searcher.search()
    XCTAssertEqual(searches, 1, "Search expectation")
    await searcher.settled()
  }

  func testConditionalSearch() async throws {
    let (searcher, service) = makeSearcher(indexNames: ["i1", "i2"])
    var searches = 0
    searcher.onSearch.subscribe(with: self) { _, _ in
      searches += 1
    }
    searcher.shouldTriggerSearchForQueries = { requests in
      requests[0].query.query ?? "" != ""
    }
    searcher.setQuery(nil)
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(searches, 0, "Search expectation")
    XCTAssertEqual(service.receivedCallCount, 0)
  }
}
