import Foundation
import SiftCore
import SiftTesting
import XCTest

@MainActor
final class HitsSearcherTests: XCTestCase {
  private func response(_ text: String, nbHits: Int = 1) -> SearchResponse {
    SearchResponse(hits: [["objectID": .string(text)]], nbHits: nbHits, query: text)
  }

  func test_search_deliversTheResponseStampedWithItsRequest() async {
    let service = StubSearchService()
    service.respond(toQuery: "phone", with: response("phone", nbHits: 42))
    let searcher = HitsSearcher(service: service, indexName: "products")
    var results: [SearchResponse] = []
    var searches: [HitsSearcher.Request] = []
    searcher.onResults.subscribe(with: self) { _, response in results.append(response) }
    searcher.onSearch.subscribe(with: self) { _, request in searches.append(request) }
    searcher.query = "phone"
    searcher.search()
    XCTAssertTrue(searcher.isLoading)
    await searcher.settled()
    XCTAssertEqual(results.map(\.nbHits), [42])
    XCTAssertEqual(searcher.latestResults?.request.query.query, "phone")
    XCTAssertEqual(searches.map(\.query.query), ["phone"])
    XCTAssertEqual(service.receivedBatches.first?.first?.indexName, "products")
    XCTAssertEqual(searcher.status, .idle)
  }

  func test_changingAnythingButThePage_resetsThePage() async {
    let searcher = HitsSearcher(service: StubSearchService(), indexName: "products")
    searcher.request.query.page = 3
    searcher.query = "phone"
    XCTAssertEqual(searcher.request.query.page, 0)
    searcher.request.query.page = 2
    searcher.indexName = "products_price_asc"
    XCTAssertEqual(searcher.request.query.page, 0)
    searcher.request.query.page = 2
    searcher.request.query.filters = "brand:Apple"
    XCTAssertEqual(searcher.request.query.page, 0)
    searcher.request.query.page = 2
    searcher.request.query.hitsPerPage = 10
    XCTAssertEqual(
      searcher.request.query.page, 0, "a new page size makes old page numbers meaningless")
    searcher.request.query.page = 5
    XCTAssertEqual(searcher.request.query.page, 5, "setting the page alone keeps it")
    searcher.request = HitsSearcher.Request(
      indexName: "products", query: SearchQuery("tv", page: 3, hitsPerPage: 10))
    XCTAssertEqual(
      searcher.request.query.page, 3, "a change that sets the page too keeps that page")
  }

  func test_theAnalyticsFlags_keepTheResultSetAndItsPage() async {
    let searcher = HitsSearcher(service: StubSearchService(), indexName: "products")
    searcher.request.query.page = 3
    searcher.request.query.clickAnalytics = true
    searcher.request.query.analytics = false
    XCTAssertEqual(searcher.request.query.page, 3)
    XCTAssertEqual(searcher.request.resultSet, HitsSearcher.Request(indexName: "products"))
  }

  func test_aNewResultSet_cancelsThePageLoadsOfTheOldOne() async {
    let service = StubSearchService()
    service.holdsReplies = true
    let searcher = HitsSearcher(service: service, indexName: "products")
    var pages: [Int?] = []
    searcher.onPageResults.subscribe(with: self) { _, results in
      pages.append(results.request.query.page)
    }
    searcher.loadPage(1)
    searcher.loadPage(2)
    await service.waitForReceivedCalls(2)
    searcher.request.query.page = 4
    XCTAssertEqual(searcher.loadingPages, [1, 2], "another page of the same result set")
    searcher.query = "phone"
    XCTAssertEqual(searcher.loadingPages, [], "the old result set's pages are of no use")
    service.releaseAll()
    await service.waitForCompletedCalls(2)
    await Task.yield()
    XCTAssertEqual(pages, [])
  }

  func test_shouldTriggerSearchForQuery_decidesWhetherASearchStarts() async {
    let service = StubSearchService()
    let searcher = HitsSearcher(service: service, indexName: "products")
    searcher.shouldTriggerSearchForQuery = { !($0.query.query ?? "").isEmpty }
    var searches: [String?] = []
    searcher.onSearch.subscribe(with: self) { _, request in searches.append(request.query.query) }
    searcher.search()
    searcher.query = "phone"
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(searches, ["phone"])
    XCTAssertEqual(service.receivedBatches.map { $0.first?.query.query }, ["phone"])
  }

  func test_requestEvents_fireForWhatChanged() async {
    let searcher = HitsSearcher(service: StubSearchService(), indexName: "products")
    var log: [String] = []
    searcher.onQueryChanged.subscribe(with: self) { _, query in log.append("query:\(query ?? "")") }
    searcher.onIndexChanged.subscribe(with: self) { _, index in log.append("index:\(index)") }
    searcher.onRequestChanged.subscribe(with: self) { _, _ in log.append("request") }
    searcher.setQuery("a")
    searcher.setQuery("a")
    searcher.indexName = "other"
    searcher.request.query.hitsPerPage = 5
    XCTAssertEqual(log, ["query:a", "request", "index:other", "request", "request"])
  }

  func test_status_goesLoadingThenStalledThenIdle() async {
    let clock = ManualClock()
    let service = StubSearchService(clock: clock, latency: .seconds(1))
    let searcher = HitsSearcher(
      service: service, indexName: "products", clock: clock, stalledDelay: .milliseconds(300))
    var statuses: [SearchStatus] = []
    searcher.onStatusChanged.subscribe(with: self) { _, status in statuses.append(status) }
    searcher.search()
    await service.waitForReceivedCalls(1)
    await clock.advance(by: .milliseconds(299))
    XCTAssertEqual(searcher.status, .loading)
    await clock.advance(by: .milliseconds(1))
    XCTAssertEqual(searcher.status, .stalled)
    await clock.advance(by: .milliseconds(700))
    await searcher.settled()
    XCTAssertEqual(statuses, [.loading, .stalled, .idle])
  }

  /// A loading that starts after an earlier one settled waits the whole delay again, though
  /// one timer serves both.
  func test_status_stallsAFullDelayAfterEachLoadingStarts() async {
    let clock = ManualClock()
    let service = StubSearchService(clock: clock)
    service.setLatency { call, _ in call == 0 ? .milliseconds(100) : .seconds(1) }
    let searcher = HitsSearcher(
      service: service, indexName: "products", clock: clock, stalledDelay: .milliseconds(300))
    searcher.search()
    await service.waitForReceivedCalls(1)
    await clock.advance(by: .milliseconds(100))
    await searcher.settled()
    XCTAssertEqual(searcher.status, .idle)
    await clock.advance(by: .milliseconds(100))
    searcher.search()  // at 200 ms: stalls at 500 ms, not when the first timer fires at 300 ms
    await service.waitForReceivedCalls(2)
    await clock.advance(by: .milliseconds(299))
    XCTAssertEqual(searcher.status, .loading)
    await clock.advance(by: .milliseconds(1))
    XCTAssertEqual(searcher.status, .stalled)
  }

  func test_aFastSearch_neverStalls() async {
    let clock = ManualClock()
    let service = StubSearchService(clock: clock, latency: .milliseconds(100))
    let searcher = HitsSearcher(service: service, indexName: "products", clock: clock)
    var statuses: [SearchStatus] = []
    searcher.onStatusChanged.subscribe(with: self) { _, status in statuses.append(status) }
    searcher.search()
    await service.waitForReceivedCalls(1)
    await clock.advance(by: .milliseconds(100))
    await searcher.settled()
    await clock.run()
    XCTAssertEqual(statuses, [.loading, .idle])
  }

  func test_error_isDeliveredAndBecomesTheStatus() async {
    let service = StubSearchService()
    let failure = SearchError.http(
      status: 500, message: "boom",
      request: .search([IndexedQuery(indexName: "products", query: SearchQuery("x"))]))
    service.fail(query: "x", with: failure)
    let searcher = HitsSearcher(service: service, indexName: "products")
    var errors: [SearchError] = []
    searcher.onError.subscribe(with: self) { _, error in errors.append(error) }
    searcher.query = "x"
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(errors, [failure])
    XCTAssertEqual(searcher.status, .error(failure))
    searcher.query = "y"
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(searcher.status, .idle, "a later success clears the error")
  }

  func test_foreignErrors_areWrappedWithTheRequest() async {
    struct Offline: Error {}
    let service = StubSearchService()
    service.respond { _ in throw Offline() }
    let searcher = HitsSearcher(service: service, indexName: "products")
    var errors: [SearchError] = []
    searcher.onError.subscribe(with: self) { _, error in errors.append(error) }
    searcher.search()
    await searcher.settled()
    guard case .transport(_, .search(let queries)) = errors.first else {
      return XCTFail("expected a transport error carrying the request, got \(errors)")
    }
    XCTAssertEqual(queries.map(\.indexName), ["products"])
  }

  func test_latestRequestWins_aStaleReplyArrivingLastIsDropped() async {
    let service = StubSearchService()
    service.holdsReplies = true
    service.ignoresCancellation = true
    let searcher = HitsSearcher(service: service, indexName: "products")
    var delivered: [String?] = []
    searcher.onStampedResults.subscribe(with: self) { _, stamped in
      delivered.append(stamped.request.query.query)
    }
    searcher.query = "a"
    searcher.search()
    await service.waitForReceivedCalls(1)
    searcher.query = "ab"
    searcher.search()
    await service.waitForReceivedCalls(2)
    service.release(call: 1)
    await service.waitForCompletedCalls(1)
    XCTAssertTrue(searcher.isLoading, "the stale call is still in flight")
    service.release(call: 0)
    await searcher.settled()
    XCTAssertEqual(delivered, ["ab"])
    XCTAssertEqual(searcher.latestResults?.request.query.query, "ab")
  }

  func test_supersededSearch_isCancelled() async {
    let service = StubSearchService()
    service.holdsReplies = true
    let searcher = HitsSearcher(service: service, indexName: "products")
    searcher.query = "a"
    searcher.search()
    await service.waitForReceivedCalls(1)
    searcher.query = "ab"
    searcher.search()
    await service.waitForCompletedCalls(1)
    XCTAssertFalse(
      service.heldCalls.contains(0), "the superseded call was cancelled, not left waiting")
    service.releaseAll()
    await searcher.settled()
    XCTAssertEqual(searcher.latestResults?.request.query.query, "ab")
  }

  func test_aSearcherThatGoesAway_cancelsItsSearchInFlight() async {
    let service = StubSearchService()
    service.holdsReplies = true
    var searcher: HitsSearcher? = HitsSearcher(service: service, indexName: "products")
    searcher?.search()
    await service.waitForReceivedCalls(1)
    searcher = nil
    await service.waitForCompletedCalls(1)
    XCTAssertEqual(service.heldCalls, [], "the call was cancelled, not left waiting for no one")
  }

  func test_cancel_deliversNothing_andSettlesIdle() async {
    let service = StubSearchService()
    service.holdsReplies = true
    let searcher = HitsSearcher(service: service, indexName: "products")
    var delivered = 0
    searcher.onResults.subscribe(with: self) { _, _ in delivered += 1 }
    searcher.search()
    searcher.cancel()
    await searcher.settled()
    service.releaseAll()
    XCTAssertEqual(delivered, 0)
    XCTAssertEqual(searcher.status, .idle)
  }

  func test_aRequestsPlan_isSentAsOneBatch_andItsResponsesMergedIntoOne() async {
    let service = StubSearchService()
    service.respond { query in
      query.query.hitsPerPage == 0
        ? SearchResponse(nbHits: 0, facets: ["brand": ["A": 1, "B": 1]])
        : SearchResponse(nbHits: 10, facets: ["brand": ["A": 1]])
    }
    let searcher = HitsSearcher(service: service, indexName: "products")
    searcher.request.filters.add(
      Filter.Facet(attribute: "brand", value: "A"),
      toGroupWithID: .or(name: "brand", filterType: .facet))
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(service.receivedBatches.count, 1, "one batch")
    XCTAssertEqual(service.receivedBatches.first, SearchPlan(searcher.request).queries)
    XCTAssertEqual(service.receivedBatches.first?.count, 2)
    XCTAssertEqual(searcher.latestResults?.response.facets?["brand"], ["A": 1, "B": 1])
    XCTAssertEqual(searcher.latestResults?.response.nbHits, 10)
  }

  func test_aBackendReturningTheWrongNumberOfResponses_isAnError() async {
    let service = StubSearchService()
    service.respondToBatches { _ in [] }
    let searcher = HitsSearcher(service: service, indexName: "products")
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(searcher.status, .error(.responseCountMismatch(expected: 1, received: 0)))
  }

  /// 1,000 seeded sequences of typed queries whose replies come back in random order: no stale
  /// response is ever delivered, and the last delivered result belongs to the last request.
  func test_randomizedOrdering_neverDeliversAStaleResponse() async {
    var generator = SplitMix64(seed: 0x5EED)
    let words = ["p", "ph", "pho", "phon", "phone", "case", "ca", "tv", "t", "laptop"]
    var deliveriesChecked = 0
    for sequence in 0..<1_000 {
      let service = StubSearchService()
      service.holdsReplies = true
      service.ignoresCancellation = true
      let searcher = HitsSearcher(service: service, indexName: "products")
      var latestSearched: HitsSearcher.Request?
      var delivered: [HitsSearcher.Request] = []
      searcher.onSearch.subscribe(with: self) { _, request in latestSearched = request }
      searcher.onStampedResults.subscribe(with: self) { _, stamped in
        XCTAssertEqual(
          stamped.request, latestSearched, "sequence \(sequence): stale response delivered")
        XCTAssertEqual(stamped.response.query, stamped.request.query.query ?? "")
        delivered.append(stamped.request)
      }
      let searches = Int.random(in: 1...6, using: &generator)
      for _ in 0..<searches {
        searcher.query = words.randomElement(using: &generator)
        if Bool.random(using: &generator) {
          searcher.request.query.page = Int.random(in: 0...3, using: &generator)
        }
        searcher.search()
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
          await Task.yield()
          if let call = service.heldCalls.randomElement(using: &generator) {
            service.release(call: call)
          }
        }
      }
      var rounds = 0
      while searcher.isLoading && rounds < 50 {
        rounds += 1
        await Task.yield()
        let held = service.heldCalls
        if let call = held.randomElement(using: &generator) {
          service.release(call: call)
        }
      }
      service.releaseAll()
      await searcher.settled()
      XCTAssertEqual(
        delivered.last, latestSearched, "sequence \(sequence): the last request's result shows")
      XCTAssertEqual(searcher.latestResults?.request, latestSearched)
      XCTAssertEqual(searcher.status, .idle)
      deliveriesChecked += delivered.count
    }
    XCTAssertGreaterThanOrEqual(deliveriesChecked, 1_000)
  }

  func test_aRequest_roundTripsThroughJSON_withItsFilters() throws {
    var request = HitsSearcher.Request(indexName: "products", query: SearchQuery("tv", page: 2))
    request.filters.add(
      Filter.Facet(attribute: "brand", value: "Sony"),
      toGroupWithID: .or(name: "brand", filterType: .facet))
    request.disjunctiveFacets = ["color"]
    let data = try JSONEncoder().encode(request)
    XCTAssertEqual(try JSONDecoder().decode(HitsSearcher.Request.self, from: data), request)
    let withoutFilters = Data(#"{"indexName":"products","query":{"query":"tv"}}"#.utf8)
    XCTAssertEqual(
      try JSONDecoder().decode(HitsSearcher.Request.self, from: withoutFilters),
      HitsSearcher.Request(indexName: "products", query: SearchQuery("tv")))
  }
}
