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
}
