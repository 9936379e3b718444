import SiftCore
import XCTest

@testable import SiftTypesense

/// Algolia's search parameters as a Typesense `multi_search` entry: each translated, accepted
/// as having no effect, or refused naming the parameter.
final class TypesenseQueryTranslatorTests: XCTestCase {
  private static let schema = TypesenseCollectionSchema(
    name: "products",
    fields: [
      .init(name: "name", type: "string"),
      .init(name: "brand", type: "string", facet: true),
      .init(name: "description", type: "string"),
      .init(name: "categories.lvl0", type: "string", facet: true),
      .init(name: "price", type: "float", facet: true),
      .init(name: "rating", type: "int32", facet: true),
      .init(name: "meta", type: "object", facet: true),
      .init(name: "_geoloc", type: "geopoint"),
    ], enableNestedFields: true)

  private func translate(
    _ query: SearchQuery, index: String = "products",
    parameters: TypesenseSearchService.CollectionParameters = .init(),
    configuration: TypesenseSearchService.Configuration = .init()
  ) throws -> TypesenseSearchTranslation {
    let (collection, sortBy) = TypesenseSearchTarget.resolve(
      index, sortedIndices: configuration.sortedIndices)
    let target = TypesenseSearchTarget(
      indexName: index, collection: collection, sortBy: sortBy, schema: Self.schema,
      parameters: parameters, configuration: configuration)
    return try TypesenseQueryTranslator(target: target, query: query).translate()
  }

  private func parameters(
    _ query: SearchQuery, index: String = "products",
    collection: TypesenseSearchService.CollectionParameters = .init(),
    configuration: TypesenseSearchService.Configuration = .init()
  ) throws -> [String: JSON] {
    try translate(query, index: index, parameters: collection, configuration: configuration)
      .parameters
  }

  private func assertRefused(
    _ query: SearchQuery, naming name: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertThrowsError(try translate(query), file: file, line: line) { error in
      switch error as? TypesenseError {
      case .unsupportedParameter(let refused, _)?, .invalidParameter(let refused, _)?:
        XCTAssertEqual(refused, name, file: file, line: line)
      case .unknownParameter(let refused)?:
        XCTAssertEqual(refused, name, file: file, line: line)
      default:
        XCTFail("\(error)", file: file, line: line)
      }
    }
  }

  func test_anEmptyQuery_searchesEverything_20ToAPage_withAlgoliasDefaults() throws {
    let sent = try parameters(SearchQuery())
    XCTAssertEqual(sent["collection"], "products")
    XCTAssertEqual(sent["q"], "*")
    XCTAssertEqual(sent["query_by"], "name,brand,description,categories.lvl0")
    XCTAssertEqual(sent["page"], 1)
    XCTAssertEqual(sent["per_page"], 20)
    XCTAssertEqual(sent["num_typos"], 2)
    XCTAssertEqual(sent["typo_tokens_threshold"], 1_000)
    XCTAssertEqual(sent["drop_tokens_threshold"], 0)
    XCTAssertEqual(sent["highlight_start_tag"], "<em>")
    XCTAssertEqual(sent["highlight_end_tag"], "</em>")
    XCTAssertNil(sent["filter_by"])
    XCTAssertNil(sent["facet_by"])
  }

  func test_pagesCountFromOne_andAPageHoldsAtMost250Hits() throws {
    let sent = try parameters(SearchQuery("phone", page: 3, hitsPerPage: 250))
    XCTAssertEqual(sent["page"], 4)
    XCTAssertEqual(sent["per_page"], 250)
    assertRefused(SearchQuery(hitsPerPage: 251), naming: "hitsPerPage")
    assertRefused(SearchQuery(page: -1), naming: "page")
  }

  func test_offsetAndLength_readThePageThatHoldsThem() throws {
    var query = SearchQuery()
    query.offset = 45
    query.length = 10
    let translation = try translate(query)
    let perPage = try XCTUnwrap(translation.parameters["per_page"]?.intValue)
    let page = try XCTUnwrap(translation.parameters["page"]?.intValue)
    let window = try XCTUnwrap(translation.reading.window)
    XCTAssertEqual((page - 1) * perPage + window.skip, 45)
    XCTAssertGreaterThanOrEqual(perPage - window.skip, 10)
    query.offset = 1_001
    query.length = 250
    assertRefused(query, naming: "offset")
    query.length = nil
    assertRefused(query, naming: "length")
  }

  func test_typoSettings_mapToTypesensesTypoParameters() throws {
    var query = SearchQuery("phone")
    query.typoTolerance = .min
    query.minWordSizefor1Typo = 3
    query.minWordSizefor2Typos = 6
    query.additionalParameters["disableTypoToleranceOnAttributes"] = ["brand"]
    let sent = try parameters(query)
    XCTAssertEqual(sent["typo_tokens_threshold"], 1)
    XCTAssertEqual(sent["num_typos"], "2,0,2,2")
    XCTAssertEqual(sent["min_len_1typo"], 3)
    XCTAssertEqual(sent["min_len_2typo"], 6)
    query.typoTolerance = .disabled
    XCTAssertEqual(try parameters(query)["num_typos"], 0)
    query.typoTolerance = .strict
    assertRefused(query, naming: "typoTolerance")
  }

  func test_prefixAndWordRemoval_mapOrAreRefused() throws {
    var query = SearchQuery("phone")
    query.additionalParameters["queryType"] = "prefixNone"
    query.additionalParameters["removeWordsIfNoResults"] = "lastWords"
    let sent = try parameters(query)
    XCTAssertEqual(sent["prefix"], false)
    XCTAssertEqual(sent["drop_tokens_threshold"], 1)
    query.additionalParameters["queryType"] = "prefixAll"
    assertRefused(query, naming: "queryType")
    query.additionalParameters["queryType"] = nil
    query.additionalParameters["removeWordsIfNoResults"] = "firstWords"
    assertRefused(query, naming: "removeWordsIfNoResults")
  }

  func test_searchedFields_comeFromTheCollectionsParameters_withWeights_andCanBeRestricted()
    throws
  {
    let collection = TypesenseSearchService.CollectionParameters(
      queryBy: [.init("name", weight: 5), .init("description", weight: 1)])
    var query = SearchQuery("phone")
    var sent = try parameters(query, collection: collection)
    XCTAssertEqual(sent["query_by"], "name,description")
    XCTAssertEqual(sent["query_by_weights"], "5,1")
    query.additionalParameters["restrictSearchableAttributes"] = ["description"]
    sent = try parameters(query, collection: collection)
    XCTAssertEqual(sent["query_by"], "description")
    query.additionalParameters["restrictSearchableAttributes"] = ["price"]
    XCTAssertThrowsError(try parameters(query, collection: collection))
  }

  func test_facets_ofTheSchemasFacetFields_withAlgoliasDefaultOf100Values() throws {
    var sent = try parameters(SearchQuery(facets: ["*"]))
    XCTAssertEqual(sent["facet_by"], "brand,categories.lvl0,price,rating")
    XCTAssertEqual(sent["max_facet_values"], 100)
    var query = SearchQuery(facets: ["brand", "description", "nope", "brand"])
    query.maxValuesPerFacet = 7
    sent = try parameters(query)
    XCTAssertEqual(sent["facet_by"], "brand", "attributes that are not facets get no counts")
    XCTAssertEqual(sent["max_facet_values"], 7)
    query.sortFacetValuesBy = .alpha
    assertRefused(query, naming: "sortFacetValuesBy")
  }

  func test_filtersOfEveryParameter_areAndedIntoFilterBy() throws {
    var query = SearchQuery(filters: "price < 100")
    query.facetFilters = [["brand:Apple", "brand:Sony"], "categories.lvl0:-Phones"]
    query.numericFilters = ["rating>=4"]
    query.tagFilters = ["featured"]
    let expected =
      "price:<100 && brand:=[`Apple`, `Sony`] && categories.lvl0:!=`Phones` && rating:>=4 "
      + "&& _tags:=`featured`"
    XCTAssertEqual(try parameters(query)["filter_by"]?.stringValue, expected)
  }

  func test_malformedFilters_areRefusedNamingTheParameterAndTheFilter() {
    for (query, parameter) in [
      (SearchQuery(filters: "brand:Apple AND"), "filters"),
      (SearchQuery(numericFilters: ["price=>3"]), "numericFilters"),
      (SearchQuery(facetFilters: ["brand"]), "facetFilters"),
    ] {
      XCTAssertThrowsError(try translate(query)) { error in
        guard case .invalidFilter(let refused, _, _)? = error as? TypesenseError else {
          return XCTFail("\(error)")
        }
        XCTAssertEqual(refused, parameter)
      }
    }
  }

  func test_aSortedIndex_sortsItsCollection_asConfigured_orInTheAdaptersForm() throws {
    var configuration = TypesenseSearchService.Configuration()
    configuration.sortedIndices["products_price_asc"] = .init(
      collection: "products", sortBy: "price:asc")
    var sent = try parameters(
      SearchQuery("phone"), index: "products_price_asc", configuration: configuration)
    XCTAssertEqual(sent["collection"], "products")
    XCTAssertEqual(sent["sort_by"], "price:asc")
    sent = try parameters(SearchQuery(), index: "products/sort/rating:desc")
    XCTAssertEqual(sent["collection"], "products")
    XCTAssertEqual(sent["sort_by"], "rating:desc")
  }

  func test_aroundAPoint_filtersByRadius_andSortsByDistanceAfterRelevance() throws {
    var query = SearchQuery("airport")
    query.aroundLatLng = "48.85, 2.35"
    query.aroundRadius = .meters(2_500)
    var sent = try parameters(
      query, collection: .init(sortBy: "_text_match:desc,rating:desc,price:asc"))
    XCTAssertEqual(sent["filter_by"], "_geoloc:(48.85, 2.35, 2.5 km)")
    XCTAssertEqual(
      sent["sort_by"], "_text_match:desc,_geoloc(48.85, 2.35):asc,rating:desc",
      "three criteria at most: the last one gives way to the distance")
    query.aroundRadius = .all
    query.additionalParameters["aroundPrecision"] = 100
    sent = try parameters(query)
    XCTAssertNil(sent["filter_by"])
    XCTAssertEqual(sent["sort_by"], "_text_match:desc,_geoloc(48.85, 2.35, precision: 0.1 km):asc")
    query.aroundRadius = nil
    assertRefused(query, naming: "aroundRadius")
    query.aroundRadius = .meters(10)
    query.aroundLatLng = "north"
    assertRefused(query, naming: "aroundLatLng")
  }

  func test_boxesAndPolygons_arePolygonFilters_whoseEdgesFollowTheMapsStraightLines() throws {
    var query = SearchQuery()
    query.insideBoundingBox = [[49.0, 3.0, 48.0, 2.0]]
    let box = try XCTUnwrap(parameters(query)["filter_by"]?.stringValue)
    XCTAssertTrue(box.hasPrefix("_geoloc:(48, 2, 48, 2.1, 48, 2.2,"), box)
    XCTAssertTrue(box.hasSuffix("49, 2.1, 49, 2)"), box)
    XCTAssertEqual(box.components(separatedBy: ", ").count / 2, 22, "10 steps a side, 4 corners")

    query.insideBoundingBox = nil
    query.additionalParameters["insidePolygon"] = [[1, 1, 1, 1.05, 2, 1], [5, 5, 6, 6, 7, 5]]
    let polygons = try XCTUnwrap(parameters(query)["filter_by"]?.stringValue)
    let expected: String =
      "_geoloc:(1, 1, 1, 1.05, 2, 1) || _geoloc:(5, 5, 5.1, 5.1, 5.2, 5.2, 5.3, 5.3, "
      + "5.4, 5.4, 5.5, 5.5, 5.6, 5.6, 5.7, 5.7, 5.8, 5.8, 5.9, 5.9, 6, 6, 6.1, 5.9, 6.2, 5.8, "
      + "6.3, 5.7, 6.4, 5.6, 6.5, 5.5, 6.6, 5.4, 6.7, 5.3, 6.8, 5.2, 6.9, 5.1, 7, 5)"
    XCTAssertEqual(polygons, expected)
    query.additionalParameters["insidePolygon"] = [1, 2, 3, 4]
    assertRefused(query, naming: "insidePolygon")
  }

  func test_highlightingAndSnippets_askTypesenseForTheWholeFields_withSiftsTags() throws {
    var query = SearchQuery("phone")
    query.attributesToHighlight = ["name", "price"]
    query.attributesToSnippet = ["description:12"]
    query.highlightPreTag = "<b>"
    query.highlightPostTag = "</b>"
    let translation = try translate(query)
    XCTAssertEqual(translation.parameters["highlight_fields"], "name,description")
    XCTAssertEqual(translation.parameters["highlight_full_fields"], "name,description")
    XCTAssertEqual(translation.parameters["highlight_start_tag"], "<b>")
    XCTAssertEqual(translation.reading.highlighted, ["name", "price"])
    XCTAssertEqual(
      translation.reading.snippeted, [.init(attribute: "description", words: 12)])
    query.attributesToHighlight = []
    query.attributesToSnippet = []
    XCTAssertEqual(
      try parameters(query)["highlight_fields"]?.stringValue,
      TypesenseQueryTranslator.noHighlightFields)
  }

  func test_attributesToRetrieve_becomeIncludedOrExcludedFields() throws {
    var query = SearchQuery()
    query.attributesToRetrieve = ["name"]
    query.attributesToHighlight = ["brand"]
    XCTAssertEqual(try parameters(query)["include_fields"], "id,name,brand,_geoloc")
    query.attributesToRetrieve = ["*", "-description"]
    XCTAssertEqual(try parameters(query)["exclude_fields"], "description")
  }

  func test_distinct_groupsByTheCollectionsDistinctAttribute_orIsRefused() throws {
    var query = SearchQuery()
    query.distinct = .count(2)
    let sent = try parameters(query, collection: .init(distinctAttribute: "brand"))
    XCTAssertEqual(sent["group_by"], "brand")
    XCTAssertEqual(sent["group_limit"], 2)
    assertRefused(query, naming: "distinct")
    query.distinct = .enabled(false)
    XCTAssertNil(try parameters(query)["group_by"])
  }

  func test_rawParameters_ofTheConfigurationAndCollection_yieldToTranslatedOnes() throws {
    var configuration = TypesenseSearchService.Configuration()
    configuration.additionalSearchParameters = [
      "prioritize_exact_match": "false", "num_typos": "1", "exhaustive_search": "true",
    ]
    let collection = TypesenseSearchService.CollectionParameters(
      searchParameters: ["exhaustive_search": "false"])
    let sent = try parameters(
      SearchQuery("phone"), collection: collection, configuration: configuration)
    XCTAssertEqual(sent["prioritize_exact_match"], "false")
    XCTAssertEqual(sent["exhaustive_search"], "false")
    XCTAssertEqual(sent["num_typos"], 2, "typoTolerance's default, as Algolia's")
  }

  func test_aRawFilterBy_holdsBesideTheSearchsFilters() throws {
    let collection = TypesenseSearchService.CollectionParameters(
      searchParameters: ["filter_by": "rating:>=3"])
    XCTAssertEqual(try parameters(SearchQuery(), collection: collection)["filter_by"], "rating:>=3")
    XCTAssertEqual(
      try parameters(SearchQuery(filters: "brand:Acme"), collection: collection)["filter_by"],
      "(rating:>=3) && (brand:=`Acme`)")
  }

  func test_parametersTypesenseCannotExpress_areRefused_unlessTheyAskForNothing() throws {
    var query = SearchQuery()
    query.additionalParameters = [
      "analytics": false, "userToken": "u1", "enablePersonalization": false,
      "ignorePlurals": false, "synonyms": true, "advancedSyntax": true,
    ]
    query.relevancyStrictness = 100
    query.clickAnalytics = true
    XCTAssertNoThrow(try translate(query))

    var optional = SearchQuery()
    optional.optionalFilters = ["brand:Sony"]
    assertRefused(optional, naming: "optionalFilters")
    var strictness = SearchQuery()
    strictness.relevancyStrictness = 0
    assertRefused(strictness, naming: "relevancyStrictness")
    var contexts = SearchQuery()
    contexts.ruleContexts = ["mobile"]
    assertRefused(contexts, naming: "ruleContexts")
    for (name, value) in [
      ("ignorePlurals", JSON(true)), ("removeStopWords", ["en"]), ("enablePersonalization", true),
      ("optionalWords", ["phone"]), ("synonyms", false), ("mode", "neuralSearch"),
      ("customRanking", ["desc(price)"]), ("madeUpParameter", 1),
    ] as [(String, JSON)] {
      assertRefused(SearchQuery(additionalParameters: [name: value]), naming: name)
    }
  }

  func test_everyParameterSearchQueryModels_isTranslatedAcceptedOrRefusedByName() {
    let known = TypesenseParameterSupport.translated.union(TypesenseParameterSupport.withoutEffect)
      .union(TypesenseParameterSupport.neutralOnly.keys)
    XCTAssertEqual(SearchQuery.modelledParameterNames.subtracting(known), [])
  }

  func test_aQueryOnACollectionWithNoStringField_isRefused() throws {
    let target = TypesenseSearchTarget(
      indexName: "numbers", collection: "numbers", sortBy: nil,
      schema: TypesenseCollectionSchema(name: "numbers", fields: [.init(name: "n", type: "int32")]),
      parameters: .init(), configuration: .init())
    XCTAssertNoThrow(try TypesenseQueryTranslator(target: target, query: SearchQuery()).translate())
    XCTAssertThrowsError(
      try TypesenseQueryTranslator(target: target, query: SearchQuery("seven")).translate())
  }
}
