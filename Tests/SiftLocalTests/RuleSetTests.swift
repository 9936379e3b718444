import SiftCore
import XCTest

@testable import SiftLocal

/// The rule set's index of candidates: a search looks only at the rules it can trigger.
final class RuleSetTests: XCTestCase {
  func test_candidates_areTheRulesWhosePatternWordsTheQueryHolds_andTheOthersAlways() throws {
    let settings = try LocalIndexSettings(json: ["attributesForFaceting": ["brand"]])
    func rule(_ objectID: String, _ conditions: [JSON]) throws -> Rule {
      try Rule(json: [
        "objectID": .string(objectID), "conditions": .array(conditions),
        "consequence": ["userData": 1],
      ])
    }
    let rules = try RuleSet(
      [
        rule("phone", [["pattern": "Phone case", "anchoring": "contains"]]),
        rule("plural", [["pattern": "phone", "anchoring": "is", "alternatives": true]]),
        rule("brand", [["pattern": "{facet:brand}", "anchoring": "contains"]]),
        rule("brand-tv", [["pattern": "{facet:brand} tv", "anchoring": "contains"]]),
        rule("context", [["context": "mobile"]]),
        rule(
          "either",
          [["pattern": "tv", "anchoring": "is"], ["pattern": "radio", "anchoring": "is"]]),
        rule("unconditional", []),
      ], settings: settings)
    let always = [1, 2, 4, 6]
    XCTAssertEqual(rules.candidates(for: []), always)
    XCTAssertEqual(rules.candidates(for: ["cheap", "case"]), always)
    XCTAssertEqual(rules.candidates(for: ["phone"]), [0, 1, 2, 4, 6])
    XCTAssertEqual(rules.candidates(for: ["tv", "radio", "tv"]), [1, 2, 3, 4, 5, 6])
  }
}
