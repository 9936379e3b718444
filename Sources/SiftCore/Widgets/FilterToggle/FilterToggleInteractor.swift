/// The business logic of a filter toggle: one filter on or off, and optionally a default filter
/// applied while it is off (a toggle between two filters).
///
/// A user's toggle is *computed* first (``computeIsSelected(_:)`` fires
/// ``onSelectionComputed``); the filter state connection applies it, and the applied state comes
/// back as ``isSelected``.
///
/// ```swift
/// let freeShipping = FilterToggleInteractor(
///   filter: Filter.Facet(attribute: "free_shipping", boolValue: true))
/// freeShipping.connectFilterState(filterState)
/// freeShipping.toggle()
/// ```
@MainActor
public final class FilterToggleInteractor<F: FilterProtocol> {
  /// Fires with the applied state each time it changes.
  public let onSelectionChanged = Event<Bool>()

  /// Fires with the state a user asks for, before it is applied.
  public let onSelectionComputed = Event<Bool>()

  /// The filter applied while the toggle is on.
  public let filter: F

  /// The filter applied while the toggle is off, if any.
  public let defaultFilter: F?

  /// Whether the filter is applied. Setting a different value fires ``onSelectionChanged``.
  public var isSelected: Bool {
    didSet {
      if isSelected != oldValue { onSelectionChanged.fire(isSelected) }
    }
  }

  /// Creates an interactor.
  ///
  /// - Parameters:
  ///   - filter: The filter applied while on.
  ///   - defaultFilter: The filter applied while off, if any.
  ///   - isSelected: The initial state (the filter state's wins once connected).
  public init(filter: F, defaultFilter: F? = nil, isSelected: Bool = false) {
    self.filter = filter
    self.defaultFilter = defaultFilter
    self.isSelected = isSelected
  }

  /// Reports the state a user asks for, to be applied by the connections.
  ///
  /// - Parameter isSelected: Whether the filter should be applied.
  public func computeIsSelected(_ isSelected: Bool) {
    onSelectionComputed.fire(isSelected)
  }

  /// Asks for the opposite of the applied state.
  public func toggle() {
    computeIsSelected(!isSelected)
  }
}
