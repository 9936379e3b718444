import SiftCore
import XCTest

@testable import SiftTypesense

/// Typesense's highlights as Algolia's `_highlightResult` and `_snippetResult`.
final class TypesenseHighlighterTests: XCTestCase {
  private func highlighter(
    query: String, highlighted: [String] = [], snippeted: [(String, Int)] = []
  ) -> TypesenseHighlighter {
    TypesenseHighlighter(
      reading: TypesenseResponseReading(
        indexName: "talks", query: SearchQuery(query),
        queryWords: TypesenseQueryTranslator.words(of: query), page: 0, hitsPerPage: 20,
        window: nil, highlighted: highlighted,
        snippeted: snippeted.map { .init(attribute: $0.0, words: $0.1) }, preTag: "<em>",
        postTag: "</em>", ellipsis: "…", retrieval: .all, geoField: "_geoloc", geoCenter: nil,
        getRankingInfo: false, clickAnalytics: false, responseFields: nil,
        renderingContent: nil, schema: TypesenseCollectionSchema(name: "talks", fields: []),
        grouped: false))
  }

  func test_aMatchedField_showsTypesensesTaggedValue_withTheQueryWordsItMatches() {
    let result = highlighter(query: "dark matter", highlighted: ["name"]).highlightResult(
      document: ["name": "The dark side of matter"],
      highlight: ["name": ["value": "The <em>dark</em> side of <em>matter</em>"]])
    XCTAssertEqual(
      result,
      [
        "name": [
          "value": "The <em>dark</em> side of <em>matter</em>", "matchLevel": "full",
          "matchedWords": ["dark", "matter"], "fullyHighlighted": true,
        ]
      ])
  }

  func test_prefixAndTypoMatches_countAsMatchedWords_andAPrefixIsNotFullyHighlighted() {
    let result = highlighter(query: "galxy expl", highlighted: ["name"]).highlightResult(
      document: ["name": "Galaxy explorers"],
      highlight: ["name": ["value": "<em>Galaxy</em> <em>expl</em>orers"]])
    XCTAssertEqual(result?["name"]?["matchLevel"], "full")
    XCTAssertEqual(result?["name"]?["matchedWords"], ["galxy", "expl"])
    XCTAssertEqual(result?["name"]?["fullyHighlighted"], false)
  }

  func test_anUnmatchedField_showsTheDocumentsValue_withMatchLevelNone() {
    let result = highlighter(query: "ocean", highlighted: ["name", "year"]).highlightResult(
      document: ["name": "Deep sea", "year": 2016], highlight: [:])
    XCTAssertEqual(
      result,
      [
        "name": ["value": "Deep sea", "matchLevel": "none", "matchedWords": []],
        "year": ["value": "2016", "matchLevel": "none", "matchedWords": []],
      ])
  }

  func test_arraysAndNestedFields_areHighlightedElementByElement() {
    let result = highlighter(query: "design", highlighted: ["tags", "meta.kind"])
      .highlightResult(
        document: ["tags": ["art", "design"], "meta": ["kind": "design talk"]],
        highlight: [
          "tags": [["value": "art"], ["value": "<em>design</em>"]],
          "meta": ["kind": ["value": "<em>design</em> talk"]],
        ])
    XCTAssertEqual(result?["tags"]?[0]?["matchLevel"], "none")
    XCTAssertEqual(result?["tags"]?[1]?["value"], "<em>design</em>")
    XCTAssertEqual(result?["tags"]?[1]?["matchLevel"], "full")
    XCTAssertEqual(result?["meta"]?["kind"]?["value"], "<em>design</em> talk")
  }

  func test_aSnippet_isCutAroundTheFirstMatch_withTheEllipsisWhereItWasCut() {
    let text = (1...30).map { "w\($0)" }.joined(separator: " ")
    let tagged = text.replacingOccurrences(of: "w20 ", with: "<em>w20</em> ")
    let result = highlighter(query: "w20", snippeted: [("body", 6)]).snippetResult(
      document: ["body": .string(text)], highlight: ["body": ["value": .string(tagged)]])
    XCTAssertEqual(result?["body"]?["value"], "…w18 w19 <em>w20</em> w21 w22 w23…")
    XCTAssertEqual(result?["body"]?["matchLevel"], "full")
  }

  func test_aSnippetWithoutAMatch_isTheStartOfTheText_andAShortTextIsWhole() {
    let snippets = highlighter(query: "zebra", snippeted: [("body", 3), ("title", 5)])
      .snippetResult(
        document: ["body": "one two three four five", "title": "short title"], highlight: [:])
    XCTAssertEqual(snippets?["body"], ["value": "one two three…", "matchLevel": "none"])
    XCTAssertEqual(snippets?["title"], ["value": "short title", "matchLevel": "none"])
  }

  func test_aCutThroughATaggedPhrase_closesTheTag() {
    let result = highlighter(query: "new york", snippeted: [("body", 1)]).snippetResult(
      document: ["body": "in new york city today"],
      highlight: ["body": ["value": "in <em>new york</em> city today"]])
    XCTAssertEqual(result?["body"]?["value"], "…<em>new</em>…")
  }
}
