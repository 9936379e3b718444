extension SearchResponse {
  /// The hits decoded to a record type.
  ///
  /// ```swift
  /// let products = try response.hits(as: Product.self).map(\.record)
  /// ```
  /// - Parameter type: the record type, decoded from each whole hit object.
  /// - Returns: the hits, in order.
  /// - Throws: ``HitDecodingError`` for the first hit that does not decode, naming its
  ///   position and key path (`hits[3].price`).
  public func hits<Record: Decodable>(as type: Record.Type) throws -> [Hit<Record>] {
    try hits.enumerated().map { position, json in
      try Hit<Record>(json: json, position: position)
    }
  }
}
