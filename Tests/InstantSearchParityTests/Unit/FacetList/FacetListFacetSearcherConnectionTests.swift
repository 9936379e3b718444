import SiftCore
import SiftTesting
import XCTest

// InstantSearch's `FacetListInteractor.FacetSearcherConnection(…)` is the connection Sift's
// `connectFacetSearcher(_:)` returns, connected.
@MainActor
final class FacetListFacetSearcherConnectionTests: XCTestCase {
  let facets: [FacetValue] = .init(prefix: "v", count: 3)

  var results: FacetValuesResponse {
    FacetValuesResponse(
      facetHits: facets.map {
        FacetHit(value: $0.value, highlighted: $0.highlighted ?? $0.value, count: $0.count)
      })
  }

  weak var disposableInteractor: FacetListInteractor?
  weak var disposableSearcher: FacetSearcher?

  func makeSearcher() -> FacetSearcher {
    FacetSearcher(service: StubSearchService(), indexName: "", attribute: "facet")
  }

  func testLeak() async {
    do {
      let interactor = FacetListInteractor(facets: facets, selectionMode: .single)
      let searcher = makeSearcher()

      disposableInteractor = interactor
      disposableSearcher = searcher

      let connection = interactor.connectFacetSearcher(searcher)
      connection.connect()
    }
    XCTAssertNil(disposableInteractor, "Leaked interactor")
    XCTAssertNil(disposableSearcher, "Leaked searcher")
  }

  func testConnect() async {
    let interactor = FacetListInteractor(selectionMode: .single)
    let searcher = makeSearcher()

    let connection = interactor.connectFacetSearcher(searcher)
    connection.connect()

    check(interactor: interactor, searcher: searcher, isConnected: true)
  }

  func testConnectFunction() async {
    let interactor = FacetListInteractor(selectionMode: .single)
    let searcher = makeSearcher()

    interactor.connectFacetSearcher(searcher)

    check(interactor: interactor, searcher: searcher, isConnected: true)
  }

  func testDisconnect() async {
    let interactor = FacetListInteractor(selectionMode: .single)
    let searcher = makeSearcher()

    let connection = interactor.connectFacetSearcher(searcher)
    connection.connect()
    connection.disconnect()

    check(interactor: interactor, searcher: searcher, isConnected: false)
  }

  func check(
    interactor: FacetListInteractor, searcher: FacetSearcher, isConnected: Bool,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    var received: [[FacetValue]] = []
    interactor.onItemsChanged.subscribe(with: self) { _, facets in
      received.append(facets)
    }

    searcher.onResults.fire(results)

    XCTAssertEqual(received, isConnected ? [facets] : [], file: file, line: line)
  }
}
