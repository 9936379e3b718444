/// A strict RFC 8259 parser producing ``JSON`` values with positioned errors.
///
/// It does not recurse: the arrays and objects being read are kept on stacks of its own, at
/// most ``JSON/maximumNestingDepth`` deep, so no input can exhaust the thread's stack.
struct JSONParser {
  private let bytes: [UInt8]
  private var position = 0
  /// The arrays and objects open around `position`, innermost last: `true` for an array.
  private var containerIsArray: [Bool] = []
  /// The elements of the open arrays read so far, innermost last.
  private var openArrays: [[JSON]] = []
  /// The members of the open objects read so far, and the key whose value is being read.
  private var openObjects: [(members: [String: JSON], key: String)] = []

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func parseDocument() throws -> JSON {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    skipWhitespace()
    let value = try parseValue()
    skipWhitespace()
    if position < bytes.count {
      throw error("unexpected \(describeCurrent()) after the JSON value")
    }
    return value
  }

  // MARK: - Values

  /// Reads one value, with everything nested in it.
  private mutating func parseValue() throws -> JSON {
    while true {
      // Read a scalar or an empty container, or open a container and read its first element.
      guard var value = try parseScalarOrOpenContainer() else { continue }
      // Hand the complete value to the containers it closes, innermost first.
      while let isArray = containerIsArray.last {
        skipWhitespace()
        if isArray {
          openArrays[openArrays.count - 1].append(value)
          switch current {
          case UInt8(ascii: ","):
            position += 1
            skipWhitespace()
          case UInt8(ascii: "]"):
            position += 1
            containerIsArray.removeLast()
            value = .array(openArrays.removeLast())
            continue
          default: throw error("expected ',' or ']' in array, found \(describeCurrent())")
          }
        } else {
          let key = openObjects[openObjects.count - 1].key
          openObjects[openObjects.count - 1].members[key] = value
          switch current {
          case UInt8(ascii: ","):
            position += 1
            skipWhitespace()
            openObjects[openObjects.count - 1].key = try parseMemberKey()
          case UInt8(ascii: "}"):
            position += 1
            containerIsArray.removeLast()
            value = .object(openObjects.removeLast().members)
            continue
          default: throw error("expected ',' or '}' in object, found \(describeCurrent())")
          }
        }
        break  // the next element of the innermost container
      }
      if containerIsArray.isEmpty { return value }
    }
  }

  /// Reads a scalar or an empty array or object; or opens a container (consuming up to its
  /// first element's start) and returns `nil`.
  private mutating func parseScalarOrOpenContainer() throws -> JSON? {
    guard let byte = current else { throw error("expected a value, found the end of input") }
    switch byte {
    case UInt8(ascii: "{"):
      try enterContainer()
      position += 1
      skipWhitespace()
      if current == UInt8(ascii: "}") {
        position += 1
        return .object([:])
      }
      let key = try parseMemberKey()
      containerIsArray.append(false)
      openObjects.append(([:], key))
      return nil
    case UInt8(ascii: "["):
      try enterContainer()
      position += 1
      skipWhitespace()
      if current == UInt8(ascii: "]") {
        position += 1
        return .array([])
      }
      containerIsArray.append(true)
      openArrays.append([])
      return nil
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", value: .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", value: .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", value: .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("expected a value, found \(describeCurrent())")
    }
  }

  /// Reads `"key" :` and the whitespace after it, at the start of an object member.
  private mutating func parseMemberKey() throws -> String {
    guard current == UInt8(ascii: "\"") else {
      throw error("expected a string key in object, found \(describeCurrent())")
    }
    let key = try parseString()
    skipWhitespace()
    guard current == UInt8(ascii: ":") else {
      throw error("expected ':' after object key \"\(key)\", found \(describeCurrent())")
    }
    position += 1
    skipWhitespace()
    return key
  }

  private mutating func parseLiteral(_ word: String, value: JSON) throws -> JSON {
    let expected = Array(word.utf8)
    guard bytes[position...].starts(with: expected) else {
      throw error("expected '\(word)', found \(describeCurrent())")
    }
    position += expected.count
    return value
  }

  /// Checks that one more array or object may open at `position`.
  private func enterContainer() throws {
    guard containerIsArray.count < JSON.maximumNestingDepth else {
      throw error(
        "nesting deeper than \(JSON.maximumNestingDepth) levels",
        kind: .nestingTooDeep(maximumDepth: JSON.maximumNestingDepth))
    }
  }

  // MARK: - Numbers

  private mutating func parseNumber() throws -> JSON {
    let start = position
    var isIntegral = true
    if current == UInt8(ascii: "-") { position += 1 }
    guard let leading = current, isDigit(leading) else {
      throw error("expected a digit in number, found \(describeCurrent())")
    }
    if leading == UInt8(ascii: "0") {
      position += 1
    } else {
      skipDigits()
    }
    if current == UInt8(ascii: ".") {
      isIntegral = false
      position += 1
      guard current.map(isDigit) == true else {
        throw error("expected a digit after '.' in number, found \(describeCurrent())")
      }
      skipDigits()
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      isIntegral = false
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard current.map(isDigit) == true else {
        throw error("expected a digit in number exponent, found \(describeCurrent())")
      }
      skipDigits()
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    if isIntegral, let integer = Int64(text) {
      return .number(JSON.Number(integer))
    }
    guard let double = Double(text), double.isFinite else {
      throw error("number \(text) is out of range", at: start)
    }
    return .number(JSON.Number(double))
  }

  private mutating func skipDigits() {
    while let byte = current, isDigit(byte) { position += 1 }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  // MARK: - Strings

  private mutating func parseString() throws -> String {
    let start = position
    position += 1  // opening quote
    var scalars = String.UnicodeScalarView()
    var runStart = position
    while true {
      guard let byte = current else {
        throw error("unterminated string", at: start)
      }
      switch byte {
      case UInt8(ascii: "\""):
        try appendRun(from: runStart, to: &scalars)
        position += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        try appendRun(from: runStart, to: &scalars)
        position += 1
        scalars.append(try parseEscape())
        runStart = position
      case 0..<0x20:
        throw error("unescaped control character in string")
      default:
        position += 1
      }
    }
  }

  /// Appends the raw bytes `runStart..<position`, which must be valid UTF-8.
  private func appendRun(from runStart: Int, to scalars: inout String.UnicodeScalarView) throws {
    guard runStart < position else { return }
    var decoder = UTF8()
    var iterator = bytes[runStart..<position].makeIterator()
    var offset = runStart
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        scalars.append(scalar)
        offset += UTF8.width(scalar)
      case .emptyInput:
        return
      case .error:
        throw error("invalid UTF-8 in string", at: offset)
      }
    }
  }

  private mutating func parseEscape() throws -> Unicode.Scalar {
    guard let byte = current else { throw error("unterminated escape in string") }
    position += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"): return try parseUnicodeEscape()
    default:
      throw error(
        "invalid escape '\\\(Character(Unicode.Scalar(byte)))' in string", at: position - 2)
    }
  }

  private mutating func parseUnicodeEscape() throws -> Unicode.Scalar {
    let escapeStart = position - 2
    let first = try parseHex4()
    if (0xD800..<0xDC00).contains(first) {
      guard bytes[position...].starts(with: Array("\\u".utf8)) else {
        throw error("unpaired UTF-16 surrogate in \\u escape", at: escapeStart)
      }
      position += 2
      let second = try parseHex4()
      guard (0xDC00..<0xE000).contains(second),
        let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
      else {
        throw error("invalid UTF-16 surrogate pair in \\u escape", at: escapeStart)
      }
      return scalar
    }
    guard let scalar = Unicode.Scalar(first) else {
      throw error("unpaired UTF-16 surrogate in \\u escape", at: escapeStart)
    }
    return scalar
  }

  private mutating func parseHex4() throws -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = hexValue(byte) else {
        throw error("expected 4 hexadecimal digits in \\u escape, found \(describeCurrent())")
      }
      value = value * 16 + digit
      position += 1
    }
    return value
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  // MARK: - Positions and errors

  private var current: UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  private mutating func skipWhitespace() {
    while let byte = current,
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        || byte == UInt8(ascii: "\t")
    {
      position += 1
    }
  }

  private func describeCurrent() -> String {
    guard let byte = current else { return "the end of input" }
    if byte >= 0x20 && byte < 0x7F {
      return "'\(Character(Unicode.Scalar(byte)))'"
    }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  private func error(
    _ reason: String, at offset: Int? = nil, kind: JSONParseError.Kind = .malformed
  ) -> JSONParseError {
    let offset = min(offset ?? position, bytes.count)
    var line = 1
    var lineStart = 0
    for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    return JSONParseError(
      reason: reason, offset: offset, line: line, column: offset - lineStart + 1, kind: kind)
  }
}
