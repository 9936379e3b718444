import Observation
import SiftCore

/// A headless facet list with show more / show less, for SwiftUI or any renderer that observes
/// state.
///
/// ```swift
/// let brands = FacetListObservableController()
/// let brandList = FacetListConnector(
///   searcher: searcher, filterState: filterState, attribute: "brand", operator: .or,
///   controller: brands, presenter: FacetListPresenter(limit: 5)
/// )
/// // ForEach(brands.items, id: \.item.value) { row in Button(row.item.value) { brands.select(row.item) } }
/// ```
@MainActor
@Observable
public final class FacetListObservableController: FacetListController {
  /// Set by the connection: called with the value the user picks.
  @ObservationIgnored public var onClick: ((FacetValue) -> Void)?

  /// Set by the connection: called when the user asks for more, or fewer, values.
  @ObservationIgnored public var onShowMoreToggled: (() -> Void)?

  /// The visible values, in order, with their selection.
  public private(set) var items: [SelectableItem<FacetValue>] = []

  /// The show more / show less control; `nil` when every value is shown.
  public private(set) var showMore: ShowMoreState?

  /// Creates an empty controller.
  public init() {}

  /// Picks a value, as a user would.
  ///
  /// - Parameter facet: The value.
  public func select(_ facet: FacetValue) {
    onClick?(facet)
  }

  /// Picks the value named `value`, if it is shown.
  ///
  /// - Parameter value: The value's string.
  public func select(value: String) {
    if let row = items.first(where: { $0.item.value == value }) {
      select(row.item)
    }
  }

  /// Shows more values, or fewer, as the control's user would.
  public func toggleShowMore() {
    onShowMoreToggled?()
  }

  /// Shows the values.
  ///
  /// - Parameter selectableItems: The values with their selection.
  public func setSelectableItems(_ selectableItems: [SelectableItem<FacetValue>]) {
    items = selectableItems
  }

  /// Shows the show more control's state.
  ///
  /// - Parameter state: The state.
  public func setShowMore(_ state: ShowMoreState?) {
    showMore = state
  }

  /// Nothing to redraw: observers see the new state.
  public func reload() {}
}
