/// A value holding everything a ``FilterState`` holds: groups of
/// filters and, for hierarchical groups, their levels' attributes and selected path.
///
/// `Filters` is what `FilterState.onChange` delivers, what faceting builds queries from, and
/// what restores a state from a deep link (it is `Codable` with stable JSON, see
/// ``jsonData()``).
///
/// ```swift
/// var filters = Filters()
/// filters.add(Filter.Facet(attribute: "brand", value: "Apple"),
///             toGroupWithID: .or(name: "brand", filterType: .facet))
/// filters.add(Filter.Numeric(attribute: "price", operator: .lessThan, value: 100),
///             toGroupWithID: .and(name: "price"))
/// filters.algoliaFilters  // ( "brand":"Apple" ) AND ( "price" < 100.0 )
/// ```
///
/// Empty groups are not stored, so two values holding the same filters are equal whatever
/// their history. A filter of the wrong kind for a group (a numeric filter in a facet or-group,
/// anything but a facet filter in a hierarchical group) is refused: the mutation returns
/// `false` and changes nothing.
public struct Filters: Hashable, Sendable {
  /// Non-empty groups only.
  private var storage: [FilterGroup.ID: Set<Filter>] = [:]
  /// Level attributes of hierarchical groups, by group name; empty lists are not stored.
  private var hierarchicalAttributesStorage: [String: [Attribute]] = [:]
  /// Selected paths of hierarchical groups, by group name; empty paths are not stored.
  private var hierarchicalPathStorage: [String: [Filter.Facet]] = [:]

  /// Creates an empty value.
  public init() {}

  // MARK: Reading

  /// Whether no group holds a filter. Hierarchical attributes do not count.
  public var isEmpty: Bool { storage.isEmpty }

  /// The identifiers of the groups that hold filters, sorted as they render.
  public var groupIDs: [FilterGroup.ID] { storage.keys.sorted() }

  /// The non-empty groups, sorted as they render (by name, then or before and).
  public var groups: [FilterGroup] {
    storage.sorted { $0.key < $1.key }.map { FilterGroup(id: $0.key, filters: $0.value) }
  }

  /// The filters of one group.
  /// - Parameter groupID: The group.
  /// - Returns: Its filters; empty when the group holds none.
  public func filters(inGroupWithID groupID: FilterGroup.ID) -> Set<Filter> {
    storage[groupID] ?? []
  }

  /// The filters on one attribute, across every group.
  /// - Parameter attribute: An attribute (`_tags` for tag filters).
  /// - Returns: The filters whose attribute is `attribute`.
  public func filters(for attribute: Attribute) -> Set<Filter> {
    allFilters.filter { $0.attribute == attribute }
  }

  /// Every filter of every group.
  public var allFilters: Set<Filter> {
    storage.values.reduce(into: Set<Filter>()) { $0.formUnion($1) }
  }

  /// Whether a group holds a filter.
  /// - Parameters:
  ///   - filter: A filter.
  ///   - groupID: The group.
  /// - Returns: `true` when the group holds `filter`.
  public func contains(_ filter: some FilterConvertible, inGroupWithID groupID: FilterGroup.ID)
    -> Bool
  {
    storage[groupID]?.contains(filter.filter) ?? false
  }

  /// Whether any group holds a filter.
  /// - Parameter filter: A filter.
  /// - Returns: `true` when some group holds `filter`.
  public func contains(_ filter: some FilterConvertible) -> Bool {
    let filter = filter.filter
    return storage.values.contains { $0.contains(filter) }
  }

  /// The attributes of the facet filters held by or-groups: the attributes that need
  /// disjunctive faceting.
  public var disjunctiveFacetAttributes: Set<Attribute> {
    var attributes: Set<Attribute> = []
    for (id, filters) in storage where id.isFacetOrGroup {
      for case .facet(let facet) in filters {
        attributes.insert(facet.attribute)
      }
    }
    return attributes
  }

  /// The values of the facet filters (negated or not) on `attribute`, across every group.
  /// - Parameter attribute: A faceted attribute.
  /// - Returns: The values refined on `attribute`.
  public func facetValues(for attribute: Attribute) -> Set<Filter.Facet.Value> {
    var values: Set<Filter.Facet.Value> = []
    for filters in storage.values {
      for case .facet(let facet) in filters where facet.attribute == attribute {
        values.insert(facet.value)
      }
    }
    return values
  }

  // MARK: Hierarchical groups

  /// The names of the hierarchical groups that hold a filter, level attributes or a path,
  /// sorted.
  public var hierarchicalGroupNames: [String] {
    var names = Set(hierarchicalAttributesStorage.keys).union(hierarchicalPathStorage.keys)
    for case .hierarchical(let name) in storage.keys {
      names.insert(name)
    }
    return names.sorted()
  }

  /// The level attributes (`categories.lvl0`, `categories.lvl1`, …) of a hierarchical group.
  /// - Parameter name: The hierarchical group's name.
  /// - Returns: The attributes, from the top level down; empty when unset.
  public func hierarchicalAttributes(forGroupNamed name: String) -> [Attribute] {
    hierarchicalAttributesStorage[name] ?? []
  }

  /// The selected path of a hierarchical group: one facet filter per level from the top down to
  /// the selected one (`lvl0:"A"`, `lvl1:"A > B"`).
  /// - Parameter name: The hierarchical group's name.
  /// - Returns: The path; empty when nothing is selected.
  public func hierarchicalPath(forGroupNamed name: String) -> [Filter.Facet] {
    hierarchicalPathStorage[name] ?? []
  }

  /// Sets the level attributes of a hierarchical group.
  /// - Parameters:
  ///   - attributes: The attributes, from the top level down.
  ///   - name: The hierarchical group's name.
  /// - Returns: Whether the value changed.
  @discardableResult
  public mutating func setHierarchicalAttributes(
    _ attributes: [Attribute], forGroupNamed name: String
  ) -> Bool {
    let old = hierarchicalAttributesStorage[name]
    hierarchicalAttributesStorage[name] = attributes.isEmpty ? nil : attributes
    return old != hierarchicalAttributesStorage[name]
  }

  /// Sets the selected path of a hierarchical group (not its filter: see
  /// ``setHierarchicalSelection(path:forGroupNamed:)``).
  /// - Parameters:
  ///   - path: One facet filter per level, from the top down.
  ///   - name: The hierarchical group's name.
  /// - Returns: Whether the value changed.
  @discardableResult
  public mutating func setHierarchicalPath(_ path: [Filter.Facet], forGroupNamed name: String)
    -> Bool
  {
    let old = hierarchicalPathStorage[name]
    hierarchicalPathStorage[name] = path.isEmpty ? nil : path
    return old != hierarchicalPathStorage[name]
  }

  /// Selects a path in a hierarchical group: sets the path and makes its last (deepest) filter
  /// the group's only filter; an empty path clears both.
  /// - Parameters:
  ///   - path: One facet filter per level, from the top down.
  ///   - name: The hierarchical group's name.
  /// - Returns: Whether the value changed.
  @discardableResult
  public mutating func setHierarchicalSelection(
    path: [Filter.Facet], forGroupNamed name: String
  ) -> Bool {
    let old = self
    let id = FilterGroup.ID.hierarchical(name: name)
    storage[id] = path.last.map { [.facet($0)] }
    setHierarchicalPath(path, forGroupNamed: name)
    return old != self
  }

  // MARK: Writing

  /// Adds a filter to a group.
  /// - Parameters:
  ///   - filter: The filter.
  ///   - groupID: The group; created when absent.
  /// - Returns: Whether the value changed: `false` when the group already held the filter or
  ///   does not accept its kind.
  @discardableResult
  public mutating func add(_ filter: some FilterConvertible, toGroupWithID groupID: FilterGroup.ID)
    -> Bool
  {
    let filter = filter.filter
    guard groupID.accepts(filter) else { return false }
    return storage[groupID, default: []].insert(filter).inserted
  }

  /// Adds filters to a group; filters of a kind the group does not accept are skipped.
  /// - Parameters:
  ///   - filters: The filters.
  ///   - groupID: The group; created when absent.
  /// - Returns: Whether the value changed.
  @discardableResult
  public mutating func add<S: Sequence>(
    contentsOf filters: S, toGroupWithID groupID: FilterGroup.ID
  ) -> Bool where S.Element: FilterConvertible {
    var changed = false
    for filter in filters where add(filter, toGroupWithID: groupID) {
      changed = true
    }
    return changed
  }

  /// Removes a filter from a group.
  /// - Parameters:
  ///   - filter: The filter.
  ///   - groupID: The group.
  /// - Returns: Whether the group held the filter.
  @discardableResult
  public mutating func remove(
    _ filter: some FilterConvertible, fromGroupWithID groupID: FilterGroup.ID
  ) -> Bool {
    guard var filters = storage[groupID], filters.remove(filter.filter) != nil else {
      return false
    }
    storage[groupID] = filters.isEmpty ? nil : filters
    return true
  }

  /// Removes a filter from every group that holds it.
  /// - Parameter filter: The filter.
  /// - Returns: Whether any group held it.
  @discardableResult
  public mutating func remove(_ filter: some FilterConvertible) -> Bool {
    var changed = false
    for id in Array(storage.keys) where remove(filter, fromGroupWithID: id) {
      changed = true
    }
    return changed
  }

  /// Adds a filter to a group when absent, removes it when present.
  /// - Parameters:
  ///   - filter: The filter.
  ///   - groupID: The group.
  /// - Returns: Whether the value changed (`false` only when the group refuses the filter).
  @discardableResult
  public mutating func toggle(
    _ filter: some FilterConvertible, inGroupWithID groupID: FilterGroup.ID
  ) -> Bool {
    if contains(filter, inGroupWithID: groupID) {
      return remove(filter, fromGroupWithID: groupID)
    }
    return add(filter, toGroupWithID: groupID)
  }

  /// Removes every filter of a group. For a hierarchical group, this also clears its path (its
  /// level attributes stay).
  /// - Parameter groupID: The group.
  /// - Returns: Whether the value changed.
  @discardableResult
  public mutating func removeAll(fromGroupWithID groupID: FilterGroup.ID) -> Bool {
    var changed = storage.removeValue(forKey: groupID) != nil
    if case .hierarchical(let name) = groupID {
      changed = setHierarchicalPath([], forGroupNamed: name) || changed
    }
    return changed
  }

  /// Removes every filter of several groups.
  /// - Parameter groupIDs: The groups.
  /// - Returns: Whether the value changed.
  @discardableResult
  public mutating func removeAll(fromGroupsWithIDs groupIDs: some Sequence<FilterGroup.ID>)
    -> Bool
  {
    var changed = false
    for id in groupIDs where removeAll(fromGroupWithID: id) {
      changed = true
    }
    return changed
  }

  /// Removes a group's filters on one attribute.
  /// - Parameters:
  ///   - attribute: The attribute (`_tags` for tag filters).
  ///   - groupID: The group.
  /// - Returns: Whether the value changed.
  @discardableResult
  public mutating func removeAll(for attribute: Attribute, fromGroupWithID groupID: FilterGroup.ID)
    -> Bool
  {
    guard let filters = storage[groupID] else { return false }
    let kept = filters.filter { $0.attribute != attribute }
    guard kept.count != filters.count else { return false }
    storage[groupID] = kept.isEmpty ? nil : kept
    return true
  }

  /// Removes every group's filters on one attribute.
  /// - Parameter attribute: The attribute (`_tags` for tag filters).
  /// - Returns: Whether the value changed.
  @discardableResult
  public mutating func removeAll(for attribute: Attribute) -> Bool {
    var changed = false
    for id in Array(storage.keys) where removeAll(for: attribute, fromGroupWithID: id) {
      changed = true
    }
    return changed
  }

  /// Removes every filter and every hierarchical path; hierarchical level attributes stay.
  /// - Returns: Whether the value changed.
  @discardableResult
  public mutating func removeAll() -> Bool {
    let changed = !storage.isEmpty || !hierarchicalPathStorage.isEmpty
    storage.removeAll()
    hierarchicalPathStorage.removeAll()
    return changed
  }

  // MARK: Internal

  /// Replaces the content of a group wholesale, skipping filters it does not accept.
  mutating func setFilters(_ filters: Set<Filter>, inGroupWithID groupID: FilterGroup.ID) {
    let accepted = filters.filter { groupID.accepts($0) }
    storage[groupID] = accepted.isEmpty ? nil : accepted
  }
}

extension FilterGroup.ID {
  /// Whether this is an or-group of facet filters.
  var isFacetOrGroup: Bool {
    if case .or(_, .facet) = self { return true }
    return false
  }
}
