import Foundation
import SiftCore
import SiftTestSupport
import XCTest

@testable import SiftLocal

/// Rules in Algolia's model: each condition triggers as Algolia documents it, each consequence
/// changes the search, the hits or the response, precedence and conflicts pick the rules
/// applied, and the API saves, replaces, deletes, clears and searches them. What the engine
/// does not implement is an error naming the field.
final class LocalIndexRulesTests: XCTestCase {
  private let records: [JSON] = [
    ["objectID": "1", "name": "Apple iPhone 15", "brand": "Apple", "type": "phone", "price": 999],
    [
      "objectID": "2", "name": "Samsung Galaxy phone", "brand": "Samsung", "type": "phone",
      "price": 799,
    ],
    ["objectID": "3", "name": "Cheap phone case", "brand": "Generic", "type": "case", "price": 9],
    [
      "objectID": "4", "name": "Apple MacBook laptop", "brand": "Apple", "type": "laptop",
      "price": 1999,
    ],
    ["objectID": "5", "name": "Budget laptop", "brand": "Acer", "type": "laptop", "price": 299],
    [
      "objectID": "6", "name": "Red Dragon keyboard", "brand": "Red Dragon", "type": "keyboard",
      "price": 49,
    ],
  ]

  private func index(_ settings: JSON = [:]) throws -> LocalIndex {
    var members: [String: JSON] = [
      "searchableAttributes": ["name", "brand"],
      "attributesForFaceting": ["brand", "type"],
      "customRanking": ["asc(price)"],
    ]
    for (key, value) in settings.objectValue ?? [:] { members[key] = value }
    return try Fixtures.index(records, settings: .object(members))
  }

  private func rule(_ json: JSON) throws -> Rule { try Rule(json: json) }

  private func search(
    _ index: LocalIndex, _ text: String, _ configure: (inout SearchQuery) -> Void = { _ in }
  ) throws -> SearchResponse {
    var query = SearchQuery(text)
    configure(&query)
    return try index.search(query)
  }

  private func applied(_ response: SearchResponse) -> [String] {
    (response.additionalFields["appliedRules"]?.arrayValue ?? []).compactMap {
      $0["objectID"]?.stringValue
    }
  }

  // MARK: Conditions

  func test_patternAnchoring_isStartsWithEndsWithContains_onWholeFoldedWords() throws {
    let index = try index()
    func triggers(_ anchoring: Rule.Anchoring, _ text: String) throws -> Bool {
      try index.saveRules(
        [
          Rule(
            objectID: anchoring.rawValue,
            conditions: [Rule.Condition(pattern: "Cheap Phone", anchoring: anchoring)],
            consequence: Rule.Consequence(userData: .string(anchoring.rawValue)))
        ], clearExistingRules: true)
      return applied(try search(index, text)) == [anchoring.rawValue]
    }
    func rules(_ text: String) throws -> Set<String> {
      Set(try Rule.Anchoring.allCases.filter { try triggers($0, text) }.map(\.rawValue))
    }
    XCTAssertEqual(try rules("cheap phone"), ["is", "startsWith", "endsWith", "contains"])
    XCTAssertEqual(try rules("CHEAP phone case"), ["startsWith", "contains"])
    XCTAssertEqual(try rules("a cheap phone"), ["endsWith", "contains"])
    XCTAssertEqual(try rules("a cheap phone case"), ["contains"])
    XCTAssertEqual(try rules("cheap phones"), [], "whole words only, no plurals by default")
    XCTAssertEqual(try rules("cheap pho"), [], "no prefix of the last word")
    XCTAssertEqual(try rules("phone cheap"), [])
  }

  func test_alternatives_matchPluralsAndSynonymsOfThePatternWords() throws {
    let index = try index()
    try index.saveSynonym(Synonym(objectID: "s", synonyms: ["inexpensive", "cheap"]))
    try index.saveRule(
      rule([
        "objectID": "alt",
        "conditions": [["pattern": "cheap phone", "anchoring": "is", "alternatives": true]],
        "consequence": ["userData": ["deal": true]],
      ]))
    XCTAssertEqual(applied(try search(index, "cheap phones")), ["alt"])
    XCTAssertEqual(applied(try search(index, "inexpensive phone")), ["alt"])
    XCTAssertEqual(applied(try search(index, "cheap laptop")), [])
  }

  func test_context_andConditionFilters_andConditionlessRules() throws {
    let index = try index()
    try index.saveRules([
      rule([
        "objectID": "mobile", "conditions": [["context": "mobile"]],
        "consequence": ["params": ["hitsPerPage": 2]],
      ]),
      rule([
        "objectID": "apple-filter",
        "conditions": [["filters": "brand:apple"]],
        "consequence": ["userData": ["banner": "apple"]],
      ]),
      rule(["objectID": "always", "consequence": ["userData": ["banner": "always"]]]),
    ])
    let mobile = try search(index, "") { $0.ruleContexts = ["mobile"] }
    XCTAssertEqual(mobile.hits.count, 2)
    XCTAssertEqual(mobile.hitsPerPage, 2)
    XCTAssertEqual(applied(mobile), ["mobile", "always"])
    XCTAssertEqual(try search(index, "").hits.count, 6)
    // The search's filters must hold the condition's (facet values compare case-insensitively,
    // in any filter parameter, and inside an OR group).
    XCTAssertEqual(
      applied(try search(index, "") { $0.filters = "brand:Apple AND price < 1000" }),
      ["apple-filter", "always"])
    XCTAssertEqual(
      applied(try search(index, "") { $0.facetFilters = [["brand:APPLE", "brand:Acer"]] }),
      ["apple-filter", "always"])
    XCTAssertEqual(applied(try search(index, "") { $0.filters = "brand:Samsung" }), ["always"])
    XCTAssertEqual(
      try search(index, "") { $0.filters = "brand:Apple" }.userData,
      [["banner": "apple"], ["banner": "always"]])
  }

  func test_validity_andEnabled_andEnableRules() throws {
    let index = try index()
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    try index.saveRules([
      Rule(
        objectID: "sale", consequence: Rule.Consequence(userData: "sale"),
        validity: [Rule.TimeRange(from: start, until: start.addingTimeInterval(3600))]),
      Rule(objectID: "off", consequence: Rule.Consequence(userData: "off"), enabled: false),
    ])
    index.currentDate = { start.addingTimeInterval(60) }
    XCTAssertEqual(applied(try search(index, "")), ["sale"])
    index.currentDate = { start.addingTimeInterval(7200) }
    XCTAssertEqual(applied(try search(index, "")), [])
    index.currentDate = { start }
    // enableRules turns every rule off, as a parameter or a setting.
    XCTAssertNil(try search(index, "") { $0.additionalParameters["enableRules"] = false }.userData)
    var settings = index.settings
    settings.enableRules = false
    try index.setSettings(settings)
    XCTAssertNil(try search(index, "").additionalFields["appliedRules"])
    XCTAssertEqual(
      applied(try search(index, "") { $0.additionalParameters["enableRules"] = true }), ["sale"])
  }

  // MARK: Consequences

  func test_queryEdits_removeAndReplace_andAQueryReplacingTheWholeQuery() throws {
    let index = try index()
    try index.saveRules([
      rule([
        "objectID": "cheap",
        "conditions": [["pattern": "cheap", "anchoring": "contains"]],
        "consequence": [
          "params": [
            "query": ["edits": [["type": "remove", "delete": "cheap"]]],
            "filters": "price < 500",
          ]
        ],
      ]),
      rule([
        "objectID": "macbook",
        "conditions": [["pattern": "mac", "anchoring": "is"]],
        "consequence": [
          "params": [
            "query": ["edits": [["type": "replace", "delete": "mac", "insert": "macbook"]]]
          ]
        ],
      ]),
      rule([
        "objectID": "legacy",
        "condition": ["pattern": "galaxy s", "anchoring": "startsWith"],
        "consequence": ["params": ["query": ["remove": ["s"]]]],
      ]),
      rule([
        "objectID": "replace",
        "conditions": [["pattern": "keyboard", "anchoring": "is"]],
        "consequence": ["params": ["query": "dragon"]],
      ]),
    ])
    let cheap = try search(index, "cheap laptop")
    XCTAssertEqual(Fixtures.ids(cheap), ["5"])
    XCTAssertEqual(cheap.query, "cheap laptop", "the response keeps the query as sent")
    XCTAssertTrue(cheap.params?.contains("query=laptop") == true, cheap.params ?? "")
    XCTAssertEqual(Fixtures.ids(try search(index, "cheap")), ["3", "6", "5"])
    XCTAssertEqual(Fixtures.ids(try search(index, "mac")), ["4"])
    XCTAssertEqual(Fixtures.ids(try search(index, "galaxy s")), ["2"])
    XCTAssertEqual(Fixtures.ids(try search(index, "keyboard")), ["6"])
  }

  func test_automaticFacetFilters_filterOnTheValueSpelled_andKeepItsWords() throws {
    let index = try index()
    try index.saveRules([
      rule([
        "objectID": "brand",
        "conditions": [["pattern": "{facet:brand}", "anchoring": "contains"]],
        "consequence": ["params": ["automaticFacetFilters": ["brand"]]],
      ]),
      rule([
        "objectID": "type",
        "conditions": [["pattern": "{facet:type}", "anchoring": "endsWith"]],
        "consequence": [
          "params": ["automaticOptionalFacetFilters": [["facet": "type", "score": 2]]]
        ],
      ]),
    ])
    // "red dragon" spells a brand of two words: the filter is on it.
    let dragon = try search(index, "red dragon")
    XCTAssertEqual(Fixtures.ids(dragon), ["6"])
    XCTAssertEqual(applied(dragon), ["brand"])
    // "apple laptop": the brand filters, "laptop" is a type (an optional filter); the words stay
    // in the query, so only the Apple record that holds "laptop" matches.
    let apple = try search(index, "apple laptop") { $0.getRankingInfo = true }
    XCTAssertEqual(Fixtures.ids(apple), ["4"])
    XCTAssertEqual(applied(apple), ["brand", "type"])
    XCTAssertEqual(apple.hits.first?["_rankingInfo"]?["filters"], 2)
    // A word that is no facet value leaves the query alone.
    XCTAssertEqual(applied(try search(index, "budget")), [])
    // Only an edit removes words: with "laptop" removed, every Apple record matches.
    try index.saveRule(
      rule([
        "objectID": "brand-laptops",
        "conditions": [["pattern": "{facet:brand} laptop", "anchoring": "is"]],
        "consequence": [
          "params": [
            "automaticFacetFilters": ["brand"],
            "query": ["edits": [["type": "remove", "delete": "laptop"]]],
          ]
        ],
      ]))
    let edited = try search(index, "apple laptop")
    XCTAssertEqual(applied(edited), ["brand-laptops"])
    XCTAssertEqual(Set(Fixtures.ids(edited)), ["1", "4"])
  }

  func test_promoteHideAndFilterPromotes() throws {
    let index = try index()
    try index.saveRules([
      rule([
        "objectID": "laptops",
        "conditions": [["pattern": "laptop", "anchoring": "contains"]],
        "consequence": [
          "promote": [
            ["objectID": "3", "position": 0], ["objectIDs": ["6", "2"], "position": 2],
          ],
          "hide": [["objectID": "4"]],
        ],
      ])
    ])
    let response = try search(index, "laptop") { $0.getRankingInfo = true }
    // Matches: 5 and 4 (hidden); promoted: 3 at 0, then 6 and 2 at 2 and 3.
    XCTAssertEqual(Fixtures.ids(response), ["3", "5", "6", "2"])
    XCTAssertEqual(response.nbHits, 4)
    XCTAssertEqual(response.hits.map { $0["_rankingInfo"]?["promoted"] }, [true, nil, true, true])
    // Paging keeps the places.
    XCTAssertEqual(
      Fixtures.ids(
        try search(index, "laptop") {
          $0.hitsPerPage = 2
          $0.page = 1
        }), ["6", "2"])
    // With filterPromotes, a promoted record must match the filters.
    try index.saveRule(
      rule([
        "objectID": "laptops",
        "conditions": [["pattern": "laptop", "anchoring": "contains"]],
        "consequence": [
          "promote": [["objectID": "3", "position": 0], ["objectID": "1", "position": 1]],
          "filterPromotes": true,
        ],
      ]))
    XCTAssertEqual(
      Fixtures.ids(try search(index, "laptop") { $0.filters = "brand:Apple" }), ["4", "1"])
  }

  func test_otherParameters_replaceTheSearchs_andRenderingContentIsReturned() throws {
    let index = try index()
    try index.saveRule(
      rule([
        "objectID": "phones",
        "conditions": [["pattern": "phone", "anchoring": "contains"]],
        "consequence": [
          "params": [
            "hitsPerPage": 1, "facets": ["brand"],
            "renderingContent": ["facetOrdering": ["facets": ["order": ["type", "brand"]]]],
          ]
        ],
      ]))
    let response = try search(index, "phone") { $0.hitsPerPage = 10 }
    XCTAssertEqual(response.hits.count, 1)
    // "iphone" matches "phone" with one typo.
    XCTAssertEqual(response.facets?["brand"], ["Samsung": 1, "Generic": 1, "Apple": 1])
    XCTAssertEqual(response.renderingContent?.facetOrdering?.facets?.order, ["type", "brand"])
    // responseFields leaves out what it does not name.
    let trimmed = try search(index, "phone") {
      $0.additionalParameters["responseFields"] = ["hits"]
    }
    XCTAssertNil(trimmed.renderingContent)
    XCTAssertNil(trimmed.additionalFields["appliedRules"])
  }

  func test_precedence_earlierLongerStrongerFirst_andConflictingRulesAreSkipped() throws {
    let index = try index()
    try index.saveRules([
      rule([
        "objectID": "contains-phone",
        "conditions": [["pattern": "phone", "anchoring": "contains"]],
        "consequence": [
          "params": ["query": ["edits": [["type": "remove", "delete": "phone"]]]], "userData": "c",
        ],
      ]),
      rule([
        "objectID": "is-cheap-phone",
        "conditions": [["pattern": "cheap phone", "anchoring": "is"]],
        "consequence": [
          "params": ["query": ["edits": [["type": "remove", "delete": "cheap"]]]], "userData": "i",
        ],
      ]),
      rule([
        "objectID": "hits", "conditions": [["pattern": "cheap", "anchoring": "contains"]],
        "consequence": ["params": ["hitsPerPage": 3], "userData": "h1"],
      ]),
      rule([
        "objectID": "hits-too", "conditions": [["pattern": "phone", "anchoring": "endsWith"]],
        "consequence": ["params": ["hitsPerPage": 4], "userData": "h2"],
      ]),
    ])
    let response = try search(index, "cheap phone")
    // "is-cheap-phone" (position 0, 2 words, is) first: every other pattern overlaps its words.
    XCTAssertEqual(applied(response), ["is-cheap-phone"])
    XCTAssertEqual(response.userData, ["i"])
    XCTAssertEqual(response.hitsPerPage, 20)
    // "hits-too" (endsWith) before "contains-phone" on the same word: only it applies.
    XCTAssertEqual(applied(try search(index, "red phone")), ["hits-too"])
    // Patterns on distinct words apply together unless they conflict otherwise: "hits" first
    // (position 0); "hits-too" sets hitsPerPage again; "contains-phone" applies.
    let apart = try search(index, "cheap red phone")
    XCTAssertEqual(applied(apart), ["hits", "contains-phone"])
    XCTAssertEqual(apart.hitsPerPage, 3)
    XCTAssertEqual(apart.userData, ["h1", "c"])
  }

  func test_overlappingPatterns_onlyTheOneOfHighestPrecedenceApplies() throws {
    let index = try index()
    func rule(
      _ objectID: String, _ pattern: String, _ anchoring: Rule.Anchoring = .contains,
      context: String? = nil, filters: String? = nil, alternatives: Bool = false,
      validity: [Rule.TimeRange] = []
    ) -> Rule {
      Rule(
        objectID: objectID,
        conditions: [
          Rule.Condition(
            pattern: pattern, anchoring: anchoring, alternatives: alternatives, context: context,
            filters: filters)
        ],
        consequence: Rule.Consequence(userData: .string(objectID)), validity: validity)
    }
    func winner(
      _ rules: [Rule], _ text: String, _ configure: (inout SearchQuery) -> Void = { _ in }
    )
      throws -> [String]
    {
      try index.saveRules(rules, clearExistingRules: true)
      return applied(try search(index, text, configure))
    }
    // Anchoring: is, then startsWith, then endsWith, then contains.
    let anchored = Rule.Anchoring.allCases.map { rule($0.rawValue, "cheap phone", $0) }
    XCTAssertEqual(try winner(anchored, "cheap phone"), ["is"])
    XCTAssertEqual(try winner(anchored, "cheap phone case"), ["startsWith"])
    XCTAssertEqual(try winner(anchored, "a cheap phone"), ["endsWith"])
    XCTAssertEqual(try winner(anchored, "a cheap phone case"), ["contains"])
    // Position, then length.
    XCTAssertEqual(
      try winner(
        [rule("later", "phone case"), rule("earlier", "cheap phone")], "cheap phone case"),
      ["earlier"])
    XCTAssertEqual(
      try winner(
        [rule("short", "cheap phone"), rule("long", "cheap phone case")], "cheap phone case"),
      ["long"])
    // With a context, then with filters.
    XCTAssertEqual(
      try winner([rule("a", "phone"), rule("z", "phone", context: "mobile")], "phone") {
        $0.ruleContexts = ["mobile"]
      }, ["z"])
    XCTAssertEqual(
      try winner([rule("a", "phone"), rule("z", "phone", filters: "brand:Samsung")], "phone") {
        $0.filters = "brand:Samsung"
      }, ["z"])
    // Literals over placeholders; a word matched by an alternative is no literal.
    XCTAssertEqual(try winner([rule("a", "{facet:type}"), rule("z", "phone")], "phone"), ["z"])
    XCTAssertEqual(
      try winner([rule("a", "{facet:type}"), rule("z", "phones", alternatives: true)], "phone"),
      ["a"])
    // Temporary over permanent, then the smaller objectID (not the order saved).
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    index.currentDate = { now }
    let sale = [Rule.TimeRange(from: now, until: now.addingTimeInterval(3600))]
    XCTAssertEqual(
      try winner([rule("a", "phone"), rule("z", "phone", validity: sale)], "phone"), ["z"])
    XCTAssertEqual(try winner([rule("b", "phone"), rule("a", "phone")], "phone"), ["a"])
  }

  // MARK: Nothing silently ignored

  func test_whatTheEngineDoesNotImplement_isAnErrorNamingIt_andChangesNothing() throws {
    let index = try index()
    try index.saveRule(rule(["objectID": "keep", "consequence": ["userData": 1]]))
    let bad: [(JSON, String)] = [
      (
        [
          "objectID": "a", "conditions": [["pattern": "x", "anchoring": "is", "sortBy": "price"]],
          "consequence": ["userData": 1],
        ], "conditions[0].sortBy"
      ),
      (
        ["objectID": "b", "consequence": ["userData": 1, "redirect": ["url": "x"]]],
        "consequence.redirect"
      ),
      (
        ["objectID": "c", "consequence": ["params": ["unknownThing": 1]]],
        "Unknown parameter: unknownThing"
      ),
      (["objectID": "d", "consequence": ["params": ["similarQuery": "x"]]], "similarQuery"),
      (["objectID": "e", "consequence": ["params": ["filters": "brand:"]]], "consequence.params"),
      (
        [
          "objectID": "f", "conditions": [["pattern": "x", "anchoring": "contains"]],
          "consequence": ["params": ["automaticFacetFilters": ["brand"]]],
        ], "automaticFacetFilters"
      ),
      (
        [
          "objectID": "f2", "conditions": [["pattern": "{facet:color}", "anchoring": "is"]],
          "consequence": ["userData": 1],
        ], "{facet:color}: color is not in attributesForFaceting"
      ),
      (
        [
          "objectID": "g", "conditions": [["pattern": "x", "anchoring": "sometimes"]],
          "consequence": ["userData": 1],
        ], "anchoring"
      ),
      (
        ["objectID": "h", "conditions": [["pattern": "x"]], "consequence": ["userData": 1]],
        "pattern and anchoring"
      ),
      (
        ["objectID": "i", "conditions": [["context": "a b"]], "consequence": ["userData": 1]],
        "context"
      ),
      (
        [
          "objectID": "j",
          "consequence": ["params": ["query": ["edits": [["type": "shuffle", "delete": "x"]]]]],
        ], "type"
      ),
      (["objectID": "k", "consequence": [:]], "consequence"),
      (
        ["objectID": "l", "validity": [["from": 10, "until": 5]], "consequence": ["userData": 1]],
        "validity[0]"
      ),
      (
        ["objectID": "m", "consequence": ["promote": [["objectID": "1", "position": -1]]]],
        "position"
      ),
      (["objectID": "n", "consequence": ["params": ["hitsPerPage": "many"]]], "hitsPerPage"),
    ]
    for (json, named) in bad {
      XCTAssertThrowsError(try index.saveRules([try Rule(json: json)]), "\(json)") { error in
        guard case .invalidRule(let objectID, let reason)? = error as? LocalIndexError else {
          return XCTFail("unexpected \(error)")
        }
        XCTAssertEqual(objectID, json["objectID"]?.stringValue)
        XCTAssertTrue(reason.contains(named), "\(reason) does not name \(named)")
      }
    }
    XCTAssertEqual(index.rules.map(\.objectID), ["keep"])
  }

  // MARK: API

  func test_api_savesReplacesDeletesClearsSearches_forwardsToReplicas_andRoundTripsExports() throws
  {
    let index = try index(["replicas": ["by_price"]])
    let a = try rule([
      "objectID": "a", "description": "Phones first",
      "conditions": [["pattern": "phone", "anchoring": "contains", "context": "web"]],
      "consequence": ["userData": ["x": 1]],
      "_metadata": ["lastUpdate": 1_700_000_000],
    ])
    let b = try rule([
      "objectID": "b", "enabled": false, "condition": ["pattern": "laptop", "anchoring": "is"],
      "consequence": [
        "promote": [["objectIDs": ["1", "2"], "position": 0]], "hide": [["objectID": "3"]],
      ],
      "validity": [["from": 1, "until": 2]],
    ])
    try index.saveRules([a, b], forwardToReplicas: true)
    let replica = try XCTUnwrap(index.replica(named: "by_price"))
    XCTAssertEqual(replica.rules.map(\.objectID), ["a", "b"])
    XCTAssertEqual(try Rule(json: a.json), a)
    XCTAssertEqual(try Rule(json: b.json), b)
    XCTAssertEqual(index.searchRules(query: "PHONES").hits.map(\.objectID), ["a"])
    XCTAssertEqual(index.searchRules(anchoring: .is).hits.map(\.objectID), ["b"])
    XCTAssertEqual(index.searchRules(context: "web").nbHits, 1)
    XCTAssertEqual(index.searchRules(enabled: false).hits.map(\.objectID), ["b"])
    var changed = a
    changed.consequence.userData = ["x": 2]
    try index.saveRule(changed)
    XCTAssertEqual(index.rule(objectID: "a")?.consequence.userData, ["x": 2])
    XCTAssertEqual(replica.rule(objectID: "a")?.consequence.userData, ["x": 1])
    try index.saveRules([b], clearExistingRules: true)
    XCTAssertEqual(index.rules.map(\.objectID), ["b"])
    try index.deleteRule(objectID: "b")
    XCTAssertTrue(index.rules.isEmpty)
    try index.clearRules(forwardToReplicas: true)
    XCTAssertTrue(replica.rules.isEmpty)
  }

  // MARK: The TED talks dataset

  func test_tedtalks_rulesExport_loadedWithTheIndex() throws {
    let folder = try SharedData.dataset("tedtalks")
    let exports = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sift-rules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: exports, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: exports) }
    let rulesFile = exports.appendingPathComponent("talks_rules.json")
    let synonymsFile = exports.appendingPathComponent("talks_synonyms.json")
    let replicaRulesFile = exports.appendingPathComponent("talks_date_asc_rules.json")
    let rules: JSON = [
      [
        "objectID": "two-tags",
        "conditions": [["pattern": "{facet:tags} {facet:tags}", "anchoring": "is"]],
        "consequence": [
          "params": ["automaticFacetFilters": [["facet": "tags", "disjunctive": false]]]
        ],
      ],
      [
        "objectID": "tag",
        "conditions": [["pattern": "{facet:tags}", "anchoring": "is"]],
        "consequence": ["params": ["automaticFacetFilters": ["tags"]]],
      ],
      [
        "objectID": "either-tag",
        "conditions": [["pattern": "{facet:tags} or {facet:tags}", "anchoring": "is"]],
        "consequence": [
          "params": [
            "automaticFacetFilters": [["facet": "tags", "disjunctive": true]],
            "query": ["edits": [["type": "remove", "delete": "or"]]],
          ]
        ],
      ],
      [
        "objectID": "funny",
        "conditions": [["pattern": "hilarious", "anchoring": "is"]],
        "consequence": [
          "params": [
            "query": ["edits": [["type": "remove", "delete": "hilarious"]]],
            "filters": "funny_rating > 5000",
          ]
        ],
      ],
      [
        "objectID": "tedglobal-2009",
        "conditions": [["filters": "event_name:\"TEDGlobal 2009\""]],
        "consequence": [
          "promote": [["objectID": "2027", "position": 0]], "hide": [["objectID": "629"]],
        ],
      ],
    ]
    try Data(rules.serialized().utf8).write(to: rulesFile)
    // The replica's own export: one rule of the primary's.
    try Data(
      JSON.array(rules.arrayValue?.filter { $0["objectID"] == "tag" } ?? []).serialized().utf8
    )
    .write(to: replicaRulesFile)
    try Data(
      JSON.array([["objectID": "s", "type": "synonym", "synonyms": ["laugh", "hilarious"]]])
        .serialized().utf8
    )
    .write(to: synonymsFile)
    let service = LocalSearchService()
    let index = try service.loadIndex(
      named: "talks", recordsFile: folder.appendingPathComponent("talks.json"),
      settingsFile: folder.appendingPathComponent("talks_settings.json"),
      replicaSettingsFiles: [
        "talks_date_asc": folder.appendingPathComponent("talks_date_asc_settings.json")
      ],
      synonymsFile: synonymsFile, rulesFile: rulesFile,
      replicaRulesFiles: ["talks_date_asc": replicaRulesFile])
    XCTAssertEqual(index.rules.count, 5)
    XCTAssertEqual(index.synonyms.count, 1)
    // Rules and synonyms belong to each index, as on Algolia: the replica has its own export.
    XCTAssertEqual(index.replica(named: "talks_date_asc")?.rules.map(\.objectID), ["tag"])
    XCTAssertEqual(index.replica(named: "talks_date_asc")?.synonyms.count, 0)
    func search(_ text: String, _ configure: (inout SearchQuery) -> Void = { _ in }) throws
      -> SearchResponse
    {
      var query = SearchQuery(text)
      query.distinct = false
      query.typoTolerance = .disabled
      configure(&query)
      return try index.search(query)
    }
    // Expected figures: Tests/References/rules_reference.py (run on ../shared). The words that
    // spell the tags stay in the query: "climate change or oceans" (with "or" removed by the
    // rule's edit) finds the talks of either tag that hold all three words, not all 132 talks.
    let climate = try search("climate change")
    XCTAssertEqual(climate.nbHits, 73)
    XCTAssertEqual(applied(climate), ["tag"])
    XCTAssertEqual(try search("Climate Change science").nbHits, 41)
    XCTAssertEqual(try search("climate change or oceans").nbHits, 12)
    XCTAssertEqual(try search("hilarious").nbHits, 5)
    let event = try search("") { $0.filters = #"event_name:"TEDGlobal 2009""# }
    XCTAssertEqual(event.nbHits, 65)
    XCTAssertEqual(event.hits.first?["objectID"], "2027")
    XCTAssertFalse(
      Fixtures.ids(
        try search("") {
          $0.filters = #"event_name:"TEDGlobal 2009""#
          $0.hitsPerPage = 100
        }
      ).contains("629"))
    // The replica applies its own rule; it searches only names and speakers, where few of the
    // tag's talks hold the words.
    let replica = try XCTUnwrap(service.index(named: "talks_date_asc"))
    var query = SearchQuery("climate change")
    query.distinct = false
    query.typoTolerance = .disabled
    XCTAssertEqual(try replica.search(query).nbHits, 10)
  }
}
