import SiftCore
import XCTest

@testable import SiftLocal

/// Algolia's default ranking on long text (a name, a summary, an unordered description with
/// very frequent words, tags): the engine's fast path — tiers, early stops, packed keys — must
/// give the page an exhaustive sort by the full criteria gives, computed independently
/// (``ReferenceRanking``).
final class LocalIndexLongTextRankingTests: XCTestCase {
  private static let vocabulary = [
    "the", "the", "the", "of", "of", "and", "and", "to", "a", "a", "is", "for", "this", "that",
    "with", "library", "libraries", "librar", "package", "packages", "pack", "data", "date",
    "tool", "tools", "toll", "python", "pithon", "module", "modules", "support", "supports",
    "file", "files", "fil", "server", "serve", "service", "client", "theme", "them", "then",
  ]

  private func records(count: Int, generator: inout SplitMix64) -> [JSON] {
    func text(_ words: Int) -> String {
      (0..<words).map { _ in Self.vocabulary.randomElement(using: &generator) ?? "the" }
        .joined(separator: " ")
    }
    return (0..<count).map { id in
      var record: JSON = [
        "objectID": .string("\(id)"),
        "name": .string(text(Int.random(in: 1...3, using: &generator))),
        "summary": .string(text(Int.random(in: 2...9, using: &generator))),
        "description": .string(text(Int.random(in: 10...60, using: &generator))),
        "size": .number(JSON.Number(Int.random(in: 0..<50, using: &generator))),
        "section": .string(["libs", "devel", "utils"].randomElement(using: &generator) ?? "libs"),
      ]
      if Int.random(in: 0..<3, using: &generator) == 0, case .object(var members) = record {
        members["tags"] = .array(
          (0..<Int.random(in: 1...3, using: &generator)).map { _ in .string(text(2)) })
        record = .object(members)
      }
      return record
    }
  }

  private func query(generator: inout SplitMix64) -> String {
    var words = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
      Self.vocabulary.randomElement(using: &generator) ?? "the"
    }
    if Bool.random(using: &generator), let last = words.last {
      words[words.count - 1] = String(
        last.prefix(Int.random(in: 1...max(1, last.count), using: &generator)))
    }
    if Int.random(in: 0..<4, using: &generator) == 0, let first = words.first, first.count >= 5 {
      words[0] = String(first.dropLast()) + "x"  // a typo
    }
    return words.joined(separator: " ") + (Int.random(in: 0..<5, using: &generator) == 0 ? " " : "")
  }

  /// Ranking values read from the occurrence index agree with the reference reading the
  /// records, for every document and random queries.
  func test_documentRanker_agreesWithTheReference() throws {
    var generator = SplitMix64(seed: 0x10_7E47)
    let index = try Fixtures.index(
      records(count: 300, generator: &generator),
      settings: [
        "searchableAttributes": ["name", "summary", "unordered(description)", "tags"],
        "customRanking": ["desc(size)"],
      ])
    let snapshot = index.snapshot
    let reference = ReferenceRanking(snapshot: snapshot)
    for _ in 0..<60 {
      let text = query(generator: &generator)
      let request = try SearchRequest(SearchQuery(text), settings: snapshot.settings)
      let words = snapshot.queryWords(for: request)
      let hits = words.map { WordHits(word: $0, dictionary: snapshot.terms) }
      let ranker = DocumentRanker(
        snapshot: snapshot, words: words, hits: hits,
        exactOnSingleWordQuery: request.exactOnSingleWordQuery, allowedFields: nil)
      snapshot.occurrenceOffsets.withUnsafeBufferPointer { offsets in
        func check(_ entries: some OccurrenceEntries) {
          let occurrences = DocumentRanker.Occurrences(offsets: offsets, entries: entries)
          for doc in 0..<snapshot.count {
            guard let expected = reference.values(of: doc, request: request) else { continue }
            guard let actual = ranker.rank(UInt32(doc), in: occurrences) else {
              XCTFail("'\(text)' doc \(doc): no values")
              continue
            }
            let attribute = AttributeRank(packed: actual.attribute)
            let values = ReferenceRanking.Values(
              typos: actual.typos, words: actual.words, proximity: actual.proximity,
              level: attribute.level, position: attribute.position, exact: actual.exact)
            XCTAssertEqual(values, expected, "'\(text)' doc \(doc)")
          }
        }
        // The index packs its words; the same words unpacked rank the same.
        guard case .packed(let packed, let layout) = snapshot.occurrences else {
          return XCTFail("the occurrences are not packed")
        }
        packed.withUnsafeBufferPointer {
          check(PackedOccurrenceEntries(entries: $0, layout: layout))
        }
        let wide = packed.map(layout.occurrence)
        wide.withUnsafeBufferPointer { check(WideOccurrenceEntries(entries: $0)) }
      }
    }
  }

  /// The page the engine returns is the page of an exhaustive sort by the full criteria, for
  /// random multi-word queries with typos and prefixes, with and without filters, at random
  /// pages, and whatever the number of documents ranked in document order before the tiers.
  func test_longText_fastPathGivesTheExhaustivePage_randomQueries() throws {
    var generator = SplitMix64(seed: 0x5EA4C4)
    try assertFastPathGivesTheExhaustivePage(
      searchableAttributes: ["name", "summary", "unordered(description)", "tags"],
      generator: &generator)
  }

  /// The same with attributes sharing a level (`"summary,name"`), a later one of a level
  /// listed first: a term's best match in a document may then be in a later field than its
  /// first word there, and the documents of a term are still grouped by their best match.
  func test_longText_fastPathGivesTheExhaustivePage_attributesSharingALevel() throws {
    var generator = SplitMix64(seed: 0x5A_4E1E)
    try assertFastPathGivesTheExhaustivePage(
      searchableAttributes: ["summary,name", "unordered(description),tags"],
      generator: &generator)
  }

  private func assertFastPathGivesTheExhaustivePage(
    searchableAttributes: [String], generator: inout SplitMix64,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    for mode in ["attribute", "word"] {
      let index = try Fixtures.index(
        records(count: 1_200, generator: &generator),
        settings: [
          "searchableAttributes": .array(searchableAttributes.map(JSON.string)),
          "attributesForFaceting": ["section"], "customRanking": ["desc(size)"],
          "exactOnSingleWordQuery": .string(mode),
        ])
      let snapshot = index.snapshot
      let reference = ReferenceRanking(snapshot: snapshot)
      for _ in 0..<60 {
        let text = query(generator: &generator)
        for filters in [nil, "section:libs", "size < 10 OR section:utils"] {
          var query = SearchQuery(text)
          query.hitsPerPage = Int.random(in: 1...12, using: &generator)
          query.page = Int.random(in: 0..<3, using: &generator)
          query.filters = filters
          let request = try SearchRequest(query, settings: snapshot.settings)
          let expected = reference.rankedDocuments(for: request)
          let start = query.page! * query.hitsPerPage!
          let page = expected.dropFirst(start).prefix(query.hitsPerPage!).map {
            snapshot.objectIDs[$0]
          }
          let label = "\(mode) '\(text)' \(filters ?? "-") page \(query.page!)"
          let response = try index.search(query)
          XCTAssertEqual(response.nbHits, expected.count, label, file: file, line: line)
          XCTAssertEqual(Fixtures.ids(response), page, label, file: file, line: line)
          // Tiers after any number of documents ranked in document order, split down to one
          // document or not at all.
          for (budget, splitSize) in [(0, 1), (3, 1), (0, Int.max), (7, 40)] {
            let outcome = snapshot.match(
              request, topCount: start + query.hitsPerPage!, needsFacetDocuments: false,
              tierBudget: budget, splitSize: splitSize)
            let ids = outcome.ranked.dropFirst(start).map { snapshot.objectIDs[Int($0.doc)] }
            XCTAssertEqual(
              ids, page, "\(label) budget \(budget) split \(splitSize)", file: file, line: line)
          }
        }
      }
    }
  }

  /// Postings placed with their buckets above their documents (one write each) give the same
  /// word structures as postings placed with their buckets apart, in any document order and
  /// whether fields share a level or not.
  func test_wordIndex_packedBuckets_giveTheSameStructures() throws {
    var generator = SplitMix64(seed: 0xB0_C4E7)
    // Frequent words (in every field) and rare ones (in one field of a few documents), so
    // that terms of one bucket and terms of several, in every level, are both common.
    func text(_ words: Int) -> String {
      (0..<words).map { _ in
        Bool.random(using: &generator)
          ? Self.vocabulary.randomElement(using: &generator) ?? "the"
          : "w\(Int.random(in: 0..<2_000, using: &generator))"
      }.joined(separator: " ")
    }
    let records = (0..<400).map { _ in
      CompactRecord([
        "name": .string(text(2)), "summary": .string(text(6)),
        "description": .string(text(40)), "tags": .array([.string(text(2)), .string(text(1))]),
      ])
    }
    let layouts: [[SearchableField]] = [
      [
        SearchableField(name: "name", level: 0, isUnordered: false),
        SearchableField(name: "summary", level: 1, isUnordered: false),
        SearchableField(name: "description", level: 2, isUnordered: true),
        SearchableField(name: "tags", level: 3, isUnordered: false),
      ],
      [
        SearchableField(name: "summary", level: 0, isUnordered: false),
        SearchableField(name: "name", level: 0, isUnordered: false),
        SearchableField(name: "description", level: 1, isUnordered: true),
        SearchableField(name: "tags", level: 1, isUnordered: false),
      ],
    ]
    for fields in layouts {
      let order = Array(records.indices).shuffled(using: &generator)
      func build(packsBuckets: Bool) -> WordIndex {
        var builder = WordIndex.Builder(
          fields: fields, tokenizer: Tokenizer(), capacity: records.count, bytes: 1 << 16)
        var members = CompactRecord.MemberTable()
        for record in records {
          record.withRoot { root in
            members.load(root)
            builder.add(members)
          }
        }
        return builder.finish(
          DocumentPermutation(order: order), fields: fields, packsBuckets: packsBuckets)
      }
      let (packed, apart) = (build(packsBuckets: true), build(packsBuckets: false))
      let label = fields.map(\.name).joined(separator: ",")
      XCTAssertEqual(packed.termDocOffsets, apart.termDocOffsets, label)
      XCTAssertEqual(packed.termDocs, apart.termDocs, label)
      XCTAssertEqual(packed.termGroupOffsets, apart.termGroupOffsets, label)
      XCTAssertEqual(packed.groupBuckets, apart.groupBuckets, label)
      XCTAssertEqual(packed.groupEnds, apart.groupEnds, label)
      // Terms of one group and of several, in groups past the first level.
      let groupCounts = (0..<packed.terms.count).map {
        packed.termGroupOffsets[$0 + 1] - packed.termGroupOffsets[$0]
      }
      XCTAssertGreaterThan(groupCounts.filter { $0 == 1 }.count, 100, label)
      XCTAssertGreaterThan(groupCounts.filter { $0 > 1 }.count, 10, label)
      XCTAssertTrue(packed.groupBuckets.contains { $0.rawValue >= 9 }, label)
      XCTAssertTrue(packed.termDocs.allSatisfy { $0 < records.count }, label)
    }
  }

  /// Ranking reads candidates in batches whose words are read first: every member from the
  /// start is visited once, in order, up to the one where the caller stops, whatever the
  /// batch boundaries.
  func test_scanWarmed_visitsEveryMemberInOrder_untilTheCallerStops() throws {
    var generator = SplitMix64(seed: 0x3A_4D)
    let index = try Fixtures.index(
      records(count: 200, generator: &generator),
      settings: ["searchableAttributes": ["name", "summary", "unordered(description)"]])
    let snapshot = index.snapshot
    let request = try SearchRequest(SearchQuery("the library"), settings: snapshot.settings)
    let words = snapshot.queryWords(for: request)
    let ranker = DocumentRanker(
      snapshot: snapshot, words: words,
      hits: words.map { WordHits(word: $0, dictionary: snapshot.terms) },
      exactOnSingleWordQuery: request.exactOnSingleWordQuery, allowedFields: nil)
    let batch = DocumentRanker.warmBatch
    guard case .packed(let packed, let layout) = snapshot.occurrences else {
      return XCTFail("the occurrences are not packed")
    }
    snapshot.occurrenceOffsets.withUnsafeBufferPointer { offsets in
      packed.withUnsafeBufferPointer { entries in
        let occurrences = DocumentRanker.Occurrences(
          offsets: offsets, entries: PackedOccurrenceEntries(entries: entries, layout: layout))
        for size in [0, 1, batch - 1, batch, batch + 1, 2 * batch, 3 * batch + 5, 200] {
          var documents = DocSet(universe: snapshot.count)
          for doc in (0..<snapshot.count).shuffled(using: &generator).prefix(size) {
            documents.insert(UInt32(doc))
          }
          var members: [UInt32] = []
          documents.forEachMember { members.append($0) }
          let start = Int.random(in: 0..<snapshot.count, using: &generator)
          let from = members.filter { $0 >= start }
          for stop in [nil] + from.indices.map(Optional.some) {
            var visited: [UInt32] = []
            ranker.scanWarmed(documents, from: start, in: occurrences) { doc in
              visited.append(doc)
              return visited.count - 1 == stop
            }
            let expected = stop.map { Array(from.prefix($0 + 1)) } ?? from
            XCTAssertEqual(
              visited, expected, "\(size) members from \(start), stop at \(stop ?? -1)")
          }
        }
      }
    }
  }
}
