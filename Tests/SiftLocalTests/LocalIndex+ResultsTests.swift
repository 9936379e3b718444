import SiftCore
import XCTest

@testable import SiftLocal

/// Highlighting, snippets, pagination, facets and the response's fields.
final class LocalIndexResultsTests: XCTestCase {
  private func index(_ records: [JSON], settings: JSON = [:]) throws -> LocalIndex {
    try Fixtures.index(records, settings: settings)
  }

  func test_highlight_marksPrefixesAndWholeWords() throws {
    let index = try index([["objectID": "1", "name": "Apple iPhone", "brand": "Apple"]])
    let hit = try XCTUnwrap(index.search(SearchQuery("apple iph")).hits.first)
    XCTAssertEqual(
      hit[path: "_highlightResult.name"],
      [
        "value": "<em>Apple</em> <em>iPh</em>one", "matchLevel": "full",
        "matchedWords": ["apple", "iph"], "fullyHighlighted": false,
      ])
    XCTAssertEqual(
      hit[path: "_highlightResult.brand"],
      [
        "value": "<em>Apple</em>", "matchLevel": "partial", "matchedWords": ["apple"],
        "fullyHighlighted": true,
      ])
  }

  func test_highlight_noMatch_isLevelNone_andCustomTags() throws {
    let index = try index([["objectID": "1", "name": "Lamp", "tags": ["red", "blue"]]])
    var query = SearchQuery("red")
    query.highlightPreTag = "["
    query.highlightPostTag = "]"
    let hit = try XCTUnwrap(index.search(query).hits.first)
    XCTAssertEqual(
      hit[path: "_highlightResult.name"],
      ["value": "Lamp", "matchLevel": "none", "matchedWords": []])
    XCTAssertEqual(hit[path: "_highlightResult.tags.0.value"], "[red]")
    XCTAssertEqual(hit[path: "_highlightResult.tags.1.matchLevel"], "none")
  }

  func test_highlight_typoMatchesWholeWord() throws {
    let index = try index([["objectID": "1", "name": "Samsung"]])
    let hit = try XCTUnwrap(index.search(SearchQuery("samsong ")).hits.first)
    XCTAssertEqual(hit[path: "_highlightResult.name.value"], "<em>Samsung</em>")
  }

  func test_highlight_decodesThroughHitHelpers() throws {
    let index = try index([["objectID": "1", "name": "Crème brûlée"]])
    let response = try index.search(SearchQuery("brul"))
    let hit = try XCTUnwrap(response.hits(as: JSON.self).first)
    XCTAssertEqual(hit.highlighted("name")?.description, "Crème <em>brûl</em>ée")
  }

  func test_snippet_showsTheWordWindowAroundTheMatch() throws {
    let text = "one two three four five six seven eight nine ten eleven twelve"
    let index = try index(
      [["objectID": "1", "body": .string(text)]],
      settings: ["attributesToSnippet": ["body:3"], "snippetEllipsisText": "…"])
    let hit = try XCTUnwrap(index.search(SearchQuery("eight")).hits.first)
    XCTAssertEqual(hit[path: "_snippetResult.body.value"], "…seven <em>eight</em> nine…")
    XCTAssertEqual(hit[path: "_snippetResult.body.matchLevel"], "full")
    let start = try XCTUnwrap(index.search(SearchQuery("")).hits.first)
    XCTAssertEqual(start[path: "_snippetResult.body.value"], "one two three…")
  }

  func test_pagination_withinPaginationLimitedTo() throws {
    let records: [JSON] = (0..<25).map { ["objectID": .string("\($0)")] }
    let index = try index(records, settings: ["paginationLimitedTo": 12])
    var query = SearchQuery("", page: 1, hitsPerPage: 5)
    var response = try index.search(query)
    XCTAssertEqual(Fixtures.ids(response), ["5", "6", "7", "8", "9"])
    XCTAssertEqual(response.nbHits, 25)
    XCTAssertEqual(response.nbPages, 3)
    XCTAssertEqual(response.page, 1)
    XCTAssertEqual(response.hitsPerPage, 5)
    query.page = 2
    response = try index.search(query)
    XCTAssertEqual(Fixtures.ids(response), ["10", "11"])
    query.page = 3
    XCTAssertEqual(try index.search(query).hits, [])
    var offset = SearchQuery("")
    offset.offset = 3
    offset.length = 2
    XCTAssertEqual(Fixtures.ids(try index.search(offset)), ["3", "4"])
  }

  func test_facets_countTopValuesByCountThenValue() throws {
    let records: [JSON] = [
      ["objectID": "1", "brand": "b", "color": ["red", "blue"], "price": 10],
      ["objectID": "2", "brand": "a", "color": "red", "price": 20],
      ["objectID": "3", "brand": "c", "color": "green", "price": 30.5],
      ["objectID": "4", "brand": "a", "price": 40],
    ]
    let index = try index(
      records,
      settings: ["attributesForFaceting": ["brand", "color", "price", "filterOnly(secret)"]])
    var query = SearchQuery("", facets: ["*"])
    query.maxValuesPerFacet = 2
    let response = try index.search(query)
    XCTAssertEqual(response.facets?["brand"], ["a": 2, "b": 1])
    XCTAssertEqual(response.facets?["color"], ["red": 2, "blue": 1])
    XCTAssertEqual(
      response.facetsStats?["price"], FacetStats(min: 10, max: 40, avg: 25.125, sum: 100.5))
    XCTAssertNil(response.facets?["secret"])
    XCTAssertEqual(response.exhaustiveFacetsCount, true)
    XCTAssertEqual(response.exhaustiveNbHits, true)
    let filtered = try index.search(SearchQuery("", filters: "brand:a", facets: ["color"]))
    XCTAssertEqual(filtered.facets, ["color": ["red": 1]])
  }

  func test_facetValueSearch_highlightsAndCountsUnderTheQuery() throws {
    let records: [JSON] = [
      ["objectID": "1", "brand": "Apple", "kind": "phone"],
      ["objectID": "2", "brand": "Apple", "kind": "tablet"],
      ["objectID": "3", "brand": "Apricot Labs", "kind": "phone"],
      ["objectID": "4", "brand": "Sony", "kind": "phone"],
    ]
    let index = try index(
      records, settings: ["attributesForFaceting": ["searchable(brand)", "kind"]])
    let all = try index.searchForFacetValues(attribute: "brand", facetQuery: "ap")
    XCTAssertEqual(
      all.facetHits,
      [
        FacetHit(value: "Apple", highlighted: "<em>Ap</em>ple", count: 2),
        FacetHit(value: "Apricot Labs", highlighted: "<em>Ap</em>ricot Labs", count: 1),
      ])
    let tablets = try index.searchForFacetValues(
      attribute: "brand", facetQuery: "ap", query: SearchQuery("", filters: "kind:tablet"))
    XCTAssertEqual(tablets.facetHits.map(\.count), [1])
    XCTAssertThrowsError(try index.searchForFacetValues(attribute: "kind", facetQuery: "p")) {
      XCTAssertEqual($0 as? LocalIndexError, .facetNotSearchable("kind"))
    }
  }

  func test_rankingInfo_queryID_andAttributesToRetrieve() throws {
    let index = try index(
      [["objectID": "1", "name": "lamp", "secret": "x", "price": 3]],
      settings: ["unretrievableAttributes": ["secret"]])
    var query = SearchQuery("lamp")
    query.getRankingInfo = true
    query.clickAnalytics = true
    query.attributesToRetrieve = ["name"]
    let response = try index.search(query)
    let hit = try XCTUnwrap(response.hits.first)
    XCTAssertEqual(hit["name"], "lamp")
    XCTAssertEqual(hit["objectID"], "1")
    XCTAssertNil(hit["price"])
    XCTAssertNil(hit["secret"])
    XCTAssertEqual(hit[path: "_rankingInfo.nbTypos"], 0)
    XCTAssertEqual(hit[path: "_rankingInfo.nbExactWords"], 1)
    XCTAssertEqual(response.queryID?.count, 32)
    XCTAssertNotNil(response.processingTimeMS)
    XCTAssertEqual(response.index, "test")
  }
}
