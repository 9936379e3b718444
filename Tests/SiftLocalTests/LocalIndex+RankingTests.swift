import SiftCore
import XCTest

@testable import SiftLocal

/// Each ranking criterion, with a case where it alone decides the order.
final class LocalIndexRankingTests: XCTestCase {
  private func order(
    _ records: [JSON], _ text: String, settings: JSON = [:],
    _ configure: (inout SearchQuery) -> Void = { _ in }
  ) throws -> [String] {
    let index = try Fixtures.index(records, settings: settings)
    var query = SearchQuery(text)
    configure(&query)
    return Fixtures.ids(try index.search(query))
  }

  /// Searches `query` twice, ranking stopped early and (with `distinct`, which takes the full
  /// sort) every document ranked, and checks the hits, counts and ranking values agree.
  /// - Returns: the fully ranked response.
  @discardableResult
  private func assertEarlyStopAgrees(
    _ index: LocalIndex, _ query: SearchQuery, _ label: String
  ) throws -> SearchResponse {
    var fast = query
    fast.getRankingInfo = true
    var full = fast
    full.distinct = .enabled(true)
    let fastResponse = try index.search(fast)
    let fullResponse = try index.search(full)
    XCTAssertEqual(fastResponse.nbHits, fullResponse.nbHits, label)
    XCTAssertEqual(Fixtures.ids(fastResponse), Fixtures.ids(fullResponse), label)
    XCTAssertEqual(
      fastResponse.hits.map { $0["_rankingInfo"] }, fullResponse.hits.map { $0["_rankingInfo"] },
      label)
    return fullResponse
  }

  func test_typo_fewerTyposFirst() throws {
    let records: [JSON] = [
      ["objectID": "typo", "t": "phane"], ["objectID": "exact", "t": "phone"],
    ]
    XCTAssertEqual(try order(records, "phone "), ["exact", "typo"])
  }

  func test_typoToleranceMin_keepsOnlyTheFewestTypos() throws {
    let records: [JSON] = [
      ["objectID": "typo", "t": "phane"], ["objectID": "exact", "t": "phone"],
    ]
    XCTAssertEqual(try order(records, "phone ", settings: ["typoTolerance": "min"]), ["exact"])
    XCTAssertEqual(
      try order(records, "phone ", settings: ["typoTolerance": "strict"]), ["exact", "typo"])
  }

  func test_geo_nearerFirst() throws {
    let records: [JSON] = [
      ["objectID": "far", "_geoloc": ["lat": 48.0, "lng": 3.0]],
      ["objectID": "near", "_geoloc": ["lat": 48.85, "lng": 2.35]],
      ["objectID": "none"],
    ]
    XCTAssertEqual(try order(records, "") { $0.aroundLatLng = "48.85,2.34" }, ["near", "far"])
    XCTAssertEqual(
      try order(records, "") {
        $0.aroundLatLng = "48.85,2.34"
        $0.aroundRadius = .meters(10_000)
      }, ["near"])
    XCTAssertEqual(
      try order(records, "") { $0.insideBoundingBox = [[47.5, 2.5, 48.5, 3.5]] }, ["far"])
    // Renumbered documents (a custom ranking reversing insertion order) keep their points.
    let reversed: JSON = ["customRanking": ["desc(objectID)"]]
    XCTAssertEqual(
      try order(records, "", settings: reversed) { $0.aroundLatLng = "48.85,2.34" },
      ["near", "far"])
    XCTAssertEqual(
      try order(records, "", settings: reversed) {
        $0.insideBoundingBox = [[47.5, 2.5, 48.5, 3.5]]
      }, ["far"])
  }

  func test_words_moreMatchedWordsFirst() throws {
    let records: [JSON] = [
      ["objectID": "one", "t": "red"], ["objectID": "two", "t": "red shoes"],
    ]
    XCTAssertEqual(
      try order(records, "red shoes", settings: ["optionalWords": ["shoes"]]), ["two", "one"])
  }

  func test_filters_higherOptionalFilterScoreFirst() throws {
    let records: [JSON] = [
      ["objectID": "a", "brand": "Sony"], ["objectID": "b", "brand": "Apple"],
      ["objectID": "c", "brand": "LG"],
    ]
    let settings: JSON = ["attributesForFaceting": ["brand"]]
    XCTAssertEqual(
      try order(records, "", settings: settings) {
        $0.optionalFilters = ["brand:Apple<score=2>", "brand:LG"]
      }, ["b", "c", "a"])
  }

  func test_filters_sumOrFiltersScores_addsTheScoresAGroupMatches() throws {
    let records: [JSON] = [
      ["objectID": "one", "brand": "Apple", "color": "red"],
      ["objectID": "both", "brand": "LG", "color": "blue"],
    ]
    let settings: JSON = ["attributesForFaceting": ["brand", "color"]]
    let group: LegacyFilterList = [
      ["brand:Apple<score=3>", "brand:LG<score=2>", "color:blue<score=2>"]
    ]
    XCTAssertEqual(
      try order(records, "", settings: settings) { $0.optionalFilters = group },
      ["one", "both"], "the best score of the group: 3 against 2")
    XCTAssertEqual(
      try order(records, "", settings: settings) {
        $0.optionalFilters = group
        $0.sumOrFiltersScores = true
      }, ["both", "one"], "the sum: 3 against 2 + 2")
  }

  func test_proximity_closerWordsFirst() throws {
    let records: [JSON] = [
      ["objectID": "apart", "t": "new shiny bright york"],
      ["objectID": "close", "t": "new york"],
    ]
    XCTAssertEqual(try order(records, "new york"), ["close", "apart"])
  }

  func test_attribute_moreImportantAttributeFirst() throws {
    let records: [JSON] = [
      ["objectID": "body", "title": "other", "body": "lamp"],
      ["objectID": "title", "title": "lamp", "body": "other"],
    ]
    XCTAssertEqual(
      try order(records, "lamp", settings: ["searchableAttributes": ["title", "body"]]),
      ["title", "body"])
  }

  func test_attribute_earlierPositionFirst_unlessUnordered() throws {
    let records: [JSON] = [
      ["objectID": "late", "title": "a big lamp"], ["objectID": "early", "title": "lamp big"],
    ]
    XCTAssertEqual(
      try order(records, "lamp", settings: ["searchableAttributes": ["title"]]), ["early", "late"])
    XCTAssertEqual(
      try order(records, "lamp", settings: ["searchableAttributes": ["unordered(title)"]]),
      ["late", "early"])
  }

  func test_exact_wholeWordBeforePrefix() throws {
    let records: [JSON] = [
      ["objectID": "prefix", "t": "lampshade one"], ["objectID": "exact", "t": "lamp one"],
    ]
    XCTAssertEqual(
      try order(records, "one lamp", settings: ["ranking": ["exact", "custom"]]),
      ["exact", "prefix"])
  }

  func test_exactOnSingleWordQuery_attribute_needsTheWholeValue() throws {
    let records: [JSON] = [
      ["objectID": "more", "t": "lamp shade"], ["objectID": "whole", "t": "lamp"],
    ]
    XCTAssertEqual(
      try order(records, "lamp", settings: ["ranking": ["exact"]]), ["whole", "more"])
    XCTAssertEqual(
      try order(
        records, "lamp", settings: ["ranking": ["exact"], "exactOnSingleWordQuery": "word"]),
      ["more", "whole"])
  }

  func test_custom_customRankingBreaksTies() throws {
    let records: [JSON] = [
      ["objectID": "low", "t": "lamp", "sales": 1], ["objectID": "high", "t": "lamp", "sales": 9],
      ["objectID": "none", "t": "lamp"],
    ]
    XCTAssertEqual(
      try order(records, "lamp", settings: ["customRanking": ["desc(sales)"]]),
      ["high", "low", "none"])
    XCTAssertEqual(
      try order(records, "lamp", settings: ["customRanking": ["asc(sales)"]]),
      ["low", "high", "none"])
  }

  func test_rankingOrder_isConfigurable() throws {
    // Typo says "exact" first; custom says "popular" first. The configured order decides.
    let records: [JSON] = [
      ["objectID": "exact", "t": "phone", "pop": 1],
      ["objectID": "popular", "t": "phane", "pop": 9],
    ]
    let settings: JSON = ["customRanking": ["desc(pop)"]]
    XCTAssertEqual(try order(records, "phone ", settings: settings), ["exact", "popular"])
    XCTAssertEqual(
      try order(
        records, "phone ",
        settings: ["customRanking": ["desc(pop)"], "ranking": ["custom", "typo"]]),
      ["popular", "exact"])
  }

  func test_sortCriterionInRanking_sortsByAttribute() throws {
    let records: [JSON] = [
      ["objectID": "b", "price": 20], ["objectID": "a", "price": 10],
      ["objectID": "c", "price": 30],
    ]
    XCTAssertEqual(
      try order(records, "", settings: ["ranking": ["desc(price)", "typo"]]), ["c", "b", "a"])
  }

  func test_ties_keepInsertionOrder() throws {
    let records: [JSON] = (0..<5).map { ["objectID": .string("\($0)"), "t": "same"] }
    XCTAssertEqual(try order(records, "same"), ["0", "1", "2", "3", "4"])
  }

  func test_distinct_keepsTheBestHitPerGroup() throws {
    let records: [JSON] = [
      ["objectID": "a1", "group": "a", "rank": 1], ["objectID": "a2", "group": "a", "rank": 2],
      ["objectID": "b1", "group": "b", "rank": 3], ["objectID": "solo"],
    ]
    let settings: JSON = [
      "attributeForDistinct": "group", "distinct": true, "customRanking": ["desc(rank)"],
    ]
    let index = try Fixtures.index(records, settings: settings)
    let response = try index.search(SearchQuery(""))
    XCTAssertEqual(Fixtures.ids(response), ["b1", "a2", "solo"])
    XCTAssertEqual(response.nbHits, 3)
    var two = SearchQuery("")
    two.distinct = .count(2)
    XCTAssertEqual(Fixtures.ids(try index.search(two)), ["b1", "a2", "a1", "solo"])
    var off = SearchQuery("")
    off.distinct = false
    XCTAssertEqual(try index.search(off).nbHits, 4)
  }

  /// The top-k selection over packed ranking keys agrees with ranking every document: a
  /// `distinct` on a unique attribute changes nothing but takes the full-sort path.
  func test_topSelection_agreesWithFullRanking() throws {
    var seed: UInt64 = 0x5EED
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    let vocabulary = [
      "phone", "phones", "phane", "case", "cable", "charger", "cover", "camera", "car", "cart",
      "blue", "black", "blank", "apple", "apply", "pro", "max", "mini",
    ]
    var records: [JSON] = []
    for id in 0..<400 {
      let name = (0..<(1 + next(6))).map { _ in vocabulary[next(vocabulary.count)] }
      let tags = (0..<next(3)).map { _ in JSON.string(vocabulary[next(vocabulary.count)]) }
      records.append([
        "objectID": .string("\(id)"), "uid": .string("u\(id)"),
        "name": .string(name.joined(separator: " ")), "brand": .string(vocabulary[next(5)]),
        "tags": .array(tags), "popularity": .number(JSON.Number(next(20))),
      ])
    }
    let settings: JSON = [
      "searchableAttributes": ["name", "unordered(brand)", "tags"],
      "customRanking": ["desc(popularity)"], "attributeForDistinct": "uid",
    ]
    let index = try Fixtures.index(records, settings: settings)
    let queries = [
      "", "p", "ph", "phone", "phone c", "cab bl", "blakc", "camrea", "apple pro m", "c",
      "max mini", "phane ", "cover blue black",
    ]
    for text in queries {
      for page in 0..<3 {
        var fast = SearchQuery(text)
        fast.hitsPerPage = 7
        fast.page = page
        fast.getRankingInfo = true
        var full = fast
        full.distinct = .enabled(true)
        let fastResponse = try index.search(fast)
        let fullResponse = try index.search(full)
        XCTAssertEqual(fastResponse.nbHits, fullResponse.nbHits, "\(text)")
        XCTAssertEqual(Fixtures.ids(fastResponse), Fixtures.ids(fullResponse), "\(text) p\(page)")
      }
    }
  }

  func test_shortPrefixes_agreeWithFullRanking() throws {
    var seed: UInt64 = 0xC0FFEE
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    let vocabulary = ["c", "ca", "cab", "cable", "case", "a", "apple", "b", "blue", "pro", "cart"]
    func words(_ count: Int) -> String {
      (0..<count).map { _ in vocabulary[next(vocabulary.count)] }.joined(separator: " ")
    }
    var records: [JSON] = []
    for id in 0..<300 {
      // Some names start after an empty array element (first word not at position 0).
      let name: JSON =
        next(5) == 0 ? .array(["", .string(words(1 + next(3)))]) : .string(words(1 + next(4)))
      records.append([
        "objectID": .string("\(id)"), "uid": .string("u\(id)"), "name": name,
        "brand": .string(words(1 + next(2))), "popularity": .number(JSON.Number(next(10))),
      ])
    }
    for mode in ["word", "attribute", "none"] {
      let settings: JSON = [
        "searchableAttributes": ["name", "brand"], "customRanking": ["desc(popularity)"],
        "attributeForDistinct": "uid", "exactOnSingleWordQuery": .string(mode),
      ]
      let index = try Fixtures.index(records, settings: settings)
      for text in ["c", "ca", "a", "b", "p", "x", "cab", "cable"] {
        for filters in [nil, "popularity > 6"] {
          for page in 0..<3 {
            var query = SearchQuery(text)
            query.hitsPerPage = 6
            query.page = page
            query.filters = filters
            try assertEarlyStopAgrees(index, query, "\(mode) \(text) \(filters ?? "") p\(page)")
          }
        }
      }
    }
  }

  /// Ranking stops once the page holds documents as good as any can be on the text criteria;
  /// random multi-word queries (typos, prefixes, repeated words), filters, and rankings with
  /// `custom` before other criteria must give the page the full ranking gives.
  func test_earlyStop_agreesWithFullRanking_randomQueries() throws {
    var seed: UInt64 = 0xBEEF
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    let vocabulary = [
      "red", "reds", "rad", "read", "ready", "road", "blue", "blues", "bleu", "glue", "lamp",
      "lamps", "lame", "desk", "disk", "dusk", "oak", "oaks", "a", "an",
    ]
    var records: [JSON] = []
    for id in 0..<500 {
      let name = (0..<(1 + next(7))).map { _ in vocabulary[next(vocabulary.count)] }
      let tags = (0..<next(3)).map { _ in JSON.string(vocabulary[next(vocabulary.count)]) }
      records.append([
        "objectID": .string("\(id)"), "uid": .string("u\(id)"),
        "name": .string(name.joined(separator: " ")), "color": .string(vocabulary[next(8)]),
        "tags": .array(tags), "popularity": .number(JSON.Number(next(30))),
        "stock": .number(JSON.Number(next(4))),
      ])
    }
    let rankings: [JSON] = [
      ["typo", "geo", "words", "filters", "proximity", "attribute", "exact", "custom"],
      ["typo", "words", "custom", "proximity", "attribute", "exact"],
      ["custom", "typo", "words", "attribute", "exact"],
      ["desc(stock)", "typo", "words", "proximity", "attribute", "exact", "custom"],
    ]
    var queries: [String] = []
    for _ in 0..<40 {
      var words = (0..<(1 + next(3))).map { _ in vocabulary[next(vocabulary.count)] }
      if next(3) == 0, let last = words.last { words[words.count - 1] = String(last.prefix(1)) }
      if next(4) == 0, let first = words.first, first.count >= 4 {
        words[0] = String(first.dropLast()) + "x"
      }
      queries.append(words.joined(separator: " ") + (next(5) == 0 ? " " : ""))
    }
    for (rankingIndex, ranking) in rankings.enumerated() {
      for mode in ["word", "attribute", "none"] {
        let settings: JSON = [
          "searchableAttributes": ["name", "color", "unordered(tags)"],
          "attributesForFaceting": ["color"], "customRanking": ["desc(popularity)"],
          "attributeForDistinct": "uid", "ranking": ranking,
          "exactOnSingleWordQuery": .string(mode),
        ]
        let index = try Fixtures.index(records, settings: settings)
        for text in queries {
          for filters in [nil, "stock > 1"] {
            var fast = SearchQuery(text)
            fast.hitsPerPage = 5
            let page = next(3)
            fast.page = page
            fast.filters = filters
            let label = "ranking \(rankingIndex) \(mode) '\(text)' \(filters ?? "")"
            let fullResponse = try assertEarlyStopAgrees(index, fast, label)
            // Ranking tier by tier after any number of documents ranked in document order.
            let snapshot = index.snapshot
            let request = try SearchRequest(fast, settings: snapshot.settings)
            for budget in [0, 1, 9] {
              let outcome = snapshot.match(
                request, topCount: (page + 1) * 5, needsFacetDocuments: false,
                tierBudget: budget)
              let ids = outcome.ranked.dropFirst(page * 5).map {
                snapshot.objectIDs[Int($0.doc)]
              }
              XCTAssertEqual(ids, Fixtures.ids(fullResponse), "\(label) budget \(budget)")
            }
          }
        }
      }
    }
  }
}
