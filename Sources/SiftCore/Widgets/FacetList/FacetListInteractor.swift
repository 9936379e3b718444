/// The business logic of a facet list: a facet's values, the selected ones, and the selection
/// mode. Values come from a ``HitsSearcher``'s facets or a ``FacetSearcher``; the selection
/// lives in a ``FilterState``.
///
/// ```swift
/// let brands = FacetListInteractor(selectionMode: .multiple)
/// brands.connectSearcher(searcher, attribute: "brand")
/// brands.connectFilterState(filterState, attribute: "brand", operator: .or)
/// brands.connectController(brandList, presenter: FacetListPresenter(limit: 5))
/// ```
public typealias FacetListInteractor = SelectableListInteractor<String, FacetValue>

extension SelectableListInteractor where Key == String, Item == FacetValue {
  /// Creates a facet list interactor; a value is identified by its string.
  ///
  /// - Parameters:
  ///   - facets: The initial values.
  ///   - selectionMode: How many values can be selected at once.
  public convenience init(facets: [FacetValue] = [], selectionMode: SelectionMode = .multiple) {
    self.init(items: facets, selectionMode: selectionMode) { $0.value }
  }

  /// The values with their selection, plus each selected value the values do not list, with a
  /// count of 0: a selection stays visible when its count drops to nothing.
  public var selectableFacetValues: [SelectableItem<FacetValue>] {
    var rows = selectableItems
    let listed = Set(items.map(\.value))
    for value in selections.sorted() where !listed.contains(value) {
      rows.append(
        SelectableItem(
          item: FacetValue(value: value, count: 0, highlighted: value), isSelected: true))
    }
    return rows
  }
}
