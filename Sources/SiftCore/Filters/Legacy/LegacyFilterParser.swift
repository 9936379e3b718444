/// Reads the elements of Algolia's array filter parameters into filters: what every backend that
/// is not Algolia itself needs to evaluate or translate `facetFilters`, `numericFilters`,
/// `tagFilters` and `optionalFilters`.
package enum LegacyFilterParser {
  /// Parses a `facetFilters` / `optionalFilters` element: `attribute:value`, negated
  /// `attribute:-value` (`\-` escapes a leading minus), with an optional `<score=N>` suffix.
  /// A value in double quotes (`categories:"TV & Home Theater"`, as InstantSearch writes values
  /// with spaces) is read without them, `\"` standing for a quote.
  package static func facet(_ text: String, parameter: String) throws(LegacyFilterParseError)
    -> Filter
  {
    var body = Substring(text)
    var score: Int?
    if body.hasSuffix(">"), let open = body.lastIndex(of: "<"),
      body[open...].hasPrefix("<score=")
    {
      let digits = body[body.index(open, offsetBy: 7)..<body.index(before: body.endIndex)]
      guard let value = Int(digits) else {
        throw LegacyFilterParseError(parameter: parameter, filter: text, reason: "invalid score")
      }
      score = value
      body = body[..<open]
    }
    guard let colon = body.firstIndex(of: ":") else {
      throw LegacyFilterParseError(
        parameter: parameter, filter: text, reason: "expected attribute:value")
    }
    var attribute = trimmingSpaces(body[..<colon])
    var value = body[body.index(after: colon)...]
    if attribute.hasPrefix("\""), attribute.hasSuffix("\""), attribute.count >= 2 {
      attribute = attribute.dropFirst().dropLast()
    }
    guard !attribute.isEmpty else {
      throw LegacyFilterParseError(parameter: parameter, filter: text, reason: "missing attribute")
    }
    var negated = false
    if value.hasPrefix("-") {
      negated = true
      value = value.dropFirst()
    } else if value.hasPrefix("\\-") {
      value = value.dropFirst()
    }
    var valueText = String(value)
    if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
      valueText = unquoted(value.dropFirst().dropLast())
    }
    // `_tags:value` is a tag filter (matched case-sensitively), as in `filters`.
    if attribute == Filter.Tag.tagsAttribute.name, score == nil {
      return .tag(Filter.Tag(value: valueText, isNegated: negated))
    }
    return .facet(
      Filter.Facet(
        attribute: Attribute(String(attribute)), value: .string(valueText), isNegated: negated,
        score: score))
  }

  /// The text between a value's quotes, each `\"` read as a quote and `\\` as a backslash.
  private static func unquoted(_ quoted: Substring) -> String {
    var text = ""
    var escaping = false
    for character in quoted {
      if escaping {
        text.append(character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        text.append(character)
      }
    }
    if escaping { text.append("\\") }
    return text
  }

  /// Parses a `numericFilters` element: `attribute op number` or `attribute:lower TO upper`.
  package static func numeric(_ text: String) throws(LegacyFilterParseError) -> Filter {
    let expression: FilterExpression
    do {
      expression = try FilterExpression(parsing: text)
    } catch {
      throw LegacyFilterParseError(
        parameter: "numericFilters", filter: text, reason: error.description)
    }
    guard case .filter(let filter) = expression, case .numeric = filter else {
      throw LegacyFilterParseError(
        parameter: "numericFilters", filter: text,
        reason: "expected attribute<op>number or attribute:lower TO upper")
    }
    return filter
  }

  /// Parses a `tagFilters` element: `tag` or `-tag`.
  package static func tag(_ text: String) -> Filter {
    if text.hasPrefix("-") {
      return .tag(Filter.Tag(value: String(text.dropFirst()), isNegated: true))
    }
    if text.hasPrefix("\\-") { return .tag(Filter.Tag(value: String(text.dropFirst()))) }
    return .tag(Filter.Tag(value: text))
  }

  /// A filter list as an expression: elements AND-ed, inner lists OR-ed.
  package static func expression<Failure: Error>(
    _ list: LegacyFilterList, parse: (String) throws(Failure) -> Filter
  ) throws(Failure) -> FilterExpression {
    var operands: [FilterExpression] = []
    for element in list.elements {
      switch element {
      case .single(let text):
        operands.append(.filter(try parse(text)))
      case .anyOf(let texts):
        var alternatives: [FilterExpression] = []
        for text in texts { alternatives.append(.filter(try parse(text))) }
        operands.append(.or(alternatives))
      }
    }
    return .and(operands)
  }

  /// `text` without its leading and trailing whitespace.
  private static func trimmingSpaces(_ text: Substring) -> Substring {
    var result = text
    while result.first?.isWhitespace == true { result.removeFirst() }
    while result.last?.isWhitespace == true { result.removeLast() }
    return result
  }
}
