import SiftCore
import SiftTestSupport
import XCTest

/// Parsing Algolia's `filters` syntax, rendering it back, and evaluating it against records.
final class FilterExpressionTests: XCTestCase {
  private func facet(_ attribute: Attribute, _ value: Filter.Facet.Value, negated: Bool = false)
    -> FilterExpression
  {
    .filter(.facet(Filter.Facet(attribute: attribute, value: value, isNegated: negated)))
  }

  private func numeric(_ attribute: Attribute, _ op: Filter.Numeric.Operator, _ value: Double)
    -> FilterExpression
  {
    .filter(.numeric(Filter.Numeric(attribute: attribute, operator: op, value: value)))
  }

  private func parseError(_ text: String, file: StaticString = #filePath, line: UInt = #line)
    -> FilterParseError?
  {
    do {
      let expression = try FilterExpression(parsing: text)
      XCTFail("Parsed \(expression) from \(text)", file: file, line: line)
      return nil
    } catch {
      return error
    }
  }

  // MARK: Valid input

  func test_parse_facetValuesBareAndQuoted() throws {
    XCTAssertEqual(try FilterExpression(parsing: "brand:Apple"), facet("brand", "Apple"))
    XCTAssertEqual(try FilterExpression(parsing: #""brand":"Apple""#), facet("brand", "Apple"))
    XCTAssertEqual(
      try FilterExpression(parsing: #"author:'William \'Bill\' S'"#),
      facet("author", "William 'Bill' S"))
    XCTAssertEqual(try FilterExpression(parsing: "rating:4"), facet("rating", 4))
    XCTAssertEqual(try FilterExpression(parsing: #"rating:"4""#), facet("rating", "4"))
    XCTAssertEqual(try FilterExpression(parsing: "isFree:true"), facet("isFree", true))
    XCTAssertEqual(try FilterExpression(parsing: "a.b.c:x"), facet("a.b.c", "x"))
    XCTAssertEqual(
      try FilterExpression(parsing: "NOT brand:Apple"), facet("brand", "Apple", negated: true))
  }

  func test_parse_scoresTagsComparisonsAndRanges() throws {
    XCTAssertEqual(
      try FilterExpression(parsing: "brand:Sony<score=3>"),
      .filter(.facet(Filter.Facet(attribute: "brand", value: "Sony", score: 3))))
    XCTAssertEqual(
      try FilterExpression(parsing: "_tags:featured"), .filter(.tag(Filter.Tag(value: "featured"))))
    XCTAssertEqual(
      try FilterExpression(parsing: #"NOT "_tags":"a b""#),
      .filter(.tag(Filter.Tag(value: "a b", isNegated: true))))
    XCTAssertEqual(try FilterExpression(parsing: "price < 10"), numeric("price", .lessThan, 10))
    XCTAssertEqual(
      try FilterExpression(parsing: "price<=10.5"), numeric("price", .lessThanOrEqual, 10.5))
    XCTAssertEqual(try FilterExpression(parsing: "price = -3"), numeric("price", .equals, -3))
    XCTAssertEqual(try FilterExpression(parsing: "price!=1e3"), numeric("price", .notEquals, 1000))
    XCTAssertEqual(
      try FilterExpression(parsing: "price:10 TO 20"),
      .filter(.numeric(Filter.Numeric(attribute: "price", range: 10...20))))
    XCTAssertEqual(
      try FilterExpression(parsing: #"NOT "size":-1.5 TO 2"#),
      .filter(.numeric(Filter.Numeric(attribute: "size", range: -1.5...2, isNegated: true))))
  }

  func test_parse_precedenceIsNotThenAndThenOr() throws {
    XCTAssertEqual(
      try FilterExpression(parsing: "a:1 OR b:2 AND NOT c:3"),
      .or([facet("a", 1), .and([facet("b", 2), facet("c", 3, negated: true)])]))
    XCTAssertEqual(
      try FilterExpression(parsing: "(a:1 OR b:2) AND c:3"),
      .and([.or([facet("a", 1), facet("b", 2)]), facet("c", 3)]))
    XCTAssertEqual(
      try FilterExpression(parsing: "NOT (a:x OR b:y)"),
      .not(.or([facet("a", "x"), facet("b", "y")])))
    XCTAssertEqual(try FilterExpression(parsing: "NOT NOT a:x"), facet("a", "x"))
    XCTAssertEqual(try FilterExpression(parsing: "((a:x))"), facet("a", "x"))
    XCTAssertEqual(
      try FilterExpression(parsing: "a:x AND (b:y AND c:z)"),
      .and([facet("a", "x"), facet("b", "y"), facet("c", "z")]))
    XCTAssertEqual(try FilterExpression(parsing: "NOTE:x"), facet("NOTE", "x"))
  }

  func test_parseOptional_blankIsNil() throws {
    XCTAssertNil(try FilterExpression.parse(nil))
    XCTAssertNil(try FilterExpression.parse("  "))
    XCTAssertEqual(try FilterExpression.parse("a:b"), facet("a", "b"))
  }

  // MARK: Errors

  func test_errors_carryCharacterOffsets() {
    XCTAssertEqual(parseError("brand:Apple AND (price < 10"), .unbalancedParenthesis(at: 16))
    XCTAssertEqual(parseError("brand:Apple)"), .unbalancedParenthesis(at: 11))
    XCTAssertEqual(parseError("brand:"), .expected("a value", at: 6))
    XCTAssertEqual(parseError("brand: AND x:y"), .expected("a value", at: 7))
    XCTAssertEqual(parseError("price => 10"), .unknownOperator("=>", at: 6))
    XCTAssertEqual(parseError("price == 10"), .unknownOperator("==", at: 6))
    XCTAssertEqual(parseError(#"brand:"Apple"#), .unterminatedQuote(at: 6))
    XCTAssertEqual(parseError(#""brand:Apple"#), .unterminatedQuote(at: 0))
    XCTAssertEqual(parseError("price < ten"), .invalidNumber("ten", at: 8))
    XCTAssertEqual(parseError("price <"), .expected("a number", at: 7))
    XCTAssertEqual(parseError("price:20 TO 10"), .invalidRange(lower: 20, upper: 10, at: 6))
    XCTAssertEqual(parseError("price:1 TO x"), .invalidNumber("x", at: 11))
    XCTAssertEqual(parseError("a:b AND"), .expected("a filter", at: 7))
    XCTAssertEqual(parseError("a:b c:d"), .expected("AND, OR or the end of the filters", at: 4))
    XCTAssertEqual(parseError("(a:b c:d)"), .expected("AND, OR or ')'", at: 5))
    XCTAssertEqual(
      parseError("featured price"), .expected("AND, OR or the end of the filters", at: 9))
    XCTAssertEqual(parseError(""), .expected("a filter", at: 0))
    XCTAssertEqual(parseError("()"), .expected("a filter", at: 1))
    XCTAssertEqual(parseError("a:b<score=x>"), .invalidScore("<score=x>", at: 3))
    XCTAssertEqual(parseError("a:b<rank=1>"), .expected("'<score=N>'", at: 3))
    XCTAssertEqual(parseError("a:1e999"), .invalidNumber("1e999", at: 2))
  }

  func test_errors_countCharactersNotBytes() {
    // "é" and "👍🏽" are several UTF-8 bytes but one Character each.
    XCTAssertEqual(parseError(#"marque:"é" AND 👍🏽:x AND ("#), .expected("a filter", at: 24))
    XCTAssertEqual(parseError("é:\"👍🏽"), .unterminatedQuote(at: 2))
  }

  func test_errors_describeWhatAndWhere() {
    XCTAssertEqual(
      FilterParseError.unknownOperator("=>", at: 6).description,
      "Unknown operator '=>' at offset 6; expected <, <=, =, !=, >= or >.")
    XCTAssertEqual(
      FilterParseError.expected("a value", at: 6).description, "Expected a value at offset 6.")
    XCTAssertEqual(FilterParseError.unterminatedQuote(at: 3).offset, 3)
  }

  // MARK: Nesting depth

  func test_thousandsOfNestedParentheses_areATypedError_evenOnASmallStack() {
    let deep = String(repeating: "(", count: 5_000) + "a:b" + String(repeating: ")", count: 5_000)
    let limit = FilterExpression.maximumNestingDepth
    let expected = FilterParseError.nestingTooDeep(maximumDepth: limit, at: limit)
    XCTAssertEqual(parseError(deep), expected)
    let onSmallStack = SmallStackThread.run {
      Result { () throws(FilterParseError) in try FilterExpression(parsing: deep) }
    }
    XCTAssertEqual(onSmallStack, .failure(expected))
    XCTAssertEqual(
      expected.description,
      "Filters nested too deeply at offset 100: parentheses and NOTs may nest at most 100 "
        + "levels deep.")
  }

  func test_tenThousandChainedNOTs_areATypedError_evenOnASmallStack() {
    let chain = String(repeating: "NOT ", count: 10_000) + "a:b"
    let limit = FilterExpression.maximumNestingDepth
    let expected = FilterParseError.nestingTooDeep(maximumDepth: limit, at: 4 * limit)
    let onSmallStack = SmallStackThread.run {
      Result { () throws(FilterParseError) in try FilterExpression.parse(chain) }
    }
    XCTAssertEqual(onSmallStack, .failure(expected))
    // A 1 KB filter of mixed NOTs and parentheses, which overflowed a 512 KB stack.
    let mixed = String(repeating: "NOT (", count: 200) + "a:b" + String(repeating: ")", count: 200)
    let mixedResult = SmallStackThread.run {
      Result { () throws(FilterParseError) in try FilterExpression(parsing: mixed) }
    }
    XCTAssertEqual(mixedResult, .failure(.nestingTooDeep(maximumDepth: limit, at: 250)))
  }

  func test_theDeepestAllowedFilter_parsesRendersAndEvaluates_onASmallStack() throws {
    let limit = FilterExpression.maximumNestingDepth
    // Alternating AND / OR levels, each behind a parenthesis: the deepest tree the limit allows.
    let text = (0..<limit).reduce("x:0") { inner, level in
      "a\(level):1 \(level.isMultiple(of: 2) ? "AND" : "OR") (\(inner))"
    }
    let negations = String(repeating: "NOT ", count: limit) + "a:b"
    let matching = Dictionary(
      uniqueKeysWithValues: stride(from: 0, to: limit, by: 2).map { ("a\($0)", JSON(1)) }
        + [("x", JSON(0))])
    let missingOne = matching.filter { $0.key != "a50" }
    let outcome = SmallStackThread.run { () -> [String] in
      guard let expression = try? FilterExpression(parsing: text),
        let negated = try? FilterExpression(parsing: negations)
      else { return ["did not parse"] }
      let copy = try? FilterExpression(parsing: text)
      return [
        "\(expression.matches(.object(matching)))", "\(expression.matches(.object(missingOne)))",
        "\(expression == copy)", "\(expression.hashValue == copy?.hashValue)",
        "\(expression.normalized == expression)", "\(expression.filters.count)",
        "\(expression.description.hasPrefix(#""a99":1.0 OR ( "a98":1.0 AND ( "a97":1.0 OR"#))",
        negated.description,
      ]
    }
    XCTAssertEqual(
      outcome, ["true", "false", "true", "true", "true", "\(limit + 1)", "true", #""a":"b""#])

    let tooDeep = "(" + text + ")"
    let innermost = try XCTUnwrap(tooDeep.lastIndex(of: "("))
    XCTAssertEqual(
      parseError(tooDeep),
      .nestingTooDeep(
        maximumDepth: limit, at: tooDeep.distance(from: tooDeep.startIndex, to: innermost)))
    XCTAssertEqual(
      parseError("NOT " + negations),
      .nestingTooDeep(maximumDepth: limit, at: 4 * limit))
  }

  // MARK: Round trips

  private func sampleFilters() -> Filters {
    var filters = Filters()
    let or = FilterGroup.ID.or(name: "brand", filterType: .facet)
    filters.add(Filter.Facet(attribute: "brand", value: #"Dr. "Quote" \ Co"#), toGroupWithID: or)
    filters.add(Filter.Facet(attribute: "brand", value: "Sony", score: 2), toGroupWithID: or)
    filters.add(Filter.Facet(attribute: "rating", value: 4.5), toGroupWithID: .and(name: "misc"))
    filters.add(
      Filter.Facet(attribute: "isFree", value: false, isNegated: true),
      toGroupWithID: .and(name: "misc"))
    filters.add(Filter.Tag(value: "promo"), toGroupWithID: .or(name: "tags", filterType: .tag))
    filters.add(
      Filter.Tag(value: "old", isNegated: true), toGroupWithID: .or(name: "tags", filterType: .tag))
    filters.add(
      Filter.Numeric(attribute: "price", range: 10...20.5),
      toGroupWithID: .or(name: "price", filterType: .numeric))
    filters.add(
      Filter.Numeric(
        attribute: "price", operator: .greaterThanOrEqual, value: 100, isNegated: true),
      toGroupWithID: .or(name: "price", filterType: .numeric))
    filters.add(
      Filter.Numeric(attribute: "stock", operator: .notEquals, value: 0),
      toGroupWithID: .and(name: "stock"))
    return filters
  }

  func test_roundTrip_renderParseRender() throws {
    let filters = sampleFilters()
    let rendered = try XCTUnwrap(filters.algoliaFilters)
    let parsed = try FilterExpression(parsing: rendered)
    XCTAssertEqual(parsed, filters.expression)
    let described = parsed.description
    XCTAssertEqual(try FilterExpression(parsing: described), parsed)
    XCTAssertEqual(try FilterExpression(parsing: described).description, described)
  }

  func test_roundTrip_descriptionOfHandBuiltExpressions() throws {
    let expressions: [FilterExpression] = [
      .or([.and([facet("a", 1), facet("b", "x")]), .not(.or([facet("c", true), facet("d", -2)]))]),
      .and([.or([facet("a", 1), numeric("p", .greaterThan, 3)]), .not(.not(facet("e", "f")))]),
      .not(facet("a", "b")),
    ]
    for expression in expressions {
      XCTAssertEqual(try FilterExpression(parsing: expression.description), expression.normalized)
    }
    XCTAssertEqual(FilterExpression.not(facet("a", "b")).description, #"NOT "a":"b""#)
  }

  func test_roundTrip_quotesAndBackslashesFollowedByACombiningMark() throws {
    // A quote or a backslash and a combining mark make one Character; found by the fuzzer.
    let expression = facet(Attribute("a\\\u{369}b"), .string("\"\u{301}x\\"), negated: true)
    XCTAssertEqual(try FilterExpression(parsing: expression.description), expression)
    XCTAssertEqual(
      try FilterExpression(parsing: "\u{0}\\\u{369}:x").description, "\"\u{0}\\\\\u{369}\":\"x\"")
  }

  func test_roundTrip_evaluatesLikeTheFilters() throws {
    let filters = sampleFilters()
    let parsed = try FilterExpression(parsing: XCTUnwrap(filters.algoliaFilters))
    let records: [JSON] = [
      [
        "brand": "sony", "rating": 4.5, "isFree": true, "_tags": ["promo"], "price": 15, "stock": 1,
      ],
      ["brand": #"Dr. "Quote" \ Co"#, "rating": 4.5, "_tags": [], "price": 5, "stock": 3],
      ["brand": "Sony", "rating": 4, "isFree": true, "_tags": ["promo"], "price": 15, "stock": 1],
      ["brand": "Sony", "rating": 4.5, "isFree": false, "_tags": ["promo"], "price": 15],
      ["brand": "Sony", "rating": 4.5, "_tags": ["old"], "price": 50, "stock": 2],
      ["brand": "Sony", "rating": 4.5, "_tags": "promo", "price": [5, 120], "stock": [0, 2]],
    ]
    let expected = [true, true, false, false, false, false]
    for (record, expected) in zip(records, expected) {
      XCTAssertEqual(parsed.matches(record), expected, "\(record)")
      XCTAssertEqual(filters.expression?.matches(record), expected, "\(record)")
    }
  }

  // MARK: Evaluation

  func test_matches_facetsCaseInsensitivelyInArraysAndPaths() throws {
    let record: JSON = [
      "brand": "Apple", "colors": ["Red", "Blue"], "author": ["name": "Ann"],
      "authors": [["name": "Bob"], ["name": "Cy"]], "count": 42, "code": "7", "isFree": true,
      "dotted.key": "yes",
    ]
    func matches(_ text: String) throws -> Bool {
      try FilterExpression(parsing: text).matches(record)
    }
    XCTAssertTrue(try matches("brand:apple"))
    XCTAssertTrue(try matches("colors:blue"))
    XCTAssertFalse(try matches("colors:green"))
    XCTAssertTrue(try matches("author.name:ann"))
    XCTAssertTrue(try matches("authors.name:Cy"))
    XCTAssertTrue(try matches("count:42"))
    XCTAssertTrue(try matches(#"count:"42""#))
    XCTAssertTrue(try matches("code:7"))
    XCTAssertTrue(try matches("isFree:true"))
    XCTAssertTrue(try matches(#"isFree:"TRUE""#))
    XCTAssertFalse(try matches("isFree:false"))
    XCTAssertTrue(try matches(#""dotted.key":yes"#))
    XCTAssertFalse(try matches("missing:x"))
    XCTAssertTrue(try matches("NOT missing:x"))
    XCTAssertTrue(try matches("NOT brand:Sony AND (colors:green OR colors:red)"))
  }

  func test_matches_numericOnNumbersAndArrays() throws {
    let record: JSON = ["price": 15, "sizes": [8, 10.5], "name": "15", "flag": true]
    func matches(_ text: String) throws -> Bool {
      try FilterExpression(parsing: text).matches(record)
    }
    XCTAssertTrue(try matches("price > 10"))
    XCTAssertTrue(try matches("price >= 15"))
    XCTAssertFalse(try matches("price < 15"))
    XCTAssertTrue(try matches("price = 15.0"))
    XCTAssertFalse(try matches("price != 15"))
    XCTAssertTrue(try matches("price:15 TO 20"))
    XCTAssertFalse(try matches("price:15.5 TO 20"))
    XCTAssertTrue(try matches("sizes > 10"))
    XCTAssertTrue(try matches("sizes:9 TO 11"))
    XCTAssertFalse(try matches("sizes != 8"))
    XCTAssertTrue(try matches("NOT sizes = 9"))
    XCTAssertFalse(try matches("name > 10"), "strings are not numbers for numeric filters")
    XCTAssertFalse(try matches("missing < 10"))
    XCTAssertTrue(try matches("missing != 10"))
  }

  func test_parse_aBareValueIsATag() throws {
    // Algolia's filters reference: a tag filter is `_tags:value` or `value`.
    XCTAssertEqual(try FilterExpression(parsing: "TEDx"), .filter(.tag(Filter.Tag(value: "TEDx"))))
    XCTAssertEqual(
      try FilterExpression(parsing: "public OR user_42"),
      .or([.filter(.tag(Filter.Tag(value: "public"))), .filter(.tag(Filter.Tag(value: "user_42")))])
    )
    XCTAssertEqual(
      try FilterExpression(parsing: #"NOT "New York" AND (a OR b:c)"#),
      .and([
        .filter(.tag(Filter.Tag(value: "New York", isNegated: true))),
        .or([.filter(.tag(Filter.Tag(value: "a"))), facet("b", "c")]),
      ]))
  }

  func test_matches_tagsCaseSensitively_facetsCaseInsensitively_andEmptyCombinations() throws {
    let record: JSON = ["_tags": ["Promo", "new"], "brand": "Promo"]
    XCTAssertFalse(try FilterExpression(parsing: "_tags:promo").matches(record))
    XCTAssertTrue(try FilterExpression(parsing: "_tags:Promo").matches(record))
    XCTAssertTrue(try FilterExpression(parsing: "Promo AND new").matches(record))
    XCTAssertFalse(try FilterExpression(parsing: "NEW").matches(record))
    XCTAssertTrue(try FilterExpression(parsing: "brand:promo").matches(record))
    XCTAssertFalse(try FilterExpression(parsing: "NOT _tags:new").matches(record))
    XCTAssertTrue(FilterExpression.and([]).matches(record))
    XCTAssertFalse(FilterExpression.or([]).matches(record))
  }

  func test_matches_disjunctiveDatasetLikeAlgolia() throws {
    let data = try SharedData.directory()
      .appendingPathComponent("fixtures/algolia-responses/disjunctive.json")
    // The shared file has trailing commas, which strict JSON rejects: clean them first.
    let records = try XCTUnwrap(
      JSON.parse(SharedData.removingTrailingCommas(from: Data(contentsOf: data))).arrayValue)
    func count(_ text: String) throws -> Int {
      let expression = try FilterExpression(parsing: text)
      return records.filter(expression.matches).count
    }
    XCTAssertEqual(records.count, 12)
    XCTAssertEqual(try count("category:shoe"), 3)
    XCTAssertEqual(try count(#"promotions:"free shipping""#), 5)
    XCTAssertEqual(try count(#"category:shoe AND (color:green OR color:red)"#), 3)
    XCTAssertEqual(try count(#"NOT color:blue"#), 9)
    XCTAssertEqual(try count(#"promotions:"free return" AND NOT category:hat"#), 4)
  }
}
