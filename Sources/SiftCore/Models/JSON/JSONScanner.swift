/// What a ``JSONScanner`` reports as it reads: each value, in document order. Strings come
/// unescaped and valid UTF-8, in a buffer valid only during the call.
package protocol JSONEventHandler {
  /// `null`.
  mutating func null()
  /// `true` or `false`.
  mutating func bool(_ value: Bool)
  /// A number: exact when an integer fits in `Int64`, a double otherwise.
  mutating func number(_ value: JSON.Number)
  /// A string's UTF-8 bytes.
  mutating func string(_ utf8: UnsafeBufferPointer<UInt8>)
  /// `[`.
  mutating func beginArray()
  /// `]`, after `count` elements.
  mutating func endArray(count: Int)
  /// `{`.
  mutating func beginObject()
  /// An object key's UTF-8 bytes; its value follows.
  mutating func key(_ utf8: UnsafeBufferPointer<UInt8>)
  /// `}`, after `count` members.
  mutating func endObject(count: Int)
}

/// A strict RFC 8259 reader over UTF-8 bytes that reports values to a ``JSONEventHandler``,
/// without building them: ``JSON/parse(_:)-(Data)`` builds values from its events, and the
/// embedded engine encodes records straight from them.
///
/// Nesting is bounded (``maximumDepth``), so hostile input cannot exhaust the stack; every
/// error says what and where (``JSONParseError``).
package struct JSONScanner {
  /// Deepest array/object nesting accepted (``JSON/maximumNestingDepth``).
  package static var maximumDepth: Int { JSON.maximumNestingDepth }

  package let bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the next byte to read.
  package private(set) var position = 0
  private var depth = 0
  /// The arrays (`true`) and objects open inside the value being read, innermost last, with
  /// the number of their elements read so far.
  private var open: [(isArray: Bool, count: Int)] = []
  /// Unescaped strings are assembled here.
  private let scratch = Scratch()

  /// A growable byte buffer whose storage stays put until it grows (a string handed to the
  /// handler stays readable during the call).
  private final class Scratch {
    private(set) var base = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    private var capacity = 256
    private(set) var count = 0

    deinit { base.deallocate() }

    func removeAll() { count = 0 }

    func append(_ byte: UInt8) {
      reserve(1)
      base[count] = byte
      count += 1
    }

    func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
      guard let source = bytes.baseAddress else { return }
      reserve(bytes.count)
      (base + count).update(from: source, count: bytes.count)
      count += bytes.count
    }

    private func reserve(_ extra: Int) {
      guard count + extra > capacity else { return }
      let grown = max(capacity * 2, count + extra)
      let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
      storage.update(from: base, count: count)
      base.deallocate()
      base = storage
      capacity = grown
    }

    var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }
  }

  /// A reader of `bytes` from the start (a UTF-8 byte order mark is skipped).
  package init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
  }

  /// Reads one whole document: a value and nothing after it but white space.
  package mutating func parseDocument<Handler: JSONEventHandler>(
    into handler: inout Handler
  ) throws(JSONParseError) {
    skipWhitespace()
    try parseValue(into: &handler)
    try expectEnd()
  }

  /// Checks that nothing but white space is left.
  package mutating func expectEnd() throws(JSONParseError) {
    skipWhitespace()
    if position < bytes.count {
      throw error("unexpected \(describeCurrent()) after the JSON value")
    }
  }

  // MARK: - Streaming a top-level array

  /// Reads the `[` of a top-level array, or throws naming what was found instead.
  package mutating func beginTopLevelArray() throws(JSONParseError) {
    skipWhitespace()
    guard current == UInt8(ascii: "[") else {
      throw error("expected an array of records, found \(describeCurrent())")
    }
    position += 1
    depth = 1
  }

  /// Moves to the top-level array's next element: `true` before an element (read it with
  /// ``parseValue(into:)``), `false` after the closing `]`.
  /// - Parameter isFirst: whether no element was read yet.
  package mutating func nextElement(isFirst: Bool) throws(JSONParseError) -> Bool {
    skipWhitespace()
    if isFirst {
      if current == UInt8(ascii: "]") {
        position += 1
        return false
      }
      return true
    }
    switch current {
    case UInt8(ascii: ","):
      position += 1
      skipWhitespace()
      return true
    case UInt8(ascii: "]"):
      position += 1
      return false
    default: throw error("expected ',' or ']' in array, found \(describeCurrent())")
    }
  }

  // MARK: - Values

  /// Reads one value at the current position and reports it, with everything nested in it.
  /// It does not recurse: the arrays and objects open inside the value are kept on a stack
  /// of the scanner's own, so no input can exhaust the thread's stack.
  package mutating func parseValue<Handler: JSONEventHandler>(
    into handler: inout Handler
  ) throws(JSONParseError) {
    let base = open.count
    defer { open.removeSubrange(base...) }
    while true {
      // A value starts here: a scalar, an empty container, or a container whose first
      // element is read next.
      guard let byte = current else { throw error("expected a value, found the end of input") }
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let isArray = byte == UInt8(ascii: "[")
        try enterContainer()
        position += 1
        if isArray { handler.beginArray() } else { handler.beginObject() }
        skipWhitespace()
        if current == (isArray ? UInt8(ascii: "]") : UInt8(ascii: "}")) {
          position += 1
          depth -= 1
          if isArray { handler.endArray(count: 0) } else { handler.endObject(count: 0) }
        } else {
          open.append((isArray, 0))
          if !isArray { try parseMemberKey(into: &handler) }
          continue
        }
      case UInt8(ascii: "\""): handler.string(try parseString())
      case UInt8(ascii: "t"):
        try parseLiteral("true")
        handler.bool(true)
      case UInt8(ascii: "f"):
        try parseLiteral("false")
        handler.bool(false)
      case UInt8(ascii: "n"):
        try parseLiteral("null")
        handler.null()
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        handler.number(try parseNumber())
      default: throw error("expected a value, found \(describeCurrent())")
      }
      // A value is complete: it is an element of the innermost open container, which may
      // close in turn.
      while open.count > base {
        let innermost = open.count - 1
        open[innermost].count += 1
        let (isArray, count) = open[innermost]
        skipWhitespace()
        if current == UInt8(ascii: ",") {
          position += 1
          skipWhitespace()
          if !isArray { try parseMemberKey(into: &handler) }
          break
        }
        guard current == (isArray ? UInt8(ascii: "]") : UInt8(ascii: "}")) else {
          throw error(
            isArray
              ? "expected ',' or ']' in array, found \(describeCurrent())"
              : "expected ',' or '}' in object, found \(describeCurrent())")
        }
        position += 1
        depth -= 1
        open.removeLast()
        if isArray { handler.endArray(count: count) } else { handler.endObject(count: count) }
      }
      if open.count == base { return }
    }
  }

  /// Reads an object member's key and its colon, up to the start of its value.
  private mutating func parseMemberKey<Handler: JSONEventHandler>(
    into handler: inout Handler
  ) throws(JSONParseError) {
    skipWhitespace()
    guard current == UInt8(ascii: "\"") else {
      throw error("expected a string key in object, found \(describeCurrent())")
    }
    let key = try parseString()
    skipWhitespace()
    guard current == UInt8(ascii: ":") else {
      let name = String(decoding: key, as: UTF8.self)
      throw error("expected ':' after object key \"\(name)\", found \(describeCurrent())")
    }
    handler.key(key)
    position += 1
    skipWhitespace()
  }

  private mutating func parseLiteral(_ word: StaticString) throws(JSONParseError) {
    let count = word.utf8CodeUnitCount
    var matches = bytes.count - position >= count
    if matches {
      let expected = word.utf8Start
      for index in 0..<count where bytes[position + index] != expected[index] {
        matches = false
        break
      }
    }
    guard matches else { throw error("expected '\(word)', found \(describeCurrent())") }
    position += count
  }

  private mutating func enterContainer() throws(JSONParseError) {
    guard depth < Self.maximumDepth else {
      throw error(
        "nesting deeper than \(Self.maximumDepth) levels",
        kind: .nestingTooDeep(maximumDepth: Self.maximumDepth))
    }
    depth += 1
  }

  // MARK: - Numbers

  private mutating func parseNumber() throws(JSONParseError) -> JSON.Number {
    let start = position
    var isNegative = false
    if current == UInt8(ascii: "-") {
      isNegative = true
      position += 1
    }
    guard let leading = current, isDigit(leading) else {
      throw error("expected a digit in number, found \(describeCurrent())")
    }
    // The magnitude, while it fits (an integer that overflows Int64 becomes a double).
    var magnitude: UInt64 = 0
    var fits = true
    if leading == UInt8(ascii: "0") {
      position += 1
    } else {
      while let byte = current, isDigit(byte) {
        let (times, overflow) = magnitude.multipliedReportingOverflow(by: 10)
        let (sum, carry) = times.addingReportingOverflow(UInt64(byte &- UInt8(ascii: "0")))
        if overflow || carry { fits = false }
        magnitude = sum
        position += 1
      }
    }
    var isIntegral = true
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
    if isIntegral, fits {
      if !isNegative, magnitude <= UInt64(Int64.max) {
        return JSON.Number(Int64(magnitude))
      }
      if isNegative, magnitude <= UInt64(Int64.max) + 1 {
        return JSON.Number(magnitude == UInt64(Int64.max) + 1 ? .min : -Int64(magnitude))
      }
    }
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    guard let double = Double(text), double.isFinite else {
      throw error("number \(text) is out of range", at: start)
    }
    return JSON.Number(double)
  }

  private mutating func skipDigits() {
    while let byte = current, isDigit(byte) { position += 1 }
  }

  @inline(__always)
  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  // MARK: - Strings

  /// Reads the string at the current position (its opening quote) and returns its UTF-8 bytes,
  /// unescaped and validated: in place in the input when it has no escape, in the scratch
  /// buffer otherwise (valid until the next string is read).
  private mutating func parseString() throws(JSONParseError) -> UnsafeBufferPointer<UInt8> {
    let start = position
    position += 1  // opening quote
    let runStart = position
    var isASCII = true
    // Eight bytes at a time while none of them is a quote, a backslash or a control
    // character (bytes past ASCII only noted).
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      let end = bytes.count
      // In locals, not the scanner's own position: kept in registers through the loop.
      var at = position
      var high: UInt64 = 0
      while at &+ 8 <= end {
        let word = raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)
        let found = Self.quoteBackslashOrControl(word)
        if found != 0 {
          // Straight to the first such byte (the lowest one flagged is exact), the bytes
          // before it noted.
          let before = found.trailingZeroBitCount &>> 3
          high |= word & ((1 &<< UInt64(before &* 8)) &- 1)
          at &+= before
          break
        }
        high |= word
        at &+= 8
      }
      position = at
      isASCII = high & 0x8080_8080_8080_8080 == 0
    }
    // The common case: no escape up to the closing quote.
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        let run = UnsafeBufferPointer(rebasing: bytes[runStart..<position])
        if !isASCII { try validateUTF8(run, at: runStart) }
        position += 1
        return run
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw error("unescaped control character in string") }
      if byte >= 0x80 { isASCII = false }
      position += 1
    }
    guard position < bytes.count else { throw error("unterminated string", at: start) }
    // Escapes: the string is assembled in the scratch buffer.
    scratch.removeAll()
    var segmentStart = runStart
    func appendSegment(_ end: Int) throws(JSONParseError) {
      let run = UnsafeBufferPointer(rebasing: bytes[segmentStart..<end])
      try validateUTF8(run, at: segmentStart)
      scratch.append(contentsOf: run)
    }
    while true {
      guard position < bytes.count else { throw error("unterminated string", at: start) }
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        try appendSegment(position)
        position += 1
        return scratch.buffer
      case UInt8(ascii: "\\"):
        try appendSegment(position)
        position += 1
        try parseEscape()
        segmentStart = position
      case 0..<0x20:
        throw error("unescaped control character in string")
      default:
        position += 1
      }
    }
  }

  /// The high bit of each of the eight bytes of `word` that is a quote, a backslash or below
  /// 0x20, from the first such byte on: that one is always flagged, the bytes after it may be
  /// flagged wrongly (the classic test for a zero byte, on the word xor-ed with each byte
  /// sought, and on the word less 0x20 in each byte, whose borrows only run upward; a byte
  /// past ASCII never counts). Zero when there is none.
  private static func quoteBackslashOrControl(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    let zeroQuote = (quote &- ones) & ~quote
    let zeroBackslash = (backslash &- ones) & ~backslash
    let control = (word &- ones &* 0x20) & ~word
    return (zeroQuote | zeroBackslash | control) & highs
  }

  /// Checks that `run` (at `offset` in the input) is valid UTF-8.
  private func validateUTF8(_ run: UnsafeBufferPointer<UInt8>, at offset: Int)
    throws(JSONParseError)
  {
    var index = 0
    while index < run.count {
      let byte = run[index]
      if byte < 0x80 {
        index += 1
        continue
      }
      let width: Int
      var scalar: UInt32
      switch byte {
      case 0xC2...0xDF:
        width = 2
        scalar = UInt32(byte & 0x1F)
      case 0xE0...0xEF:
        width = 3
        scalar = UInt32(byte & 0x0F)
      case 0xF0...0xF4:
        width = 4
        scalar = UInt32(byte & 0x07)
      default: throw error("invalid UTF-8 in string", at: offset + index)
      }
      guard index + width <= run.count else {
        throw error("invalid UTF-8 in string", at: offset + index)
      }
      for next in 1..<width {
        let continuation = run[index + next]
        guard continuation & 0xC0 == 0x80 else {
          throw error("invalid UTF-8 in string", at: offset + index)
        }
        scalar = scalar << 6 | UInt32(continuation & 0x3F)
      }
      let minimum: UInt32 = width == 2 ? 0x80 : width == 3 ? 0x800 : 0x10000
      guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
        throw error("invalid UTF-8 in string", at: offset + index)
      }
      index += width
    }
  }

  /// Reads the escape after a backslash into the scratch buffer.
  private mutating func parseEscape() throws(JSONParseError) {
    guard let byte = current else { throw error("unterminated escape in string") }
    position += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
    case UInt8(ascii: "b"): scratch.append(0x08)
    case UInt8(ascii: "f"): scratch.append(0x0C)
    case UInt8(ascii: "n"): scratch.append(0x0A)
    case UInt8(ascii: "r"): scratch.append(0x0D)
    case UInt8(ascii: "t"): scratch.append(0x09)
    case UInt8(ascii: "u"):
      for unit in UTF8.encode(try parseUnicodeEscape()) ?? UTF8.EncodedScalar() {
        scratch.append(unit)
      }
    default:
      throw error(
        "invalid escape '\\\(Character(Unicode.Scalar(byte)))' in string", at: position - 2)
    }
  }

  private mutating func parseUnicodeEscape() throws(JSONParseError) -> Unicode.Scalar {
    let escapeStart = position - 2
    let first = try parseHex4()
    if (0xD800..<0xDC00).contains(first) {
      guard bytes.count - position >= 2, bytes[position] == UInt8(ascii: "\\"),
        bytes[position + 1] == UInt8(ascii: "u")
      else {
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

  private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
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

  @inline(__always)
  private var current: UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  private mutating func skipWhitespace() {
    while position < bytes.count {
      let byte = bytes[position]
      guard
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
          || byte == UInt8(ascii: "\t")
      else { return }
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

  /// An error at `offset` (the current position by default), with its line and column.
  package func error(
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
