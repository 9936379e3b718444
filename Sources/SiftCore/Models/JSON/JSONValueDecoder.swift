import Foundation

/// Decodes `Decodable` values straight from a `JSON` value, without serializing it to text and
/// parsing it again: what `JSON.decode(_:)` (and so every hit) uses.
///
/// It follows `JSONDecoder`'s default strategies (dates as `Date`'s own encoding, `Data` as
/// base64, `URL` and `Decimal` from their JSON text and number), and throws the same
/// `DecodingError`s with coding paths, so error messages name the key path.
struct JSONValueDecoder: Decoder {
  let value: JSON
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(_ value: JSON, codingPath: [any CodingKey] = []) {
    self.value = value
    self.codingPath = codingPath
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value else {
      throw mismatch([String: JSON].self, value, codingPath)
    }
    return KeyedDecodingContainer(KeyedContainer(members: members, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else { throw mismatch([JSON].self, value, codingPath) }
    return UnkeyedContainer(elements: elements, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleValueContainer(value: value, codingPath: codingPath)
  }

  /// Decodes `T` from `value`, with `JSONDecoder`'s special cases.
  static func decode<T: Decodable>(_ type: T.Type, from value: JSON, at path: [any CodingKey])
    throws -> T
  {
    if let json = value as? T { return json }
    switch type {
    case is URL.Type:
      guard case .string(let text) = value, let url = URL(string: text) else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: path, debugDescription: "Invalid URL string."))
      }
      return try cast(url, path)
    case is Data.Type:
      guard case .string(let text) = value else { throw mismatch(String.self, value, path) }
      guard let data = Data(base64Encoded: text) else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: path, debugDescription: "Encountered Data is not valid Base64."))
      }
      return try cast(data, path)
    case is Decimal.Type:
      guard case .number(let number) = value, let decimal = Decimal(string: number.description)
      else { throw mismatch(Decimal.self, value, path) }
      return try cast(decimal, path)
    default:
      if case .null = value, !(T.self is any ExpressibleByNilLiteral.Type) {
        throw DecodingError.valueNotFound(
          T.self,
          .init(
            codingPath: path, debugDescription: "Expected \(T.self) value but found null instead."))
      }
      return try T(from: JSONValueDecoder(value, codingPath: path))
    }
  }

  private static func cast<T>(_ value: Any, _ path: [any CodingKey]) throws -> T {
    guard let typed = value as? T else {
      throw DecodingError.typeMismatch(
        T.self, .init(codingPath: path, debugDescription: "Unexpected type."))
    }
    return typed
  }
}

/// The `DecodingError` for `value` found where `expected` was wanted.
private func mismatch(_ expected: Any.Type, _ value: JSON, _ path: [any CodingKey]) -> DecodingError
{
  if case .null = value {
    return .valueNotFound(
      expected,
      .init(
        codingPath: path, debugDescription: "Expected \(expected) value but found null instead."))
  }
  return .typeMismatch(
    expected,
    .init(
      codingPath: path,
      debugDescription: "Expected to decode \(expected) but found \(value.kind) instead."
    ))
}

/// A coding key for array positions.
private struct IndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }
  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: [String: JSON]
  let codingPath: [any CodingKey]

  var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

  private func value(for key: Key) throws -> JSON {
    guard let value = members[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key,
        .init(
          codingPath: codingPath,
          debugDescription: "No value associated with key \(key.stringValue)."))
    }
    return value
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    if case .null = try value(for: key) { return true }
    return false
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try JSONValueDecoder.decode(T.self, from: value(for: key), at: codingPath + [key])
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try primitive(Bool.self, key) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try primitive(String.self, key)
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try primitive(Double.self, key)
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try primitive(Float.self, key)
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try primitive(Int.self, key) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try primitive(Int8.self, key) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try primitive(Int16.self, key)
  }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try primitive(Int32.self, key)
  }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try primitive(Int64.self, key)
  }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try primitive(UInt.self, key) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try primitive(UInt8.self, key)
  }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try primitive(UInt16.self, key)
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try primitive(UInt32.self, key)
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try primitive(UInt64.self, key)
  }

  /// Decodes a primitive through the single-value container of the value at `key`.
  private func primitive<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
    try JSONValueDecoder.decode(T.self, from: value(for: key), at: codingPath + [key])
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try JSONValueDecoder(value(for: key), codingPath: codingPath + [key]).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try JSONValueDecoder(value(for: key), codingPath: codingPath + [key]).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    JSONValueDecoder(members["super"] ?? .null, codingPath: codingPath)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    JSONValueDecoder(members[key.stringValue] ?? .null, codingPath: codingPath + [key])
  }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
  let elements: [JSON]
  let codingPath: [any CodingKey]
  private(set) var currentIndex = 0

  init(elements: [JSON], codingPath: [any CodingKey]) {
    self.elements = elements
    self.codingPath = codingPath
  }

  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  private func current<T>(_ type: T.Type) throws -> JSON {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        T.self,
        .init(
          codingPath: codingPath + [IndexKey(currentIndex)],
          debugDescription: "Unkeyed container is at end."))
    }
    return elements[currentIndex]
  }

  mutating func decodeNil() throws -> Bool {
    guard case .null = try current(JSON.self) else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let value = try JSONValueDecoder.decode(
      T.self, from: current(T.self), at: codingPath + [IndexKey(currentIndex)])
    currentIndex += 1
    return value
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let container = try JSONValueDecoder(
      current(JSON.self), codingPath: codingPath + [IndexKey(currentIndex)]
    )
    .container(keyedBy: type)
    currentIndex += 1
    return container
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let container = try JSONValueDecoder(
      current(JSON.self), codingPath: codingPath + [IndexKey(currentIndex)]
    )
    .unkeyedContainer()
    currentIndex += 1
    return container
  }

  mutating func superDecoder() throws -> any Decoder {
    let decoder = JSONValueDecoder(
      try current(JSON.self), codingPath: codingPath + [IndexKey(currentIndex)])
    currentIndex += 1
    return decoder
  }
}

private struct SingleValueContainer: SingleValueDecodingContainer {
  let value: JSON
  let codingPath: [any CodingKey]

  func decodeNil() -> Bool {
    if case .null = value { return true }
    return false
  }

  func decode(_ type: Bool.Type) throws -> Bool {
    guard case .bool(let flag) = value else { throw mismatch(Bool.self, value, codingPath) }
    return flag
  }

  func decode(_ type: String.Type) throws -> String {
    guard case .string(let text) = value else { throw mismatch(String.self, value, codingPath) }
    return text
  }

  func decode(_ type: Double.Type) throws -> Double {
    guard case .number(let number) = value else { throw mismatch(Double.self, value, codingPath) }
    return number.doubleValue
  }

  func decode(_ type: Float.Type) throws -> Float {
    Float(try decode(Double.self))
  }

  private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    guard case .number(let number) = value else { throw mismatch(T.self, value, codingPath) }
    if let exact = number.int64Value.flatMap({ T(exactly: $0) }) { return exact }
    if let exact = T(exactly: number.doubleValue) { return exact }
    throw DecodingError.dataCorrupted(
      .init(codingPath: codingPath, debugDescription: "Number \(number) does not fit in \(T.self).")
    )
  }

  func decode(_ type: Int.Type) throws -> Int { try integer(Int.self) }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer(Int8.self) }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer(Int16.self) }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer(Int32.self) }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer(Int64.self) }
  func decode(_ type: UInt.Type) throws -> UInt { try integer(UInt.self) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(UInt8.self) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(UInt16.self) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(UInt32.self) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(UInt64.self) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try JSONValueDecoder.decode(T.self, from: value, at: codingPath)
  }
}
