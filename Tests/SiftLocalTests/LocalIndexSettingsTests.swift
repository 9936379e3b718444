import SiftCore
import SiftTestSupport
import XCTest

@testable import SiftLocal

final class LocalIndexSettingsTests: XCTestCase {
  func test_decodesAlgoliaSettings() throws {
    let settings = try LocalIndexSettings(json: [
      "attributesToIndex": ["unordered(title)", "actors,director", "year"],
      "attributesForFaceting": ["genre", "searchable(actors)", "filterOnly(secret)"],
      "customRanking": ["desc(score)", "asc(year)"],
      "ranking": ["proximity", "typo", "custom"],
      "typoTolerance": "min", "queryType": "prefixAll", "distinct": 2,
      "slaves": ["a", "virtual(b)"],
      "attributesToSnippet": ["plot:20"], "separatorsToIndex": "&", "removeStopWords": ["en"],
    ])
    XCTAssertEqual(
      settings.searchableAttributes,
      [.init(["title"], isUnordered: true), .init(["actors", "director"]), .init(["year"])])
    XCTAssertEqual(
      settings.attributesForFaceting,
      [.init("genre"), .init("actors", isSearchable: true), .init("secret", isFilterOnly: true)])
    XCTAssertEqual(settings.customRanking, [.descending("score"), .ascending("year")])
    XCTAssertEqual(settings.ranking, [.proximity, .typo, .custom])
    XCTAssertEqual(settings.typoTolerance, .min)
    XCTAssertEqual(settings.queryType, .prefixAll)
    XCTAssertEqual(settings.distinct, 2)
    XCTAssertEqual(settings.replicas, ["a", "b"])
    XCTAssertEqual(settings.virtualReplicas, ["b"])
    XCTAssertEqual(settings.removeStopWords, .languages(["en"]))
    XCTAssertEqual(settings.warnings, [])
  }

  func test_settingsNotHonoured_areWarnings_andUnknownOnesErrors() throws {
    let settings = try LocalIndexSettings(json: [
      "synonyms": [["&", "and"]], "advancedSyntax": true, "version": 1,
      "ignorePlurals": ["en", "fr", "ja"], "queryLanguages": ["ja"],
      "camelCaseAttributes": ["name"], "decompoundedAttributes": ["de": ["name"]],
      "indexLanguages": [],
    ])
    XCTAssertEqual(
      settings.warnings.map(\.setting),
      ["queryLanguages", "ignorePlurals", "decompoundedAttributes"])
    XCTAssertEqual(settings.synonymGroups, [["&", "and"]])
    XCTAssertTrue(settings.advancedSyntax)
    XCTAssertThrowsError(try LocalIndexSettings(json: ["searchableAtributes": ["name"]])) {
      XCTAssertEqual(
        $0 as? LocalIndexError,
        .invalidSettings(setting: "searchableAtributes", reason: "unknown setting"))
    }
  }

  /// Found by the settings fuzzer: a setting named by the empty string was reported as
  /// "Invalid setting : unknown setting", which names nothing.
  func test_aSettingWithAnEmptyName_isReportedQuoted() {
    XCTAssertThrowsError(try LocalIndexSettings(json: ["hitsPerPage": 1, "": 10])) {
      XCTAssertEqual(
        $0 as? LocalIndexError, .invalidSettings(setting: "", reason: "unknown setting"))
      XCTAssertEqual("\($0)", #"Invalid setting "": unknown setting"#)
    }
  }

  func test_settingsOfTheWrongType_areRejected_naming() {
    for (json, setting) in [
      (["searchableAttributes": "name"] as JSON, "searchableAttributes"),
      (["advancedSyntax": 3], "advancedSyntax"),
      (["removeWordsIfNoResults": "sometimes"], "removeWordsIfNoResults"),
      (["minProximity": 9], "minProximity"),
      (["relevancyStrictness": 101], "relevancyStrictness"),
      (["alternativesAsExact": ["always"]], "alternativesAsExact"),
      (["renderingContent": ["facetOrdering": 3]], "renderingContent"),
    ] {
      XCTAssertThrowsError(try LocalIndexSettings(json: json), "\(json)") {
        guard case .invalidSettings(let found, _)? = $0 as? LocalIndexError else {
          return XCTFail("\($0)")
        }
        XCTAssertEqual(found, setting)
      }
    }
  }

  func test_malformedSettings_throwTypedErrors() {
    XCTAssertThrowsError(try LocalIndexSettings(json: ["ranking": ["typo", "magic"]])) {
      XCTAssertEqual(
        $0 as? LocalIndexError,
        .invalidSettings(setting: "ranking", reason: "unknown criterion \"magic\""))
    }
    XCTAssertThrowsError(try LocalIndexSettings(json: ["hitsPerPage": "many"]))
    XCTAssertThrowsError(try LocalIndexSettings(json: ["customRanking": ["score"]]))
    XCTAssertThrowsError(try LocalIndexSettings(json: ["attributesForFaceting": [1]])) {
      guard case .invalidSettings("attributesForFaceting[0]", _)? = $0 as? LocalIndexError else {
        return XCTFail("unexpected \($0)")
      }
    }
    XCTAssertThrowsError(try LocalIndexSettings(json: ["typo", "tolerance"]))
  }

  func test_everySharedSettingsFile_loadsUnchanged() throws {
    let datasets = try SharedData.directory().appendingPathComponent("datasets")
    let enumerator = FileManager.default.enumerator(atPath: datasets.path)
    var loaded = 0
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix("settings.json") else { continue }
      let data = try Data(contentsOf: datasets.appendingPathComponent(path))
      XCTAssertNoThrow(try LocalIndexSettings(json: JSON.parse(data)), path)
      loaded += 1
    }
    XCTAssertGreaterThan(loaded, 0)
  }

  // MARK: - Encoding

  func test_json_roundTripsEveryProperty() throws {
    var settings = LocalIndexSettings()
    settings.searchableAttributes = [
      .init(["title", "alternative_title"]), .init(["plot"], isUnordered: true),
    ]
    settings.attributesForFaceting = [
      .init("genre"), .init("actors", isSearchable: true), .init("secret", isFilterOnly: true),
    ]
    settings.customRanking = [.descending("score"), .ascending("year")]
    settings.ranking = [.typo, .geo, .words, .filters, .proximity, .attribute, .exact, .custom]
    settings.ranking.append(.sort(.ascending("price")))
    settings.minWordSizefor1Typo = 3
    settings.minWordSizefor2Typos = 9
    settings.typoTolerance = .strict
    settings.allowTyposOnNumericTokens = false
    settings.queryType = .prefixAll
    settings.exactOnSingleWordQuery = .word
    settings.attributeForDistinct = "series"
    settings.distinct = 2
    settings.replicas = ["movies_year_desc"]
    settings.hitsPerPage = 7
    settings.maxValuesPerFacet = 12
    settings.paginationLimitedTo = 50
    settings.highlightPreTag = "<b>"
    settings.highlightPostTag = "</b>"
    settings.attributesToHighlight = ["title"]
    settings.attributesToSnippet = ["plot:20"]
    settings.snippetEllipsisText = "..."
    settings.separatorsToIndex = "+#"
    settings.optionalWords = ["the"]
    settings.removeStopWords = .enabled
    settings.ignorePlurals = .languages(["fr", "de"])
    settings.queryLanguages = ["fr"]
    settings.advancedSyntax = true
    settings.advancedSyntaxFeatures = [.excludeWords]
    settings.removeWordsIfNoResults = .lastWords
    settings.alternativesAsExact = [.multiWordsSynonym]
    settings.replaceSynonymsInHighlight = true
    settings.minProximity = 3
    settings.attributeCriteriaComputedByMinProximity = true
    settings.disableTypoToleranceOnAttributes = ["sku"]
    settings.disableTypoToleranceOnWords = ["pixel"]
    settings.disablePrefixOnAttributes = ["sku"]
    settings.disableExactOnAttributes = ["plot"]
    settings.camelCaseAttributes = ["title"]
    settings.keepDiacriticsOnCharacters = "øé"
    settings.numericAttributesForFiltering = ["year"]
    settings.responseFields = ["hits", "nbHits"]
    settings.relevancyStrictness = 60
    settings.enableRules = false
    settings.renderingContent = RenderingContent(
      facetOrdering: FacetOrdering(facets: FacetsOrder(order: ["genre"])))
    settings.virtualReplicas = ["movies_year_desc"]
    settings.isVirtualReplica = true
    settings.synonyms = false
    settings.synonymGroups = []
    settings.maxFacetHits = 20
    settings.sortFacetValuesBy = .alpha
    settings.attributesToRetrieve = ["title", "year"]
    settings.unretrievableAttributes = ["secret"]
    // Every stored property differs from its default, so that none can be left out of the
    // encoding unnoticed (synonymGroups has a test of its own; warnings are not settings).
    let defaults = Mirror(reflecting: LocalIndexSettings()).children.map {
      String(describing: $0.value)
    }
    for (child, initial) in zip(Mirror(reflecting: settings).children, defaults)
    where !["warnings", "synonymGroups"].contains(child.label ?? "") {
      XCTAssertNotEqual(String(describing: child.value), initial, child.label ?? "")
    }

    // isVirtualReplica comes from the primary's replicas, not from an index's own settings.
    var decoded = try LocalIndexSettings(json: settings.json)
    XCTAssertFalse(decoded.isVirtualReplica)
    decoded.isVirtualReplica = true
    XCTAssertEqual(decoded, settings)
    settings.isVirtualReplica = false

    XCTAssertEqual(try LocalIndexSettings(json: settings.json), settings)
    XCTAssertEqual(try LocalIndexSettings(json: LocalIndexSettings().json), LocalIndexSettings())
    XCTAssertEqual(settings.json["typoTolerance"], "strict")
    XCTAssertEqual(
      settings.json["searchableAttributes"], ["title, alternative_title", "unordered(plot)"])
    XCTAssertEqual(settings.json["replicas"], ["virtual(movies_year_desc)"])
  }

  /// Groups of synonyms in the settings (older exports) are encoded as those exports have them.
  func test_aVirtualReplicasSettings_holdOnlyWhatItSets_theRestIsItsPrimarys() throws {
    let primary = try LocalIndexSettings(json: [
      "searchableAttributes": ["unordered(name)", "brand"], "attributesForFaceting": ["brand"],
      "customRanking": ["desc(popularity)"], "hitsPerPage": 12, "attributeForDistinct": "sku",
      "distinct": true, "replicas": ["virtual(products_price_asc)"],
    ])
    // As Algolia exports a virtual replica: what it sets, and its primary.
    let replica = try LocalIndexSettings(
      json: [
        "customRanking": ["asc(price)"], "relevancyStrictness": 80, "primary": "products",
        "attributesToRetrieve": nil,
      ], virtualReplicaOf: primary)
    XCTAssertEqual(replica.customRanking, [.ascending("price")])
    XCTAssertEqual(replica.relevancyStrictness, 80)
    XCTAssertEqual(replica.searchableAttributes, primary.searchableAttributes)
    XCTAssertEqual(replica.attributesForFaceting, primary.attributesForFaceting)
    XCTAssertEqual(replica.hitsPerPage, 12)
    XCTAssertEqual(replica.attributeForDistinct, "sku")
    XCTAssertEqual(replica.distinct, 1)
    XCTAssertEqual(replica.replicas, [])
    XCTAssertTrue(replica.isVirtualReplica)
    XCTAssertEqual(replica.warnings, [])
    // What only a primary holds stays the primary's, with a warning when the file says otherwise.
    let overreaching = try LocalIndexSettings(
      json: ["searchableAttributes": ["description"], "attributesToIndex": ["brand"]],
      virtualReplicaOf: primary)
    XCTAssertEqual(overreaching.searchableAttributes, primary.searchableAttributes)
    XCTAssertEqual(
      overreaching.warnings.map(\.setting), ["attributesToIndex", "searchableAttributes"])
    let agreeing = try LocalIndexSettings(
      json: ["searchableAttributes": ["unordered(name)", "brand"]], virtualReplicaOf: primary)
    XCTAssertEqual(agreeing.warnings, [])
    XCTAssertThrowsError(
      try LocalIndexSettings(json: ["hitsPerPage": "many"], virtualReplicaOf: primary))
  }

  func test_json_roundTripsSynonymGroups() throws {
    var settings = LocalIndexSettings()
    settings.synonymGroups = [["tv", "television"], ["phone", "mobile", "cell"]]
    XCTAssertEqual(try LocalIndexSettings(json: settings.json), settings)
    XCTAssertEqual(
      settings.json["synonyms"], [["tv", "television"], ["phone", "mobile", "cell"]])
  }

  func test_json_roundTripsEachSharedSettingsFile() throws {
    let datasets = try SharedData.directory().appendingPathComponent("datasets")
    let enumerator = FileManager.default.enumerator(atPath: datasets.path)
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix("settings.json") else { continue }
      let data = try Data(contentsOf: datasets.appendingPathComponent(path))
      var settings = try LocalIndexSettings(json: JSON.parse(data))
      settings.warnings = []
      XCTAssertEqual(try LocalIndexSettings(json: settings.json), settings, path)
    }
  }
}
