import Foundation
import SiftCore
import SiftTestSupport
import XCTest

@testable import SiftLocal

final class HighlighterTests: XCTestCase {
  /// Matching a token through the search's matched terms highlights exactly as matching it
  /// through the word's match ranges does: typos, prefixes, repeated words.
  func test_highlightThroughMatchedTerms_agreesWithMatchRanges() throws {
    var generator = SplitMix64(seed: 5)
    let vocabulary = [
      "red", "reds", "rad", "ready", "road", "blue", "bleu", "lamp", "lamps", "oak",
    ]
    func text(_ count: Int) -> String {
      (0..<count).map { _ in vocabulary.randomElement(using: &generator) ?? "" }
        .joined(separator: " ")
    }
    let records: [JSON] = (0..<60).map { id in
      [
        "objectID": .string("\(id)"),
        "name": .string(text(Int.random(in: 1...6, using: &generator))),
      ]
    }
    let index = try LocalIndex(records: records)
    let snapshot = index.snapshot
    for _ in 0..<80 {
      var query = text(Int.random(in: 1...3, using: &generator))
      if Bool.random(using: &generator) { query = String(query.dropLast()) }
      let request = try SearchRequest(SearchQuery(query), settings: snapshot.settings)
      let outcome = snapshot.match(request)
      let plain = Highlighter(
        words: outcome.words, terms: snapshot.terms, tokenizer: snapshot.tokenizer,
        preTag: "<", postTag: ">", ellipsis: "…")
      let withHits = Highlighter(
        words: outcome.words, terms: snapshot.terms, tokenizer: snapshot.tokenizer,
        preTag: "<", postTag: ">", ellipsis: "…", hits: outcome.hits)
      for record in records {
        let value = record["name"] ?? .null
        XCTAssertEqual(withHits.highlight(value), plain.highlight(value), "'\(query)'")
      }
    }
  }

  /// Hits highlighted and snippeted from the occurrence index are exactly those made by
  /// splitting each attribute's text and looking its words up: on random records (ASCII and
  /// not, arrays with gaps and nulls, nested objects, numbers, booleans, camelCase and
  /// unsearched attributes) and random queries (prefixes, typos, several words, phrases,
  /// synonyms shown as the query's words, indexed separators). The same index saved and
  /// opened, its occurrence index read where it lies in the file, gives the same hits.
  func test_highlightFromOccurrences_isTheHighlightOfTheText() throws {
    var random = SplitMix64(seed: 48)
    let vocabulary = [
      "red", "reds", "ready", "road", "blue", "bleu", "lamp", "lamps", "oak", "oaks", "desk",
      "crème", "brûlée", "Straße", "strasse", "naïve", "café", "cafe", "ǅemal", "日本", "東京",
      "ﬁle", "file", "iPhone", "iPhoneCase", "C#", "c++", "42", "2024", "x11", "abc123",
    ]
    func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
    func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }
    func text(_ range: ClosedRange<Int>) -> String {
      let count = range.lowerBound + Int(random.next() % UInt64(range.count))
      let separators = [" ", " ", ", ", "-", " (", ") ", "/", "  "]
      var words: [String] = []
      for _ in 0..<count { words.append(pick(vocabulary)) }
      var result = chance(10) ? pick(separators) : ""
      for (index, word) in words.enumerated() {
        if index > 0 { result += pick(separators) }
        result += word
      }
      return result
    }
    func value(depth: Int = 0) -> JSON {
      switch random.next() % 12 {
      case 0 where depth < 2:
        return .array((0..<Int(random.next() % 4)).map { _ in value(depth: depth + 1) })
      case 1 where depth < 2:
        return ["b": value(depth: depth + 1), "a": .string(text(0...3))]
      case 2: return .null
      case 3: return .number(JSON.Number(Int(random.next() % 3000)))
      case 4: return .bool(chance(50))
      case 5: return .string("")
      default: return .string(text(1...12))
      }
    }
    for round in 0..<6 {
      let separators = round % 2 == 1 ? "#+" : ""
      var settings: [String: JSON] = [
        "searchableAttributes": ["name", "tags", "unordered(body)", "meta.title", "camel"],
        "camelCaseAttributes": ["camel"],
        "separatorsToIndex": .string(separators),
        "attributesToSnippet": ["body:3", "tags:2", "name", "extra:4"],
        "replaceSynonymsInHighlight": .bool(round >= 3),
      ]
      if round == 5 { settings["keepDiacriticsOnCharacters"] = "éû" }
      let records: [JSON] = (0..<40).map { id in
        var record: [String: JSON] = [
          "objectID": .string("\(id)"), "name": .string(text(1...4)),
          "tags": .array(
            (0..<Int(random.next() % 5)).map { _ in chance(15) ? value() : .string(text(1...2)) }),
          // Long enough that a body split only up to its last marked word often stops blocks
          // before its end (and before words past ASCII).
          "body": chance(80) ? .string(text(5...120)) : value(),
          "meta": ["title": value()], "camel": .string(text(1...3)),
          "extra": .string(text(1...6)),
        ]
        if chance(20) { record["name"] = value() }
        return .object(record)
      }
      let index = try Fixtures.index(records, settings: .object(settings))
      try index.saveSynonyms([
        Synonym(objectID: "s1", synonyms: ["lamp", "desk"]),
        Synonym(objectID: "s2", input: "oak", oneWaySynonyms: ["road blue"]),
      ])
      let snapshot = index.snapshot
      let synonyms = index.withState { $0.synonymSet }
      let directory = try temporaryDirectory()
      try index.save(to: directory)
      let mapped = try LocalIndex(savedIn: directory, access: .readOnly).snapshot
      XCTAssertTrue(mapped.occurrences.isMapped && !snapshot.occurrences.isMapped)
      for _ in 0..<30 {
        var query = text(1...3)
        switch random.next() % 5 {
        case 0: query = String(query.dropLast())
        case 1: query = String(query.prefix(1))
        case 2: query = "\"\(query)\""
        case 3 where query.count > 4:
          var letters = Array(query)
          letters.swapAt(2, 3)
          query = String(letters)
        default: break
        }
        var search = SearchQuery(query, hitsPerPage: 40)
        search.attributesToHighlight = chance(30) ? ["*"] : nil
        var request = try SearchRequest(search, settings: snapshot.settings)
        request.synonymSet = synonyms
        let outcome = snapshot.match(request)
        let fromOccurrences = snapshot.highlighter(for: outcome, request: request)
        let fromText = snapshot.highlighter(for: outcome, request: request)
        fromText.readsOccurrences = false
        let mappedOutcome = mapped.match(request)
        let fromMapped = mapped.highlighter(for: mappedOutcome, request: request)
        XCTAssertEqual(mappedOutcome.ranked.map(\.doc), outcome.ranked.map(\.doc), "'\(query)'")
        for (document, mappedDocument) in zip(outcome.ranked, mappedOutcome.ranked) {
          let expected = snapshot.hit(for: document, request: request, highlighter: fromText)
          let hit = snapshot.hit(for: document, request: request, highlighter: fromOccurrences)
          XCTAssertEqual(hit, expected, "'\(query)' in \(snapshot.record(Int(document.doc)))")
          XCTAssertEqual(
            mapped.hit(for: mappedDocument, request: request, highlighter: fromMapped), expected,
            "'\(query)' opened, in \(snapshot.record(Int(document.doc)))")
        }
      }
    }
  }

  /// A long text highlighted from the occurrence index is split only up to its last marked
  /// word, and still tells whether every word is highlighted: one unmarked word past the marked
  /// ones (blocks of bytes later) makes it not fully highlighted, and words past ASCII after the
  /// last mark come back as they are.
  func test_longText_splitUpToItsLastMark_isHighlightedWhole() throws {
    // 64 words in exactly four blocks of 64 bytes: a word after them starts a block later.
    let marked = Array(repeating: "red", count: 62).joined(separator: " ") + "  red red"
    XCTAssertEqual(marked.utf8.count, 256)
    let oaks = Array(repeating: "oak", count: 90).joined(separator: " ")
    let bodies = [
      "all": marked, "one more": marked + " blue", "far past": "red " + oaks + " café ≠ naïve",
    ]
    let index = try Fixtures.index(
      bodies.map { ["objectID": .string($0.key), "body": .string($0.value)] },
      settings: ["searchableAttributes": ["body"]])
    let response = try index.search(SearchQuery("red", hitsPerPage: 10))
    var results: [String: JSON] = [:]
    for hit in response.hits {
      results[hit["objectID"]?.stringValue ?? ""] = hit[path: "_highlightResult.body"]
    }
    XCTAssertEqual(results["all"]?["fullyHighlighted"], true)
    XCTAssertEqual(results["one more"]?["fullyHighlighted"], false)
    XCTAssertEqual(
      results["one more"]?["value"]?.stringValue,
      Array(repeating: "<em>red</em>", count: 62).joined(separator: " ")
        + "  <em>red</em> <em>red</em> blue")
    XCTAssertEqual(results["far past"]?["fullyHighlighted"], false)
    XCTAssertEqual(
      results["far past"]?["value"]?.stringValue,
      "<em>red</em> " + oaks + " café ≠ naïve")
    XCTAssertEqual(results["far past"]?["matchLevel"], "full")
  }

  /// On every shared dataset, with its real settings or sensible ones, and queries taken from its
  /// records (words, prefixes, typos): each hit is the same highlighted and snippeted from the
  /// occurrence index as by splitting its texts; each attribute's highlight and snippet is the
  /// one the highlighter made before the occurrence index was read (``ReferenceHighlighter``);
  /// and facets counted together over the matches are those counted one by one.
  func test_realDatasets_hitsAndFacetsAreThoseOfTheFirstHighlighter() throws {
    let service = LocalSearchService()
    let folder = try SharedData.directory().appendingPathComponent("datasets")
    func load(
      _ name: String, _ records: String, settingsFile: String? = nil,
      settings: LocalIndexSettings? = nil
    ) throws -> LocalIndex {
      let index = try service.loadIndex(
        named: name, recordsFile: folder.appendingPathComponent(records),
        settingsFile: settingsFile.map { folder.appendingPathComponent($0) })
      if let settings { try index.setSettings(settings) }
      return index
    }
    func settings(
      searchable: [String], snippet: [String] = [], facets: [String] = []
    ) throws -> LocalIndexSettings {
      try LocalIndexSettings(
        json: [
          "searchableAttributes": .array(searchable.map { .string($0) }),
          "attributesToSnippet": .array(snippet.map { .string($0) }),
          "attributesForFaceting": .array(facets.map { .string($0) }),
        ])
    }
    let indices = [
      try load(
        "talks", "tedtalks/talks.json", settingsFile: "tedtalks/talks_settings.json"),
      try load("movies", "movies/actors.json", settingsFile: "movies/settings.json"),
      try load(
        "airports", "airports/airports.json",
        settings: settings(
          searchable: ["name", "city", "country", "iata_code"], snippet: ["name:2"],
          facets: ["country"])),
      try load(
        "recipes", "recipes/recipes.json",
        settings: settings(
          searchable: ["recipe_name", "unordered(ingredients)", "unordered(directions)"],
          snippet: ["ingredients:8", "directions:12"], facets: ["cuisine_path", "rating"])),
      try load(
        "concerts", "concerts/alternative_rock_artists.json",
        settings: settings(searchable: ["name", "location"], facets: ["location"])),
      try load(
        "suggestions", "ecommerce/instant_search_demo_query_suggestions.json",
        settings: settings(searchable: ["query"])),
    ]
    var random = SplitMix64(seed: 4848)
    func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
    var compared = (hits: 0, highlighted: 0, marked: 0)
    for index in indices {
      let snapshot = index.snapshot
      let synonyms = index.withState { $0.synonymSet }
      let names = snapshot.fields.map(\.name)
      XCTAssertFalse(names.contains { $0.contains(".") }, "a dotted attribute in \(index.name)")
      for _ in 0..<40 {
        // Words of a record's searchable text.
        let record = snapshot.record(Int(random.next() % UInt64(snapshot.records.count)))
        var texts: [String] = []
        for name in names {
          switch record[name] {
          case .string(let text): texts.append(text)
          case .array(let elements): texts += elements.compactMap(\.stringValue)
          default: break
          }
        }
        let words = (texts.isEmpty ? "a" : pick(texts)).split(separator: " ").map(String.init)
        let start = Int(random.next() % UInt64(max(words.count, 1)))
        var query = words.dropFirst(start).prefix(1 + Int(random.next() % 3)).joined(
          separator: " ")
        switch random.next() % 4 {
        case 0: query = String(query.dropLast(Int(random.next() % 3)))
        case 1 where query.count > 4:
          var letters = Array(query)
          letters.swapAt(1, 2)
          query = String(letters)
        default: break
        }
        var search = SearchQuery(query, facets: ["*"], hitsPerPage: 20)
        if random.next() % 4 == 0 { search.attributesToHighlight = ["*"] }
        var request = try SearchRequest(search, settings: snapshot.settings)
        request.synonymSet = synonyms
        let outcome = snapshot.match(request)
        let fromOccurrences = snapshot.highlighter(for: outcome, request: request)
        let fromText = snapshot.highlighter(for: outcome, request: request)
        fromText.readsOccurrences = false
        let reference = ReferenceHighlighter(
          words: outcome.words, terms: snapshot.terms, tokenizer: snapshot.tokenizer,
          preTag: request.highlightPreTag, postTag: request.highlightPostTag,
          ellipsis: request.snippetEllipsisText, hits: outcome.hits,
          replaceSynonyms: request.replaceSynonymsInHighlight)
        let snippetWords = Dictionary(
          request.attributesToSnippet.map { entry in
            let parts = entry.split(separator: ":", maxSplits: 1)
            return (String(parts[0]), parts.count == 2 ? Int(parts[1]) ?? 10 : 10)
          }, uniquingKeysWith: { first, _ in first })
        for document in outcome.ranked.prefix(20) {
          let record = snapshot.record(Int(document.doc))
          let hit = snapshot.hit(for: document, request: request, highlighter: fromOccurrences)
          let context = "'\(query)' in \(index.name) \(record["objectID"] ?? .null)"
          XCTAssertEqual(
            hit, snapshot.hit(for: document, request: request, highlighter: fromText), context)
          compared.hits += 1
          for (name, result) in hit["_highlightResult"]?.objectValue ?? [:] {
            XCTAssertEqual(result, reference.highlight(record[name] ?? .null), context)
            compared.highlighted += 1
            if result["matchLevel"] != "none" { compared.marked += 1 }
          }
          for (name, result) in hit["_snippetResult"]?.objectValue ?? [:] {
            let expected = reference.snippet(
              record[name] ?? .null, wordCount: snippetWords[name] ?? 10)
            XCTAssertEqual(result, expected, context)
          }
        }
        // Facets counted together (text facets over the matches) as one by one.
        let response = snapshot.search(request, indexName: nil)
        for name in snapshot.requestedFacets(request.facets) {
          guard let column = snapshot.facets[name] else { continue }
          let (expected, _) = snapshot.facetCounts(
            column, documents: outcome.facetDocuments, request: request)
          XCTAssertEqual(
            response.facets?[name] ?? [:], expected, "'\(query)' in \(index.name) facet \(name)")
        }
      }
    }
    // The comparison covered highlighted words, not only unmatched texts.
    XCTAssertGreaterThan(compared.hits, 1_000)
    XCTAssertGreaterThan(compared.marked, 1_000)
  }

  /// A query of more than 64 words: the words past the 64th are matched words too (they are
  /// kept outside the bits the first 64 take).
  func test_queryOfMoreThan64Words_listsEveryMatchedWord() throws {
    // Letters only (a digit would start a word of its own): "kaa", "kab", … 70 words.
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let vocabulary = (0..<70).map { "k" + String(letters[$0 / 26]) + String(letters[$0 % 26]) }
    let index = try Fixtures.index(
      [
        ["objectID": "all", "text": .string(vocabulary.joined(separator: " "))],
        ["objectID": "some", "text": "kco kad other"],
      ], settings: ["searchableAttributes": ["text"]])
    var query = SearchQuery(vocabulary.joined(separator: " "))
    query.additionalParameters["optionalWords"] = .array(vocabulary.map(JSON.string))
    query.attributesToSnippet = ["text:3"]
    let response = try index.search(query)
    let hits = Dictionary(
      uniqueKeysWithValues: response.hits.map { ($0["objectID"]?.stringValue ?? "", $0) })
    let all = try XCTUnwrap(hits["all"]?[path: "_highlightResult.text"])
    XCTAssertEqual(all["matchLevel"], "full")
    XCTAssertEqual(all["matchedWords"], .array(vocabulary.map(JSON.string)))
    let some = try XCTUnwrap(hits["some"]?[path: "_highlightResult.text"])
    XCTAssertEqual(some["matchLevel"], "partial")
    XCTAssertEqual(some["matchedWords"], ["kad", "kco"])
    XCTAssertEqual(some["value"], "<em>kco</em> <em>kad</em> other")
    XCTAssertEqual(
      hits["some"]?[path: "_snippetResult.text.value"], "<em>kco</em> <em>kad</em> other")
  }
}
