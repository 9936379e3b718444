/// Wires dynamic facets: the attributes and values a searcher's responses order through
/// `renderingContent.facetOrdering`, the selections in a filter state (per-attribute selection
/// mode and group), and any number of controllers.
///
/// ```swift
/// let dynamic = DynamicFacetListConnector(
///   searcher: searcher, filterState: filterState,
///   selectionModeForAttribute: ["color": .single],
///   filterGroupForAttribute: ["brand": .or(name: "brand", filterType: .facet)],
///   controller: sidebar)
/// ```
@MainActor
public final class DynamicFacetListConnector: Connector {
  /// The refinements the selections live in.
  public let filterState: FilterState

  /// The ordered facets and the selections.
  public let interactor: DynamicFacetListInteractor

  /// The connections the connector owns.
  public let connections = ConnectionGroup()

  /// Creates a connector without a controller.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose responses give the facets and their order.
  ///   - filterState: The refinements.
  ///   - orderedFacets: The facets shown until the first response orders them.
  ///   - selections: Values to select at once, by attribute; an attribute the filter state
  ///     already has a selection for keeps it.
  ///   - selectionModeForAttribute: Selection modes; `.multiple` for attributes not listed.
  ///   - filterGroupForAttribute: Filter groups; the and-group named after the attribute for
  ///     attributes not listed.
  public init(
    searcher: HitsSearcher, filterState: FilterState, orderedFacets: [AttributedFacets] = [],
    selections: [Attribute: Set<String>] = [:],
    selectionModeForAttribute: [Attribute: SelectionMode] = [:],
    filterGroupForAttribute: [Attribute: FilterGroup.ID] = [:]
  ) {
    self.filterState = filterState
    self.interactor = DynamicFacetListInteractor(
      orderedFacets: orderedFacets, selections: selections,
      selectionModeForAttribute: selectionModeForAttribute,
      filterGroupForAttribute: filterGroupForAttribute)
    connections.add(interactor.connectSearcher(searcher))
    connections.add(interactor.connectFilterState(filterState))
    var initial = interactor.selections
    for (attribute, values) in selections where (initial[attribute] ?? []).isEmpty {
      initial[attribute] = values.isEmpty ? nil : values
    }
    if initial != interactor.selections {
      interactor.onSelectionsComputed.fire(initial)
    }
  }

  /// Creates a connector with a first controller.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose responses give the facets and their order.
  ///   - filterState: The refinements.
  ///   - selectionModeForAttribute: Selection modes; `.multiple` for attributes not listed.
  ///   - filterGroupForAttribute: Filter groups; the and-group named after the attribute for
  ///     attributes not listed.
  ///   - controller: The view adapter.
  public convenience init<Controller: DynamicFacetListController>(
    searcher: HitsSearcher, filterState: FilterState,
    selectionModeForAttribute: [Attribute: SelectionMode] = [:],
    filterGroupForAttribute: [Attribute: FilterGroup.ID] = [:], controller: Controller
  ) {
    self.init(
      searcher: searcher, filterState: filterState,
      selectionModeForAttribute: selectionModeForAttribute,
      filterGroupForAttribute: filterGroupForAttribute)
    connectController(controller)
  }

  /// Adds a controller; connected at once if the connector is.
  ///
  /// - Parameter controller: The view adapter.
  public func connectController<Controller: DynamicFacetListController>(_ controller: Controller) {
    connections.add(interactor.connectController(controller))
  }
}
