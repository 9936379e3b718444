import Foundation

extension JSON {
  /// How deep arrays and objects may nest in parsed JSON text: 512 levels.
  ///
  /// Deeper text is rejected with a ``JSONParseError`` of kind
  /// ``JSONParseError/Kind/nestingTooDeep(maximumDepth:)``, so hostile input cannot exhaust the
  /// stack of the thread that parses it, compares it, serializes it or frees it.
  public static let maximumNestingDepth = 512

  /// Parses JSON text (RFC 8259; a leading UTF-8 byte order mark is skipped).
  ///
  /// Integers that fit in `Int64` are kept exact; other numbers become doubles. When a key
  /// repeats within an object, the last value wins. Nesting deeper than
  /// ``maximumNestingDepth`` levels is rejected.
  /// - Parameter data: UTF-8 encoded JSON text.
  /// - Returns: the parsed value.
  /// - Throws: ``JSONParseError`` naming the problem and its line, column and byte offset.
  public static func parse(_ data: Data) throws -> JSON {
    try data.withUnsafeBytes { raw throws(JSONParseError) in
      try JSONParser.parse(raw.bindMemory(to: UInt8.self))
    }
  }

  /// Parses JSON text from a string.
  /// - Parameter text: JSON text.
  /// - Returns: the parsed value.
  /// - Throws: ``JSONParseError`` naming the problem and its position.
  public static func parse(_ text: String) throws -> JSON {
    var text = text
    return try text.withUTF8 { bytes throws(JSONParseError) in try JSONParser.parse(bytes) }
  }

  /// Converts an `Encodable` value to JSON (through `JSONEncoder`).
  ///
  /// ```swift
  /// struct Product: Codable { var name: String; var price: Double }
  /// let json = try JSON(encoding: Product(name: "Echo", price: 99.99))
  /// ```
  /// - Parameter value: the value to convert.
  /// - Throws: the encoder's `EncodingError` (for example for a non-finite double).
  public init(encoding value: some Encodable) throws {
    let data = try JSONEncoder().encode(value)
    self = try JSON.parse(data)
  }

  /// Converts this value to a `Decodable` type, directly from the value (no JSON text in
  /// between), with `JSONDecoder`'s default strategies and errors.
  ///
  /// ```swift
  /// let product = try json.decode(Product.self)
  /// ```
  /// - Parameter type: the type to decode.
  /// - Returns: the decoded value.
  /// - Throws: `DecodingError` whose coding path is relative to this value.
  public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
    try JSONValueDecoder.decode(T.self, from: self, at: [])
  }

  /// The value as compact JSON text with object keys sorted, as UTF-8 data.
  ///
  /// Non-finite doubles, which JSON cannot express, are written as `null`.
  /// - Returns: the encoded text.
  public func encodedData() -> Data {
    Data(serialized().utf8)
  }

  /// The value as compact JSON text with object keys sorted.
  ///
  /// Non-finite doubles, which JSON cannot express, are written as `null`.
  /// - Returns: the JSON text.
  public func serialized() -> String {
    var output = ""
    write(to: &output)
    return output
  }

  /// What is left to write: values, and the punctuation between and after them.
  private enum PendingOutput {
    case value(JSON)
    case key(String)
    case comma
    case close(Character)
  }

  /// Writes the value without recursion (a stack of what is left), so any nesting is safe.
  private func write(to output: inout String) {
    var pending: [PendingOutput] = [.value(self)]
    while let next = pending.popLast() {
      switch next {
      case .comma: output += ","
      case .close(let bracket): output.append(bracket)
      case .key(let key):
        JSON.writeString(key, to: &output)
        output += ":"
      case .value(.null): output += "null"
      case .value(.bool(let value)): output += value ? "true" : "false"
      case .value(.number(let value)): output += value.description
      case .value(.string(let value)): JSON.writeString(value, to: &output)
      case .value(.array(let elements)):
        output += "["
        pending.append(.close("]"))
        for (position, element) in elements.enumerated().reversed() {
          pending.append(.value(element))
          if position > 0 { pending.append(.comma) }
        }
      case .value(.object(let members)):
        output += "{"
        pending.append(.close("}"))
        for (position, key) in members.keys.sorted().enumerated().reversed() {
          pending.append(.value(members[key, default: .null]))
          pending.append(.key(key))
          if position > 0 { pending.append(.comma) }
        }
      }
    }
  }

  private static func writeString(_ string: String, to output: inout String) {
    output += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16, uppercase: false)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
