extension Distinct: Codable {
  /// Decodes a boolean or an integer.
  /// - Parameter decoder: the decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let flag = try? container.decode(Bool.self) {
      self = .enabled(flag)
    } else if let count = try? container.decode(Int.self) {
      self = .count(count)
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Expected a boolean or an integer for distinct.")
    }
  }

  /// Encodes a boolean or an integer.
  /// - Parameter encoder: the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .enabled(let flag): try container.encode(flag)
    case .count(let count): try container.encode(count)
    }
  }
}
