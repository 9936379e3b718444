extension Hit: Decodable {
  /// Decodes a hit object (see ``init(json:position:)``).
  ///
  /// The position in errors is the last array index in the decoder's coding path (so decoding
  /// `[Hit<Product>]` names the failing element), or 0. Through another decoder than Sift's
  /// (a `JSONDecoder` with a key or date strategy), the record decodes through that decoder, so
  /// its strategies apply to the record.
  /// - Parameter decoder: the decoder.
  /// - Throws: ``HitDecodingError``.
  public init(from decoder: any Decoder) throws {
    let json = try JSON(from: decoder)
    let position = decoder.codingPath.last(where: { $0.intValue != nil })?.intValue ?? 0
    guard !(decoder is JSONValueDecoder) else {
      try self.init(json: json, position: position)
      return
    }
    let metadata = try Hit<JSON>(json: json, position: position)
    let record: Record
    do {
      record = try Record(from: decoder)
    } catch let error as HitDecodingError {
      throw error
    } catch {
      throw HitDecodingError(
        position: position, objectID: metadata.objectID, prefix: "", underlying: error,
        droppedKeys: decoder.codingPath.count)
    }
    self.init(
      objectID: metadata.objectID, record: record, highlightResult: metadata.highlightResult,
      snippetResult: metadata.snippetResult, rankingInfo: metadata.rankingInfo,
      geolocation: metadata.geolocation)
  }
}
