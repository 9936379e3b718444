import SiftCore

/// A headless filter list (facet, numeric or tag filters) for SwiftUI or any renderer that
/// observes state: the selectable list controller, for filters.
///
/// ```swift
/// let bands = FilterListObservableController<Filter.Numeric>()
/// let priceBands = NumericFilterListConnector(
///   filterState: filterState, filters: priceBands, selectionMode: .single, operator: .and,
///   groupName: "price", controller: bands
/// )
/// ```
public typealias FilterListObservableController<F: FilterProtocol> =
  SelectableListObservableController<F>

extension SelectableListObservableController: FilterListController where Item: FilterProtocol {}
