/// Reads and writes one hierarchical group of a ``FilterState``: its level attributes, its
/// selected path and its filter (the path's deepest facet filter); get one with
/// `filterState[hierarchical: "name"]`.
///
/// ```swift
/// let menu = HierarchicalFacet(attributePrefix: "hierarchicalCategories", levels: 3)
/// let categories = filterState[hierarchical: "categories"]
/// try categories.select("Cameras & Camcorders > Digital Cameras", in: menu)
/// categories.path.map(\.value)  // ["Cameras & Camcorders", "Cameras & Camcorders > Digital Cameras"]
/// categories.filter?.attribute  // hierarchicalCategories.lvl1
/// ```
@MainActor
public struct HierarchicalGroupAccessor: GroupAccessor {
  /// The filter state the group belongs to.
  public let filterState: FilterState
  /// The group's name.
  public let name: String

  /// The group's identifier.
  public var groupID: FilterGroup.ID { .hierarchical(name: name) }

  /// The level attributes, from the top level down.
  public var attributes: [Attribute] {
    filterState.filters.hierarchicalAttributes(forGroupNamed: name)
  }

  /// The selected path: one facet filter per level down to the selection.
  public var path: [Filter.Facet] {
    filterState.filters.hierarchicalPath(forGroupNamed: name)
  }

  /// The group's filter: the deepest selected level's facet filter, if any.
  public var filter: Filter.Facet? {
    filterState.getFilters(forGroupWithID: groupID).lazy.compactMap(Filter.Facet.init).first
  }

  /// The group's filters (a selection holds one: its deepest level's).
  public var filters: Set<Filter.Facet> {
    Set(filterState.getFilters(forGroupWithID: groupID).compactMap(Filter.Facet.init))
  }

  /// Whether the group holds a filter.
  /// - Parameter filter: The filter.
  /// - Returns: `true` when it does.
  public func contains(_ filter: Filter.Facet) -> Bool {
    filterState.contains(filter, inGroupWithID: groupID)
  }

  /// The group's filters on one attribute (one level).
  /// - Parameter attribute: A level attribute.
  /// - Returns: The filters.
  public func filters(for attribute: Attribute) -> Set<Filter.Facet> {
    filters.filter { $0.attribute == attribute }
  }

  /// Adds facet filters to the group, as InstantSearch's accessor does, firing at most once.
  /// The path stays as it is: to select a value with its path, use ``select(_:in:)``.
  ///
  /// ```swift
  /// filterState[hierarchical: "_hierarchical"].add(Filter.Facet(attribute: "categories.lvl1", stringValue: "A > B"))
  /// ```
  /// - Parameter filters: The filters.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func add(_ filters: Filter.Facet...) -> Bool {
    filterState.add(contentsOf: filters, toGroupWithID: groupID)
  }

  /// Removes facet filters from the group, firing at most once.
  /// - Parameter filters: The filters.
  /// - Returns: Whether the group held any of them.
  @discardableResult
  public func remove(_ filters: Filter.Facet...) -> Bool {
    filterState.remove(contentsOf: filters, fromGroupWithID: groupID)
  }

  /// Toggles facet filters, each on its own, firing at most once.
  /// - Parameter filters: The filters.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func toggle(_ filters: Filter.Facet...) -> Bool {
    filterState.toggle(contentsOf: filters, inGroupWithID: groupID)
  }

  /// Sets the level attributes.
  /// - Parameter attributes: The attributes, from the top level down.
  public func set(_ attributes: [Attribute]) {
    filterState.update { $0.setHierarchicalAttributes(attributes, forGroupNamed: name) }
  }

  /// Selects a path: it becomes the group's path, and its last filter the group's filter; an
  /// empty path clears the selection.
  /// - Parameter path: One facet filter per level, from the top down.
  public func select(path: [Filter.Facet]) {
    filterState.update { $0.setHierarchicalSelection(path: path, forGroupNamed: name) }
  }

  /// Selects a value of a hierarchical menu (`"A > B"`), or clears the selection with `nil`;
  /// sets the level attributes, path and filter at once, firing at most once.
  /// - Parameters:
  ///   - value: The full value of the selected level, or `nil`.
  ///   - facet: The menu's level attributes and separator.
  /// - Throws: ``HierarchicalFacetError`` when the value is deeper than the menu (nothing
  ///   changes then).
  public func select(_ value: String?, in facet: HierarchicalFacet)
    throws(HierarchicalFacetError)
  {
    let path = try value.map { value throws(HierarchicalFacetError) in
      try facet.pathFilters(for: value)
    }
    filterState.update { filters in
      filters.setHierarchicalAttributes(facet.attributes, forGroupNamed: name)
      filters.setHierarchicalSelection(path: path ?? [], forGroupNamed: name)
    }
  }
}
