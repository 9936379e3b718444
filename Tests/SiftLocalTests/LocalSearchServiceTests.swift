import SiftCore
import SiftTesting
import XCTest

@testable import SiftLocal

final class LocalSearchServiceTests: XCTestCase {
  private func service() throws -> LocalSearchService {
    let service = LocalSearchService()
    var settings = try LocalIndexSettings(json: [
      "searchableAttributes": ["name", "brand"], "attributesForFaceting": ["searchable(brand)"],
      "replicas": ["products_price_asc"], "customRanking": ["desc(sales)"],
    ])
    var replica = settings
    replica.replicas = []
    replica.customRanking = [.ascending("price")]
    settings.hitsPerPage = 2
    try service.createIndex(
      named: "products",
      records: [
        ["objectID": "1", "name": "Amazon Echo", "brand": "Amazon", "price": 99, "sales": 5],
        ["objectID": "2", "name": "Echo Dot", "brand": "Amazon", "price": 49, "sales": 9],
        ["objectID": "3", "name": "Sonos One", "brand": "Sonos", "price": 199, "sales": 1],
      ],
      settings: settings, replicaSettings: ["products_price_asc": replica])
    return service
  }

  func test_search_answersEachQueryOnItsIndex_andReplicasSortBy() async throws {
    let service = try service()
    XCTAssertEqual(service.indexNames, ["products", "products_price_asc"])
    let responses = try await service.search([
      IndexedQuery(indexName: "products", query: SearchQuery("echo")),
      IndexedQuery(indexName: "products_price_asc", query: SearchQuery("echo")),
    ])
    XCTAssertEqual(responses.map(Fixtures.ids), [["2", "1"], ["2", "1"]])
    let all = try await service.search([
      IndexedQuery(indexName: "products_price_asc", query: SearchQuery(""))
    ])
    XCTAssertEqual(all.map(Fixtures.ids), [["2", "1", "3"]])
  }

  func test_errors_becomeInvalidRequests() async throws {
    let service = try service()
    do {
      _ = try await service.search([IndexedQuery(indexName: "nope", query: SearchQuery())])
      XCTFail("expected an error")
    } catch let error as SearchError {
      guard case .invalidRequest = error else { return XCTFail("unexpected \(error)") }
    }
    do {
      _ = try await service.search([
        IndexedQuery(indexName: "products", query: SearchQuery("", filters: "brand:"))
      ])
      XCTFail("expected an error")
    } catch let error as SearchError {
      guard case .invalidRequest(let message) = error else { return XCTFail("unexpected \(error)") }
      XCTAssertTrue(message.contains("filters"), message)
    }
  }

  func test_facetValuesSearch_throughTheProtocol() async throws {
    let response = try await service().searchForFacetValues(
      FacetValuesQuery(indexName: "products", attribute: "brand", facetQuery: "so"))
    XCTAssertEqual(
      response.facetHits, [FacetHit(value: "Sonos", highlighted: "<em>So</em>nos", count: 1)])
  }

  func test_concurrentSearches_seeConsistentSnapshotsDuringWrites() async throws {
    let service = LocalSearchService()
    let index = try service.createIndex(named: "items")
    // Each batch writes a pair of records; a search must always see whole pairs.
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask {
        for batch in 0..<40 {
          try index.saveObjects([
            ["objectID": .string("a\(batch)"), "kind": "pair"],
            ["objectID": .string("b\(batch)"), "kind": "pair"],
          ])
        }
      }
      for _ in 0..<4 {
        group.addTask {
          for _ in 0..<40 {
            let responses = try await service.search([
              IndexedQuery(indexName: "items", query: SearchQuery("pair"))
            ])
            let count = responses.first?.nbHits ?? -1
            XCTAssertEqual(count % 2, 0, "a search saw half a batch")
          }
        }
      }
      try await group.waitForAll()
    }
    XCTAssertEqual(index.count, 80)
  }

  @MainActor
  func test_hitsSearcher_searchAsYouType_overTheLocalEngine() async throws {
    let searcher = HitsSearcher(service: try service(), indexName: "products")
    var results: [SearchResponse] = []
    searcher.onResults.subscribe(with: self) { _, response in results.append(response) }
    for text in ["e", "ec", "ech", "echo d"] {
      searcher.query = text
      searcher.search()
      await searcher.settled()
    }
    XCTAssertEqual(results.last.map(Fixtures.ids), ["2"])
    XCTAssertEqual(
      results.last?.hits.first?[path: "_highlightResult.name.value"], "<em>Echo</em> <em>D</em>ot")
    searcher.query = "ehco"
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(results.last?.nbHits, 2, "a typo still finds the Echos")
  }
}
