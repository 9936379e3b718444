/// The business logic of one item that can be selected: the item, whether it is selected, and
/// the selections the user asks for (InstantSearch's generic `SelectableInteractor`).
///
/// As in InstantSearch, the user's request (``computeIsSelected(selecting:)``) fires
/// ``onSelectedComputed``; a connection applies it (to a filter state, say), which in turn sets
/// ``isSelected``.
///
/// ```swift
/// let freeShipping = SelectableInteractor(item: Filter.Facet(attribute: "free_shipping", boolValue: true))
/// freeShipping.connectFilterState(filterState)
/// freeShipping.connectController(freeShippingSwitch)
/// freeShipping.computeIsSelected(selecting: true)  // adds the filter; isSelected follows
/// ```
@MainActor
public final class SelectableInteractor<Item> {
  /// Fires with the item each time it is set.
  public let onItemChanged = Event<Item>()

  /// Fires with the selection each time it changes.
  public let onSelectedChanged = Event<Bool>()

  /// Fires with the selection the user asks for.
  public let onSelectedComputed = Event<Bool>()

  /// The item. Setting it fires ``onItemChanged``.
  public var item: Item {
    didSet { onItemChanged.fire(item) }
  }

  /// Whether the item is selected. Setting a different value fires ``onSelectedChanged``.
  public var isSelected: Bool {
    didSet {
      if isSelected != oldValue { onSelectedChanged.fire(isSelected) }
    }
  }

  /// Creates an interactor.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - isSelected: Whether it starts selected.
  public init(item: Item, isSelected: Bool = false) {
    self.item = item
    self.isSelected = isSelected
  }

  /// Asks for the item to be selected or not; fires ``onSelectedComputed``.
  ///
  /// - Parameter selecting: The selection asked for.
  public func computeIsSelected(selecting: Bool) {
    onSelectedComputed.fire(selecting)
  }
}
