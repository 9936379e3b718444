extension SearchResponse {
  /// The key of ``answeredBy`` in ``additionalFields``.
  static let sourceKey = "siftAnsweredBy"

  /// Which service answered, for a response of an ``OnlineFirstSearchService`` (`nil` for
  /// other responses).
  public var answeredBy: ResponseSource? {
    get { additionalFields[Self.sourceKey]?.stringValue.flatMap(ResponseSource.init) }
    set { additionalFields[Self.sourceKey] = newValue.map { .string($0.rawValue) } }
  }
}
