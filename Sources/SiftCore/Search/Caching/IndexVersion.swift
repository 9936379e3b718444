/// An opaque token for the content of an index at one moment: two tokens are the same version
/// while they name the same live object.
///
/// A ``VersionedSearchService`` hands them out; ``CachingSearchService`` keeps the version a
/// response was computed from, and serves it again only while the index still has that
/// version. The token holds its object weakly, so a cache never keeps an old index alive, and a
/// version whose object is gone matches nothing.
///
/// ```swift
/// let version = IndexVersion(of: snapshot)  // the immutable state searches read
/// version.isSame(as: IndexVersion(of: snapshot))  // true while `snapshot` lives
/// ```
public struct IndexVersion: Sendable {
  private final class WeakIdentity: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  private let identity: WeakIdentity

  /// The version embodied by `object`: typically the immutable state an index's searches read,
  /// replaced by every write.
  ///
  /// - Parameter object: The object whose identity is the version; held weakly.
  public init(of object: AnyObject) {
    identity = WeakIdentity(object)
  }

  /// Whether both tokens name the same object, and it is still alive.
  ///
  /// - Parameter other: Another token.
  /// - Returns: `true` when the versions are the same.
  public func isSame(as other: IndexVersion) -> Bool {
    guard let mine = identity.object, let theirs = other.identity.object else { return false }
    return mine === theirs
  }
}
