import Foundation
import SiftCore
import SiftTesting
import XCTest

/// Online first over any two services: the online one answers while it can be reached, the
/// offline one when the network fails; each response says which; offline lasts
/// `retryOnlineAfter` on the injected clock; other errors are thrown as they are; widgets see no
/// difference.
final class OnlineFirstSearchServiceTests: XCTestCase {
  private static let request = SearchError.Request.search([])
  private static let networkDown = SearchError.transport(
    description: "every host is unreachable", request: request)

  private let query = [IndexedQuery(indexName: "products", query: SearchQuery("lamp"))]

  /// A service answering every query with one hit named `objectID`.
  private func service(answering objectID: String) -> StubSearchService {
    let service = StubSearchService()
    service.respond { query in
      SearchResponse(hits: [["objectID": .string(objectID)]], nbHits: 1, index: query.indexName)
    }
    service.respondToFacetValues { _ in
      FacetValuesResponse(facetHits: [FacetHit(value: objectID, highlighted: objectID, count: 1)])
    }
    return service
  }

  /// A service failing every call with `error`.
  private func service(failingWith error: SearchError) -> StubSearchService {
    let service = StubSearchService()
    service.respond { _ in throw error }
    service.respondToFacetValues { _ in throw error }
    return service
  }

  func test_reachableOnlineService_answers_andTheResponseSaysSo() async throws {
    let offline = service(answering: "offline")
    let service = OnlineFirstSearchService(online: service(answering: "online"), offline: offline)
    let responses = try await service.search(query)
    XCTAssertEqual(responses.first?.hits.first?["objectID"], "online")
    XCTAssertEqual(responses.first?.answeredBy, .hosted)
    XCTAssertFalse(service.isOffline)
    XCTAssertEqual(offline.receivedCallCount, 0)
  }

  func test_networkFailure_isAnsweredOffline_andTheResponseSaysSo() async throws {
    let service = OnlineFirstSearchService(
      online: service(failingWith: Self.networkDown), offline: service(answering: "offline"))
    let responses = try await service.search(query)
    XCTAssertEqual(responses.first?.hits.first?["objectID"], "offline")
    XCTAssertEqual(responses.first?.answeredBy, .mirror)
    XCTAssertTrue(service.isOffline)
    let values = try await service.searchForFacetValues(
      FacetValuesQuery(indexName: "products", attribute: "name", facetQuery: ""))
    XCTAssertEqual(values.facetHits.map(\.value), ["offline"])
  }

  func test_afterANetworkFailure_theOfflineServiceAnswers_untilItIsTimeToTryOnlineAgain()
    async throws
  {
    let online = service(answering: "online")
    online.fail(query: "lamp", with: Self.networkDown)
    let clock = ManualClock()
    let service = OnlineFirstSearchService(
      online: online, offline: service(answering: "offline"), retryOnlineAfter: .seconds(30),
      clock: clock)
    let first = try await service.search(query)
    XCTAssertEqual(first.first?.answeredBy, .mirror)
    online.respond(toQuery: "lamp", with: SearchResponse(hits: [["objectID": "online"]]))
    await clock.advance(by: .seconds(29))
    let second = try await service.search(query)
    XCTAssertEqual(second.first?.answeredBy, .mirror)
    XCTAssertEqual(online.receivedCallCount, 1, "offline, searches do not wait on the network")
    await clock.advance(by: .seconds(1))
    let third = try await service.search(query)
    XCTAssertEqual(third.first?.answeredBy, .hosted)
    XCTAssertEqual(online.receivedCallCount, 2)
    XCTAssertFalse(service.isOffline)
  }

  func test_anErrorOfTheOnlineService_thatIsNotANetworkFailure_isThrownAsItIs() async throws {
    let refused = SearchError.http(status: 403, message: "Invalid API key", request: Self.request)
    let offline = service(answering: "offline")
    let service = OnlineFirstSearchService(online: service(failingWith: refused), offline: offline)
    do {
      _ = try await service.search(query)
      XCTFail("no error")
    } catch let error as SearchError {
      XCTAssertEqual(error, refused)
    }
    XCTAssertFalse(service.isOffline)
    XCTAssertEqual(offline.receivedCallCount, 0)
  }

  func test_networkAndOfflineServiceFailing_isATypedErrorNamingBoth() async throws {
    let missing = SearchError.invalidRequest("No index named \"products\"")
    let service = OnlineFirstSearchService(
      online: service(failingWith: Self.networkDown), offline: service(failingWith: missing))
    do {
      _ = try await service.search(query)
      XCTFail("no error")
    } catch let error as OnlineFirstSearchError {
      XCTAssertEqual(error, .unavailable(hosted: Self.networkDown, mirror: missing))
      XCTAssertTrue(error.description.contains("No index named"), error.description)
    }
  }

  @MainActor
  func test_widgets_searchThroughIt_unchanged() async throws {
    let service = OnlineFirstSearchService(
      online: service(failingWith: Self.networkDown), offline: service(answering: "offline"))
    let searcher = HitsSearcher(service: service, indexName: "products")
    let controller = RecordingSearchBoxController()
    let searchBox = SearchBoxConnector(searcher: searcher, debounce: .zero, controller: controller)
    let hits = HitsConnector<JSON>(searcher: searcher)
    controller.type("lamp")
    await searcher.settled()
    XCTAssertEqual(searcher.latestResults?.response.answeredBy, .mirror)
    XCTAssertEqual(hits.interactor.numberOfHits(), 1)
    XCTAssertEqual(hits.interactor.peekHit(atIndex: 0)?["objectID"], "offline")
    withExtendedLifetime(searchBox) {}
  }
}
