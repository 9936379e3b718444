import SiftCore
import SiftTesting
import XCTest

// InstantSearch's `RelevantSortInteractor.HitsSearcherConnection(…)` is the connection Sift's
// `connectSearcher(_:)` returns, connected.
@MainActor
final class RelevantSortHitsSearcherConnectionTests: XCTestCase {
  weak var disposableSearcher: HitsSearcher?
  weak var disposableInteractor: RelevantSortInteractor?

  func makeSearcher() -> HitsSearcher {
    HitsSearcher(service: StubSearchService(), indexName: "")
  }

  func testLeak() async {
    do {
      let searcher = makeSearcher()
      let interactor = RelevantSortInteractor(priority: .relevancy)

      disposableSearcher = searcher
      disposableInteractor = interactor

      interactor.connectSearcher(searcher)
    }
    XCTAssertNil(disposableSearcher, "Leaked searcher")
    XCTAssertNil(disposableInteractor, "Leaked interactor")
  }

  func testConnect() async {
    let searcher = makeSearcher()
    let interactor = RelevantSortInteractor(priority: .relevancy)

    let connection = interactor.connectSearcher(searcher)
    connection.connect()

    checkConnected(interactor: interactor, searcher: searcher)
  }

  func testConnectMethod() async {
    let searcher = makeSearcher()
    let interactor = RelevantSortInteractor(priority: .relevancy)

    interactor.connectSearcher(searcher)

    checkConnected(interactor: interactor, searcher: searcher)
  }

  func testDisconnect() async {
    let searcher = makeSearcher()
    let interactor = RelevantSortInteractor(priority: .relevancy)

    let connection = interactor.connectSearcher(searcher)
    connection.connect()
    connection.disconnect()

    searcher.onResults.fire(SearchResponse(nbSortedHits: nil))
    XCTAssertEqual(interactor.item, .relevancy)

    searcher.onResults.fire(SearchResponse(nbSortedHits: 100))
    XCTAssertEqual(interactor.item, .relevancy)

    var requests = 0
    searcher.onRequestChanged.subscribeOnce(with: self) { _, _ in requests += 1 }

    interactor.toggle()
    XCTAssertEqual(requests, 0)
  }

  func checkConnected(
    interactor: RelevantSortInteractor, searcher: HitsSearcher, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    searcher.onResults.fire(SearchResponse(nbSortedHits: 100))
    XCTAssertEqual(interactor.item, .relevancy, file: file, line: line)

    searcher.onResults.fire(SearchResponse(nbSortedHits: nil))
    XCTAssertEqual(interactor.item, .none, file: file, line: line)

    // Back to a priority that toggles (an unknown one does not).
    interactor.item = .hitsCount

    var strictness: [Int?] = []
    searcher.onRequestChanged.subscribeOnce(with: self) { _, request in
      strictness.append(request.query.relevancyStrictness)
    }

    interactor.toggle()
    // Deliberate difference: relevancy takes `relevancyStrictness` off the request, so the
    // replica's own strictness applies again (InstantSearch sends 100, overriding a replica set
    // to, say, 90).
    XCTAssertEqual(strictness, [nil], file: file, line: line)

    searcher.onRequestChanged.subscribeOnce(with: self) { _, request in
      strictness.append(request.query.relevancyStrictness)
    }

    interactor.toggle()
    XCTAssertEqual(strictness, [nil, 0], file: file, line: line)
  }
}
