/// A recursive-descent parser of Algolia's `filters` syntax.
///
/// Grammar (keywords are upper case, whitespace is free between tokens):
///
/// ```
/// expression := and ( "OR" and )*
/// and        := unary ( "AND" unary )*
/// unary      := "NOT" unary | "(" expression ")" | filter
/// filter     := attribute ":" value score?            facet, or tag when attribute is _tags
///             | attribute ":" number "TO" number      range
///             | attribute op number                   comparison, op in < <= = != >= >
///             | value                                 tag (Algolia: `_tags:value` or `value`)
/// score      := "<score=" integer ">"
/// ```
///
/// Attributes and values are bare words or quoted with `"` or `'` (a backslash escapes the next
/// character). A bare value that reads as a number is a number, `true` / `false` a boolean,
/// anything else a string; a quoted value is always a string.
///
/// It scans UTF-8 bytes (every syntax character is ASCII) and reports `Character` offsets.
///
/// Each `(` and each `NOT` is one level of recursion; past
/// ``FilterExpression/maximumNestingDepth`` levels the parser stops with
/// ``FilterParseError/nestingTooDeep(maximumDepth:at:)`` instead of exhausting the stack.
struct FilterParser {
  private let bytes: [UInt8]
  private var position = 0
  /// The `(`s and `NOT`s open around `position`.
  private var depth = 0

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// Parses the whole input into a normalized expression.
  mutating func parse() throws(FilterParseError) -> FilterExpression {
    let expression = try parseOr()
    skipWhitespace()
    if position < bytes.count {
      if bytes[position] == .closeParenthesis {
        throw .unbalancedParenthesis(at: characterOffset(position))
      }
      throw .expected("AND, OR or the end of the filters", at: characterOffset(position))
    }
    return expression.normalized
  }

  /// Whether the input holds nothing but whitespace.
  var isBlank: Bool {
    bytes.allSatisfy(\.isWhitespace)
  }

  // MARK: Expressions

  private mutating func parseOr() throws(FilterParseError) -> FilterExpression {
    var operands = [try parseAnd()]
    while consumeKeyword("OR") {
      operands.append(try parseAnd())
    }
    return operands.count == 1 ? operands[0] : .or(operands)
  }

  private mutating func parseAnd() throws(FilterParseError) -> FilterExpression {
    var operands = [try parseUnary()]
    while consumeKeyword("AND") {
      operands.append(try parseUnary())
    }
    return operands.count == 1 ? operands[0] : .and(operands)
  }

  private mutating func parseUnary() throws(FilterParseError) -> FilterExpression {
    skipWhitespace()
    let start = position
    if consumeKeyword("NOT") {
      try enterNesting(at: start)
      defer { depth -= 1 }
      return .not(try parseUnary())
    }
    guard position < bytes.count else {
      throw .expected("a filter", at: characterOffset(position))
    }
    if bytes[position] == .openParenthesis {
      let open = position
      try enterNesting(at: open)
      defer { depth -= 1 }
      position += 1
      let inner = try parseOr()
      skipWhitespace()
      guard position < bytes.count else {
        throw .unbalancedParenthesis(at: characterOffset(open))
      }
      guard bytes[position] == .closeParenthesis else {
        throw .expected("AND, OR or ')'", at: characterOffset(position))
      }
      position += 1
      return inner
    }
    return .filter(try parseFilter())
  }

  /// Opens one more level of `(` or `NOT` at `offset`, or throws when that is too many.
  private mutating func enterNesting(at offset: Int) throws(FilterParseError) {
    guard depth < FilterExpression.maximumNestingDepth else {
      throw .nestingTooDeep(
        maximumDepth: FilterExpression.maximumNestingDepth, at: characterOffset(offset))
    }
    depth += 1
  }

  // MARK: Filters

  private mutating func parseFilter() throws(FilterParseError) -> Filter {
    let attributeStart = position
    let attribute: String
    if bytes[position].isQuote {
      attribute = try parseQuoted()
    } else {
      let word = readBare(stoppingAt: \.endsBareAttribute)
      guard !word.isEmpty, !Self.keywords.contains(word) else {
        throw .expected("a filter", at: characterOffset(attributeStart))
      }
      attribute = word
    }
    skipWhitespace()
    // A value standing alone is a tag: `TEDx`, `public OR user_42`.
    guard position < bytes.count, bytes[position] == .colon || bytes[position].isOperatorCharacter
    else {
      return .tag(Filter.Tag(value: attribute))
    }
    if bytes[position] == .colon {
      position += 1
      skipWhitespace()
      return try parseFacetOrRange(attribute: Attribute(attribute))
    }
    let operatorStart = position
    while position < bytes.count, bytes[position].isOperatorCharacter {
      position += 1
    }
    let spelling = text(operatorStart..<position)
    guard let op = Filter.Numeric.Operator(rawValue: spelling) else {
      throw .unknownOperator(spelling, at: characterOffset(operatorStart))
    }
    skipWhitespace()
    let number = try parseNumber()
    return .numeric(Filter.Numeric(attribute: Attribute(attribute), operator: op, value: number))
  }

  private mutating func parseFacetOrRange(attribute: Attribute) throws(FilterParseError) -> Filter {
    let valueStart = position
    guard position < bytes.count, bytes[position] != .closeParenthesis else {
      throw .expected("a value", at: characterOffset(position))
    }
    let isTags = attribute == Filter.Tag.tagsAttribute
    if bytes[position].isQuote {
      let value = try parseQuoted()
      let score = try parseScore()
      if isTags && score == nil {
        return .tag(Filter.Tag(value: value))
      }
      return .facet(Filter.Facet(attribute: attribute, value: .string(value), score: score))
    }
    let word = readBare(stoppingAt: \.endsBareValue)
    guard !word.isEmpty, !Self.keywords.contains(word) else {
      throw .expected("a value", at: characterOffset(valueStart))
    }
    if let lower = Self.number(word) {
      guard lower.isFinite else { throw .invalidNumber(word, at: characterOffset(valueStart)) }
      if consumeKeyword("TO") {
        skipWhitespace()
        let upper = try parseNumber()
        guard lower <= upper else {
          throw .invalidRange(lower: lower, upper: upper, at: characterOffset(valueStart))
        }
        return .numeric(Filter.Numeric(attribute: attribute, range: lower...upper))
      }
    }
    let score = try parseScore()
    if isTags && score == nil {
      return .tag(Filter.Tag(value: word))
    }
    let value: Filter.Facet.Value
    if let number = Self.number(word) {
      value = .number(number)
    } else if word == "true" || word == "false" {
      value = .bool(word == "true")
    } else {
      value = .string(word)
    }
    return .facet(Filter.Facet(attribute: attribute, value: value, score: score))
  }

  private mutating func parseNumber() throws(FilterParseError) -> Double {
    let start = position
    let word = readBare(stoppingAt: \.endsBareValue)
    guard !word.isEmpty, !Self.keywords.contains(word) else {
      throw .expected("a number", at: characterOffset(start))
    }
    guard let number = Self.number(word), number.isFinite else {
      throw .invalidNumber(word, at: characterOffset(start))
    }
    return number
  }

  /// Reads `<score=N>` right after a value, if present.
  private mutating func parseScore() throws(FilterParseError) -> Int? {
    guard position < bytes.count, bytes[position] == .lessThan else { return nil }
    let start = position
    let prefix = Array("<score=".utf8)
    guard bytes[position...].starts(with: prefix) else {
      throw .expected("'<score=N>'", at: characterOffset(start))
    }
    var end = position + prefix.count
    while end < bytes.count, bytes[end] != .greaterThan, !bytes[end].isWhitespace {
      end += 1
    }
    let digits = text((position + prefix.count)..<end)
    guard end < bytes.count, bytes[end] == .greaterThan, let score = Int(digits) else {
      throw .invalidScore(text(start..<min(end + 1, bytes.count)), at: characterOffset(start))
    }
    position = end + 1
    return score
  }

  // MARK: Tokens

  private static let keywords: Set<String> = ["AND", "OR", "NOT", "TO"]

  /// Reads a number in the forms `12`, `-3`, `+4.5`, `.5`, `1e+20`; `nil` for anything else.
  private static func number(_ word: String) -> Double? {
    var utf8 = word.utf8[...]
    if let first = utf8.first, first == .plus || first == .minus { utf8 = utf8.dropFirst() }
    let integerDigits = utf8.prefix(while: \.isDigit)
    utf8 = utf8.dropFirst(integerDigits.count)
    var fractionDigits = 0
    if utf8.first == .period {
      utf8 = utf8.dropFirst()
      fractionDigits = utf8.prefix(while: \.isDigit).count
      utf8 = utf8.dropFirst(fractionDigits)
    }
    guard integerDigits.count + fractionDigits > 0 else { return nil }
    if let e = utf8.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
      utf8 = utf8.dropFirst()
      if let sign = utf8.first, sign == .plus || sign == .minus { utf8 = utf8.dropFirst() }
      let exponentDigits = utf8.prefix(while: \.isDigit).count
      guard exponentDigits > 0 else { return nil }
      utf8 = utf8.dropFirst(exponentDigits)
    }
    guard utf8.isEmpty else { return nil }
    return Double(word)
  }

  /// Reads a quoted string starting at the opening quote, resolving backslash escapes.
  private mutating func parseQuoted() throws(FilterParseError) -> String {
    let open = position
    let quote = bytes[position]
    position += 1
    var content: [UInt8] = []
    while position < bytes.count {
      let byte = bytes[position]
      if byte == .backslash {
        guard position + 1 < bytes.count else { break }
        content.append(bytes[position + 1])
        position += 2
        continue
      }
      if byte == quote {
        position += 1
        return String(decoding: content, as: UTF8.self)
      }
      content.append(byte)
      position += 1
    }
    throw .unterminatedQuote(at: characterOffset(open))
  }

  private mutating func readBare(stoppingAt isEnd: (UInt8) -> Bool) -> String {
    let start = position
    while position < bytes.count, !isEnd(bytes[position]) {
      position += 1
    }
    return text(start..<position)
  }

  /// Consumes `keyword` (after optional whitespace) when it stands as a whole word.
  private mutating func consumeKeyword(_ keyword: String) -> Bool {
    let saved = position
    skipWhitespace()
    let spelling = Array(keyword.utf8)
    let end = position + spelling.count
    if end <= bytes.count, bytes[position..<end].elementsEqual(spelling),
      end == bytes.count || bytes[end].endsKeyword
    {
      position = end
      return true
    }
    position = saved
    return false
  }

  private mutating func skipWhitespace() {
    while position < bytes.count, bytes[position].isWhitespace {
      position += 1
    }
  }

  private func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The `Character` offset of a UTF-8 offset (always at an ASCII boundary or a token start).
  private func characterOffset(_ utf8Offset: Int) -> Int {
    String(decoding: bytes[..<min(utf8Offset, bytes.count)], as: UTF8.self).count
  }
}

extension UInt8 {
  fileprivate static let openParenthesis = UInt8(ascii: "(")
  fileprivate static let closeParenthesis = UInt8(ascii: ")")
  fileprivate static let colon = UInt8(ascii: ":")
  fileprivate static let backslash = UInt8(ascii: "\\")
  fileprivate static let lessThan = UInt8(ascii: "<")
  fileprivate static let greaterThan = UInt8(ascii: ">")
  fileprivate static let plus = UInt8(ascii: "+")
  fileprivate static let minus = UInt8(ascii: "-")
  fileprivate static let period = UInt8(ascii: ".")

  fileprivate var isWhitespace: Bool {
    self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D
  }

  fileprivate var isQuote: Bool {
    self == UInt8(ascii: "\"") || self == UInt8(ascii: "'")
  }

  fileprivate var isDigit: Bool {
    self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")
  }

  fileprivate var isOperatorCharacter: Bool {
    self == .lessThan || self == .greaterThan || self == UInt8(ascii: "=")
      || self == UInt8(ascii: "!")
  }

  fileprivate var endsBareAttribute: Bool {
    isWhitespace || isQuote || isOperatorCharacter || self == .colon || self == .openParenthesis
      || self == .closeParenthesis
  }

  fileprivate var endsBareValue: Bool {
    isWhitespace || isQuote || self == .openParenthesis || self == .closeParenthesis
      || self == .lessThan
  }

  fileprivate var endsKeyword: Bool {
    isWhitespace || isQuote || self == .openParenthesis || self == .closeParenthesis
  }
}
