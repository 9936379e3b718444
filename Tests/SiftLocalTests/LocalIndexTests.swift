import SiftCore
import XCTest

@testable import SiftLocal

final class LocalIndexTests: XCTestCase {
  private let phones: [JSON] = [
    ["objectID": "1", "name": "Apple iPhone 15", "brand": "Apple"],
    ["objectID": "2", "name": "Samsung Galaxy S24", "brand": "Samsung"],
    ["objectID": "3", "name": "Google Pixel 8", "brand": "Google"],
    ["objectID": "4", "name": "Apple iPad mini", "brand": "Apple"],
    ["objectID": "5", "name": "Crème brûlée torch", "brand": "Kitchen"],
  ]

  private func search(
    _ text: String, settings: JSON = [:], _ configure: (inout SearchQuery) -> Void = { _ in }
  )
    throws -> [String]
  {
    let index = try Fixtures.index(phones, settings: settings)
    var query = SearchQuery(text)
    configure(&query)
    return Fixtures.ids(try index.search(query)).sorted()
  }

  func test_emptyQuery_returnsEveryRecord() throws {
    XCTAssertEqual(try search(""), ["1", "2", "3", "4", "5"])
  }

  func test_everyQueryWord_mustMatch() throws {
    XCTAssertEqual(try search("apple iphone"), ["1"])
    XCTAssertEqual(try search("apple galaxy"), [])
  }

  func test_lastWord_matchesAsPrefix() throws {
    XCTAssertEqual(try search("apple ip"), ["1", "4"])
    XCTAssertEqual(try search("ip apple"), [])
  }

  func test_trailingSpace_endsThePrefix() throws {
    XCTAssertEqual(try search("ipa"), ["4"])
    XCTAssertEqual(try search("ipa "), [])
  }

  func test_queryType_prefixAllAndPrefixNone() throws {
    XCTAssertEqual(try search("ip appl", settings: ["queryType": "prefixAll"]), ["1", "4"])
    XCTAssertEqual(try search("ipa", settings: ["queryType": "prefixNone"]), [])
    XCTAssertEqual(try search("ipad", settings: ["queryType": "prefixNone"]), ["4"])
  }

  func test_caseAndDiacritics_fold() throws {
    XCTAssertEqual(try search("CREME BRULEE"), ["5"])
    XCTAssertEqual(try search("brûl"), ["5"])
    XCTAssertEqual(try search("Cre\u{0300}me"), ["5"])
  }

  func test_numbers_areTokens() throws {
    XCTAssertEqual(try search("pixel 8"), ["3"])
    XCTAssertEqual(try search("s24"), ["2"])
  }

  func test_oneTypo_fromMinWordSizefor1Typo() throws {
    // "samsong" (7 letters) accepts one typo; "gogle" is 5 letters with one deletion.
    XCTAssertEqual(try search("samsong "), ["2"])
    XCTAssertEqual(try search("gogle "), ["3"])
    // "pxel" has 4 letters: one typo with the default threshold, none with a threshold of 5.
    XCTAssertEqual(try search("pxel "), ["3"])
    XCTAssertEqual(try search("pxel ", settings: ["minWordSizefor1Typo": 5]), [])
  }

  func test_twoTypos_fromMinWordSizefor2Typos() throws {
    // "smasnug" is two edits (a transposition and a substitution) from "samsung".
    XCTAssertEqual(try search("sasmunk "), [])
    XCTAssertEqual(try search("sasmunk ", settings: ["minWordSizefor2Typos": 7]), ["2"])
  }

  func test_transposition_countsAsOneTypo() throws {
    XCTAssertEqual(try search("aplpe "), ["1", "4"])
  }

  func test_shortWords_acceptNoTypo() throws {
    XCTAssertEqual(try search("ipd "), [])
  }

  func test_typoToleranceFalse_matchesExactly() throws {
    XCTAssertEqual(try search("samsong ", settings: ["typoTolerance": false]), [])
    XCTAssertEqual(try search("samsong ") { $0.typoTolerance = .disabled }, [])
  }

  func test_numericTokens_acceptTyposOnlyWhenAllowed() throws {
    let index = try Fixtures.index([["objectID": "1", "code": "12345"]])
    XCTAssertEqual(Fixtures.ids(try index.search(SearchQuery("12346 "))), ["1"])
    var query = SearchQuery("12346 ")
    query.additionalParameters["allowTyposOnNumericTokens"] = false
    XCTAssertEqual(Fixtures.ids(try index.search(query)), [])
  }

  func test_firstLetterTypo_countsDouble() throws {
    let index = try Fixtures.index([
      ["objectID": "1", "name": "mouse"], ["objectID": "2", "name": "house"],
    ])
    var query = SearchQuery("mousr ")
    query.getRankingInfo = true
    let response = try index.search(query)
    XCTAssertEqual(Fixtures.ids(response), ["1"])
    query.query = "nouse "
    let typos = try index.search(query).hits.map {
      [$0["objectID"]?.stringValue ?? "", "\($0[path: "_rankingInfo.nbTypos"]?.intValue ?? -1)"]
    }
    XCTAssertEqual(typos, [["1", "2"], ["2", "2"]])
  }

  func test_optionalWords_areNotRequired() throws {
    let settings: JSON = ["optionalWords": ["galaxy"]]
    XCTAssertEqual(try search("samsung galaxy", settings: settings), ["2"])
    XCTAssertEqual(try search("google galaxy", settings: settings), ["3"])
  }

  func test_removeStopWordsAndIgnorePlurals_inEnglish() throws {
    let index = try Fixtures.index(
      [["objectID": "1", "name": "the best torches"], ["objectID": "2", "name": "a torch"]],
      settings: ["removeStopWords": true, "ignorePlurals": ["en"]])
    XCTAssertEqual(Fixtures.ids(try index.search(SearchQuery("torch "))).sorted(), ["1", "2"])
    XCTAssertEqual(Fixtures.ids(try index.search(SearchQuery("the torch "))).sorted(), ["1", "2"])
  }

  func test_separatorsToIndex_makesSeparatorsSearchable() throws {
    let records: [JSON] = [
      ["objectID": "1", "name": "C# guide"], ["objectID": "2", "name": "C guide"],
    ]
    let plain = try Fixtures.index(records)
    XCTAssertEqual(Fixtures.ids(try plain.search(SearchQuery("c# "))).sorted(), ["1", "2"])
    let indexed = try Fixtures.index(records, settings: ["separatorsToIndex": "#"])
    XCTAssertEqual(Fixtures.ids(try indexed.search(SearchQuery("c# "))), ["1"])
  }

  func test_searchableAttributes_limitWhatMatches() throws {
    XCTAssertEqual(try search("kitchen", settings: ["searchableAttributes": ["name"]]), [])
    XCTAssertEqual(try search("kitchen", settings: ["searchableAttributes": ["name,brand"]]), ["5"])
  }

  func test_scriptBoundaries_andIdeographs_splitWords() throws {
    let index = try Fixtures.index([
      ["objectID": "1", "name": "東京タワー"], ["objectID": "2", "name": "Москваriver"],
    ])
    XCTAssertEqual(Fixtures.ids(try index.search(SearchQuery("京"))), ["1"])
    XCTAssertEqual(Fixtures.ids(try index.search(SearchQuery("river"))), ["2"])
  }

  func test_encodableRecords_areIndexed() throws {
    struct Product: Codable {
      var objectID: String
      var name: String
    }
    let index = try LocalIndex(records: [Product(objectID: "a", name: "Echo Dot")])
    XCTAssertEqual(Fixtures.ids(try index.search(SearchQuery("dot"))), ["a"])
  }

  func test_invariants_holdAfterBuilding() throws {
    let index = try Fixtures.index(phones)
    index.checkInvariants()
  }

  func test_aQueryLongerThanAlgoliasLimit_isATypedError() throws {
    let index = try Fixtures.index([["objectID": "1", "name": "tv"]])
    XCTAssertNoThrow(try index.search(SearchQuery(String(repeating: "a", count: 512))))
    for text in [String(repeating: "a", count: 513), String(repeating: "é", count: 257)] {
      XCTAssertThrowsError(try index.search(SearchQuery(text))) {
        guard case .invalidParameter("query", _)? = $0 as? LocalIndexError else {
          return XCTFail("\($0)")
        }
      }
    }
    XCTAssertThrowsError(
      try index.searchForFacetValues(attribute: "x", facetQuery: String(repeating: "a", count: 600))
    )
  }

  /// Indexes built at once on several threads, small and empty ones among them (their empty
  /// arrays share the one empty storage), each find their own records. Under the thread
  /// sanitizer (CI) this also shows the builds share nothing they write.
  func test_indexesBuiltAtOnce_eachFindTheirOwnRecords() async throws {
    let found = try await withThrowingTaskGroup(of: [String].self) { group in
      for task in 0..<4 {
        group.addTask {
          var ids: [String] = []
          for round in 0..<10 {
            let empty = try Fixtures.index([])
            XCTAssertEqual(try empty.search(SearchQuery("")).nbHits, 0)
            let index = try Fixtures.index(
              [["objectID": .string("\(task)-\(round)"), "name": "apple pie"]],
              settings: ["searchableAttributes": ["name"]])
            ids += Fixtures.ids(try index.search(SearchQuery("pie")))
          }
          return ids
        }
      }
      return try await group.reduce(into: []) { $0 += $1 }
    }
    XCTAssertEqual(
      found.sorted(), (0..<4).flatMap { task in (0..<10).map { "\(task)-\($0)" } }.sorted())
  }
}
