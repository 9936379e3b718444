/// Wires a hierarchical menu (`categories.lvl0` … `lvlN`): each level's values from a searcher,
/// the selected path in a filter state's hierarchical group, and any number of menu and
/// breadcrumb controllers.
///
/// ```swift
/// let categories = HierarchicalMenuConnector(
///   searcher: searcher, filterState: filterState,
///   facet: HierarchicalFacet(attributePrefix: "categories", levels: 3), groupName: "categories",
///   controller: tree)
/// categories.connectBreadcrumbController(crumbs)
/// ```
@MainActor
public final class HierarchicalMenuConnector: Connector {
  /// The refinements the path lives in.
  public let filterState: FilterState

  /// The levels' values and the selected path.
  public let interactor: HierarchicalMenuInteractor

  /// The connections the connector owns.
  public let connections = ConnectionGroup()

  /// Creates a connector without a controller.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose facet counts to show.
  ///   - filterState: The refinements.
  ///   - facet: The level attributes and the separator.
  ///   - groupName: The hierarchical group's name; InstantSearch's, `_hierarchical`, by default.
  public init(
    searcher: HitsSearcher, filterState: FilterState, facet: HierarchicalFacet,
    groupName: String = HierarchicalFacet.defaultGroupName
  ) {
    self.filterState = filterState
    self.interactor = HierarchicalMenuInteractor(facet: facet)
    connections.add(interactor.connectSearcher(searcher))
    connections.add(interactor.connectFilterState(filterState, groupName: groupName))
  }

  /// Creates a connector with a first menu controller.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose facet counts to show.
  ///   - filterState: The refinements.
  ///   - facet: The level attributes and the separator.
  ///   - groupName: The hierarchical group's name; InstantSearch's, `_hierarchical`, by default.
  ///   - controller: The menu's view adapter.
  public convenience init<Controller: HierarchicalMenuController>(
    searcher: HitsSearcher, filterState: FilterState, facet: HierarchicalFacet,
    groupName: String = HierarchicalFacet.defaultGroupName, controller: Controller
  ) {
    self.init(searcher: searcher, filterState: filterState, facet: facet, groupName: groupName)
    connectController(controller)
  }

  /// Adds a menu controller; connected at once if the connector is.
  ///
  /// - Parameter controller: The view adapter.
  public func connectController<Controller: HierarchicalMenuController>(_ controller: Controller) {
    connections.add(interactor.connectController(controller))
  }

  /// Adds a breadcrumb controller; connected at once if the connector is.
  ///
  /// - Parameter controller: The view adapter.
  public func connectBreadcrumbController<Controller: HierarchicalBreadcrumbController>(
    _ controller: Controller
  ) {
    connections.add(interactor.connectBreadcrumbController(controller))
  }
}
