/// Wires a clear-filters button to a filter state: clear some groups, or all but some.
///
/// ```swift
/// let clearAll = ClearFiltersConnector(filterState: filterState, controller: button)
/// let clearButPrice = ClearFiltersConnector(
///   filterState: filterState, groupIDs: [.and(name: "price")], mode: .except, controller: other)
/// ```
@MainActor
public final class ClearFiltersConnector: Connector {
  /// The refinements cleared.
  public let filterState: FilterState

  /// The clear requests.
  public let interactor: ClearFiltersInteractor

  /// The connections the connector owns.
  public let connections = ConnectionGroup()

  /// Creates a connector without a controller.
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - groupIDs: The groups named; with `.specified` and none named, everything is cleared.
  ///   - mode: Whether the named groups are the ones cleared or the ones kept.
  ///   - interactor: The logic; a new one by default.
  public init(
    filterState: FilterState, groupIDs: Set<FilterGroup.ID> = [],
    mode: ClearFiltersMode = .specified,
    interactor: ClearFiltersInteractor = ClearFiltersInteractor()
  ) {
    self.filterState = filterState
    self.interactor = interactor
    connections.add(interactor.connectFilterState(filterState, groupIDs: groupIDs, mode: mode))
  }

  /// Creates a connector with a first controller.
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - groupIDs: The groups named; with `.specified` and none named, everything is cleared.
  ///   - mode: Whether the named groups are the ones cleared or the ones kept.
  ///   - controller: The view adapter.
  public convenience init<Controller: ClearFiltersController>(
    filterState: FilterState, groupIDs: Set<FilterGroup.ID> = [],
    mode: ClearFiltersMode = .specified, controller: Controller
  ) {
    self.init(filterState: filterState, groupIDs: groupIDs, mode: mode)
    connectController(controller)
  }

  /// Adds a controller; connected at once if the connector is.
  ///
  /// - Parameter controller: The view adapter.
  public func connectController<Controller: ClearFiltersController>(_ controller: Controller) {
    connections.add(interactor.connectController(controller))
  }
}
