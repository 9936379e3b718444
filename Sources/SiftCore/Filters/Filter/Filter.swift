/// A single refinement of a search: a facet, numeric or tag filter.
///
/// `Filter` is the type-erased form of ``Filter/Facet``, ``Filter/Numeric`` and ``Filter/Tag``,
/// usable in sets and dictionaries; it also namespaces those three types.
///
/// ```swift
/// let filters: Set<Filter> = [
///   .facet(Filter.Facet(attribute: "brand", value: "Apple")),
///   .numeric(Filter.Numeric(attribute: "price", operator: .greaterThan, value: 10)),
///   .tag(Filter.Tag(value: "featured")),
/// ]
/// ```
public enum Filter: Hashable, Sendable {
  /// A facet filter (`"brand":"Apple"`).
  case facet(Facet)
  /// A numeric comparison or range filter (`"price" > 10.0`, `"price":10.0 TO 20.0`).
  case numeric(Numeric)
  /// A tag filter (`"_tags":"featured"`).
  case tag(Tag)

  /// Wraps any concrete filter.
  /// - Parameter filter: A facet, numeric or tag filter, or a `Filter`.
  public init(_ filter: some FilterConvertible) {
    self = filter.filter
  }

  /// The attribute the filter applies to (`_tags` for tag filters).
  public var attribute: Attribute {
    switch self {
    case .facet(let facet): return facet.attribute
    case .numeric(let numeric): return numeric.attribute
    case .tag(let tag): return tag.attribute
    }
  }

  /// Whether the filter excludes the records it describes.
  public var isNegated: Bool {
    get {
      switch self {
      case .facet(let facet): return facet.isNegated
      case .numeric(let numeric): return numeric.isNegated
      case .tag(let tag): return tag.isNegated
      }
    }
    set {
      switch self {
      case .facet(var facet):
        facet.isNegated = newValue
        self = .facet(facet)
      case .numeric(var numeric):
        numeric.isNegated = newValue
        self = .numeric(numeric)
      case .tag(var tag):
        tag.isNegated = newValue
        self = .tag(tag)
      }
    }
  }

  /// The kind of the wrapped filter.
  public var filterType: FilterType {
    switch self {
    case .facet: return .facet
    case .numeric: return .numeric
    case .tag: return .tag
    }
  }

  /// The same filter with its negation flipped.
  /// - Returns: A copy whose ``isNegated`` is the opposite of this one's.
  public func negated() -> Filter {
    var copy = self
    copy.isNegated.toggle()
    return copy
  }
}

extension Filter: FilterConvertible {
  /// The filter itself.
  public var filter: Filter { self }
}
