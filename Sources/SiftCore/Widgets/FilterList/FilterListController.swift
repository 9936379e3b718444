/// A view that shows a list of filters (facet, numeric or tag), some selected, and lets the
/// user pick them.
///
/// ```swift
/// final class PriceBands: FilterListController {
///   var onClick: ((Filter.Numeric) -> Void)?
///   var rows: [SelectableItem<Filter.Numeric>] = []
///   func setSelectableItems(_ selectableItems: [SelectableItem<Filter.Numeric>]) { rows = selectableItems }
///   func reload() {}
/// }
/// ```
@MainActor
public protocol FilterListController: SelectableListController where Item: FilterProtocol {}
