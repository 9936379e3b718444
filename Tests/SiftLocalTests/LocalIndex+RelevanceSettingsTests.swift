import SiftCore
import XCTest

@testable import SiftLocal

/// The relevance settings and parameters Algolia documents, each with a case where it decides
/// what a search returns; the expected results follow Algolia's documented rules.
final class LocalIndexRelevanceSettingsTests: XCTestCase {
  private func ids(
    _ records: [JSON], _ text: String, settings: JSON = [:],
    _ configure: (inout SearchQuery) -> Void = { _ in }
  ) throws -> [String] {
    let index = try Fixtures.index(records, settings: settings)
    var query = SearchQuery(text)
    configure(&query)
    return Fixtures.ids(try index.search(query))
  }

  func test_advancedSyntax_phrasesAndExclusions() throws {
    let records: [JSON] = [
      ["objectID": "phrase", "t": "the future of work"],
      ["objectID": "apart", "t": "work in the near future"],
      ["objectID": "other", "t": "future plans"],
    ]
    let on: JSON = ["searchableAttributes": ["t"], "advancedSyntax": true]
    XCTAssertEqual(try ids(records, "\"the future\"", settings: on), ["phrase"])
    XCTAssertEqual(Set(try ids(records, "future -work", settings: on)), ["other"])
    // Off, the quotes and the minus are separators.
    XCTAssertEqual(
      Set(try ids(records, "\"the future\"", settings: ["searchableAttributes": ["t"]])),
      ["phrase", "apart"])
    // Only the features asked for.
    let phrasesOnly: JSON = [
      "searchableAttributes": ["t"], "advancedSyntax": true,
      "advancedSyntaxFeatures": ["exactPhrase"],
    ]
    XCTAssertEqual(
      Set(try ids(records, "future -work", settings: phrasesOnly)), ["phrase", "apart"])
  }

  func test_removeWordsIfNoResults_dropsWordsUntilSomethingMatches() throws {
    let records: [JSON] = [
      ["objectID": "1", "t": "red shoes"], ["objectID": "2", "t": "blue hat"],
    ]
    let index = try Fixtures.index(
      records, settings: ["searchableAttributes": ["t"], "removeWordsIfNoResults": "lastWords"])
    let response = try index.search(SearchQuery("red shoes zebra"))
    XCTAssertEqual(Fixtures.ids(response), ["1"])
    XCTAssertEqual(response.query, "red shoes zebra")
    XCTAssertEqual(response.additionalFields["queryAfterRemoval"], "red shoes ")
    var first = SearchQuery("zebra blue hat")
    first.additionalParameters["removeWordsIfNoResults"] = "firstWords"
    XCTAssertEqual(Fixtures.ids(try index.search(first)), ["2"])
    var optional = SearchQuery("zebra blue")
    optional.additionalParameters["removeWordsIfNoResults"] = "allOptional"
    XCTAssertEqual(Fixtures.ids(try index.search(optional)), ["2"])
    var none = SearchQuery("red shoes zebra")
    none.additionalParameters["removeWordsIfNoResults"] = "none"
    XCTAssertEqual(try index.search(none).nbHits, 0)
  }

  func test_removeWordsIfNoResults_removesAtMostFiveWords() throws {
    // Algolia removes words one at a time until there are results or five have been removed.
    let records: [JSON] = [["objectID": "1", "t": "red shoes"]]
    let index = try Fixtures.index(records, settings: ["searchableAttributes": ["t"]])
    for mode in ["lastWords", "firstWords"] {
      func search(_ text: String) throws -> SearchResponse {
        var query = SearchQuery(text)
        query.additionalParameters["removeWordsIfNoResults"] = .string(mode)
        return try index.search(query)
      }
      let five = mode == "lastWords" ? "red a b c d e" : "a b c d e red"
      let fiveFound = try search(five)
      XCTAssertEqual(Fixtures.ids(fiveFound), ["1"], "\(mode): five words removed")
      XCTAssertEqual(
        fiveFound.additionalFields["queryAfterRemoval"], mode == "lastWords" ? "red " : "red")
      let six = mode == "lastWords" ? "red a b c d e f" : "a b c d e f red"
      let sixFound = try search(six)
      XCTAssertEqual(sixFound.nbHits, 0, "\(mode): a sixth word is not removed")
      XCTAssertNil(sixFound.additionalFields["queryAfterRemoval"])
    }
  }

  func test_queryLanguages_stopWordsAndPlurals_inFrenchGermanSpanish() throws {
    let records: [JSON] = [
      ["objectID": "fr", "t": "les chevaux blancs"], ["objectID": "de", "t": "die Hunde"],
      ["objectID": "es", "t": "las luces"],
    ]
    let settings: JSON = [
      "searchableAttributes": ["t"], "queryLanguages": ["fr", "de", "es"],
      "ignorePlurals": true, "removeStopWords": true,
    ]
    XCTAssertEqual(try ids(records, "le cheval ", settings: settings), ["fr"])
    XCTAssertEqual(try ids(records, "der hund ", settings: settings), ["de"])
    XCTAssertEqual(try ids(records, "la luz ", settings: settings), ["es"])
  }

  func test_minProximity_tellsApartOnlyDistancesFromIt() throws {
    let records: [JSON] = [
      ["objectID": "far", "t": "red big lamp", "rank": 2],
      ["objectID": "near", "t": "red lamp", "rank": 1],
    ]
    var settings: JSON = [
      "searchableAttributes": ["t"], "customRanking": ["desc(rank)"],
      "ranking": ["proximity", "custom"],
    ]
    XCTAssertEqual(try ids(records, "red lamp ", settings: settings), ["near", "far"])
    if case .object(var members) = settings {
      members["minProximity"] = 2
      settings = .object(members)
    }
    XCTAssertEqual(try ids(records, "red lamp ", settings: settings), ["far", "near"])
  }

  func test_disableOnAttributes_typosPrefixesAndExactness() throws {
    let records: [JSON] = [
      ["objectID": "sku", "sku": "lamp-2000", "name": "desk"],
      ["objectID": "name", "sku": "x", "name": "lamps"],
    ]
    let base: [String: JSON] = ["searchableAttributes": ["sku", "name"]]
    func with(_ extra: [String: JSON]) -> JSON { .object(base.merging(extra) { $1 }) }
    // "lamb" is one typo from "lamp" (in sku) and from "lamps"? no: a prefix "lam" would be.
    XCTAssertEqual(Set(try ids(records, "lamb ", settings: with([:]))), ["sku"])
    XCTAssertEqual(
      try ids(records, "lamb ", settings: with(["disableTypoToleranceOnAttributes": ["sku"]])), [])
    XCTAssertEqual(Set(try ids(records, "lam", settings: with([:]))), ["sku", "name"])
    XCTAssertEqual(
      try ids(records, "lam", settings: with(["disablePrefixOnAttributes": ["name"]])), ["sku"])
    XCTAssertEqual(
      try ids(records, "lamp ", settings: with(["disableTypoToleranceOnWords": ["lamp"]])), ["sku"])
    // disableExactOnAttributes: the exact criterion ignores the attribute.
    let exact: [JSON] = [
      ["objectID": "a", "title": "lamp", "rank": 1],
      ["objectID": "b", "title": "lamps", "rank": 2],
    ]
    let ranking: [String: JSON] = [
      "searchableAttributes": ["title"], "customRanking": ["desc(rank)"],
      "ranking": ["exact", "custom"], "exactOnSingleWordQuery": "word", "ignorePlurals": false,
    ]
    XCTAssertEqual(try ids(exact, "lamp", settings: .object(ranking)), ["a", "b"])
    XCTAssertEqual(
      try ids(
        exact, "lamp",
        settings: .object(ranking.merging(["disableExactOnAttributes": ["title"]]) { $1 })),
      ["b", "a"])
  }

  func test_camelCaseAttributes_indexTheParts() throws {
    let records: [JSON] = [["objectID": "1", "code": "iPhoneCase"]]
    XCTAssertEqual(try ids(records, "phone case", settings: ["searchableAttributes": ["code"]]), [])
    let settings: JSON = ["searchableAttributes": ["code"], "camelCaseAttributes": ["code"]]
    XCTAssertEqual(try ids(records, "phone case", settings: settings), ["1"])
    XCTAssertEqual(try ids(records, "iphonecase", settings: settings), ["1"])
  }

  func test_keepDiacriticsOnCharacters_tellsThemApart() throws {
    let records: [JSON] = [["objectID": "o", "t": "bok"], ["objectID": "ø", "t": "bøk"]]
    XCTAssertEqual(
      Set(try ids(records, "bøk", settings: ["searchableAttributes": ["t"]])), ["o", "ø"])
    XCTAssertEqual(
      try ids(
        records, "bøk",
        settings: ["searchableAttributes": ["t"], "keepDiacriticsOnCharacters": "ø"]
      ) {
        $0.typoTolerance = .disabled
      },
      ["ø"])
  }

  func test_numericAttributesForFiltering_limitsNumericFilters() throws {
    let records: [JSON] = [["objectID": "1", "price": 10, "stock": 3]]
    let settings: JSON = ["numericAttributesForFiltering": ["equalOnly(price)"]]
    XCTAssertEqual(try ids(records, "", settings: settings) { $0.filters = "price = 10" }, ["1"])
    XCTAssertEqual(try ids(records, "", settings: settings) { $0.filters = "stock = 3" }, [])
  }

  func test_responseFields_andRenderingContent() throws {
    let index = try Fixtures.index(
      [["objectID": "1", "t": "x"]],
      settings: [
        "responseFields": ["hits", "nbHits"],
        "renderingContent": ["facetOrdering": ["facets": ["order": ["brand"]]]],
      ])
    let response = try index.search(SearchQuery(""))
    XCTAssertEqual(response.nbHits, 1)
    XCTAssertNil(response.page)
    XCTAssertNil(response.params)
    var all = SearchQuery("")
    all.additionalParameters["responseFields"] = ["*"]
    let full = try index.search(all)
    XCTAssertEqual(full.page, 0)
    XCTAssertEqual(full.renderingContent?.facetOrdering?.facets?.order, ["brand"])
  }

  func test_parameters_unknownAndUnsupported_areTypedErrors() throws {
    let index = try Fixtures.index([["objectID": "1", "t": "x"]])
    func error(_ name: String, _ value: JSON) -> LocalIndexError? {
      var query = SearchQuery("x")
      query.additionalParameters[name] = value
      do {
        _ = try index.search(query)
        return nil
      } catch {
        return error
      }
    }
    XCTAssertEqual(error("hitsPerPages", 3), .unknownParameter("hitsPerPages"))
    guard case .unsupportedParameter("aroundLatLngViaIP", _)? = error("aroundLatLngViaIP", true)
    else { return XCTFail("aroundLatLngViaIP") }
    XCTAssertNil(error("aroundLatLngViaIP", false))
    XCTAssertNil(error("analyticsTags", ["a"]))
    guard case .unsupportedParameter("customRanking", _)? = error("customRanking", ["asc(x)"])
    else { return XCTFail("customRanking") }
  }

  func test_synonymsInHighlight_asMatched_orReplacedByTheQueryWord() throws {
    let index = try Fixtures.index(
      [["objectID": "1", "t": "a television and a new york loft"]],
      settings: ["searchableAttributes": ["t"]])
    try index.saveSynonyms([
      Synonym(objectID: "tv", synonyms: ["tv", "television"]),
      Synonym(objectID: "ny", synonyms: ["ny", "new york"]),
    ])
    func value(_ text: String, replace: Bool) throws -> String? {
      var query = SearchQuery(text)
      query.additionalParameters["replaceSynonymsInHighlight"] = .bool(replace)
      return try index.search(query).hits.first?["_highlightResult"]?["t"]?["value"]?.stringValue
    }
    XCTAssertEqual(
      try value("tv ny", replace: false),
      "a <em>television</em> and a <em>new</em> <em>york</em> loft")
    XCTAssertEqual(
      try value("tv ny", replace: true), "a <em>tv</em> and a <em>new</em> <em>york</em> loft")
  }

  func test_attributeCriteriaComputedByMinProximity_readsTheNearestAttribute() throws {
    // "a": the words are apart in the title and together in the description; "b": together in
    // the title. Computed by proximity, "a"'s attribute is the description.
    let records: [JSON] = [
      ["objectID": "a", "title": "red big big big lamp", "body": "red lamp", "rank": 2],
      ["objectID": "b", "title": "x y red lamp", "body": "", "rank": 1],
    ]
    var settings: [String: JSON] = [
      "searchableAttributes": ["title", "body"], "customRanking": ["desc(rank)"],
      "ranking": ["attribute", "custom"],
    ]
    XCTAssertEqual(try ids(records, "red lamp ", settings: .object(settings)), ["a", "b"])
    settings["attributeCriteriaComputedByMinProximity"] = true
    XCTAssertEqual(try ids(records, "red lamp ", settings: .object(settings)), ["b", "a"])
  }
}
