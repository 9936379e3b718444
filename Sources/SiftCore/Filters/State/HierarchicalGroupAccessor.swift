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
public struct HierarchicalGroupAccessor {
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

  /// Whether nothing is selected.
  public var isEmpty: Bool { filterState.getFilters(forGroupWithID: groupID).isEmpty }

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

  /// Clears the selection (path and filter); the level attributes stay.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func removeAll() -> Bool {
    filterState.removeAll(fromGroupWithID: groupID)
  }
}
