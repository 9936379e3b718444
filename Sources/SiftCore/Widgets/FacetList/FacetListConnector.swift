/// Wires a facet list: its values from a searcher (the hits searcher's facet counts, or a facet
/// values search), its selection in a filter state, and any number of controllers.
///
/// ```swift
/// let brands = FacetListConnector(
///   searcher: searcher, filterState: filterState, attribute: "brand", operator: .or,
///   controller: brandList, presenter: FacetListPresenter(limit: 5))
/// ```
///
/// Each pick is one `filterState.edit { … }` transaction, so a searcher connected to the filter
/// state searches once per pick.
@MainActor
public final class FacetListConnector: Connector {
  /// The refinements the selection lives in.
  public let filterState: FilterState

  /// The faceted attribute.
  public let attribute: Attribute

  /// The values and the selection.
  public let interactor: FacetListInteractor

  /// The connections the connector owns.
  public let connections = ConnectionGroup()

  /// Creates a connector whose values are a hits searcher's facet counts (the attribute is added
  /// to the searcher's `facets`).
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose facet counts to show.
  ///   - filterState: The refinements.
  ///   - attribute: The faceted attribute.
  ///   - selectionMode: How many values can be selected at once.
  ///   - facets: The values shown before the first results, as InstantSearch's `facets:`.
  ///   - operator: `.or` for values combined with OR (disjunctive faceting), `.and` for AND.
  ///   - groupName: The filter group's name; the attribute's name by default.
  ///   - interactor: The list logic; a new one by default.
  public init(
    searcher: HitsSearcher, filterState: FilterState, attribute: Attribute,
    selectionMode: SelectionMode = .multiple, facets: [FacetValue] = [],
    operator: RefinementOperator, groupName: String? = nil, interactor: FacetListInteractor? = nil
  ) {
    self.filterState = filterState
    self.attribute = attribute
    self.interactor =
      interactor ?? FacetListInteractor(facets: facets, selectionMode: selectionMode)
    connections.add(self.interactor.connectSearcher(searcher, attribute: attribute))
    connections.add(
      self.interactor.connectFilterState(
        filterState, attribute: attribute, operator: `operator`, groupName: groupName))
  }

  /// Creates a connector whose values are a hits searcher's facet counts, with a first
  /// controller.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose facet counts to show.
  ///   - filterState: The refinements.
  ///   - attribute: The faceted attribute.
  ///   - selectionMode: How many values can be selected at once.
  ///   - facets: The values shown before the first results, as InstantSearch's `facets:`.
  ///   - operator: `.or` for values combined with OR (disjunctive faceting), `.and` for AND.
  ///   - groupName: The filter group's name; the attribute's name by default.
  ///   - controller: The view adapter.
  ///   - presenter: Orders and limits the values.
  public convenience init<Controller: FacetListController>(
    searcher: HitsSearcher, filterState: FilterState, attribute: Attribute,
    selectionMode: SelectionMode = .multiple, facets: [FacetValue] = [],
    operator: RefinementOperator, groupName: String? = nil, controller: Controller,
    presenter: FacetListPresenter = FacetListPresenter()
  ) {
    self.init(
      searcher: searcher, filterState: filterState, attribute: attribute,
      selectionMode: selectionMode, facets: facets, operator: `operator`, groupName: groupName)
    connectController(controller, presenter: presenter)
  }

  /// Creates a connector whose values come from a facet values search ("search for a brand"):
  /// the facet searcher searches the values of records matching the filter state, and a search
  /// box connected to it sets the text.
  ///
  /// - Parameters:
  ///   - facetSearcher: The searcher of the facet's values; its attribute is the list's.
  ///   - filterState: The refinements.
  ///   - selectionMode: How many values can be selected at once.
  ///   - facets: The values shown until the first facet values search answers.
  ///   - operator: `.or` for values combined with OR (disjunctive faceting), `.and` for AND.
  ///   - groupName: The filter group's name; the attribute's name by default.
  ///   - interactor: The list logic; a new one by default.
  public init(
    facetSearcher: FacetSearcher, filterState: FilterState,
    selectionMode: SelectionMode = .multiple, facets: [FacetValue] = [],
    operator: RefinementOperator, groupName: String? = nil, interactor: FacetListInteractor? = nil
  ) {
    let attribute = Attribute(facetSearcher.request.attribute)
    self.filterState = filterState
    self.attribute = attribute
    self.interactor =
      interactor ?? FacetListInteractor(facets: facets, selectionMode: selectionMode)
    connections.add(facetSearcher.connectFilterState(filterState))
    connections.add(self.interactor.connectFacetSearcher(facetSearcher))
    connections.add(
      self.interactor.connectFilterState(
        filterState, attribute: attribute, operator: `operator`, groupName: groupName))
  }

  /// Creates a connector whose values come from a facet values search, with a first controller.
  ///
  /// - Parameters:
  ///   - facetSearcher: The searcher of the facet's values; its attribute is the list's.
  ///   - filterState: The refinements.
  ///   - selectionMode: How many values can be selected at once.
  ///   - facets: The values shown until the first facet values search answers.
  ///   - operator: `.or` for values combined with OR (disjunctive faceting), `.and` for AND.
  ///   - groupName: The filter group's name; the attribute's name by default.
  ///   - controller: The view adapter.
  ///   - presenter: Orders and limits the values.
  public convenience init<Controller: FacetListController>(
    facetSearcher: FacetSearcher, filterState: FilterState,
    selectionMode: SelectionMode = .multiple, facets: [FacetValue] = [],
    operator: RefinementOperator, groupName: String? = nil, controller: Controller,
    presenter: FacetListPresenter = FacetListPresenter()
  ) {
    self.init(
      facetSearcher: facetSearcher, filterState: filterState, selectionMode: selectionMode,
      facets: facets, operator: `operator`, groupName: groupName)
    connectController(controller, presenter: presenter)
  }

  /// Adds a controller; connected at once if the connector is.
  ///
  /// - Parameters:
  ///   - controller: The view adapter.
  ///   - presenter: Orders and limits the values.
  public func connectController<Controller: FacetListController>(
    _ controller: Controller, presenter: FacetListPresenter = FacetListPresenter()
  ) {
    connections.add(interactor.connectController(controller, presenter: presenter))
  }
}
