import SiftCore
import SiftTestSupport
import XCTest

@testable import SiftLocal

/// Filters checked against an independent brute-force evaluation over a generated dataset.
final class LocalIndexFilteringTests: XCTestCase {
  private static let brands = ["Apple", "Sony", "LG", "Samsung", "apple"]
  private static let colors = ["red", "blue", "green", "black"]

  private func dataset(_ generator: inout SplitMix64) -> [JSON] {
    (0..<300).map { number in
      var record: [String: JSON] = ["objectID": .string("r\(number)")]
      if Int.random(in: 0..<10, using: &generator) > 0 {
        record["brand"] = .string(Self.brands.randomElement(using: &generator) ?? "Apple")
      }
      let colorCount = Int.random(in: 0...2, using: &generator)
      record["color"] = .array(
        (0..<colorCount).map { _ in .string(Self.colors.randomElement(using: &generator) ?? "") })
      if Int.random(in: 0..<8, using: &generator) > 0 {
        record["price"] = JSON(Int.random(in: 0...50, using: &generator))
      }
      if Bool.random(using: &generator) {
        record["rating"] = JSON(Double(Int.random(in: 0...10, using: &generator)) / 2)
      }
      record["inStock"] = .bool(Bool.random(using: &generator))
      record["_tags"] = .array(
        ["new", "sale", "hot", "Hot"].filter { _ in Bool.random(using: &generator) }.map(
          JSON.string))
      return .object(record)
    }
  }

  private func randomFilter(_ generator: inout SplitMix64) -> String {
    switch Int.random(in: 0..<7, using: &generator) {
    case 0: return "brand:\"\(Self.brands.randomElement(using: &generator) ?? "")\""
    case 1: return "color:\(Self.colors.randomElement(using: &generator) ?? "")"
    case 2:
      let op = ["<", "<=", "=", "!=", ">=", ">"].randomElement(using: &generator) ?? "<"
      return "price \(op) \(Int.random(in: -5...55, using: &generator))"
    case 3:
      let low = Int.random(in: 0...40, using: &generator)
      return "price:\(low) TO \(low + Int.random(in: 0...15, using: &generator))"
    case 4: return "inStock:\(Bool.random(using: &generator))"
    case 5:
      let tag = ["new", "sale", "hot", "Hot", "HOT", "none"].randomElement(using: &generator) ?? ""
      // A tag is `_tags:value`, or the value alone.
      return Bool.random(using: &generator) ? "_tags:\(tag)" : tag
    default: return "rating >= \(Double(Int.random(in: 0...10, using: &generator)) / 2)"
    }
  }

  private func randomExpression(_ generator: inout SplitMix64, depth: Int = 0) -> String {
    if depth > 2 || Int.random(in: 0..<3, using: &generator) == 0 {
      let filter = randomFilter(&generator)
      return Int.random(in: 0..<5, using: &generator) == 0 ? "NOT \(filter)" : filter
    }
    let count = Int.random(in: 2...3, using: &generator)
    let parts = (0..<count).map { _ in randomExpression(&generator, depth: depth + 1) }
    let joiner = Bool.random(using: &generator) ? " AND " : " OR "
    return "(" + parts.joined(separator: joiner) + ")"
  }

  /// An evaluator written independently of the engine's indexes: it walks every record.
  private func bruteForce(_ expression: FilterExpression, _ record: JSON) -> Bool {
    switch expression {
    case .filter(let filter): return bruteForce(filter, record)
    case .not(let inner): return !bruteForce(inner, record)
    case .and(let operands): return operands.allSatisfy { bruteForce($0, record) }
    case .or(let operands): return operands.contains { bruteForce($0, record) }
    }
  }

  private func bruteForce(_ filter: Filter, _ record: JSON) -> Bool {
    let raw = record[filter.attribute.name]
    let values: [JSON] = raw?.arrayValue ?? (raw.map { [$0] } ?? [])
    let result: Bool
    switch filter {
    case .facet(let facet):
      result = values.contains { value in
        switch (facet.value, value) {
        case (.string(let wanted), .string(let found)):
          return wanted.lowercased() == found.lowercased()
        case (.string(let wanted), .bool(let found)): return wanted.lowercased() == "\(found)"
        case (.string(let wanted), .number(let found)): return Double(wanted) == found.doubleValue
        case (.bool(let wanted), .bool(let found)): return wanted == found
        case (.bool(let wanted), .string(let found)): return "\(wanted)" == found.lowercased()
        case (.number(let wanted), .number(let found)): return wanted == found.doubleValue
        case (.number(let wanted), .string(let found)): return Double(found) == wanted
        default: return false
        }
      }
    case .tag(let tag):
      // Tags compare case-sensitively (Algolia's filters reference).
      result = values.contains { $0.stringValue == tag.value }
    case .numeric(let numeric):
      let numbers = values.compactMap(\.doubleValue)
      switch numeric.value {
      case .range(let range): result = numbers.contains { range.contains($0) }
      case .comparison(.notEquals, let number): result = !numbers.contains(number)
      case .comparison(let op, let number): result = numbers.contains { op.compare($0, number) }
      }
    }
    return result != filter.isNegated
  }

  func test_randomFilterExpressions_matchABruteForceEvaluation() throws {
    var generator = SplitMix64(seed: 42)
    let records = dataset(&generator)
    // Without a custom ranking documents are in insertion order; with one, the index renumbers
    // them, and every column must follow.
    let indexes = try [
      Fixtures.index(records, settings: ["attributesForFaceting": ["brand", "color", "inStock"]]),
      Fixtures.index(
        records,
        settings: [
          "attributesForFaceting": ["brand", "color", "inStock"],
          "customRanking": ["desc(rating)", "asc(price)"],
        ]),
    ]
    for round in 0..<1200 {
      let index = indexes[round % 2]
      let text = randomExpression(&generator)
      let expression = try FilterExpression(parsing: text)
      let expected = records.filter { bruteForce(expression, $0) }.compactMap {
        $0["objectID"]?.stringValue
      }
      var query = SearchQuery("", filters: text, hitsPerPage: 1000)
      query.attributesToHighlight = []
      query.distinct = false
      let response = try index.search(query)
      XCTAssertEqual(response.nbHits, expected.count, text)
      XCTAssertEqual(Set(Fixtures.ids(response)), Set(expected), text)
    }
  }

  func test_legacyFilterLists_andOrCombine() throws {
    let records: [JSON] = [
      ["objectID": "1", "brand": "Apple", "color": "red", "price": 5, "_tags": ["new"]],
      ["objectID": "2", "brand": "Sony", "color": "blue", "price": 15],
      ["objectID": "3", "brand": "LG", "color": "red", "price": 25, "_tags": ["sale"]],
    ]
    let index = try Fixtures.index(
      records, settings: ["attributesForFaceting": ["brand", "color"]])
    func ids(_ configure: (inout SearchQuery) -> Void) throws -> [String] {
      var query = SearchQuery("")
      configure(&query)
      return Fixtures.ids(try index.search(query))
    }
    XCTAssertEqual(
      try ids { $0.facetFilters = [["brand:Apple", "brand:LG"], "color:red"] }, ["1", "3"])
    XCTAssertEqual(try ids { $0.facetFilters = ["color:-red"] }, ["2"])
    XCTAssertEqual(try ids { $0.numericFilters = ["price>=10", "price:0 TO 20"] }, ["2"])
    XCTAssertEqual(try ids { $0.tagFilters = [["new", "sale"]] }, ["1", "3"])
    XCTAssertEqual(try ids { $0.tagFilters = ["-new"] }, ["2", "3"])
    XCTAssertEqual(try ids { $0.facetFilters = ["_tags:sale"] }, ["3"])
    XCTAssertEqual(
      try ids {
        $0.filters = "price < 20"
        $0.facetFilters = ["brand:Sony"]
      }, ["2"])
  }

  func test_tagFilters_areCaseSensitive_andABareValueInFiltersIsATag() throws {
    let records: [JSON] = [
      ["objectID": "1", "brand": "TEDx", "_tags": ["TEDx", "public"]],
      ["objectID": "2", "brand": "tedx", "_tags": ["tedx", "user_42"]],
      ["objectID": "3", "brand": "TED", "_tags": "private"],
    ]
    let index = try Fixtures.index(records, settings: ["attributesForFaceting": ["brand"]])
    func ids(_ configure: (inout SearchQuery) -> Void) throws -> [String] {
      var query = SearchQuery("")
      configure(&query)
      return Fixtures.ids(try index.search(query))
    }
    XCTAssertEqual(try ids { $0.filters = "TEDx" }, ["1"])
    XCTAssertEqual(try ids { $0.filters = "public OR user_42" }, ["1", "2"])
    XCTAssertEqual(try ids { $0.filters = "NOT private AND NOT TEDx" }, ["2"])
    XCTAssertEqual(try ids { $0.tagFilters = ["tedx"] }, ["2"])
    XCTAssertEqual(try ids { $0.tagFilters = ["TEDX"] }, [])
    XCTAssertEqual(try ids { $0.facetFilters = ["_tags:-tedx"] }, ["1", "3"])
    // Facet values stay case-insensitive.
    XCTAssertEqual(try ids { $0.filters = "brand:TEDX" }, ["1", "2"])
  }

  func test_badFilters_throwTypedErrorsWithOffsets() throws {
    let index = try Fixtures.index([["objectID": "1"]])
    XCTAssertThrowsError(try index.search(SearchQuery("", filters: "brand:Apple AND (price < 10")))
    {
      guard case .invalidFilters(let error)? = $0 as? LocalIndexError else {
        return XCTFail("unexpected \($0)")
      }
      XCTAssertEqual(error.offset, 16)
    }
    var query = SearchQuery("")
    query.numericFilters = ["price >> 3"]
    XCTAssertThrowsError(try index.search(query)) {
      guard case .invalidFilterList(let parameter, let filter, _)? = $0 as? LocalIndexError else {
        return XCTFail("unexpected \($0)")
      }
      XCTAssertEqual(parameter, "numericFilters")
      XCTAssertEqual(filter, "price >> 3")
    }
    query = SearchQuery("")
    query.facetFilters = ["no colon"]
    XCTAssertThrowsError(try index.search(query))
  }
  func test_deepFilters_areATypedError_andTheDeepestAllowedOneIsEvaluated_onASmallStack() throws {
    let index = try Fixtures.index(
      [
        ["objectID": "1", "a": 1, "b": 2],
        ["objectID": "2", "a": 1],
        ["objectID": "3", "b": 2],
      ], settings: ["attributesForFaceting": ["a", "b"]])
    let limit = FilterExpression.maximumNestingDepth
    // a:1 AND (b:2 OR (a:1 AND (b:2 OR … (a:1)))), exactly `limit` parentheses deep: 1 and 2.
    let allowed = (0..<limit).reduce("a:1") { inner, level in
      level.isMultiple(of: 2) ? "b:2 OR (\(inner))" : "a:1 AND (\(inner))"
    }
    let tooDeep =
      String(repeating: "(", count: 5_000) + "a:1" + String(repeating: ")", count: 5_000)
    let notChain = String(repeating: "NOT ", count: 10_000) + "a:1"
    let outcomes = SmallStackThread.run { () -> [String] in
      [allowed, tooDeep, notChain].map { filters in
        do {
          return Fixtures.ids(try index.search(SearchQuery("", filters: filters))).sorted()
            .joined(separator: ",")
        } catch {
          return "\(error)"
        }
      }
    }
    XCTAssertEqual(outcomes.first, "1,2")
    let expected = [
      LocalIndexError.invalidFilters(.nestingTooDeep(maximumDepth: limit, at: limit)),
      LocalIndexError.invalidFilters(.nestingTooDeep(maximumDepth: limit, at: 4 * limit)),
    ].map(\.description)
    XCTAssertEqual(Array(outcomes.dropFirst()), expected)
  }
}
