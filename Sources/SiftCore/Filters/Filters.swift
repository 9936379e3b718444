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
public struct Filters: Hashable, Sendable, FiltersReadable {
  /// Non-empty groups only.
  private(set) var storage: [FilterGroup.ID: Set<Filter>] = [:]
  /// Level attributes of hierarchical groups, by group name; empty lists are not stored.
  private(set) var hierarchicalAttributesStorage: [String: [Attribute]] = [:]
  /// Selected paths of hierarchical groups, by group name; empty paths are not stored.
  private(set) var hierarchicalPathStorage: [String: [Filter.Facet]] = [:]

  /// Creates an empty value.
  public init() {}

  // MARK: Reading
  //
  // Filters reads through ``FiltersReadable``, as ``FilterState`` does: `groups`,
  // `filters(inGroupWithID:)` / `getFilters(forGroupWithID:)`, `contains(_:)`, …

  /// The value itself: what ``FiltersReadable`` reads.
  public var filters: Filters { self }

  // MARK: Hierarchical groups

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
    changesEach(of: filters) { $0.add($1, toGroupWithID: groupID) }
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
    changesEach(of: Array(storage.keys)) { $0.remove(filter, fromGroupWithID: $1) }
  }

  /// Removes filters from a group.
  /// - Parameters:
  ///   - filters: The filters.
  ///   - groupID: The group.
  /// - Returns: Whether the group held any of them.
  @discardableResult
  public mutating func remove<S: Sequence>(
    contentsOf filters: S, fromGroupWithID groupID: FilterGroup.ID
  ) -> Bool where S.Element: FilterConvertible {
    changesEach(of: filters) { $0.remove($1, fromGroupWithID: groupID) }
  }

  /// Removes filters from every group that holds them (InstantSearch's `removeAll(_:)`).
  /// - Parameter filters: The filters.
  /// - Returns: Whether any group held any of them.
  @discardableResult
  public mutating func removeAll<S: Sequence>(_ filters: S) -> Bool
  where S.Element: FilterConvertible {
    changesEach(of: filters) { $0.remove($1) }
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

  /// Toggles filters in a group, each on its own: those present are removed, the others added.
  /// - Parameters:
  ///   - filters: The filters.
  ///   - groupID: The group.
  /// - Returns: Whether the value changed.
  @discardableResult
  public mutating func toggle<S: Sequence>(
    contentsOf filters: S, inGroupWithID groupID: FilterGroup.ID
  ) -> Bool where S.Element: FilterConvertible {
    changesEach(of: filters) { $0.toggle($1, inGroupWithID: groupID) }
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
    changesEach(of: groupIDs) { $0.removeAll(fromGroupWithID: $1) }
  }

  /// Removes every filter of every group but the ones given (InstantSearch's
  /// `removeAllOthers()`, for any number of groups). Hierarchical groups removed lose their path.
  /// - Parameter groupIDs: The groups to keep.
  /// - Returns: Whether the value changed.
  @discardableResult
  public mutating func removeAll(except groupIDs: some Sequence<FilterGroup.ID>) -> Bool {
    let kept = Set(groupIDs)
    var others = Set(storage.keys)
    for name in hierarchicalPathStorage.keys {
      others.insert(.hierarchical(name: name))
    }
    return removeAll(fromGroupsWithIDs: others.subtracting(kept))
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
    changesEach(of: Array(storage.keys)) { $0.removeAll(for: attribute, fromGroupWithID: $1) }
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

  /// Applies `change` to each element, and returns whether any application changed the value.
  private mutating func changesEach<S: Sequence>(
    of elements: S, _ change: (inout Filters, S.Element) -> Bool
  ) -> Bool {
    var changed = false
    for element in elements where change(&self, element) {
      changed = true
    }
    return changed
  }

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
