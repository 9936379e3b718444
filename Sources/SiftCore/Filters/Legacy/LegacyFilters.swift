/// Filters in Algolia's legacy array parameters, each a ``LegacyFilterList`` (a conjunction of single
/// filters and disjunctions).
///
/// ```swift
/// let legacy = filters.legacyForm
/// legacy.facetFilters    // [["brand:Apple", "brand:Sony"], "color:-red"]
/// legacy.numericFilters  // ["price:10.0 TO 20.0"]
/// legacy.tagFilters      // ["featured"]
/// query.facetFilters = legacy.facetFilters.elements.isEmpty ? nil : legacy.facetFilters
/// ```
///
/// Facet filters use `attribute:value` (negated `attribute:-value`, score suffix
/// `<score=N>`, for `optionalFilters` too), numeric filters `attribute>10.0` or
/// `attribute:10.0 TO 20.0`, tag filters `tag` / `-tag`. See ``Filter/Facet/legacyForm``,
/// ``Filter/Numeric/legacyForm`` and ``Filter/Tag/legacyForm``. An or-group is always a
/// disjunction (`[["brand:Apple"]]` for one filter), as InstantSearch renders it.
public struct LegacyFilters: Hashable, Sendable {
  /// The `facetFilters` (or `optionalFilters`) parameter.
  public var facetFilters: LegacyFilterList
  /// The `numericFilters` parameter.
  public var numericFilters: LegacyFilterList
  /// The `tagFilters` parameter.
  public var tagFilters: LegacyFilterList

  /// Creates a value.
  /// - Parameters:
  ///   - facetFilters: The `facetFilters` parameter.
  ///   - numericFilters: The `numericFilters` parameter.
  ///   - tagFilters: The `tagFilters` parameter.
  public init(
    facetFilters: LegacyFilterList = LegacyFilterList([]),
    numericFilters: LegacyFilterList = LegacyFilterList([]),
    tagFilters: LegacyFilterList = LegacyFilterList([])
  ) {
    self.facetFilters = facetFilters
    self.numericFilters = numericFilters
    self.tagFilters = tagFilters
  }

  /// Whether every parameter is empty.
  public var isEmpty: Bool {
    facetFilters.elements.isEmpty && numericFilters.elements.isEmpty
      && tagFilters.elements.isEmpty
  }

  mutating func append(_ element: LegacyFilterList.Element, for filterType: FilterType) {
    switch filterType {
    case .facet: facetFilters.elements.append(element)
    case .numeric: numericFilters.elements.append(element)
    case .tag: tagFilters.elements.append(element)
    }
  }
}
