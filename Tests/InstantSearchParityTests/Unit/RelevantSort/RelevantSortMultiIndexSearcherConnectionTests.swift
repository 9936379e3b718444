import SiftCore
import SiftTesting
import XCTest

// InstantSearch's deprecated `MultiIndexSearcher` is, in Sift, a `MultiSearcher` with a
// `HitsSearcher` per index (InstantSearch's own replacement); the query at index 0 is the first
// child's, and the interactor connects to that child.
@MainActor
final class RelevantSortMultiIndexSearcherConnectionTests: XCTestCase {
  weak var disposableSearcher: MultiSearcher?
  weak var disposableInteractor: RelevantSortInteractor?

  func makeSearcher() -> (MultiSearcher, HitsSearcher) {
    let searcher = MultiSearcher(service: StubSearchService())
    let first = searcher.addHitsSearcher(indexName: "a")
    searcher.addHitsSearcher(indexName: "b")
    return (searcher, first)
  }

  func testLeak() async {
    do {
      let (searcher, first) = makeSearcher()
      let interactor = RelevantSortInteractor(priority: .relevancy)

      disposableSearcher = searcher
      disposableInteractor = interactor

      interactor.connectSearcher(first)
    }
    XCTAssertNil(disposableSearcher, "Leaked searcher")
    XCTAssertNil(disposableInteractor, "Leaked interactor")
  }

  func testConnect() async {
    let (searcher, first) = makeSearcher()
    let interactor = RelevantSortInteractor(priority: .relevancy)

    let connection = interactor.connectSearcher(first)
    connection.connect()

    checkConnected(interactor: interactor, searcher: searcher, first: first)
  }

  func testConnectMethod() async {
    let (searcher, first) = makeSearcher()
    let interactor = RelevantSortInteractor(priority: .relevancy)

    interactor.connectSearcher(first)

    checkConnected(interactor: interactor, searcher: searcher, first: first)
  }

  func testDisconnect() async {
    let (searcher, first) = makeSearcher()
    let interactor = RelevantSortInteractor(priority: .relevancy)

    let connection = interactor.connectSearcher(first)
    connection.connect()
    connection.disconnect()

    first.onResults.fire(SearchResponse(nbSortedHits: 100))
    XCTAssertEqual(interactor.item, .relevancy)

    first.onResults.fire(SearchResponse(nbSortedHits: nil))
    XCTAssertEqual(interactor.item, .relevancy)

    var searches = 0
    searcher.onSearch.subscribeOnce(with: self) { _, _ in searches += 1 }

    interactor.toggle()
    XCTAssertEqual(searches, 0)
  }

  func checkConnected(
    interactor: RelevantSortInteractor, searcher: MultiSearcher, first: HitsSearcher,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    first.onResults.fire(SearchResponse(nbSortedHits: 100))
    XCTAssertEqual(interactor.item, .relevancy, file: file, line: line)

    first.onResults.fire(SearchResponse(nbSortedHits: nil))
    XCTAssertEqual(interactor.item, .none, file: file, line: line)

    // Back to a priority that toggles (an unknown one does not).
    interactor.item = .hitsCount

    var strictness: [Int?] = []
    searcher.onSearch.subscribeOnce(with: self) { _, queries in
      strictness.append(queries.first?.query.relevancyStrictness)
    }

    interactor.toggle()
    // Deliberate difference: relevancy takes `relevancyStrictness` off the request, so the
    // replica's own strictness applies again (InstantSearch sends 100).
    XCTAssertEqual(strictness, [nil], file: file, line: line)

    searcher.onSearch.subscribeOnce(with: self) { _, queries in
      strictness.append(queries.first?.query.relevancyStrictness)
    }

    interactor.toggle()
    XCTAssertEqual(strictness, [nil, 0], file: file, line: line)
  }
}
