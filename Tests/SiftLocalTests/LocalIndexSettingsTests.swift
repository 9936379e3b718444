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
    XCTAssertTrue(settings.removeStopWords)
    XCTAssertEqual(settings.warnings, [])
  }

  func test_unsupportedSettings_areReportedAsWarnings() throws {
    let settings = try LocalIndexSettings(json: [
      "synonyms": [["&", "and"]], "advancedSyntax": false, "version": 1,
      "ignorePlurals": ["en", "fr"],
      "camelCaseAttributes": ["name"],
    ])
    XCTAssertEqual(
      settings.warnings.map(\.setting), ["ignorePlurals", "camelCaseAttributes", "synonyms"])
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
    settings.removeStopWords = true
    settings.ignorePlurals = true
    settings.attributesToRetrieve = ["title", "year"]
    settings.unretrievableAttributes = ["secret"]
    XCTAssertNotEqual(settings, LocalIndexSettings(), "every property differs from its default")

    XCTAssertEqual(try LocalIndexSettings(json: settings.json), settings)
    XCTAssertEqual(try LocalIndexSettings(json: LocalIndexSettings().json), LocalIndexSettings())
    XCTAssertEqual(settings.json["typoTolerance"], "strict")
    XCTAssertEqual(
      settings.json["searchableAttributes"], ["title, alternative_title", "unordered(plot)"])
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
