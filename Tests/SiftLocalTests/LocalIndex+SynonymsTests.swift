import Foundation
import SiftCore
import XCTest

@testable import SiftLocal

/// Synonyms in Algolia's model: each kind matches what Algolia says it matches, ranks as a
/// synonym ranks, and the API saves, replaces, deletes, clears and searches them.
final class LocalIndexSynonymsTests: XCTestCase {
  private let records: [JSON] = [
    ["objectID": "tv", "name": "Sony tv 55 inch"],
    ["objectID": "television", "name": "Samsung television"],
    ["objectID": "iphone", "name": "iphone case"],
    ["objectID": "phone", "name": "phone charger"],
    ["objectID": "newyork", "name": "new york pizza"],
    ["objectID": "apart", "name": "new pizza from york"],
    ["objectID": "ny", "name": "ny bagel"],
    ["objectID": "luxury", "name": "luxury watch"],
    ["objectID": "lux", "name": "lux soap"],
    ["objectID": "street", "name": "Main street <number>"],
  ]

  private func index() throws -> LocalIndex {
    try Fixtures.index(records, settings: ["searchableAttributes": ["name"]])
  }

  private func ids(
    _ index: LocalIndex, _ text: String, _ configure: (inout SearchQuery) -> Void = { _ in }
  )
    throws -> [String]
  {
    var query = SearchQuery(text)
    configure(&query)
    return Fixtures.ids(try index.search(query))
  }

  func test_regularSynonym_matchesEveryWordOfTheGroup_asExactWithoutTypo() throws {
    let index = try index()
    XCTAssertEqual(try ids(index, "television "), ["television"])
    try index.saveSynonyms([Synonym(objectID: "s", synonyms: ["tv", "television"])])
    XCTAssertEqual(Set(try ids(index, "television ")), ["television", "tv"])
    XCTAssertEqual(Set(try ids(index, "tv ")), ["television", "tv"])
    var query = SearchQuery("tv ")
    query.getRankingInfo = true
    let info = try index.search(query).hits.map { $0["_rankingInfo"] }
    XCTAssertEqual(info.map { $0?["nbTypos"] }, [0, 0])
    // The `synonyms: false` parameter turns them off.
    XCTAssertEqual(try ids(index, "tv ") { $0.additionalParameters["synonyms"] = false }, ["tv"])
  }

  func test_oneWaySynonym_matchesOneWay() throws {
    let index = try index()
    try index.saveSynonym(Synonym(objectID: "o", input: "phone", oneWaySynonyms: ["iphone"]))
    XCTAssertEqual(Set(try ids(index, "phone ")), ["phone", "iphone"])
    XCTAssertEqual(try ids(index, "iphone ") { $0.typoTolerance = .disabled }, ["iphone"])
  }

  func test_alternativeCorrection_countsItsTypos() throws {
    let index = try index()
    // "lux" is too short for typos: without the correction it finds only itself.
    XCTAssertEqual(try ids(index, "lux "), ["lux"])
    try index.saveSynonym(
      Synonym(objectID: "c", word: "lux", corrections: ["luxury"], typos: 1))
    var query = SearchQuery("lux ")
    query.getRankingInfo = true
    let response = try index.search(query)
    XCTAssertEqual(Fixtures.ids(response), ["lux", "luxury"])
    XCTAssertEqual(response.hits.map { $0["_rankingInfo"]?["nbTypos"] }, [0, 1])
  }

  func test_multiWordSynonym_matchesThePhraseAdjacent_andThePhraseMatchesTheWord() throws {
    let index = try index()
    try index.saveSynonym(Synonym(objectID: "m", synonyms: ["ny", "new york"]))
    // The word finds the phrase, adjacent only.
    XCTAssertEqual(Set(try ids(index, "ny ")), ["ny", "newyork"])
    // The phrase finds the word, and its own words wherever they are.
    XCTAssertEqual(Set(try ids(index, "new york ")), ["newyork", "apart", "ny"])
    XCTAssertEqual(Set(try ids(index, "ny pizza")), ["newyork"])
  }

  func test_phraseBesideOtherWords_isFoundWhereEveryRequiredWordIs_optionalOnesNarrowNothing()
    throws
  {
    let index = try index()
    try index.saveSynonym(Synonym(objectID: "m", synonyms: ["ny", "new york"]))
    // "bagel" is in neither pizza record: optional, it takes no record away.
    XCTAssertEqual(
      try ids(index, "ny pizza bagel") { $0.additionalParameters["optionalWords"] = "bagel" },
      ["newyork"])
    XCTAssertEqual(try ids(index, "ny pizza bagel"), [])
    XCTAssertEqual(try ids(index, "ny bagel"), ["ny"])
    // A quoted phrase beside a word: adjacent, and only where the word is too.
    XCTAssertEqual(
      try ids(index, "\"new york\" pizza") { $0.additionalParameters["advancedSyntax"] = true },
      ["newyork"])
    XCTAssertEqual(
      try ids(index, "\"new york\" soap") { $0.additionalParameters["advancedSyntax"] = true },
      [])
    // Filters narrow where the phrase is looked for, not what it finds there.
    let filtered = try Fixtures.index(
      records.enumerated().map { number, record -> JSON in
        guard case .object(var members) = record else { return record }
        members["rank"] = .number(JSON.Number(number))
        return .object(members)
      }, settings: ["searchableAttributes": ["name"]])
    try filtered.saveSynonym(Synonym(objectID: "m", synonyms: ["ny", "new york"]))
    XCTAssertEqual(try ids(filtered, "ny") { $0.filters = "rank = 4" }, ["newyork"])
    XCTAssertEqual(try ids(filtered, "ny") { $0.filters = "rank > 4" }, ["ny"])
    XCTAssertEqual(try ids(filtered, "ny") { $0.filters = "rank = 5" }, [])
  }

  func test_wordWithSeveralPhraseSynonyms_findsEachPhrase_andRanksByWhereItMatches() throws {
    let index = try Fixtures.index(
      [
        ["objectID": "apple", "name": "big apple tour"],
        ["objectID": "late", "name": "tour of new york"],
        ["objectID": "both", "name": "new york big apple"],
        ["objectID": "apart", "name": "big new apple york"],
        ["objectID": "word", "name": "nyc"],
      ], settings: ["searchableAttributes": ["name"]])
    try index.saveSynonym(Synonym(objectID: "m", synonyms: ["nyc", "new york", "big apple"]))
    // Each phrase, adjacent only; the one whose phrase starts later in the name ranks last.
    let found = try ids(index, "nyc")
    XCTAssertEqual(Set(found), ["apple", "late", "both", "word"])
    XCTAssertEqual(found.last, "late")

    // Many documents, the phrases at two places: those at the first position come first.
    let many = try Fixtures.index(
      (0..<300).map { number -> JSON in
        let name = number.isMultiple(of: 2) ? "x\(number) new york" : "big apple x\(number)"
        return ["objectID": .string("r\(number)"), "name": .string(name)]
      }, settings: ["searchableAttributes": ["name"]])
    try many.saveSynonym(Synonym(objectID: "m", synonyms: ["nyc", "new york", "big apple"]))
    var query = SearchQuery("nyc")
    query.hitsPerPage = 300
    let response = try many.search(query)
    XCTAssertEqual(response.nbHits, 300)
    let ranked = Fixtures.ids(response)
    let atPositionOne = Set((0..<150).map { "r\($0 * 2)" })
    XCTAssertEqual(Set(ranked.suffix(150)), atPositionOne, "the phrases at position 0 rank first")
  }

  func test_placeholder_matchesItsReplacements() throws {
    let index = try index()
    XCTAssertEqual(try ids(index, "street 2"), [])
    try index.saveSynonym(
      Synonym(objectID: "p", placeholder: "<number>", replacements: ["1", "2", "3"]))
    XCTAssertEqual(try ids(index, "street 2"), ["street"])
    XCTAssertEqual(try ids(index, "street 4"), [])
  }

  func test_api_savesReplacesDeletesClearsAndSearches_andForwardsToReplicas() throws {
    let index = try Fixtures.index(
      records, settings: ["searchableAttributes": ["name"], "replicas": ["by_name"]])
    try index.saveSynonyms(
      [
        Synonym(objectID: "a", synonyms: ["tv", "television"]),
        Synonym(objectID: "b", input: "phone", oneWaySynonyms: ["iphone"]),
      ], forwardToReplicas: true)
    let replica = try XCTUnwrap(index.replica(named: "by_name"))
    XCTAssertEqual(replica.synonyms.map(\.objectID), ["a", "b"])
    XCTAssertEqual(Set(Fixtures.ids(try replica.search(SearchQuery("tv ")))), ["tv", "television"])
    try index.saveSynonym(Synonym(objectID: "a", synonyms: ["tv", "telly"]))
    XCTAssertEqual(index.synonym(objectID: "a")?.synonyms, ["tv", "telly"])
    XCTAssertEqual(replica.synonym(objectID: "a")?.synonyms, ["tv", "television"])
    XCTAssertEqual(index.searchSynonyms(query: "IPHONE").hits.map(\.objectID), ["b"])
    XCTAssertEqual(index.searchSynonyms(type: .synonym).nbHits, 1)
    try index.deleteSynonym(objectID: "a")
    XCTAssertEqual(index.synonyms.map(\.objectID), ["b"])
    try index.clearSynonyms(forwardToReplicas: true)
    XCTAssertTrue(index.synonyms.isEmpty)
    XCTAssertTrue(replica.synonyms.isEmpty)
  }

  func test_exportFormat_roundTrips_andMalformedSynonymsAreTypedErrors() throws {
    let exported: JSON = [
      ["objectID": "1", "type": "synonym", "synonyms": ["a", "b"]],
      ["objectID": "2", "type": "onewaysynonym", "input": "a", "synonyms": ["c"]],
      ["objectID": "3", "type": "altCorrection2", "word": "a", "corrections": ["d"]],
      ["objectID": "4", "type": "placeholder", "placeholder": "<x>", "replacements": ["e"]],
    ]
    let synonyms = try XCTUnwrap(exported.arrayValue).map { try Synonym(json: $0) }
    XCTAssertEqual(synonyms.map(\.type), [.synonym, .oneWaySynonym, .altCorrection2, .placeholder])
    XCTAssertEqual(try synonyms.map { try Synonym(json: $0.json) }, synonyms)
    for (json, reason) in [
      (["type": "synonym", "synonyms": ["a", "b"]] as JSON, "objectID"),
      (["objectID": "x", "type": "nope"], "type"),
      (["objectID": "x", "type": "synonym", "synonyms": "a,b"], "synonyms"),
      (["objectID": "x", "type": "oneWaySynonym", "synonyms": ["b"]], "input"),
    ] {
      XCTAssertThrowsError(try Synonym(json: json)) {
        guard case .invalidSynonym(_, let found)? = $0 as? LocalIndexError else {
          return XCTFail("\($0)")
        }
        XCTAssertTrue(found.contains(reason), found)
      }
    }
  }

  func test_settingsSynonymGroups_ofOlderExports_apply() throws {
    let index = try Fixtures.index(
      [["objectID": "1", "name": "salt & pepper"], ["objectID": "2", "name": "salt and pepper"]],
      settings: [
        "searchableAttributes": ["name"], "synonyms": [["&", "and"]], "separatorsToIndex": "&",
      ])
    XCTAssertEqual(Set(Fixtures.ids(try index.search(SearchQuery("salt and pepper")))), ["1", "2"])
  }
}
