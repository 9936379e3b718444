import Observation
import SiftCore

/// A headless list of selectable items (a filter list, or a facet list without show more), for
/// SwiftUI or any renderer that observes state.
///
/// ```swift
/// let colors = SelectableListObservableController<Filter.Facet>()
/// let colorList = FacetFilterListConnector(
///   filterState: filterState, filters: [red, blue], selectionMode: .single, operator: .and,
///   groupName: "color", controller: colors
/// )
/// ```
@MainActor
@Observable
public final class SelectableListObservableController<Item>: SelectableListController {
  /// Set by the connection: called with the item the user picks.
  @ObservationIgnored public var onClick: ((Item) -> Void)?

  /// The items, in order, with their selection.
  public private(set) var items: [SelectableItem<Item>] = []

  /// Creates an empty controller.
  public init() {}

  /// Picks an item, as a user would.
  ///
  /// - Parameter item: The item.
  public func select(_ item: Item) {
    onClick?(item)
  }

  /// Shows the items.
  ///
  /// - Parameter selectableItems: The items with their selection.
  public func setSelectableItems(_ selectableItems: [SelectableItem<Item>]) {
    items = selectableItems
  }

  /// Nothing to redraw: observers see the new state.
  public func reload() {}
}
