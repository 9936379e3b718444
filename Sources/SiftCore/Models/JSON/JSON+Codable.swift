extension JSON: Codable {
  /// Decodes any JSON value from a single-value container.
  ///
  /// Integers decode exactly as `Int64` where the decoder allows it; other numbers as `Double`.
  /// - Parameter decoder: the decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int64.self) {
      self = .number(Number(value))
    } else if let value = try? container.decode(Double.self) {
      self = .number(Number(value))
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSON].self) {
      self = .array(value)
    } else if let value = try? container.decode([String: JSON].self) {
      self = .object(value)
    } else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "Expected a JSON value (null, bool, number, string, "
          + "array or object).")
    }
  }

  /// Encodes the value. Objects are encoded as dictionaries; use an encoder with sorted keys for
  /// deterministic output (``JSON/encodedData()`` does).
  /// - Parameter encoder: the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}
