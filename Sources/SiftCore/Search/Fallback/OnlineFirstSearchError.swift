/// Why an ``OnlineFirstSearchService`` could not answer: the network failed, and so did the
/// offline service (the local mirror).
///
/// An error of the online service that is not a network failure (a 4xx, a reply it cannot
/// decode) is thrown as the ``SearchError`` it is: the offline service is not asked then. A
/// searcher reports this error as a `SearchError.transport` with its description.
public enum OnlineFirstSearchError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The online service was unreachable (`hosted`, or the failure that sent the service
  /// offline), and the offline service failed too (`mirror`: no such index, a bad parameter,
  /// …).
  case unavailable(hosted: SearchError, mirror: SearchError)

  /// A sentence saying what failed.
  public var description: String {
    switch self {
    case .unavailable(let hosted, let mirror):
      return "The hosted service is unreachable (\(hosted)) and the local mirror failed (\(mirror))"
    }
  }
}
