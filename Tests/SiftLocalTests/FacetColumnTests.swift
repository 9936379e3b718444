import SiftCore
import XCTest

@testable import SiftLocal

/// Facet columns (text and numeric values, single- and multi-valued documents, 8- and 16-bit
/// value ids) checked against a brute-force evaluation of Algolia's facet semantics: records
/// filtered by SiftCore's `FilterExpression.matches(_:)`, facets counted here.
final class FacetColumnTests: XCTestCase {
  private static let kinds: [JSON] = [
    "Red", "red", "RED", "blue", "5", "05", "true", true, false, 5, 5.5, "Ünïcode",
    .string("U\u{308}nïcode"), "zeta", "",
  ]

  private func dataset(_ generator: inout SplitMix64) -> [JSON] {
    (0..<400).map { number in
      var record: [String: JSON] = ["objectID": .string("r\(number)")]
      switch Int.random(in: 0..<6, using: &generator) {
      case 0: break
      case 1:
        record["kind"] = .array(
          (0..<3).map { _ in Self.kinds.randomElement(using: &generator) ?? "" })
      default: record["kind"] = Self.kinds.randomElement(using: &generator)
      }
      let size = { (generator: inout SplitMix64) -> JSON in
        JSON(Double(Int.random(in: -8...40, using: &generator)) / 4)
      }
      if Int.random(in: 0..<5, using: &generator) == 0 {
        record["size"] = [size(&generator), size(&generator)]
      } else if Int.random(in: 0..<5, using: &generator) > 0 {
        record["size"] = size(&generator)
      }
      record["many"] = JSON(Int.random(in: 0..<1000, using: &generator))
      let big = Int64(1) << 53
      record["exotic"] =
        [.number(JSON.Number(big)), .number(JSON.Number(big + 1)), JSON(0.1), "0.1"][
          Int.random(in: 0..<4, using: &generator)]
      return .object(record)
    }
  }

  private func display(_ value: JSON) -> String? {
    switch value {
    case .string(let text): return text
    case .number(let number): return number.description
    case .bool(let flag): return "\(flag)"
    default: return nil
    }
  }

  /// Counts, kept values and statistics as Algolia defines them, over `matched`; the display
  /// string and number of a value are those of the first value shown that way in `records`
  /// (in insertion order, whatever the custom ranking).
  private func expectedFacet(
    _ name: String, records: [JSON], matched: [JSON], limit: Int, alpha: Bool
  ) -> ([String: Int], FacetStats?) {
    // The first value seen shown as each (canonically equivalent) display string.
    var firstNumber: [String: Double?] = [:]
    var firstDisplay: [String: String] = [:]
    for record in records {
      for scalar in record.scalarValues(of: name) {
        guard let text = display(scalar), firstNumber[text] == nil else { continue }
        firstNumber[text] = .some(scalar.doubleValue)
        firstDisplay[text] = text
      }
    }
    var counts: [String: Int] = [:]
    var numbers: [Double] = []
    for record in matched {
      var seen: [String] = []
      for scalar in record.scalarValues(of: name) {
        guard let text = display(scalar), !seen.contains(text) else { continue }
        seen.append(text)
        counts[text, default: 0] += 1
        if let number = firstNumber[text] ?? nil { numbers.append(number) }
      }
    }
    let ordered = counts.keys.sorted { lhs, rhs in
      if !alpha, counts[lhs] != counts[rhs] { return counts[lhs] ?? 0 > counts[rhs] ?? 0 }
      let (left, right) = (firstDisplay[lhs] ?? lhs, firstDisplay[rhs] ?? rhs)
      return left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars)
    }
    var kept: [String: Int] = [:]
    for text in ordered.prefix(limit) { kept[text] = counts[text] }
    var stats: FacetStats?
    if let minimum = numbers.min(), let maximum = numbers.max() {
      var sum = 0.0
      for number in numbers { sum += number }
      stats = FacetStats(min: minimum, max: maximum, avg: sum / Double(numbers.count), sum: sum)
    }
    return (kept, stats)
  }

  func test_randomFacets_countAndFilterLikeABruteForceEvaluation() throws {
    var generator = SplitMix64(seed: 7)
    let records = dataset(&generator)
    let names = ["kind", "size", "many", "exotic"]
    // The second index renumbers documents by a custom ranking.
    let indexes = try [
      Fixtures.index(records, settings: ["attributesForFaceting": .array(names.map(JSON.string))]),
      Fixtures.index(
        records,
        settings: [
          "attributesForFaceting": .array(names.map(JSON.string)), "customRanking": ["desc(size)"],
        ]),
    ]
    let filters = [
      "", "kind:red", "kind:RED", "kind:5", "kind:\"5\"", "kind:5.0", "kind:true", "kind:false",
      "kind:\"ünïcode\"", "kind:\"\"", "size:2.5", "size:5", "size:-2", "many:17",
      "exotic:9007199254740992", "exotic:0.1", "exotic:\"0.1\"", "NOT kind:blue",
    ]
    for round in 0..<120 {
      let text = filters[round % filters.count]
      let limit = [1, 2, 3, 7, 1000][Int.random(in: 0..<5, using: &generator)]
      let alpha = Bool.random(using: &generator)
      var query = SearchQuery("", filters: text.isEmpty ? nil : text, facets: names)
      query.maxValuesPerFacet = limit
      query.sortFacetValuesBy = alpha ? .alpha : .count
      query.hitsPerPage = 0
      let expression = try FilterExpression.parse(text)
      let matched = records.filter { expression?.matches($0) ?? true }
      let response = try indexes[round % 2].search(query)
      XCTAssertEqual(response.nbHits, matched.count, text)
      for name in names {
        let (counts, stats) = expectedFacet(
          name, records: records, matched: matched, limit: limit, alpha: alpha)
        XCTAssertEqual(response.facets?[name] ?? [:], counts, "\(name) \(text) \(limit) \(alpha)")
        XCTAssertEqual(response.facetsStats?[name], stats, "\(name) \(text)")
      }
    }
  }

  /// Text facets counted together, a block of matched documents at a time, count what each
  /// column counts alone: one-byte, two-byte and multi-valued columns, over sets of documents
  /// dense and sparse, across blocks and past the documents a column holds; on the index built
  /// and on the same index saved and opened (its columns read where they lie in the file).
  /// An index of `records` faceting on `facets`, and the same saved and opened.
  private func builtAndOpened(_ records: [JSON], facets: [String]) throws -> (
    LocalIndex, LocalIndex
  ) {
    let built = try Fixtures.index(
      records, settings: ["attributesForFaceting": .array(facets.map(JSON.string))])
    let directory = try temporaryDirectory()
    try built.save(to: directory)
    return (built, try LocalIndex(savedIn: directory, access: .readOnly))
  }

  func test_textFacetsCountedTogether_countAsEachAlone() throws {
    var generator = SplitMix64(seed: 48)
    let count = 5_000
    let records: [JSON] = (0..<count).map { number in
      var record: [String: JSON] = [
        "objectID": .string("r\(number)"),
        "few": .string("f\(Int.random(in: 0..<30, using: &generator))"),
        "many": .string("m\(Int.random(in: 0..<2_000, using: &generator))"),
        "tags": .array(
          (0..<Int.random(in: 0..<4, using: &generator)).map { _ in
            .string("t\(Int.random(in: 0..<50, using: &generator))")
          }),
      ]
      if number % 7 == 0 { record["few"] = nil }
      return .object(record)
    }
    let (built, opened) = try builtAndOpened(records, facets: ["few", "many", "tags"])
    let densities = [0, 1, 3, 50, 97, 100]
    let sets = densities.map { density in
      var words = [UInt64](repeating: 0, count: (count + 64) / 64 + 1)
      for doc in 0..<(words.count * 64) where Int.random(in: 0..<100, using: &generator) < density {
        // Documents past the index's count too: a set may be wider than a column.
        words[doc >> 6] |= 1 << UInt64(doc & 63)
      }
      return DocSet(universe: words.count * 64, words: words)
    }
    var counts: [[[[UInt32]]]] = []
    for (name, snapshot) in [("built", built.snapshot), ("opened", opened.snapshot)] {
      // What a search does first on a saved index (checks the columns' blocks).
      snapshot.prepareToRead()
      let columns = try ["few", "many", "tags"].map { try XCTUnwrap(snapshot.facets[$0]) }
      guard case .uint8 = columns[0].docValues, case .uint16 = columns[1].docValues,
        case .multiple = columns[2].docValues
      else { return XCTFail("unexpected column layouts (\(name))") }
      XCTAssertEqual(
        columns.allSatisfy { $0.docValues.mappedBytes > 0 }, name == "opened",
        "\(name): columns read in place")
      counts.append([])
      for (density, documents) in zip(densities, sets) {
        let together = IndexSnapshot.valueCounts(of: columns, over: documents)
        for (column, counted) in zip(columns, together) {
          var alone = [UInt32](repeating: 0, count: column.valueCount)
          var within = DocSet(universe: count)
          documents.forEachMember { if Int($0) < count { within.insert($0) } }
          column.docValues.count(within, into: &alone)
          XCTAssertEqual(counted, alone, "\(name), density \(density)")
        }
        // A one-byte column counted alone, straight from the words of a set over the index's
        // documents (whose last word is partly past them), or over fewer of them: an even and
        // an odd number of whole words (counted two at a time).
        for universe in [count, count - 64] {
          var within = DocSet(universe: universe)
          documents.forEachMember { if Int($0) < universe { within.insert($0) } }
          var slots = [UInt32](
            repeating: 0,
            count: columns[0].docValues.countSlots(valueCount: columns[0].valueCount))
          XCTAssertTrue(
            slots.withUnsafeMutableBufferPointer { columns[0].docValues.count(within, into: $0) },
            "\(name): a one-byte column is counted from the set's words")
          var alone = [UInt32](repeating: 0, count: columns[0].valueCount)
          columns[0].docValues.count(within, into: &alone)
          XCTAssertEqual(
            columns[0].docValues.counts(slots, valueCount: columns[0].valueCount), alone,
            "\(name), density \(density), alone, \(universe >> 6) whole words")
          // A search counts over sets of all the snapshot's documents.
          if universe == count {
            XCTAssertEqual(
              IndexSnapshot.valueCounts(of: [columns[0]], over: within), [alone],
              "\(name), density \(density), alone")
          }
        }
        counts[counts.count - 1].append(together)
      }
    }
    XCTAssertEqual(counts.first, counts.last, "the opened index counts as the built one")
    try opened.verifyIntegrity()
  }

  func test_fewValuedFacets_countedFromEachValuesDocuments_countAsDocumentByDocument() throws {
    var generator = SplitMix64(seed: 49)
    let count = 5_000
    // "tier": one value on most documents, rare ones of 0.2% (fewer documents than a set has
    // words: looked up one by one) to 4% (more: a bitmap); "flag": two values near half each;
    // "sometimes": a value missing from some documents (never counted this way).
    let records: [JSON] = (0..<count).map { number in
      let roll = Int.random(in: 0..<1_000, using: &generator)
      let tier = roll < 2 ? "rare0" : roll < 12 ? "rare1" : roll < 52 ? "rare2" : "common"
      var record: [String: JSON] = [
        "objectID": .string("r\(number)"), "tier": .string(tier),
        "flag": .string(Bool.random(using: &generator) ? "yes" : "no"),
        "sometimes": .string("s\(Int.random(in: 0..<3, using: &generator))"),
      ]
      if number % 5 == 0 { record["sometimes"] = nil }
      return .object(record)
    }
    let (built, opened) = try builtAndOpened(records, facets: ["tier", "flag", "sometimes"])
    var fromValues = 0
    for (name, snapshot) in [("built", built.snapshot), ("opened", opened.snapshot)] {
      snapshot.prepareToRead()
      let columns = try ["tier", "flag", "sometimes"].map { try XCTUnwrap(snapshot.facets[$0]) }
      for density in [0, 1, 3, 20, 50, 97, 100] {
        var documents = DocSet(universe: count)
        for doc in 0..<count where Int.random(in: 0..<100, using: &generator) < density {
          documents.insert(UInt32(doc))
        }
        let together = IndexSnapshot.valueCounts(of: columns, over: documents)
        for (column, counted) in zip(columns, together) {
          var alone = [UInt32](repeating: 0, count: column.valueCount)
          column.docValues.count(documents, into: &alone)
          XCTAssertEqual(counted, alone, "\(name), density \(density)")
          let direct = column.countsFromValueDocuments(over: documents, total: documents.count)
          if let direct {
            XCTAssertEqual(direct, alone, "\(name), density \(density)")
            fromValues += 1
          }
        }
        XCTAssertNil(
          columns[2].countsFromValueDocuments(over: documents, total: documents.count),
          "a value missing from some documents: counted document by document")
      }
    }
    // Both ways of reading a value's documents were taken: the rare tiers one by one and by
    // bitmap, the flags by bitmap, on the built index and the opened one.
    XCTAssertGreaterThanOrEqual(fromValues, 8)
  }

  /// The values shown with their counts are the same whether made from the column's template
  /// (most values shown) or one by one (few shown): text and numeric columns, built and
  /// opened, every value shown, all but one, half, a few and none.
  func test_shownValues_fromTheTemplate_areThoseMadeOneByOne() throws {
    var generator = SplitMix64(seed: 50)
    let records: [JSON] = (0..<600).map { number in
      [
        "objectID": .string("r\(number)"),
        "kind": .string("k\(Int.random(in: 0..<40, using: &generator))"),
        "size": JSON(Double(Int.random(in: 0..<30, using: &generator)) / 4),
      ]
    }
    let (built, opened) = try builtAndOpened(records, facets: ["kind", "size"])
    for (name, snapshot) in [("built", built.snapshot), ("opened", opened.snapshot)] {
      snapshot.prepareToRead()
      for facet in ["kind", "size"] {
        let column = try XCTUnwrap(snapshot.facets[facet])
        let counts = (0..<column.valueCount).map { _ in
          UInt32(Int.random(in: 1..<500, using: &generator))
        }
        let all = Array(0..<column.valueCount)
        for shown in [all, Array(all.dropLast()), all.filter { $0 % 2 == 0 }, [3, 1], []] {
          var expected: [String: Int] = [:]
          for id in shown { expected[column.display(id)] = Int(counts[id]) }
          // Twice: the template made by the first call, then kept.
          for _ in 0..<2 {
            XCTAssertEqual(
              column.shownValues(shown, counts: counts), expected,
              "\(name) \(facet), \(shown.count) of \(column.valueCount) shown")
          }
        }
      }
    }
  }

  func test_columns_pickTheirLayout() throws {
    var generator = SplitMix64(seed: 7)
    let records = dataset(&generator)
    let snapshot = try Fixtures.index(
      records, settings: ["attributesForFaceting": ["kind", "size", "many", "exotic"]]
    ).snapshot
    guard case .text = snapshot.facets["kind"]?.values,
      case .multiple = snapshot.facets["kind"]?.docValues,
      case .numbers = snapshot.facets["size"]?.values,
      case .multiple = snapshot.facets["size"]?.docValues,
      case .numbers = snapshot.facets["many"]?.values,
      case .uint16 = snapshot.facets["many"]?.docValues,
      case .text = snapshot.facets["exotic"]?.values,
      case .uint8 = snapshot.facets["exotic"]?.docValues,
      case FacetDocValues.none? = snapshot.facets["_tags"]?.docValues
    else {
      return XCTFail("unexpected column layouts")
    }
    // The numeric facet "many" filters through the numeric column of "many", shared.
    XCTAssertEqual(snapshot.facets["many"]?.numericFilter, snapshot.numerics["many"])
    // "Red", "red" and "RED" are three values under one lowercased filter key.
    XCTAssertEqual(
      snapshot.facets["kind"]?.documents(matching: .string("rEd"), universe: snapshot.count)
        .count,
      records.filter { record in
        record.scalarValues(of: "kind").contains { $0.stringValue?.lowercased() == "red" }
      }.count)
  }

  func test_displayOrder_isUnicodeScalarOrder() {
    var generator = SplitMix64(seed: 3)
    let alphabet: [Unicode.Scalar] = [
      "a", "b", "z", "A", "0", "9", ".", "-", "é", "ü", "😀", "\u{0}",
    ]
    var strings: Set<String> = ["12345678", "123456789", "12345678a", "1234567", "", "é"]
    while strings.count < 300 {
      let length = Int.random(in: 0...11, using: &generator)
      var scalars = String.UnicodeScalarView()
      for _ in 0..<length {
        scalars.append(alphabet.randomElement(using: &generator) ?? "a")
      }
      strings.insert(String(scalars))
    }
    let input = Array(strings)
    let order = FacetColumnBuilder.displayOrder(input).map { input[Int($0)] }
    let expected = input.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    XCTAssertEqual(order, expected)
  }

  func test_topValues_keepTheHighestCountsThenTheSmallestIds() {
    let counts: [UInt32] = [0, 3, 1, 3, 5, 0, 1, 3, 2]
    XCTAssertEqual(IndexSnapshot.topValues(counts, limit: 3, byValue: false), [4, 1, 3])
    XCTAssertEqual(IndexSnapshot.topValues(counts, limit: 5, byValue: false), [4, 1, 3, 7, 8])
    XCTAssertEqual(IndexSnapshot.topValues(counts, limit: 3, byValue: true), [1, 2, 3])
    XCTAssertEqual(IndexSnapshot.topValues(counts, limit: 0, byValue: false), [])
    XCTAssertEqual(
      IndexSnapshot.topValues(counts, limit: 100, byValue: false), [4, 1, 3, 7, 8, 2, 6])
  }

  func test_numericColumn_rangesMatchABruteForceScan() {
    var generator = SplitMix64(seed: 11)
    let layouts: [(String, () -> Double)] = [
      ("few integers", { Double(Int.random(in: 0..<5, using: &generator)) }),
      ("many integers", { Double(Int.random(in: -100_000...100_000, using: &generator)) }),
      ("few doubles", { Double(Int.random(in: 0..<5, using: &generator)) / 3 }),
      ("many doubles", { Double.random(in: -1e6...1e6, using: &generator) }),
      ("huge integers", { Double(Int.random(in: 0..<4, using: &generator)) * 1e12 }),
    ]
    for (name, make) in layouts {
      let numbers = (0..<500).map { _ in make() }
      let docs = (0..<500).map { UInt32($0 / 2) }
      let column = NumericColumn(numbers: numbers, docs: docs)
      for _ in 0..<50 {
        let a = numbers.randomElement(using: &generator) ?? 0
        let b = Bool.random(using: &generator) ? a : make()
        let (low, high) = (min(a, b), max(a, b))
        let lowerInclusive = Bool.random(using: &generator)
        let upperInclusive = Bool.random(using: &generator)
        let set = column.documents(
          in: low, high, lowerInclusive: lowerInclusive, upperInclusive: upperInclusive,
          universe: 250)
        var expected: Set<UInt32> = []
        for (number, doc) in zip(numbers, docs)
        where (lowerInclusive ? number >= low : number > low)
          && (upperInclusive ? number <= high : number < high)
        {
          expected.insert(doc)
        }
        var found: Set<UInt32> = []
        set.forEachMember { found.insert($0) }
        XCTAssertEqual(found, expected, "\(name) \(low) \(high)")
      }
    }
    let grouped = NumericColumn(
      numbers: [3, 1, 3, 1, 3, 3, 1, 3], docs: [0, 1, 2, 3, 4, 5, 6, 7])
    XCTAssertEqual(grouped.numbers, .int32([1, 3]))
    XCTAssertEqual(grouped.offsets, [0, 3, 8])
    XCTAssertEqual(grouped.docs, [1, 3, 6, 0, 2, 4, 5, 7])
    let flat = NumericColumn(numbers: [0.5, -1], docs: [0, 1])
    XCTAssertEqual(flat.numbers, .double([-1, 0.5]))
    XCTAssertEqual(flat.offsets, [])
  }

  func test_facetValueSearch_tiesByValue_andNumericValues() throws {
    let records: [JSON] = [
      ["objectID": "1", "brand": "zeta b", "size": 10.5],
      ["objectID": "2", "brand": "beta b", "size": 10.5],
      ["objectID": "3", "brand": "Alpha b", "size": 100],
      ["objectID": "4", "brand": "alpha c", "size": 2],
      ["objectID": "5", "brand": "zeta b", "size": 2],
    ]
    let index = try Fixtures.index(
      records, settings: ["attributesForFaceting": ["searchable(brand)", "searchable(size)"]])
    let brands = try index.searchForFacetValues(
      attribute: "brand", facetQuery: "b", maxFacetHits: 3)
    XCTAssertEqual(brands.facetHits.map(\.value), ["zeta b", "Alpha b", "beta b"])
    XCTAssertEqual(brands.facetHits.map(\.count), [2, 1, 1])
    let sizes = try index.searchForFacetValues(attribute: "size", facetQuery: "1")
    XCTAssertEqual(sizes.facetHits.map(\.value), ["10.5", "100"])
    XCTAssertEqual(sizes.facetHits.map(\.highlighted), ["<em>1</em>0.5", "<em>1</em>00"])
  }
}
