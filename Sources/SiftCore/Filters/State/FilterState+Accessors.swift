extension FilterState {
  /// The and-group named `name`, for reading and writing any kind of filter.
  ///
  /// ```swift
  /// filterState[and: "price"].add(Filter.Numeric(attribute: "price", operator: .lessThan, value: 50))
  /// ```
  /// - Parameter name: The group's name.
  public subscript(and name: String) -> AndGroupAccessor {
    AndGroupAccessor(filterState: self, groupID: .and(name: name))
  }

  /// The or-group of `type` filters named `name`.
  ///
  /// ```swift
  /// filterState[or: "brand", Filter.Facet.self].toggle(Filter.Facet(attribute: "brand", value: "Sony"))
  /// ```
  /// - Parameters:
  ///   - name: The group's name.
  ///   - type: The kind of filter the group holds.
  public subscript<F: FilterProtocol>(or name: String, type: F.Type) -> OrGroupAccessor<F> {
    OrGroupAccessor(filterState: self, groupID: .or(name: name, filterType: F.filterType))
  }

  /// The or-group named `name`, its filter kind inferred from context.
  ///
  /// ```swift
  /// let brands: OrGroupAccessor<Filter.Facet> = filterState[or: "brand"]
  /// ```
  /// - Parameter name: The group's name.
  public subscript<F: FilterProtocol>(or name: String) -> OrGroupAccessor<F> {
    OrGroupAccessor(filterState: self, groupID: .or(name: name, filterType: F.filterType))
  }

  /// The hierarchical group named `name`: its level attributes, selected path and filter.
  ///
  /// ```swift
  /// let categories = filterState[hierarchical: "categories"]
  /// try categories.select("Cameras > Digital", in: HierarchicalFacet(attributePrefix: "cat", levels: 3))
  /// ```
  /// - Parameter name: The group's name.
  public subscript(hierarchical name: String) -> HierarchicalGroupAccessor {
    HierarchicalGroupAccessor(filterState: self, name: name)
  }
}
