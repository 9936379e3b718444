import Foundation
import SiftAlgolia
import SiftCore
import SiftLocal
import XCTest

/// Online first over Algolia's REST API: Algolia's hosts answer while they can be reached; the
/// local mirror when every host is unreachable or failing; an error of Algolia's (a 4xx) is
/// not a network failure.
final class OnlineFirstSearchServiceAlgoliaSearchServiceTests: XCTestCase {
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

  func test_aServerErrorOfEveryHost_isANetworkFailure_answeredByTheMirror() async throws {
    let server = try await startServer(hostCount: 2)
    try await server.script(0, otherwise: .json(["message": "down"], status: 503))
    try await server.script(1, otherwise: .json(["message": "down"], status: 500))
    let service = OnlineFirstSearchService(
      online: makeService(hosts: [server.host(0), server.host(1)]), offline: try mirror())
    let responses = try await service.search(query)
    XCTAssertEqual(responses.first?.answeredBy, .mirror)
    XCTAssertTrue(service.isOffline)
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
}
