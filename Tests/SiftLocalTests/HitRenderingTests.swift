import SiftCore
import XCTest

@testable import SiftLocal

/// Hit rendering: highlighted multi-byte text, nested attributes and selected attributes.
final class HitRenderingTests: XCTestCase {
  func test_hits_renderMultiByteTextNestedPathsAndSelections() throws {
    let index = try Fixtures.index(
      [
        [
          "objectID": "1", "name": "😀 Crème brûlée à la crème 日本 crémeux",
          "meta": ["title": "Crème", "n": 1], "other": "x",
        ]
      ],
      settings: [
        "searchableAttributes": ["name", "meta.title"],
        "attributesToSnippet": ["name:2"], "snippetEllipsisText": "…",
      ])
    var query = SearchQuery("creme")
    query.attributesToHighlight = ["name", "meta.title"]
    query.attributesToRetrieve = ["meta.title", "name", "missing"]
    let hit = try XCTUnwrap(index.search(query).hits.first)
    XCTAssertEqual(
      hit[path: "_highlightResult.name.value"],
      "😀 <em>Crème</em> brûlée à la <em>crème</em> 日本 <em>créme</em>ux")
    XCTAssertEqual(hit[path: "_highlightResult.meta.title.value"], "<em>Crème</em>")
    XCTAssertEqual(hit[path: "_snippetResult.name.value"], "😀 <em>Crème</em> brûlée…")
    XCTAssertEqual(hit["meta"], ["title": "Crème"])
    XCTAssertEqual(hit["objectID"], "1")
    XCTAssertNil(hit["other"])
    XCTAssertNil(hit["missing"])
  }

  /// A request that names what it retrieves reads only those members of each record, and the
  /// ones it highlights and snippets: its hits are the same as when the whole record is read.
  func test_hits_ofNamedAttributes_highlightAndSnippetWhatIsNotRetrieved() throws {
    let index = try Fixtures.index(
      [
        [
          "objectID": "1", "name": "Red lamp", "description": "a red lamp for a desk",
          "meta": ["title": "Red", "n": 1], "meta.flat": "x", "other": "y",
        ]
      ],
      settings: [
        "searchableAttributes": ["name", "description", "meta.title"],
        "attributesToSnippet": ["description:2"], "snippetEllipsisText": "…",
      ])
    var query = SearchQuery("red")
    query.attributesToRetrieve = ["meta.flat", "meta.n", "missing", "-other"]
    let hit = try XCTUnwrap(index.search(query).hits.first)
    // Every searchable attribute highlighted (the default), none of them retrieved.
    XCTAssertEqual(hit[path: "_highlightResult.name.value"], "<em>Red</em> lamp")
    XCTAssertEqual(hit[path: "_highlightResult.description.matchLevel"], "full")
    XCTAssertEqual(hit[path: "_highlightResult.meta.title.value"], "<em>Red</em>")
    XCTAssertEqual(hit[path: "_snippetResult.description.value"], "a <em>red</em>…")
    XCTAssertEqual(hit["meta"], ["flat": "x", "n": 1])
    XCTAssertEqual(hit["objectID"], "1")
    for name in ["name", "description", "other", "missing", "meta.flat"] {
      XCTAssertNil(hit[name], name)
    }

    // Object ids only: nothing else.
    query.attributesToRetrieve = ["objectID"]
    query.attributesToHighlight = []
    query.attributesToSnippet = []
    XCTAssertEqual(try index.search(query).hits, [["objectID": "1"]])
    query.attributesToSnippet = ["description:2"]
    XCTAssertEqual(
      try index.search(query).hits,
      [
        [
          "objectID": "1",
          "_snippetResult": ["description": ["value": "a <em>red</em>…", "matchLevel": "full"]],
        ]
      ])

    // One attribute highlighted, not retrieved.
    query.attributesToSnippet = []
    query.attributesToHighlight = ["description"]
    let highlighted = try XCTUnwrap(index.search(query).hits.first)
    XCTAssertEqual(
      highlighted[path: "_highlightResult.description.value"], "a <em>red</em> lamp for a desk")
    XCTAssertEqual(highlighted.objectValue?.keys.sorted(), ["_highlightResult", "objectID"])

    // `*` to highlight: every attribute of the record, retrieved or not.
    query.attributesToRetrieve = ["name"]
    query.attributesToHighlight = ["*"]
    let every = try XCTUnwrap(index.search(query).hits.first)
    XCTAssertEqual(
      every["_highlightResult"]?.objectValue?.keys.sorted(),
      ["description", "meta", "name", "other"])
    XCTAssertEqual(every["name"], "Red lamp")
    XCTAssertNil(every["description"])
  }

  /// Whole hits start from the first record's keys; records with other keys, fewer or more,
  /// in between ones with the same keys, are each returned as they are.
  func test_wholeHits_ofRecordsOfManyShapes_areEachTheirRecord() throws {
    let records: [JSON] = [
      ["objectID": "0", "name": "lamp zero", "price": 1],
      ["objectID": "1", "name": "lamp one", "price": 2],
      ["objectID": "2", "name": "lamp two"],
      ["objectID": "3", "name": "lamp three", "price": 4, "tags": ["a", "b"]],
      ["objectID": "4", "title": "lamp four", "price": "5"],
      ["objectID": "5", "name": "lamp five", "price": 6],
      ["objectID": "6", "name": ["lamp", "six"], "price": 7],
      ["objectID": "7", "name": "lamp seven", "price": 8, "meta": ["n": 1]],
      ["objectID": "8", "name": "lamp eight", "price": 9],
      ["objectID": "9", "name": "lamp nine", "cost": 10],
    ]
    let index = try Fixtures.index(
      records, settings: ["searchableAttributes": ["name", "title"], "customRanking": []])
    var query = SearchQuery("lamp")
    query.hitsPerPage = 20
    for retrieve in [nil, ["*"]] as [[String]?] {
      query.attributesToRetrieve = retrieve
      let hits = try index.search(query).hits
      XCTAssertEqual(hits.count, records.count)
      for hit in hits {
        var members = try XCTUnwrap(hit.objectValue)
        XCTAssertNotNil(members.removeValue(forKey: "_highlightResult"))
        let id = try XCTUnwrap(members["objectID"]?.stringValue.flatMap { Int($0) })
        XCTAssertEqual(JSON.object(members), records[id], "record \(id)")
      }
    }
  }
}
