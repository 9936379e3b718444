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
