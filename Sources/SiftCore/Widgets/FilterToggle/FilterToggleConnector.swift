/// Wires a filter toggle: one filter on or off in a filter state (or a toggle between a filter
/// and a default one), and any number of controllers.
///
/// ```swift
/// let freeShipping = FilterToggleConnector(
///   filterState: filterState, filter: Filter.Facet(attribute: "free_shipping", boolValue: true),
///   controller: toggle) { _ in "Free shipping" }
/// ```
///
/// The filter goes to the and-group named after its attribute unless told otherwise. The filter
/// state says whether the toggle is on; `isSelected: true` turns it on at creation (the filter is
/// added, unless the group already holds it).
@MainActor
public final class FilterToggleConnector<F: FilterProtocol>: Connector {
  /// The refinements the state lives in.
  public let filterState: FilterState

  /// The filter, the default filter and the state.
  public let interactor: FilterToggleInteractor<F>

  /// The connections the connector owns.
  public let connections = ConnectionGroup()

  /// Creates a connector without a controller.
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - filter: The filter applied while on.
  ///   - defaultFilter: The filter applied while off, if any.
  ///   - isSelected: Whether to turn the toggle on at creation.
  ///   - operator: Whether the group is an and- (default) or an or-group.
  ///   - groupName: The group's name; the filter's attribute by default.
  public init(
    filterState: FilterState, filter: F, defaultFilter: F? = nil, isSelected: Bool = false,
    operator: RefinementOperator = .and, groupName: String? = nil
  ) {
    self.filterState = filterState
    self.interactor = FilterToggleInteractor(filter: filter, defaultFilter: defaultFilter)
    connections.add(
      interactor.connectFilterState(filterState, operator: `operator`, groupName: groupName))
    if isSelected && !interactor.isSelected {
      interactor.computeIsSelected(true)
    }
  }

  /// Creates a connector with a first controller.
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - filter: The filter applied while on.
  ///   - defaultFilter: The filter applied while off, if any.
  ///   - isSelected: Whether to turn the toggle on at creation.
  ///   - operator: Whether the group is an and- (default) or an or-group.
  ///   - groupName: The group's name; the filter's attribute by default.
  ///   - controller: The view adapter.
  ///   - presenter: Labels the filter.
  public convenience init<Controller: FilterToggleController>(
    filterState: FilterState, filter: F, defaultFilter: F? = nil, isSelected: Bool = false,
    operator: RefinementOperator = .and, groupName: String? = nil, controller: Controller,
    presenter: @escaping @MainActor (F) -> String = { DefaultFilterPresenter.present($0.filter) }
  ) {
    self.init(
      filterState: filterState, filter: filter, defaultFilter: defaultFilter,
      isSelected: isSelected, operator: `operator`, groupName: groupName)
    connectController(controller, presenter: presenter)
  }

  /// Adds a controller; connected at once if the connector is.
  ///
  /// - Parameters:
  ///   - controller: The view adapter.
  ///   - presenter: Labels the filter.
  public func connectController<Controller: FilterToggleController>(
    _ controller: Controller,
    presenter: @escaping @MainActor (F) -> String = { DefaultFilterPresenter.present($0.filter) }
  ) {
    connections.add(interactor.connectController(controller, presenter: presenter))
  }
}
