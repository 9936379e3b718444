/// The business logic of a clear-filters button: the user's request to clear, applied by the
/// filter state connection.
///
/// ```swift
/// let clear = ClearFiltersInteractor()
/// clear.connectFilterState(filterState, groupIDs: [.and(name: "price")], mode: .except)
/// clear.trigger()  // clears every group but "price", in one transaction
/// ```
@MainActor
public final class ClearFiltersInteractor {
  /// Fires each time the user asks to clear.
  public let onTriggered = Event<Void>()

  /// Creates an interactor.
  public init() {}

  /// Reports a request to clear, to be applied by the connections.
  public func trigger() {
    onTriggered.fire(())
  }
}
