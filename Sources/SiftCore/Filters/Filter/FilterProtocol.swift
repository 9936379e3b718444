/// What the concrete filter kinds (``Filter/Facet``, ``Filter/Numeric``, ``Filter/Tag``) share.
///
/// Generic group accessors (`filterState[or: "brand", Filter.Facet.self]`) are typed by it.
public protocol FilterProtocol: FilterConvertible {
  /// The kind of filter this type is.
  static var filterType: FilterType { get }

  /// The attribute the filter applies to.
  var attribute: Attribute { get }

  /// Whether the filter excludes the records it describes.
  var isNegated: Bool { get set }

  /// Unwraps a type-erased filter of this kind.
  /// - Parameter filter: A type-erased filter.
  /// - Returns: `nil` when `filter` is of another kind.
  init?(_ filter: Filter)
}

extension FilterProtocol {
  /// The same filter with its negation flipped.
  /// - Returns: A copy whose `isNegated` is the opposite of this one's.
  public func negated() -> Self {
    var copy = self
    copy.isNegated.toggle()
    return copy
  }
}
