import Foundation
import SiftCore
import SiftTesting
import XCTest

@testable import SiftLocal

/// End to end, offline: the query-rules custom data and dynamic facets widgets over a
/// `LocalSearchService` whose index has rules, as they work over Algolia.
@MainActor
final class LocalSearchServiceRulesTests: XCTestCase {
  private struct Banner: Decodable, Equatable {
    let title: String
  }

  private func makeService() throws -> LocalSearchService {
    let service = LocalSearchService()
    let index = try service.createIndex(
      named: "products",
      records: [
        ["objectID": "1", "name": "Red running shoes", "brand": "Swift", "color": "red"],
        ["objectID": "2", "name": "Blue running shoes", "brand": "Bolt", "color": "blue"],
        ["objectID": "3", "name": "Red summer dress", "brand": "Swift", "color": "red"],
      ],
      settings: LocalIndexSettings(json: [
        "searchableAttributes": ["name"], "attributesForFaceting": ["brand", "color"],
        "renderingContent": ["facetOrdering": ["facets": ["order": ["brand", "color"]]]],
      ]))
    try index.saveRules([
      Rule(
        objectID: "shoes",
        conditions: [Rule.Condition(pattern: "shoes", anchoring: .contains)],
        consequence: Rule.Consequence(
          params: [
            "renderingContent": [
              "facetOrdering": [
                "facets": ["order": ["color", "brand"]],
                "values": ["color": ["order": ["blue"]]],
              ]
            ]
          ],
          userData: ["title": "Run faster"])),
      Rule(
        objectID: "sale", conditions: [Rule.Condition(context: "sale")],
        consequence: Rule.Consequence(userData: ["title": "Summer sale"])),
    ])
    return service
  }

  func test_customDataAndDynamicFacets_followTheRulesApplied() async throws {
    let searcher = HitsSearcher(
      service: try makeService(), indexName: "products", query: SearchQuery(facets: ["*"]))
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let banner = QueryRuleCustomDataConnector<Banner>(searcher: searcher)
    let facets = DynamicFacetListConnector(searcher: searcher, filterState: filterState)

    searcher.query = "shoes"
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(banner.interactor.item, Banner(title: "Run faster"))
    XCTAssertEqual(facets.interactor.orderedFacets.map(\.attribute), ["color", "brand"])
    XCTAssertEqual(
      facets.interactor.orderedFacets.first?.facets.map(\.value), ["blue", "red"],
      "the rule's value order pins blue first")
    XCTAssertEqual(
      searcher.latestResults?.response.additionalFields["appliedRules"], [["objectID": "shoes"]])

    // No rule: the settings' ordering, no banner.
    searcher.query = "dress"
    searcher.search()
    await searcher.settled()
    XCTAssertNil(banner.interactor.item)
    XCTAssertEqual(facets.interactor.orderedFacets.map(\.attribute), ["brand", "color"])

    // A context the search carries.
    searcher.request.query.ruleContexts = ["sale"]
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(banner.interactor.item, Banner(title: "Summer sale"))
    withExtendedLifetime((banner, facets)) {}
  }
}
