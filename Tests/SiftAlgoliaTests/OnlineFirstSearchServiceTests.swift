import Foundation
import SiftAlgolia
import SiftCore
import SiftLocal
import SiftTesting
import XCTest

/// Online first, offline when needed: the hosted service answers while it can be reached; the
/// mirror when the network fails; each response says which; widgets see no difference.
final class OnlineFirstSearchServiceTests: XCTestCase {
  private static let hostedReply = AlgoliaTestServer.Reply.json([
    "results": [["hits": [["objectID": "hosted-1"]], "nbHits": 1]]
  ])

  private func mirror() throws -> LocalSearchService {
    let local = LocalSearchService()
    try local.createIndex(
      named: "products",
      records: [
        ["objectID": "local-1", "name": "lamp"], ["objectID": "local-2", "name": "desk"],
      ],
      settings: LocalIndexSettings(json: ["attributesForFaceting": ["searchable(name)"]]))
    return local
  }

  private let query = [IndexedQuery(indexName: "products", query: SearchQuery(""))]

  func test_reachableHost_answers_andTheResponseSaysSo() async throws {
    let server = try await startServer(hostCount: 1)
    try await server.script(0, otherwise: Self.hostedReply)
    let service = OnlineFirstSearchService(
      online: makeService(hosts: [server.host(0)]), offline: try mirror())
    let responses = try await service.search(query)
    XCTAssertEqual(responses.first?.hits.first?["objectID"], "hosted-1")
    XCTAssertEqual(responses.first?.answeredBy, .hosted)
    XCTAssertFalse(service.isOffline)
  }

  func test_networkFailure_isAnsweredByTheMirror_andTheResponseSaysSo() async throws {
    let server = try await startServer(hostCount: 1)
    let service = OnlineFirstSearchService(
      online: makeService(hosts: [server.closedHost]), offline: try mirror())
    let responses = try await service.search(query)
    XCTAssertEqual(responses.first?.nbHits, 2)
    XCTAssertEqual(responses.first?.answeredBy, .mirror)
    XCTAssertTrue(service.isOffline)
    let values = try await service.searchForFacetValues(
      FacetValuesQuery(indexName: "products", attribute: "name", facetQuery: ""))
    XCTAssertEqual(values.facetHits.map(\.value).sorted(), ["desk", "lamp"])
  }

  func test_afterANetworkFailure_theMirrorAnswers_untilItIsTimeToTryOnlineAgain() async throws {
    let server = try await startServer(hostCount: 1)
    try await server.script(
      0, [.json(["message": "down"], status: 503)], otherwise: Self.hostedReply)
    let clock = ManualClock()
    let service = OnlineFirstSearchService(
      online: makeService(hosts: [server.host(0)]), offline: try mirror(),
      retryOnlineAfter: .seconds(30), clock: clock)
    let first = try await service.search(query)
    XCTAssertEqual(first.first?.answeredBy, .mirror)
    await clock.advance(by: .seconds(29))
    let second = try await service.search(query)
    XCTAssertEqual(second.first?.answeredBy, .mirror)
    var requests = try await server.requests(0)
    XCTAssertEqual(requests.count, 1, "offline, searches do not wait on the network")
    await clock.advance(by: .seconds(1))
    let third = try await service.search(query)
    XCTAssertEqual(third.first?.answeredBy, .hosted)
    requests = try await server.requests(0)
    XCTAssertEqual(requests.count, 2)
    XCTAssertFalse(service.isOffline)
  }

  func test_anErrorOfTheHostedService_isThrownAsItIs_notAnsweredOffline() async throws {
    let server = try await startServer(hostCount: 1)
    try await server.script(0, otherwise: .json(["message": "Invalid API key"], status: 403))
    let service = OnlineFirstSearchService(
      online: makeService(hosts: [server.host(0)]), offline: try mirror())
    do {
      _ = try await service.search(query)
      XCTFail("no error")
    } catch let error as SearchError {
      guard case .http(403, "Invalid API key", _) = error else {
        return XCTFail("unexpected \(error)")
      }
    }
    XCTAssertFalse(service.isOffline)
  }

  func test_networkAndMirrorFailing_isATypedErrorNamingBoth() async throws {
    let server = try await startServer(hostCount: 1)
    let service = OnlineFirstSearchService(
      online: makeService(hosts: [server.closedHost]), offline: LocalSearchService())
    do {
      _ = try await service.search(query)
      XCTFail("no error")
    } catch let error as OnlineFirstSearchError {
      guard case .unavailable(.transport, .invalidRequest(let reason)) = error else {
        return XCTFail("unexpected \(error)")
      }
      XCTAssertEqual(reason, "No index named \"products\"")
    }
  }

  @MainActor
  func test_widgets_searchThroughIt_unchanged() async throws {
    let server = try await startServer(hostCount: 1)
    let service = OnlineFirstSearchService(
      online: makeService(hosts: [server.closedHost]), offline: try mirror())
    let searcher = HitsSearcher(service: service, indexName: "products")
    let controller = RecordingSearchBoxController()
    let searchBox = SearchBoxConnector(searcher: searcher, debounce: .zero, controller: controller)
    let hits = HitsConnector<JSON>(searcher: searcher)
    controller.type("lamp")
    await searcher.settled()
    XCTAssertEqual(searcher.latestResults?.response.answeredBy, .mirror)
    XCTAssertEqual(hits.interactor.numberOfHits(), 1)
    XCTAssertEqual(hits.interactor.peekHit(atIndex: 0)?["objectID"], "local-1")
    withExtendedLifetime(searchBox) {}
  }
}
