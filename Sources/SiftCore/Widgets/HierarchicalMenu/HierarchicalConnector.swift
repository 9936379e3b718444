/// InstantSearch's name for ``HierarchicalMenuConnector``: a hierarchical menu's connector.
/// Its controller protocol is ``HierarchicalController`` (``HierarchicalMenuController``).
///
/// ```swift
/// let categories = HierarchicalConnector(
///   searcher: searcher, filterState: filterState,
///   hierarchicalAttributes: ["categories.lvl0", "categories.lvl1"], separator: " > ",
///   controller: menu)
/// ```
public typealias HierarchicalConnector = HierarchicalMenuConnector

extension HierarchicalMenuConnector {
  /// Creates a connector as InstantSearch's does, from the level attributes and the separator,
  /// with InstantSearch's group name, `_hierarchical`; live at once.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose facet counts to show.
  ///   - filterState: The refinements.
  ///   - hierarchicalAttributes: The level attributes, from the top level down.
  ///   - separator: What joins the levels in a value (`" > "`).
  public convenience init(
    searcher: HitsSearcher, filterState: FilterState, hierarchicalAttributes: [String],
    separator: String
  ) {
    self.init(
      searcher: searcher, filterState: filterState,
      facet: HierarchicalFacet(
        attributes: hierarchicalAttributes.map { Attribute($0) }, separator: separator))
  }

  /// Creates a connector as InstantSearch's does, with a first controller; live at once.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose facet counts to show.
  ///   - filterState: The refinements.
  ///   - hierarchicalAttributes: The level attributes, from the top level down.
  ///   - separator: What joins the levels in a value (`" > "`).
  ///   - controller: The menu's view adapter.
  public convenience init<Controller: HierarchicalMenuController>(
    searcher: HitsSearcher, filterState: FilterState, hierarchicalAttributes: [String],
    separator: String, controller: Controller
  ) {
    self.init(
      searcher: searcher, filterState: filterState,
      hierarchicalAttributes: hierarchicalAttributes, separator: separator)
    connectController(controller)
  }
}
