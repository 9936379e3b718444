extension KeyedDecodingContainer where Key == AnyCodingKey {
  /// Decodes `type` under `key`, treating an absent key or `null` as `nil`.
  func optional<T: Decodable>(_ type: T.Type, _ key: String) throws -> T? {
    try decodeIfPresent(T.self, forKey: AnyCodingKey(key))
  }

  /// Decodes a list of strings under `key` that Algolia also accepts as one comma-separated
  /// string (`"brand,price"`), treating an absent key or `null` as `nil`.
  func stringList(_ key: String) throws -> [String]? {
    let codingKey = AnyCodingKey(key)
    guard contains(codingKey), try !decodeNil(forKey: codingKey) else { return nil }
    if let single = try? decode(String.self, forKey: codingKey) {
      return single.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }
    return try decode([String].self, forKey: codingKey)
  }

  /// Every entry whose key is not in `known`, as JSON.
  func remainder(excluding known: Set<String>) throws -> [String: JSON] {
    var remainder: [String: JSON] = [:]
    for key in allKeys where !known.contains(key.stringValue) {
      remainder[key.stringValue] = try decode(JSON.self, forKey: key)
    }
    return remainder
  }
}

extension Substring {
  fileprivate func trimmingWhitespace() -> String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}

extension KeyedEncodingContainer where Key == AnyCodingKey {
  /// Encodes `value` under `key` when it is not `nil`.
  mutating func encodeIfPresent<T: Encodable>(_ value: T?, _ key: String) throws {
    try encodeIfPresent(value, forKey: AnyCodingKey(key))
  }

  /// Encodes every entry whose key is not in `known`.
  mutating func encodeRemainder(_ remainder: [String: JSON], excluding known: Set<String>) throws {
    for key in remainder.keys.sorted() where !known.contains(key) {
      try encode(remainder[key, default: .null], forKey: AnyCodingKey(key))
    }
  }
}
