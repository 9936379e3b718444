extension Hit: Decodable {
  /// Decodes a hit object (see ``init(json:position:)``).
  ///
  /// The position in errors is the last array index in the decoder's coding path (so decoding
  /// `[Hit<Product>]` names the failing element), or 0.
  /// - Parameter decoder: the decoder.
  /// - Throws: ``HitDecodingError``.
  public init(from decoder: any Decoder) throws {
    let json = try JSON(from: decoder)
    let position = decoder.codingPath.last(where: { $0.intValue != nil })?.intValue ?? 0
    try self.init(json: json, position: position)
  }
}
