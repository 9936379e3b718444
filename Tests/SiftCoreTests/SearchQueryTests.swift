import Foundation
import SiftCore
import XCTest

final class SearchQueryTests: XCTestCase {
  private func encodedObject(_ query: SearchQuery) throws -> [String: JSON] {
    try XCTUnwrap(JSON.parse(JSONEncoder().encode(query)).objectValue)
  }

  func test_encode_usesAlgoliaParameterNames() throws {
    var query = SearchQuery("phone", filters: "price < 100", facets: ["brand"], hitsPerPage: 20)
    query.minWordSizefor1Typo = 4
    query.minWordSizefor2Typos = 8
    query.getRankingInfo = true
    query.typoTolerance = .min
    query.aroundRadius = .all
    query.distinct = 2
    query.sortFacetValuesBy = .alpha
    query.insideBoundingBox = [[46.65, -71.22, 46.95, -71.1]]
    query.facetFilters = ["brand:Apple", ["color:red", "color:blue"]]
    let object = try encodedObject(query)
    XCTAssertEqual(
      Set(object.keys),
      [
        "query", "filters", "facets", "hitsPerPage", "minWordSizefor1Typo",
        "minWordSizefor2Typos", "getRankingInfo", "typoTolerance", "aroundRadius", "distinct",
        "sortFacetValuesBy", "insideBoundingBox", "facetFilters",
      ])
    XCTAssertEqual(object["minWordSizefor1Typo"], 4)
    XCTAssertEqual(object["typoTolerance"], "min")
    XCTAssertEqual(object["aroundRadius"], "all")
    XCTAssertEqual(object["distinct"], 2)
    XCTAssertEqual(object["facetFilters"], ["brand:Apple", ["color:red", "color:blue"]])
    XCTAssertEqual(object["insideBoundingBox"], [[46.65, -71.22, 46.95, -71.1]])
    XCTAssertEqual(
      try JSONDecoder().decode(SearchQuery.self, from: JSONEncoder().encode(query)), query)
  }

  func test_sumOrFiltersScores_encodesAndDecodesUnderAlgoliasName() throws {
    var query = SearchQuery()
    query.sumOrFiltersScores = true
    XCTAssertEqual(try encodedObject(query), ["sumOrFiltersScores": true])
    XCTAssertEqual(query.urlEncodedParameters, "sumOrFiltersScores=true")
    let decoded = try JSONDecoder().decode(
      SearchQuery.self, from: Data(#"{"sumOrFiltersScores": true}"#.utf8))
    XCTAssertEqual(decoded.sumOrFiltersScores, true)
    XCTAssertTrue(decoded.additionalParameters.isEmpty)
  }

  func test_emptyQuery_encodesToEmptyObject() throws {
    XCTAssertEqual(try encodedObject(SearchQuery()), [:])
    XCTAssertEqual(SearchQuery().urlEncodedParameters, "")
  }

  func test_unknownParameters_roundTrip() throws {
    let text = #"{"query": "a", "enablePersonalization": true, "custom": {"x": [1, 2.5]}}"#
    let query = try JSONDecoder().decode(SearchQuery.self, from: Data(text.utf8))
    XCTAssertEqual(query.query, "a")
    XCTAssertEqual(
      query.additionalParameters, ["enablePersonalization": true, "custom": ["x": [1, 2.5]]])
    let encoded = try encodedObject(query)
    XCTAssertEqual(encoded, try JSON.parse(text).objectValue)
  }

  func test_additionalParameterNamedLikeAModelledOne_isIgnored() throws {
    var query = SearchQuery("a")
    query.additionalParameters["query"] = "b"
    XCTAssertEqual(try encodedObject(query)["query"], "a")
  }

  func test_decode_acceptsAlgoliaAlternativeForms() throws {
    let text = #"""
      {"facets": "brand, color", "facetFilters": "brand:Apple", "typoTolerance": "false",
       "distinct": true, "aroundRadius": 1500, "attributesToRetrieve": ["*"], "page": null}
      """#
    let query = try JSONDecoder().decode(SearchQuery.self, from: Data(text.utf8))
    XCTAssertEqual(query.facets, ["brand", "color"])
    XCTAssertEqual(query.facetFilters, ["brand:Apple"])
    XCTAssertEqual(query.typoTolerance, .disabled)
    XCTAssertEqual(query.distinct, .enabled(true))
    XCTAssertEqual(query.aroundRadius, .meters(1500))
    XCTAssertEqual(query.attributesToRetrieve, ["*"])
    XCTAssertNil(query.page)
  }

  func test_decode_wrongType_namesTheParameter() {
    let text = #"{"hitsPerPage": "many"}"#
    XCTAssertThrowsError(try JSONDecoder().decode(SearchQuery.self, from: Data(text.utf8))) {
      error in
      guard case DecodingError.typeMismatch(_, let context) = error else {
        return XCTFail("unexpected \(error)")
      }
      XCTAssertEqual(context.codingPath.map(\.stringValue), ["hitsPerPage"])
    }
    let typo = #"{"typoTolerance": "sometimes"}"#
    XCTAssertThrowsError(try JSONDecoder().decode(SearchQuery.self, from: Data(typo.utf8))) {
      error in
      XCTAssertTrue("\(error)".contains("sometimes"))
    }
  }

  func test_urlEncodedParameters_sortsAndEncodes() {
    var query = SearchQuery("abc", facets: ["brand"], hitsPerPage: 20)
    XCTAssertEqual(query.urlEncodedParameters, "facets=%5B%22brand%22%5D&hitsPerPage=20&query=abc")
    query.query = "a b&c=d/é*"
    query.getRankingInfo = false
    query.numericFilters = ["price>=10"]
    query.additionalParameters["x"] = ["k": nil]
    XCTAssertEqual(
      query.urlEncodedParameters,
      "facets=%5B%22brand%22%5D&getRankingInfo=false&hitsPerPage=20"
        + "&numericFilters=%5B%22price%3E%3D10%22%5D&query=a%20b%26c%3Dd%2F%C3%A9*"
        + "&x=%7B%22k%22%3Anull%7D")
  }

  func test_urlEncodedParameters_readBack_asTheQueryTheyWrite() throws {
    var query = SearchQuery("a b&c=d/é* 42", filters: "brand:Sony AND price < 10")
    query.facets = ["brand", "type"]
    query.hitsPerPage = 20
    query.getRankingInfo = false
    query.numericFilters = ["price>=10", ["rating=4", "rating=5"]]
    query.typoTolerance = .min
    query.insideBoundingBox = [[47.3, 5.4, 45.1, 7.2]]
    query.highlightPreTag = "<em>"
    query.additionalParameters["x"] = ["k": nil]
    query.additionalParameters["optionalWords"] = "red phone"
    let read = try SearchQuery(urlEncodedParameters: query.urlEncodedParameters)
    XCTAssertEqual(read, query)
  }

  func test_urlEncodedParameters_readAlgoliasOtherSpellings() throws {
    let query = try SearchQuery(
      urlEncodedParameters: "query=red+phone&facets=brand,type&hitsPerPage=20&&page=null"
        + "&facetFilters=brand%3AApple&typoTolerance=min&query=tv")
    XCTAssertEqual(query.query, "tv", "the last value wins")
    XCTAssertEqual(query.facets, ["brand", "type"])
    XCTAssertEqual(query.hitsPerPage, 20)
    XCTAssertNil(query.page)
    XCTAssertEqual(query.facetFilters, ["brand:Apple"])
    XCTAssertEqual(query.typoTolerance, .min)
    XCTAssertEqual(try SearchQuery(urlEncodedParameters: "query=42").query, "42")
    XCTAssertEqual(try SearchQuery(urlEncodedParameters: ""), SearchQuery())
  }

  func test_urlEncodedParameters_malformed_isATypedErrorSayingWhere() {
    func error(_ text: String) -> SearchQuery.ParametersError? {
      do {
        _ = try SearchQuery(urlEncodedParameters: text)
        return nil
      } catch {
        return error
      }
    }
    XCTAssertEqual(error("query=a%2"), .invalidPercentEscape(at: 7))
    XCTAssertEqual(error("query=tv&page=%zz"), .invalidPercentEscape(at: 14))
    XCTAssertEqual(error("query=tv&x=%FF%FE"), .invalidUTF8(at: 11))
    guard case .invalidValue("hitsPerPage", _)? = error("query=tv&hitsPerPage=many") else {
      return XCTFail("expected the parameter to be named")
    }
    guard case .invalidValue("facets", _)? = error("facets=%7B%7D") else {
      return XCTFail("expected the parameter to be named")
    }
  }

  func test_parameters_listsEverySetParameter() {
    var query = SearchQuery()
    query.offset = 5
    query.length = 10
    query.clickAnalytics = true
    query.analytics = false
    query.ruleContexts = ["mobile"]
    query.relevancyStrictness = 90
    query.facetingAfterDistinct = true
    query.userToken = "user-1"
    query.aroundLatLng = "40.71,-74.01"
    query.highlightPreTag = "<b>"
    query.highlightPostTag = "</b>"
    query.attributesToSnippet = ["body:20"]
    query.attributesToHighlight = ["name"]
    query.maxValuesPerFacet = 50
    query.tagFilters = ["sale"]
    query.optionalFilters = ["brand:Apple"]
    XCTAssertEqual(
      query.parameters,
      [
        "offset": 5, "length": 10, "clickAnalytics": true, "analytics": false,
        "ruleContexts": ["mobile"], "relevancyStrictness": 90, "facetingAfterDistinct": true,
        "userToken": "user-1", "aroundLatLng": "40.71,-74.01", "highlightPreTag": "<b>",
        "highlightPostTag": "</b>", "attributesToSnippet": ["body:20"],
        "attributesToHighlight": ["name"], "maxValuesPerFacet": 50, "tagFilters": ["sale"],
        "optionalFilters": ["brand:Apple"],
      ])
  }
}
