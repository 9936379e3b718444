/// The business logic of a filter list: a fixed list of filters, the selected ones, and the
/// selection mode; the selection lives in a ``FilterState``.
///
/// ```swift
/// let bands = NumericFilterListInteractor(
///   items: [Filter.Numeric(attribute: "price", range: 0...50),
///           Filter.Numeric(attribute: "price", range: 50...100)],
///   selectionMode: .single)
/// bands.connectFilterState(filterState, operator: .and, groupName: "price")
/// ```
public typealias FilterListInteractor<F: FilterProtocol> = SelectableListInteractor<F, F>

/// A list of facet filters.
public typealias FacetFilterListInteractor = FilterListInteractor<Filter.Facet>

/// A list of numeric filters.
public typealias NumericFilterListInteractor = FilterListInteractor<Filter.Numeric>

/// A list of tag filters.
public typealias TagFilterListInteractor = FilterListInteractor<Filter.Tag>

extension SelectableListInteractor where Key == Item, Item: FilterProtocol {
  /// Creates a filter list with its kind of filter's default selection mode
  /// (``FilterType/defaultSelectionMode``): single for numeric filters, multiple for facet and
  /// tag filters.
  ///
  /// ```swift
  /// let sizes = FilterListInteractor<Filter.Numeric>()  // selects one range at a time
  /// ```
  ///
  /// - Parameters:
  ///   - items: The filters to offer, in order.
  ///   - selections: The filters selected at first.
  public convenience init(items: [Item] = [], selections: Set<Key> = []) {
    self.init(
      items: items, selections: selections, selectionMode: Item.filterType.defaultSelectionMode)
  }
}
