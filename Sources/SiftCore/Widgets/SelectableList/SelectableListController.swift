/// A view that shows a list of items, some selected, and lets the user pick them: a facet list,
/// a filter list.
///
/// ```swift
/// final class BrandList: SelectableListController {
///   var onClick: ((FacetValue) -> Void)?
///   var rows: [SelectableItem<FacetValue>] = []
///   func setSelectableItems(_ selectableItems: [SelectableItem<FacetValue>]) { rows = selectableItems }
///   func reload() { /* redraw */ }
/// }
/// ```
@MainActor
public protocol SelectableListController: AnyObject {
  /// What a row shows.
  associatedtype Item

  /// Set by the connection: call it with the item the user picked.
  var onClick: ((Item) -> Void)? { get set }

  /// Shows the items, in order, with their selection.
  ///
  /// - Parameter selectableItems: The rows.
  func setSelectableItems(_ selectableItems: [SelectableItem<Item>])

  /// Redraws the list; called after each ``setSelectableItems(_:)``.
  func reload()
}
