/// Wires a filter list: a fixed list of facet, numeric or tag filters, its selection in a filter
/// state, and any number of controllers.
///
/// ```swift
/// let bands = NumericFilterListConnector(
///   filterState: filterState,
///   filters: [Filter.Numeric(attribute: "price", range: 0...50),
///             Filter.Numeric(attribute: "price", range: 50...100)],
///   selectionMode: .single, operator: .and, groupName: "price", controller: list)
/// ```
@MainActor
public final class FilterListConnector<F: FilterProtocol>: Connector {
  /// The refinements the selection lives in.
  public let filterState: FilterState

  /// The filters and the selection.
  public let interactor: FilterListInteractor<F>

  /// The connections the connector owns.
  public let connections = ConnectionGroup()

  /// Creates a connector without a controller.
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - filters: The filters to offer, in order.
  ///   - selectionMode: How many filters can be selected at once; by default, the kind of
  ///     filter's (``FilterType/defaultSelectionMode``).
  ///   - operator: Whether the selected filters combine with OR or AND.
  ///   - groupName: The filter group's name.
  public init(
    filterState: FilterState, filters: [F] = [],
    selectionMode: SelectionMode = F.filterType.defaultSelectionMode,
    operator: RefinementOperator, groupName: String
  ) {
    self.filterState = filterState
    self.interactor = FilterListInteractor(items: filters, selectionMode: selectionMode)
    connections.add(
      interactor.connectFilterState(filterState, operator: `operator`, groupName: groupName))
  }

  /// Creates a connector with a first controller.
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - filters: The filters to offer, in order.
  ///   - selectionMode: How many filters can be selected at once; by default, the kind of
  ///     filter's (``FilterType/defaultSelectionMode``).
  ///   - operator: Whether the selected filters combine with OR or AND.
  ///   - groupName: The filter group's name.
  ///   - controller: The view adapter.
  public convenience init<Controller: FilterListController>(
    filterState: FilterState, filters: [F] = [],
    selectionMode: SelectionMode = F.filterType.defaultSelectionMode,
    operator: RefinementOperator, groupName: String, controller: Controller
  ) where Controller.Item == F {
    self.init(
      filterState: filterState, filters: filters, selectionMode: selectionMode,
      operator: `operator`, groupName: groupName)
    connectController(controller)
  }

  /// Adds a controller; connected at once if the connector is.
  ///
  /// - Parameter controller: The view adapter.
  public func connectController<Controller: FilterListController>(_ controller: Controller)
  where Controller.Item == F {
    connections.add(interactor.connectController(controller))
  }
}

/// Wires a list of facet filters.
public typealias FacetFilterListConnector = FilterListConnector<Filter.Facet>

/// Wires a list of numeric filters.
public typealias NumericFilterListConnector = FilterListConnector<Filter.Numeric>

/// Wires a list of tag filters.
public typealias TagFilterListConnector = FilterListConnector<Filter.Tag>
