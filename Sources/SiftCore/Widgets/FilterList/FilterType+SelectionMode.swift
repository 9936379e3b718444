extension FilterType {
  /// How many filters of this kind a filter list selects at once unless told otherwise, as
  /// InstantSearch's filter lists default it: one numeric filter (ranges and comparisons
  /// exclude one another), any number of facet or tag filters.
  public var defaultSelectionMode: SelectionMode {
    switch self {
    case .numeric: return .single
    case .facet, .tag: return .multiple
    }
  }
}
