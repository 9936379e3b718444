import SiftCore
import SiftTesting
import XCTest

// InstantSearch's `FacetListInteractor.HitsSearcherConnection(…)` is the connection Sift's
// `connectSearcher(_:attribute:)` returns, connected.
@MainActor
final class FacetListHitsSearcherConnectionTests: XCTestCase {
  let attribute: Attribute = "Test Attribute"
  let facets: [FacetValue] = .init(prefix: "v", count: 3)

  weak var disposableSearcher: HitsSearcher?
  weak var disposableInteractor: FacetListInteractor?

  func makeSearcher() -> HitsSearcher {
    HitsSearcher(service: StubSearchService(), indexName: "")
  }

  func testLeak() async {
    do {
      let searcher = makeSearcher()
      let interactor = FacetListInteractor()

      disposableSearcher = searcher
      disposableInteractor = interactor

      let connection = interactor.connectSearcher(searcher, attribute: attribute)
      connection.connect()
    }
    XCTAssertNil(disposableSearcher, "Leaked searcher")
    XCTAssertNil(disposableInteractor, "Leaked interactor")
  }

  func testConnect() async {
    let searcher = makeSearcher()
    let interactor = FacetListInteractor()

    let connection = interactor.connectSearcher(searcher, attribute: attribute)
    connection.connect()

    checkConnection(interactor: interactor, searcher: searcher, isConnected: true)
  }

  func testConnectMethod() async {
    let searcher = makeSearcher()
    let interactor = FacetListInteractor()

    interactor.connectSearcher(searcher, attribute: attribute)

    checkConnection(interactor: interactor, searcher: searcher, isConnected: true)
  }

  func testDisconnect() async {
    let searcher = makeSearcher()
    let interactor = FacetListInteractor()

    let connection = interactor.connectSearcher(searcher, attribute: attribute)
    connection.connect()
    connection.disconnect()

    checkConnection(interactor: interactor, searcher: searcher, isConnected: false)
  }

  func checkConnection(
    interactor: FacetListInteractor, searcher: HitsSearcher, isConnected: Bool,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    var results = SearchResponse()
    results.facets = [
      attribute.name: Dictionary(uniqueKeysWithValues: facets.map { ($0.value, $0.count) })
    ]

    var received: [Set<FacetValue>] = []
    interactor.onItemsChanged.subscribe(with: self) { _, facets in
      received.append(Set(facets))
    }

    searcher.onResults.fire(results)

    XCTAssertEqual(received, isConnected ? [Set(facets)] : [], file: file, line: line)
  }
}
