extension AroundRadius: Codable {
  /// Decodes an integer number of meters or `"all"`.
  /// - Parameter decoder: the decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let meters = try? container.decode(Int.self) {
      self = .meters(meters)
      return
    }
    guard let text = try? container.decode(String.self), text == "all" else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Expected an integer number of meters or \"all\".")
    }
    self = .all
  }

  /// Encodes an integer or `"all"`.
  /// - Parameter encoder: the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .meters(let meters): try container.encode(meters)
    case .all: try container.encode("all")
    }
  }
}
