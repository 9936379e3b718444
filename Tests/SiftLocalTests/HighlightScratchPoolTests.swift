import SiftCore
import XCTest

@testable import SiftLocal

/// The highlight scratches kept from search to search: a search's hits never depend on what
/// the searches before it left in the scratch it was handed.
final class HighlightScratchPoolTests: XCTestCase {
  private let words = ["alpha", "beta", "gamma", "delta", "alpine", "bet", "gam", "delt", "zeta"]

  private func records() -> [JSON] {
    var generator = SplitMix64(seed: 0x5C2A_7C4)
    return (0..<300).map { index in
      func text(_ count: Int) -> String {
        (0..<count).map { _ in words.randomElement(using: &generator) ?? "alpha" }
          .joined(separator: " ")
      }
      return [
        "objectID": .string("r\(index)"), "name": .string(text(2)),
        "summary": .string(text(6)), "description": .string(text(index % 7 == 0 ? 400 : 40)),
        "tags": .array([.string(text(1)), .string(text(2))]), "size": JSON(index % 37),
      ]
    }
  }

  private let settings: JSON = [
    "searchableAttributes": ["name", "summary", "tags", "unordered(description)"],
    "attributesForFaceting": ["tags"],
    "customRanking": ["desc(size)"],
  ]

  /// Requests that differ in every way a scratch holds state for (query words, attributes
  /// highlighted and snippeted, tags, attributes retrieved), run round after round on one
  /// snapshot, give the responses the same requests give on a fresh snapshot.
  func test_searches_withKeptScratches_answerAsOnAFreshSnapshot() throws {
    let records = records()
    let reused = try Fixtures.index(records, settings: settings).snapshot
    var queries: [SearchQuery] = []
    for (number, text) in ["alpha beta", "alp", "gamma delta zeta", "bet gam", "zeta"].enumerated()
    {
      var query = SearchQuery(text, hitsPerPage: 10)
      query.facets = ["tags"]
      switch number {
      case 0: break
      case 1:
        query.attributesToHighlight = ["description"]
        query.highlightPreTag = "<b>"
        query.highlightPostTag = "</b>"
      case 2:
        query.attributesToSnippet = ["description:4", "summary:2"]
        query.attributesToRetrieve = ["name", "summary"]
      case 3:
        query.attributesToHighlight = ["*"]
        query.attributesToRetrieve = ["tags"]
      default:
        query.attributesToHighlight = []
      }
      queries.append(query)
    }
    for round in 0..<3 {
      for query in queries {
        let request = try SearchRequest(query, settings: reused.settings)
        let fresh = try Fixtures.index(records, settings: settings).snapshot
        var expected = fresh.search(request, indexName: "test")
        var response = reused.search(request, indexName: "test")
        expected.processingTimeMS = 0
        response.processingTimeMS = 0
        XCTAssertEqual(response, expected, "round \(round), '\(query.query ?? "")'")
        XCTAssertFalse(response.hits.isEmpty, "'\(query.query ?? "")' finds hits")
      }
    }
    XCTAssertEqual(reused.highlightScratches.count, 1, "one scratch, kept and handed out again")
  }

  /// A kept scratch is handed out empty of the last search's work, but for the attributes it
  /// highlighted (kept, to be checked against the next search's); the pool keeps at most its
  /// capacity, and lets a scratch whose buffers grew past the bound go.
  func test_pool_handsOutEmptiedScratches_withinItsBounds() throws {
    let pool = HighlightScratchPool(capacity: 2)
    let scratch = pool.take()
    XCTAssertEqual(pool.count, 0)
    scratch.markedTerms = [3..<5]
    scratch.termMarkIndex[4] = 0
    scratch.termMarks = [TermMark(words: MatchedWords(), prefixLength: nil, replacement: nil)]
    scratch.matchedWords = [(1, .array(["alpha"]))]
    scratch.readMembers = .some(nil)
    scratch.highlighting = HighlightedAttributes(
      requested: ["name"], readsOccurrences: true, attributes: [("name", 0)], template: nil)
    scratch.highlightingIsCurrent = true
    scratch.reserve(1_000)
    pool.recycle(scratch)
    XCTAssertEqual(pool.count, 1)
    let again = pool.take()
    XCTAssertTrue(again === scratch, "the kept scratch is the one handed out")
    XCTAssertNil(again.markedTerms)
    XCTAssertNil(again.termMarkIndex[4])
    XCTAssertTrue(again.termMarks.isEmpty)
    XCTAssertTrue(again.matchedWords.isEmpty)
    XCTAssertTrue(again.readMembers == nil)
    XCTAssertFalse(again.highlightingIsCurrent, "the attributes are checked again")
    XCTAssertEqual(again.highlighting?.requested, ["name"], "and kept for a search naming them")

    for _ in 0..<3 { pool.recycle(HighlightScratch()) }
    XCTAssertEqual(pool.count, 2)
    let large = HighlightScratch()
    large.reserve(HighlightScratch.keptTextCapacity + 1)
    _ = pool.take()
    pool.recycle(large)
    XCTAssertEqual(pool.count, 1, "a scratch with buffers past the bound is not kept")
    let manyTerms = HighlightScratch()
    for term in 0..<UInt32(HighlightScratch.keptTermSlots) { manyTerms.termMarkIndex[term] = -1 }
    pool.recycle(manyTerms)
    XCTAssertEqual(pool.count, 1, "nor one whose term table grew past the bound")
  }

  /// Every hit of a search highlights the attributes it names, plain, dotted or missing, the
  /// same way: the attributes worked out by the first hit serve every hit.
  func test_everyHit_highlightsPlainAndDottedAttributes() throws {
    // Read from JSON text, as a catalogue is: every record's keys in one order, so each hit's
    // record is made from the first's template.
    let text =
      "["
      + (0..<12).map { index in
        #"{"objectID": "r\#(index)", "name": "red lamp \#(index)", "#
          + #""meta": {"title": "lamp number \#(index)"}, "price": \#(index)}"#
      }.joined(separator: ",\n") + "]"
    let file = try temporaryDirectory().appendingPathComponent("records.json")
    try Data(text.utf8).write(to: file)
    let index = try LocalIndex(
      settings: LocalIndexSettings(json: ["searchableAttributes": ["name", "meta.title"]]),
      contentsOf: file)
    var query = SearchQuery("lamp", hitsPerPage: 12)
    query.attributesToHighlight = ["name", "meta.title", "missing", "price"]
    let response = try index.search(query)
    XCTAssertEqual(response.hits.count, 12)
    for hit in response.hits {
      let number = hit["price"]?.intValue ?? -1
      let label = hit["objectID"]?.stringValue ?? ""
      XCTAssertEqual(
        hit[path: "_highlightResult.name.value"], .string("red <em>lamp</em> \(number)"), label)
      XCTAssertEqual(
        hit[path: "_highlightResult.meta.title.value"],
        .string("<em>lamp</em> number \(number)"), label)
      XCTAssertEqual(hit[path: "_highlightResult.price.value"], .string("\(number)"), label)
      XCTAssertNil(hit[path: "_highlightResult.missing"], label)
    }
  }
}
