extension JSON.Number: Codable {
  /// Decodes a number, preferring an exact `Int64` and falling back to `Double`.
  /// - Parameter decoder: the decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let integer = try? container.decode(Int64.self) {
      self.init(integer)
    } else {
      self.init(try container.decode(Double.self))
    }
  }

  /// Encodes the number as an `Int64` or a `Double`.
  /// - Parameter encoder: the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch storage {
    case .int(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    }
  }
}
