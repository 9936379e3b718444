import SiftCore

/// Which service answered a search of an ``OnlineFirstSearchService``.
public enum ResponseSource: String, Sendable, Hashable, CaseIterable {
  /// The hosted service, over the network.
  case hosted
  /// The local mirror, because the network failed.
  case mirror
}

extension SearchResponse {
  /// The key of ``answeredBy`` in ``SiftCore/SearchResponse/additionalFields``.
  static let sourceKey = "siftAnsweredBy"

  /// Which service answered, for a response of an ``OnlineFirstSearchService`` (`nil` for
  /// other responses).
  public var answeredBy: ResponseSource? {
    get { additionalFields[Self.sourceKey]?.stringValue.flatMap(ResponseSource.init) }
    set { additionalFields[Self.sourceKey] = newValue.map { .string($0.rawValue) } }
  }
}
