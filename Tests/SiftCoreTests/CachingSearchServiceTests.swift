import SiftCore
import SiftTesting
import XCTest

/// `CachingSearchService` as an app uses it: in front of a backend, under a real search box and
/// searcher, on a manual clock.
@MainActor
final class CachingSearchServiceTests: XCTestCase {
  private func query(_ text: String, index: String = "products") -> IndexedQuery {
    IndexedQuery(indexName: index, query: SearchQuery(text))
  }

  private func texts(_ batches: [[IndexedQuery]]) -> [[String]] {
    batches.map { $0.map { $0.query.query ?? "" } }
  }

  func test_typingTV_deletingALetter_andTypingItAgain_searchesTVOnce() async {
    let clock = ManualClock()
    let backend = RecordingSearchService(wrapping: StubSearchService())
    let service = CachingSearchService(wrapping: backend, clock: clock)
    let searcher = HitsSearcher(service: service, indexName: "products", clock: clock)
    let searchBoxView = RecordingSearchBoxController()
    let searchBox = SearchBoxConnector(searcher: searcher, clock: clock, controller: searchBoxView)

    for text in ["t", "tv", "t", "tv"] {
      searchBoxView.type(text)
      await clock.advance(by: .milliseconds(100))
      await searcher.settled()
      XCTAssertEqual(
        searcher.latestResults?.response.query, text, "the results shown are \(text)'s")
    }
    XCTAssertEqual(texts(backend.receivedBatches), [["t"], ["tv"]])
    XCTAssertEqual(service.cachedResponseCount, 2)
    XCTAssertTrue(searchBox.isConnected)
  }

  func test_anIdenticalQueryInFlight_isSharedWithTheCallAlreadyMade() async throws {
    let backend = StubSearchService()
    backend.holdsReplies = true
    let service = CachingSearchService(wrapping: backend, capacity: 0)  // sharing only
    let first = Task { try await service.search([query("tv")]) }
    await backend.waitForReceivedCalls(1)
    let second = Task { try await service.search([query("tv"), query("radio")]) }
    await backend.waitForReceivedCalls(2)
    XCTAssertEqual(
      texts(backend.receivedBatches), [["tv"], ["radio"]],
      "the second batch waits for the tv call in flight and asks only for radio")
    backend.releaseAll()
    let firstResponses = try await first.value
    let secondResponses = try await second.value
    XCTAssertEqual(firstResponses.map(\.query), ["tv"])
    XCTAssertEqual(secondResponses.map(\.query), ["tv", "radio"])
  }

  func test_aBatchAsksTheBackendOnlyForWhatIsNotStored_inOneCall() async throws {
    let backend = StubSearchService()
    let service = CachingSearchService(wrapping: backend)
    _ = try await service.search([query("tv")])
    let responses = try await service.search([query("radio"), query("tv"), query("phone")])
    XCTAssertEqual(responses.map(\.query), ["radio", "tv", "phone"])
    XCTAssertEqual(texts(backend.receivedBatches), [["tv"], ["radio", "phone"]])
    let duplicated = try await service.search([query("lamp"), query("lamp")])
    XCTAssertEqual(duplicated.map(\.query), ["lamp", "lamp"])
    XCTAssertEqual(texts(backend.receivedBatches).last, ["lamp"], "a duplicate is asked once")
  }

  func test_aResponseIsServedForItsTimeToLive_onTheInjectedClock() async throws {
    let clock = ManualClock()
    let backend = StubSearchService()
    let service = CachingSearchService(
      wrapping: backend, timeToLive: .seconds(60), clock: clock)
    _ = try await service.search([query("tv")])
    await clock.advance(by: .seconds(59))
    _ = try await service.search([query("tv")])
    XCTAssertEqual(backend.receivedCallCount, 1)
    await clock.advance(by: .seconds(1))
    _ = try await service.search([query("tv")])
    XCTAssertEqual(backend.receivedCallCount, 2, "after 60 s the backend is asked again")
  }

  func test_beyondItsCapacity_theLeastRecentlyUsedResponseIsForgotten() async throws {
    let backend = StubSearchService()
    let service = CachingSearchService(wrapping: backend, capacity: 2)
    _ = try await service.search([query("a")])
    _ = try await service.search([query("b")])
    _ = try await service.search([query("a")])  // a is now the most recently used
    _ = try await service.search([query("c")])  // b goes
    XCTAssertEqual(service.cachedResponseCount, 2)
    _ = try await service.search([query("a")])
    XCTAssertEqual(texts(backend.receivedBatches), [["a"], ["b"], ["c"]])
    _ = try await service.search([query("b")])
    XCTAssertEqual(texts(backend.receivedBatches).last, ["b"])
  }

  func test_errorsAreNeverStored() async throws {
    let backend = StubSearchService()
    let failure = SearchError.http(status: 500, message: "down", request: .search([query("tv")]))
    backend.fail(query: "tv", with: failure)
    let service = CachingSearchService(wrapping: backend)
    do {
      _ = try await service.search([query("tv")])
      XCTFail("the backend's error is thrown")
    } catch let error as SearchError {
      XCTAssertEqual(error, failure)
    }
    XCTAssertEqual(service.cachedResponseCount, 0)
    backend.respond(toQuery: "tv", with: SearchResponse(hits: [], nbHits: 7, query: "tv"))
    let responses = try await service.search([query("tv")])
    XCTAssertEqual(responses.first?.nbHits, 7)
    XCTAssertEqual(backend.receivedCallCount, 2)
  }

  func test_invalidatingAnIndex_forgetsItsResponsesOnly() async throws {
    let backend = StubSearchService()
    let service = CachingSearchService(wrapping: backend)
    _ = try await service.search([query("tv"), query("tv", index: "brands")])
    service.invalidate(indexName: "products")
    _ = try await service.search([query("tv"), query("tv", index: "brands")])
    XCTAssertEqual(
      backend.receivedBatches.map { $0.map(\.indexName) }, [["products", "brands"], ["products"]])
    service.invalidateAll()
    XCTAssertEqual(service.cachedResponseCount, 0)
    _ = try await service.search([query("tv", index: "brands")])
    XCTAssertEqual(backend.receivedCallCount, 3)
  }

  func test_whatACallInFlightDuringAnInvalidationBringsBack_isNotStored() async throws {
    let backend = StubSearchService()
    backend.holdsReplies = true
    let service = CachingSearchService(wrapping: backend)
    let inFlight = Task { try await service.search([query("tv")]) }
    await backend.waitForReceivedCalls(1)
    service.invalidate(indexName: "products")
    backend.releaseAll()
    _ = try await inFlight.value
    XCTAssertEqual(service.cachedResponseCount, 0, "it answered a request from before")
  }

  func test_aSearchSupersededWhileItsCallIsInFlight_cancelsTheCall() async throws {
    let backend = StubSearchService()
    backend.holdsReplies = true
    let service = CachingSearchService(wrapping: backend)
    let superseded = Task { try await service.search([query("t")]) }
    await backend.waitForReceivedCalls(1)
    superseded.cancel()
    do {
      _ = try await superseded.value
      XCTFail("a cancelled search throws")
    } catch let error as SearchError {
      XCTAssertEqual(error, .cancelled)
    }
    await backend.waitForCompletedCalls(1)  // the held call was let go by its cancellation
    XCTAssertEqual(backend.heldCalls, [])
    XCTAssertEqual(service.cachedResponseCount, 0)
  }

  func test_aSharedCall_goesOnWhenOneOfItsSearchesIsCancelled() async throws {
    let backend = StubSearchService()
    backend.holdsReplies = true
    let service = CachingSearchService(wrapping: backend)
    let cancelled = Task { try await service.search([query("tv")]) }
    await backend.waitForReceivedCalls(1)
    let waiting = Task { try await service.search([query("tv"), query("radio")]) }
    await backend.waitForReceivedCalls(2)
    cancelled.cancel()
    _ = try? await cancelled.value
    backend.releaseAll()
    let responses = try await waiting.value
    XCTAssertEqual(responses.map(\.query), ["tv", "radio"])
    XCTAssertEqual(backend.receivedCallCount, 2)
  }

  func test_facetValuesSearches_areStoredToo() async throws {
    let backend = StubSearchService()
    backend.respondToFacetValues { query in
      FacetValuesResponse(facetHits: [FacetHit(value: query.facetQuery, highlighted: "", count: 1)])
    }
    let service = CachingSearchService(wrapping: backend)
    let query = FacetValuesQuery(indexName: "products", attribute: "brand", facetQuery: "so")
    _ = try await service.searchForFacetValues(query)
    let again = try await service.searchForFacetValues(query)
    XCTAssertEqual(again.facetHits.map(\.value), ["so"])
    XCTAssertEqual(backend.receivedFacetValuesQueries.count, 1)
  }
}
