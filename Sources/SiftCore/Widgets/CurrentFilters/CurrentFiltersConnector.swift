/// Wires current filters: the active filters of a filter state (optionally some groups only)
/// and any number of controllers that show them and remove them.
///
/// ```swift
/// let current = CurrentFiltersConnector(filterState: filterState, controller: chips)
/// ```
@MainActor
public final class CurrentFiltersConnector: Connector {
  /// The refinements shown.
  public let filterState: FilterState

  /// The items and removals.
  public let interactor: CurrentFiltersInteractor

  /// The connections the connector owns.
  public let connections = ConnectionGroup()

  /// Creates a connector without a controller.
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - groupIDs: The groups to show; every group when `nil`.
  ///   - interactor: The logic; a new one by default.
  public init(
    filterState: FilterState, groupIDs: Set<FilterGroup.ID>? = nil,
    interactor: CurrentFiltersInteractor = CurrentFiltersInteractor()
  ) {
    self.filterState = filterState
    self.interactor = interactor
    connections.add(interactor.connectFilterState(filterState, groupIDs: groupIDs))
  }

  /// Creates a connector with a first controller.
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - groupIDs: The groups to show; every group when `nil`.
  ///   - controller: The view adapter.
  ///   - presenter: Labels a filter.
  public convenience init<Controller: CurrentFiltersController>(
    filterState: FilterState, groupIDs: Set<FilterGroup.ID>? = nil, controller: Controller,
    presenter: @escaping @MainActor (Filter) -> String = DefaultFilterPresenter.present
  ) {
    self.init(filterState: filterState, groupIDs: groupIDs)
    connectController(controller, presenter: presenter)
  }

  /// Adds a controller; connected at once if the connector is.
  ///
  /// - Parameters:
  ///   - controller: The view adapter.
  ///   - presenter: Labels a filter.
  public func connectController<Controller: CurrentFiltersController>(
    _ controller: Controller,
    presenter: @escaping @MainActor (Filter) -> String = DefaultFilterPresenter.present
  ) {
    connections.add(interactor.connectController(controller, presenter: presenter))
  }
}
