extension TypoTolerance: Codable {
  /// Decodes `true`, `false`, `"true"`, `"false"`, `"min"` or `"strict"`.
  /// - Parameter decoder: the decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let flag = try? container.decode(Bool.self) {
      self = flag ? .enabled : .disabled
      return
    }
    let text = try container.decode(String.self)
    guard let value = TypoTolerance(rawValue: text) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "Unknown typoTolerance \"\(text)\"; expected true, false, min or strict.")
    }
    self = value
  }

  /// Encodes a boolean or a string.
  /// - Parameter encoder: the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .enabled: try container.encode(true)
    case .disabled: try container.encode(false)
    case .min, .strict: try container.encode(rawValue)
    }
  }
}
