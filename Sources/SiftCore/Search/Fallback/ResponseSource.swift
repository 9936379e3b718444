/// Which service answered a search of an ``OnlineFirstSearchService``.
public enum ResponseSource: String, Sendable, Hashable, CaseIterable {
  /// The online service (a hosted backend), over the network.
  case hosted
  /// The offline service (a local mirror), because the network failed.
  case mirror
}
