extension GeoLocation: Codable {
  /// Decodes `{"lat": …, "lng": …}`, each a number or a numeric string.
  /// - Parameter decoder: the decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    func coordinate(_ name: String) throws -> Double {
      let key = AnyCodingKey(name)
      if let text = try? container.decode(String.self, forKey: key) {
        guard let value = Double(text) else {
          throw DecodingError.dataCorruptedError(
            forKey: key, in: container, debugDescription: "\"\(text)\" is not a number.")
        }
        return value
      }
      return try container.decode(Double.self, forKey: key)
    }
    self.init(lat: try coordinate("lat"), lng: try coordinate("lng"))
  }

  /// Encodes `{"lat": …, "lng": …}` with numbers.
  /// - Parameter encoder: the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encode(lat, forKey: AnyCodingKey("lat"))
    try container.encode(lng, forKey: AnyCodingKey("lng"))
  }
}
