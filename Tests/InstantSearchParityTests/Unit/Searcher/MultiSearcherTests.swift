import SiftAlgolia
import SiftCore
import SiftTesting
import XCTest

@MainActor
final class MultiSearcherTests: XCTestCase {
  func testResultsDistribution() async {
    // Deliberate difference: InstantSearch slices a reply of too few results into the children
    // it can fill and fails the others; Sift fails every child of the batch with
    // `.responseCountMismatch`, as a reply that does not match its queries cannot be trusted to
    // be in their order.
    let service = StubSearchService()
    service.respondToBatches { queries in
      (0..<4).map {
        SearchResponse(hits: [], nbHits: 0, query: "res\($0)", index: queries[0].indexName)
      }
    }
    let searcher = MultiSearcher(service: service)
    // Two queries for the first child (an or-group adds a faceting query), three for the other.
    let subSearcher = searcher.addHitsSearcher(indexName: "index")
    subSearcher.request.filters.add(
      Filter.Facet(attribute: "brand", stringValue: "a"),
      toGroupWithID: .or(name: "brand", filterType: .facet))
    let anotherSubSearcher = searcher.addHitsSearcher(indexName: "index")
    anotherSubSearcher.request.filters.add(
      Filter.Facet(attribute: "brand", stringValue: "a"),
      toGroupWithID: .or(name: "brand", filterType: .facet))
    anotherSubSearcher.request.filters.add(
      Filter.Facet(attribute: "color", stringValue: "b"),
      toGroupWithID: .or(name: "color", filterType: .facet))

    var errors: [[SearchError]] = [[], []]
    subSearcher.onError.subscribe(with: self) { _, error in errors[0].append(error) }
    anotherSubSearcher.onError.subscribe(with: self) { _, error in errors[1].append(error) }

    searcher.search()
    await searcher.settled()

    XCTAssertEqual(service.receivedBatches.first?.count, 5)
    XCTAssertEqual(errors[0], [.responseCountMismatch(expected: 5, received: 4)])
    XCTAssertEqual(errors[1], [.responseCountMismatch(expected: 5, received: 4)])
    XCTAssertNil(subSearcher.latestResults)
    XCTAssertNil(anotherSubSearcher.latestResults)
  }

  func testRequestOptions() async throws {
    let requestOpts = AlgoliaSearchService.RequestOptions(headers: ["test": "test"])
    let searcher = MultiSearcher(
      appID: "testAppID", apiKey: "testApiKey", requestOptions: requestOpts)
    searcher.addHitsSearcher(indexName: "")

    // InstantSearch's request carries its options; Sift's searcher sends them with each batch
    // through its Algolia service.
    let service = try XCTUnwrap(searcher.service as? AlgoliaSearchService)
    XCTAssertEqual(service.configuration.additionalHeaders, ["test": "test"])

    var searches = 0
    searcher.onSearch.subscribe(with: self) { _, _ in
      searches += 1
    }
    searcher.search()
    searcher.cancel()
    XCTAssertEqual(searches, 1, "Search expectation")
  }
}
