extension LegacyFilterList: Codable {
  /// Decodes an array of strings and string arrays, or a single string.
  /// - Parameter decoder: the decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let single = try? container.decode(String.self) {
      self.init([.single(single)])
    } else {
      self.init(try container.decode([Element].self))
    }
  }

  /// Encodes as an array.
  /// - Parameter encoder: the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(elements)
  }
}

extension LegacyFilterList.Element: Codable {
  /// Decodes a string or an array of strings.
  /// - Parameter decoder: the decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let single = try? container.decode(String.self) {
      self = .single(single)
    } else if let filters = try? container.decode([String].self) {
      self = .anyOf(filters)
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Expected a filter string or an array of filter strings.")
    }
  }

  /// Encodes a string or an array of strings.
  /// - Parameter encoder: the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .single(let filter): try container.encode(filter)
    case .anyOf(let filters): try container.encode(filters)
    }
  }
}
