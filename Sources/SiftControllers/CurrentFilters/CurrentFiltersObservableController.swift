import Observation
import SiftCore

/// Headless current filters (chips) for SwiftUI or any renderer that observes state.
///
/// ```swift
/// let chips = CurrentFiltersObservableController()
/// let current = CurrentFiltersConnector(filterState: filterState, controller: chips)
/// // ForEach(chips.items, id: \.self) { item in Button(item.text) { chips.remove(item) } }
/// ```
@MainActor
@Observable
public final class CurrentFiltersObservableController: CurrentFiltersController {
  /// Set by the connection: called with the item the user removes.
  @ObservationIgnored public var onRemoveItem: ((FilterAndID) -> Void)?

  /// The active filters, in order.
  public private(set) var items: [FilterAndID] = []

  /// Creates an empty controller.
  public init() {}

  /// Removes an item, as a user would.
  ///
  /// - Parameter item: The item.
  public func remove(_ item: FilterAndID) {
    onRemoveItem?(item)
  }

  /// Shows the items.
  ///
  /// - Parameter items: The active filters.
  public func setItems(_ items: [FilterAndID]) {
    self.items = items
  }

  /// Nothing to redraw: observers see the new state.
  public func reload() {}
}
