import SiftCore
import XCTest

@testable import SiftLocal

/// A few records written to a large index are indexed beside its snapshot (an overlay) and
/// searched with it: every search must answer exactly as an index built from all the records
/// at once would.
final class SnapshotOverlayTests: XCTestCase {
  private static let vocabulary = [
    "the", "the", "of", "and", "a", "red", "read", "reed", "shoe", "shoes", "show", "lamp",
    "lamps", "camp", "table", "tablet", "cable", "phone", "phones", "photo", "light", "night",
    "garden", "guard", "wood", "wool", "steel", "steal", "blue", "glue", "chair", "chain",
  ]
  private static let brands = ["Acme", "Zenith", "acme", "Órbita", "Nova", "Kite"]

  private static let settings: [(String, JSON)] = [
    (
      "custom ranking, ordered and unordered attributes",
      [
        "searchableAttributes": ["name", "unordered(description)", "brand"],
        "customRanking": ["desc(popularity)"],
        "attributesForFaceting": ["brand", "tags", "searchable(color)"],
      ]
    ),
    (
      "a sort criterion first, strings in the custom ranking",
      [
        "searchableAttributes": ["name,brand", "description"],
        "ranking": [
          "asc(price)", "typo", "words", "filters", "proximity", "attribute", "exact",
          "custom",
        ],
        "customRanking": ["desc(popularity)", "asc(name)"],
        "attributesForFaceting": ["brand", "tags"],
      ]
    ),
    (
      "a custom ranking that only breaks ties (not in ranking)",
      [
        "searchableAttributes": ["name", "description"],
        "ranking": ["words", "typo", "attribute", "exact"],
        "customRanking": ["asc(price)", "desc(brand)"],
        "attributesForFaceting": ["tags"],
      ]
    ),
    (
      "no custom ranking (insertion order breaks ties)",
      [
        "searchableAttributes": ["unordered(name)", "description", "tags"],
        "attributesForFaceting": ["brand", "color"],
      ]
    ),
  ]

  private func text(_ words: Int, _ generator: inout SplitMix64) -> String {
    (0..<words).map { _ in Self.vocabulary.randomElement(using: &generator) ?? "the" }
      .joined(separator: " ")
  }

  private func record(_ id: String, _ generator: inout SplitMix64) -> JSON {
    var members: [String: JSON] = [
      "objectID": .string(id),
      "name": .string(text(Int.random(in: 1...3, using: &generator), &generator)),
      "description": .string(text(Int.random(in: 3...14, using: &generator), &generator)),
      "brand": .string(Self.brands.randomElement(using: &generator) ?? "Acme"),
      "popularity": .number(JSON.Number(Int.random(in: 0..<5, using: &generator))),
    ]
    if Int.random(in: 0..<4, using: &generator) > 0 {
      members["price"] = .number(JSON.Number(Double(Int.random(in: 0..<8, using: &generator))))
    }
    if Bool.random(using: &generator) {
      members["tags"] = .array(
        (0..<Int.random(in: 1...3, using: &generator)).map { _ in
          .string(["new", "sale", "eco", "pro"].randomElement(using: &generator) ?? "new")
        })
    }
    if Bool.random(using: &generator) {
      members["color"] = .string(
        ["red", "blue", "green"].randomElement(using: &generator) ?? "red")
    }
    return .object(members)
  }

  /// A random search; its words drawn from `focus` when given (a written record's text).
  private func query(_ generator: inout SplitMix64, focus: [String]? = nil) -> SearchQuery {
    let source = focus ?? Self.vocabulary
    var words = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
      source.randomElement(using: &generator) ?? "the"
    }
    if Bool.random(using: &generator), let last = words.last {
      words[words.count - 1] = String(
        last.prefix(Int.random(in: 1...max(1, last.count), using: &generator)))
    }
    if Int.random(in: 0..<3, using: &generator) == 0, let first = words.first, first.count >= 4 {
      words[0] = String(first.dropLast()) + "x"
    }
    var parameters: [String: JSON] = [:]
    if Int.random(in: 0..<4, using: &generator) == 0, words.count > 1 {
      parameters["optionalWords"] = .string(words[0])
    }
    if Int.random(in: 0..<5, using: &generator) == 0 {
      parameters["restrictSearchableAttributes"] = ["description"]
    }
    if Int.random(in: 0..<6, using: &generator) == 0 {
      parameters["queryType"] = "prefixAll"
    }
    let filters: String? =
      switch Int.random(in: 0..<6, using: &generator) {
      case 0: "brand:Acme OR tags:sale"
      case 1: "popularity > 2"
      case 2: "NOT tags:new"
      default: nil
      }
    var query = SearchQuery(
      words.joined(separator: " "), filters: filters,
      facets: Bool.random(using: &generator) ? ["brand", "tags", "color"] : nil,
      page: Int.random(in: 0...2, using: &generator),
      hitsPerPage: Int.random(in: 3...8, using: &generator), additionalParameters: parameters)
    if Int.random(in: 0..<4, using: &generator) == 0 { query.typoTolerance = .disabled }
    if Int.random(in: 0..<4, using: &generator) == 0 { query.sortFacetValuesBy = .alpha }
    if Int.random(in: 0..<3, using: &generator) == 0 {
      query.maxValuesPerFacet = Int.random(in: 1...3, using: &generator)
    }
    if Int.random(in: 0..<4, using: &generator) == 0 {
      query.optionalFilters = ["brand:Nova", "tags:eco<score=2>"]
    }
    if Int.random(in: 0..<6, using: &generator) == 0 {
      query.offset = Int.random(in: 0..<12, using: &generator)
      query.length = Int.random(in: 1..<9, using: &generator)
    }
    if Int.random(in: 0..<5, using: &generator) == 0 {
      query.attributesToSnippet = ["description:4"]
    }
    return query
  }

  /// A random write (an add, a replacement, a partial update or a deletion, `nil` when there is
  /// no record to change), applied to `model` (the records in insertion order: a replaced
  /// record keeps its place); new records take objectIDs from `nextID`.
  private func randomWrite(
    _ model: inout [(objectID: String, record: JSON)], nextID: inout Int,
    _ generator: inout SplitMix64
  ) -> LocalIndex.Operation? {
    switch Int.random(in: 0..<5, using: &generator) {
    case 0, 1:
      let id = "\(nextID)"
      nextID += 1
      let added = record(id, &generator)
      model.append((id, added))
      return .add(added)
    case 2:
      guard let position = model.indices.randomElement(using: &generator) else { return nil }
      let replaced = record(model[position].objectID, &generator)
      model[position].record = replaced
      return .add(replaced)
    case 3:
      guard let position = model.indices.randomElement(using: &generator),
        case .object(var members) = model[position].record
      else { return nil }
      let popularity = JSON.number(JSON.Number(Int.random(in: 0..<5, using: &generator)))
      let name = JSON.string(text(2, &generator))
      members["popularity"] = popularity
      members["name"] = name
      model[position].record = .object(members)
      return .partialUpdate(
        ["objectID": .string(model[position].objectID), "popularity": popularity, "name": name],
        createIfNotExists: false)
    default:
      guard let position = model.indices.randomElement(using: &generator) else { return nil }
      let objectID = model[position].objectID
      model.remove(at: position)
      return .delete(objectID: objectID)
    }
  }

  /// The response as a comparison reads it (the time taken left out).
  private func comparable(_ response: SearchResponse) -> SearchResponse {
    var response = response
    response.processingTimeMS = 0
    return response
  }

  /// Random batches of writes (adds, replacements, partial updates, deletions) to an index of
  /// 800 records, under four rankings: after each batch, the index searches with an overlay,
  /// and random searches answer as an index built from the same records does.
  func test_searchesWithAnOverlay_answerAsAnIndexOfEveryRecord() throws {
    for (label, settings) in Self.settings {
      var generator = SplitMix64(seed: 0x0E_12A7 &+ UInt64(label.utf8.count))
      // The records in insertion order (a replaced record keeps its place).
      var model: [(objectID: String, record: JSON)] = (0..<800).map {
        ("\($0)", record("\($0)", &generator))
      }
      let index = try Fixtures.index(model.map(\.record), settings: settings)
      var nextID = 800
      var searches = 0
      var mixedPages = 0
      for batch in 0..<12 {
        var operations: [LocalIndex.Operation] = []
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
          if let operation = randomWrite(&model, nextID: &nextID, &generator) {
            operations.append(operation)
          }
        }
        try index.apply(operations)
        XCTAssertNotNil(
          index.withState { $0.overlay }, "\(label), batch \(batch): no overlay after the write")
        XCTAssertEqual(index.count, model.count, "\(label), batch \(batch)")
        let reference = try Fixtures.index(model.map(\.record), settings: settings)
        let written = Array(index.withState { $0.overlay?.writtenIDs } ?? []).sorted()
        for _ in 0..<40 {
          // Half the searches look for the words of a record written since the snapshot.
          let focus = written.randomElement(using: &generator).flatMap { id in
            model.first { $0.objectID == id }
          }.map { entry -> [String] in
            ["name", "description"].flatMap { name -> [String] in
              if case .string(let text)? = entry.record[name] {
                return text.split(separator: " ").map(String.init)
              }
              return []
            }
          }
          let query = query(&generator, focus: Bool.random(using: &generator) ? focus : nil)
          let response = try index.search(query)
          XCTAssertEqual(
            comparable(response), comparable(try reference.search(query)),
            "\(label), batch \(batch): \(query)")
          searches += 1
          // Pages that hold both records written since the snapshot and records from it.
          let ids = response.hits.compactMap { hit -> String? in
            if case .string(let id)? = hit["objectID"] { id } else { nil }
          }
          if ids.contains(where: written.contains), ids.contains(where: { !written.contains($0) }) {
            mixedPages += 1
          }
        }
        XCTAssertNotNil(index.withState { $0.overlay }, "\(label): the searches folded the overlay")
        for objectID in model.prefix(20).map(\.objectID) + ["missing", "\(nextID - 1)"] {
          XCTAssertEqual(index.record(objectID: objectID), reference.record(objectID: objectID))
        }
      }
      XCTAssertEqual(searches, 480)
      // Twelve writes: past the eighth, the written records were indexed again as one.
      XCTAssertLessThan(index.withState { $0.overlay?.segments.count } ?? 0, 12)
      XCTAssertGreaterThan(mixedPages, 15, "\(label): too few pages mix the two")
    }
  }

  /// Random writes journaled to a saved index of 800 records, under four rankings: opening the
  /// directory again indexes them beside the saved snapshot (still the mapped one) instead of
  /// rebuilding every record, and random searches answer as an index built from the same
  /// records does. A configuration change, or more records than an overlay holds, rebuilds.
  func test_anOpenReplayingTheJournal_indexesItsWritesBesideTheSavedSnapshot() throws {
    for (label, settings) in Self.settings {
      var generator = SplitMix64(seed: 0x0B_E4 &+ UInt64(label.utf8.count))
      var model: [(objectID: String, record: JSON)] = (0..<800).map {
        ("\($0)", record("\($0)", &generator))
      }
      let directory = try temporaryDirectory()
      var nextID = 800
      // The writer closes its directory (its lock) when it goes.
      do {
        let writer = try Fixtures.index(model.map(\.record), settings: settings)
        try writer.save(to: directory, options: .init(compaction: .manual))
        for _ in 0..<3 {
          var operations: [LocalIndex.Operation] = []
          for _ in 0..<6 {
            if let operation = randomWrite(&model, nextID: &nextID, &generator) {
              operations.append(operation)
            }
          }
          try writer.apply(operations)
        }
      }
      let reopened = try LocalIndex(savedIn: directory, access: .readOnly)
      let overlay = try XCTUnwrap(reopened.withState { $0.overlay }, "\(label): rebuilt at open")
      XCTAssertNotNil(overlay.base.file, "\(label): the saved snapshot is not the mapped one")
      XCTAssertEqual(reopened.count, model.count, label)
      let reference = try Fixtures.index(model.map(\.record), settings: settings)
      for _ in 0..<40 {
        let query = query(&generator)
        XCTAssertEqual(
          comparable(try reopened.search(query)), comparable(try reference.search(query)),
          "\(label): \(query)")
      }
      for objectID in model.suffix(20).map(\.objectID) + ["missing", "0", "1"] {
        XCTAssertEqual(
          reopened.record(objectID: objectID), reference.record(objectID: objectID), label)
      }
      // Opened to write: a write goes beside the journal's, and a compaction folds both in.
      let continued = try LocalIndex(savedIn: directory)
      let added = record("\(nextID)", &generator)
      model.append(("\(nextID)", added))
      try continued.saveObjects([added])
      XCTAssertEqual(continued.withState { $0.overlay?.segments.count }, 3, label)
      try continued.compact()
      let compacted = try LocalIndex(savedIn: directory, access: .readOnly)
      XCTAssertNil(compacted.withState { $0.overlay }, label)
      let all = try Fixtures.index(model.map(\.record), settings: settings)
      for _ in 0..<10 {
        let query = query(&generator)
        let expected = comparable(try all.search(query))
        XCTAssertEqual(comparable(try continued.search(query)), expected, "\(label): \(query)")
        XCTAssertEqual(comparable(try compacted.search(query)), expected, "\(label): \(query)")
      }
    }
  }

  /// New synonyms journaled after writes leave the saved snapshot standing at open (the writes
  /// beside it), as they do in memory, unless they change the placeholders indexed; a writer
  /// that reads them from another keeps its own writes beside its snapshot.
  func test_newSynonymsInTheJournal_leaveTheSnapshotStanding_unlessTheyChangePlaceholders()
    throws
  {
    var generator = SplitMix64(seed: 0x0B_E6)
    let settings: JSON = [
      "searchableAttributes": ["name", "description"], "attributesForFaceting": ["brand"],
    ]
    let taking = LocalIndex.SaveOptions(compaction: .manual, locking: .whileWriting)
    var records = (0..<800).map { record("\($0)", &generator) }
    let directory = try temporaryDirectory()
    let first = try Fixtures.index(records, settings: settings)
    try first.save(to: directory, options: taking)
    let added = (800..<810).map { record("\($0)", &generator) }
    try first.saveObjects(added)
    records += added
    XCTAssertNotNil(first.withState { $0.overlay })
    let synonyms = [
      Synonym(objectID: "lights", synonyms: ["lamp", "light"]),
      Synonym(objectID: "seat", input: "chair", oneWaySynonyms: ["table"]),
    ]
    // Another writer of the directory saves synonyms; the first reads them.
    try LocalIndex(savedIn: directory, options: taking).saveSynonyms(synonyms)
    try first.refresh()
    XCTAssertNotNil(first.withState { $0.overlay }, "the first writer's writes were folded")
    let reopened = try LocalIndex(savedIn: directory, access: .readOnly)
    XCTAssertNotNil(reopened.withState { $0.overlay }, "rebuilt at open")
    let reference = try Fixtures.index(records, settings: settings)
    try reference.saveSynonyms(synonyms)
    for text in ["lamp", "light", "chair", "table red", "ligh", "shoe"] {
      let query = SearchQuery(text, facets: ["brand"], hitsPerPage: 8)
      let expected = comparable(try reference.search(query))
      XCTAssertEqual(comparable(try reopened.search(query)), expected, text)
      XCTAssertEqual(comparable(try first.search(query)), expected, text)
    }
    // A placeholder synonym changes what is indexed: the open rebuilds.
    let placeholder = Synonym(
      objectID: "number", placeholder: "<number>", replacements: ["1", "2"])
    try first.saveSynonyms([placeholder])
    let rebuilt = try LocalIndex(savedIn: directory, access: .readOnly)
    XCTAssertNil(rebuilt.withState { $0.overlay })
    try reference.saveSynonyms([placeholder])
    let query = SearchQuery("lamp", hitsPerPage: 8)
    XCTAssertEqual(comparable(try rebuilt.search(query)), comparable(try reference.search(query)))
  }

  /// Journal entries an overlay does not take (a configuration change, more records than an
  /// overlay holds) rebuild the index at open, which then answers as an index of every record.
  func test_anOpenReplayingWhatAnOverlayDoesNotTake_rebuilds() throws {
    var generator = SplitMix64(seed: 0x0B_E5)
    let settings: JSON = [
      "searchableAttributes": ["name", "description"], "attributesForFaceting": ["brand"],
    ]
    let records = (0..<800).map { record("\($0)", &generator) }
    let written = try temporaryDirectory()
    let configured = try temporaryDirectory()
    for directory in [written, configured] {
      try Fixtures.index(records, settings: settings)
        .save(to: directory, options: .init(compaction: .manual))
    }
    // 51 records: past a sixteenth of 800.
    let added = (800..<851).map { record("\($0)", &generator) }
    try LocalIndex(savedIn: written).saveObjects(added)
    var changed = try LocalIndexSettings(json: settings)
    changed.customRanking = [.descending("popularity")]
    try LocalIndex(savedIn: configured).setSettings(changed)
    for (directory, all, current) in [
      (written, records + added, settings),
      (configured, records, changed.json),
    ] {
      let reopened = try LocalIndex(savedIn: directory, access: .readOnly)
      XCTAssertNil(reopened.withState { $0.overlay }, directory.lastPathComponent)
      let reference = try Fixtures.index(all, settings: current)
      for _ in 0..<20 {
        let query = query(&generator)
        XCTAssertEqual(
          comparable(try reopened.search(query)), comparable(try reference.search(query)),
          "\(directory.lastPathComponent): \(query)")
      }
    }
  }

  /// Searches the merge does not cover (distinct, typo tolerance `min`, numeric facets, geo)
  /// fold the overlay into a snapshot of every record, and answer as that index does.
  func test_searchesTheMergeDoesNotCover_foldTheOverlayIn() throws {
    var generator = SplitMix64(seed: 0xF01D)
    let settings: JSON = [
      "searchableAttributes": ["name", "description"],
      "customRanking": ["desc(popularity)"],
      "attributesForFaceting": ["brand", "popularity"],
      "attributeForDistinct": "brand",
    ]
    var records = (0..<200).map { record("\($0)", &generator) }
    var distinct = SearchQuery("lamp")
    distinct.distinct = .enabled(true)
    var fewestTypos = SearchQuery("lamb")
    fewestTypos.typoTolerance = .min
    var around = SearchQuery("")
    around.aroundLatLng = "48.85, 2.35"
    var rankingInfo = SearchQuery("chair")
    rankingInfo.getRankingInfo = true
    let queries = [
      distinct, fewestTypos, SearchQuery("shoe", facets: ["popularity"]), around, rankingInfo,
      SearchQuery("zzzz red", additionalParameters: ["removeWordsIfNoResults": "lastWords"]),
    ]
    for query in queries {
      let index = try Fixtures.index(records, settings: settings)
      let added = record("new-\(records.count)", &generator)
      records.append(added)
      try index.saveObjects([added])
      XCTAssertNotNil(index.withState { $0.overlay })
      let reference = try Fixtures.index(records, settings: settings)
      XCTAssertEqual(comparable(try index.search(query)), comparable(try reference.search(query)))
      XCTAssertNil(index.withState { $0.overlay }, "\(query): the overlay was not folded in")
    }
  }

  /// Searches, reads and folds running while a writer adds pairs of records to a large index
  /// (overlays, their segments re-indexed as one, and the rebuild past the largest overlay)
  /// always see whole pairs.
  func test_concurrentSearchesAndFolds_seeWholeWrites() async throws {
    var generator = SplitMix64(seed: 0xC0C0)
    let index = try Fixtures.index(
      (0..<400).map { record("\($0)", &generator) },
      settings: [
        "searchableAttributes": ["name", "kind"], "attributesForFaceting": ["searchable(kind)"],
      ])
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask {
        for batch in 0..<30 {
          try index.saveObjects([
            ["objectID": .string("a\(batch)"), "kind": "pair", "name": "left"],
            ["objectID": .string("b\(batch)"), "kind": "pair", "name": "right"],
          ])
        }
      }
      for searcher in 0..<3 {
        group.addTask {
          for round in 0..<40 {
            let count = try index.search(SearchQuery("pair", hitsPerPage: 3)).nbHits ?? -1
            XCTAssertEqual(count % 2, 0, "a search saw half a write")
            XCTAssertEqual((index.count - 400) % 2, 0, "a count saw half a write")
            if searcher == 0, round % 10 == 0 {
              // A facet search folds the overlay in.
              let facet = try index.searchForFacetValues(attribute: "kind", facetQuery: "pa")
              XCTAssertEqual((facet.facetHits.first?.count ?? 0) % 2, 0)
            }
          }
        }
      }
      try await group.waitForAll()
    }
    XCTAssertEqual(index.count, 460)
    XCTAssertEqual(try index.search(SearchQuery("pair")).nbHits, 60)
  }

  /// Writes too many for an overlay, a batch that clears the index, and an index without
  /// `searchableAttributes` rebuild the snapshot, as every write did before overlays.
  func test_largeWritesAndClears_rebuildTheSnapshot() throws {
    var generator = SplitMix64(seed: 0xB16)
    let settings: JSON = ["searchableAttributes": ["name", "description"]]
    let index = try Fixtures.index(
      (0..<160).map { record("\($0)", &generator) }, settings: settings)
    try index.saveObjects((0..<10).map { record("a\($0)", &generator) })
    XCTAssertNotNil(index.withState { $0.overlay }, "10 records of 160: an overlay")
    try index.saveObjects((0..<11).map { record("b\($0)", &generator) })
    XCTAssertNil(index.withState { $0.overlay }, "21 records written of 170: rebuilt")
    XCTAssertEqual(index.count, 181)
    try index.apply([.clear, .add(record("c", &generator))])
    XCTAssertNil(index.withState { $0.overlay })
    XCTAssertEqual(index.count, 1)

    let unconfigured = try Fixtures.index((0..<160).map { record("\($0)", &generator) })
    try unconfigured.saveObjects([record("d", &generator)])
    XCTAssertNil(unconfigured.withState { $0.overlay })
    XCTAssertEqual(try unconfigured.search(SearchQuery("")).nbHits, 161)
  }

  /// A saved index journals a small write and keeps it in an overlay; the write is in the
  /// index it opens next, and a save folds it in.
  func test_aSavedIndex_journalsAnOverlaidWrite() throws {
    var generator = SplitMix64(seed: 0x5A7E)
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("sift-overlay-\(UInt64.random(in: 0...UInt64.max))")
    defer { try? FileManager.default.removeItem(at: directory) }
    let settings: JSON = [
      "searchableAttributes": ["name", "description"], "attributesForFaceting": ["brand"],
    ]
    var records = (0..<300).map { record("\($0)", &generator) }
    do {
      let index = try Fixtures.index(records, settings: settings)
      try index.save(to: directory)
      let added = (0..<5).map { record("new\($0)", &generator) }
      try index.saveObjects(added)
      try index.deleteObjects(objectIDs: ["7"])
      records += added
      records.removeAll { $0["objectID"] == "7" }
      XCTAssertNotNil(index.withState { $0.overlay })
      XCTAssertEqual(index.saveStatus?.journalEntries, 2)
    }
    let opened = try LocalIndex(savedIn: directory, access: .readOnly)
    let reference = try Fixtures.index(records, settings: settings)
    for text in ["", "lamp", "shoes", "re"] {
      let query = SearchQuery(text, facets: ["brand"], hitsPerPage: 50)
      XCTAssertEqual(comparable(try opened.search(query)), comparable(try reference.search(query)))
    }
  }
}
