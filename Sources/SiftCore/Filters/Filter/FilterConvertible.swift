/// A value that can be stored in a ``FilterState``: ``Filter`` or one of its concrete kinds.
public protocol FilterConvertible: Hashable, Sendable {
  /// The type-erased filter.
  var filter: Filter { get }
}
