import Foundation

/// The one source of truth for refinements: groups of facet, numeric and tag filters that
/// refinement widgets write and searchers read.
///
/// ```swift
/// let filterState = FilterState()
/// searcher.connectFilterState(filterState)  // each change becomes the request's filters
/// filterState[or: "brand", Filter.Facet.self].add(Filter.Facet(attribute: "brand", value: "Apple"))
/// filterState.edit { state in          // one onChange for both changes
///   state[and: "price"].removeAll()
///   state[and: "price"].add(Filter.Numeric(attribute: "price", range: 10...50))
/// }
/// ```
///
/// Every mutation that changes the filters fires ``onChange`` with the new ``Filters`` value;
/// one that changes nothing fires nothing. Inside ``edit(_:)`` changes accumulate and fire once,
/// when the outermost edit ends. The filter storage and its rules (groups, kinds accepted,
/// rendering) are those of ``Filters``; this class adds identity and notification.
@MainActor
public final class FilterState {
  /// Fires with the new filters after each change (once per outermost ``edit(_:)``), and on
  /// ``notifyChange()``.
  public let onChange = Event<Filters>()

  private var current: Filters
  private var editDepth = 0

  /// Creates a filter state.
  /// - Parameter filters: The initial filters; no event fires for them.
  public init(_ filters: Filters = Filters()) {
    current = filters
  }

  /// The current filters. Setting them fires ``onChange`` when they differ.
  public var filters: Filters {
    get { current }
    set { mutate { $0 = newValue } }
  }

  // MARK: Transactions

  /// Applies many changes and fires ``onChange`` once, with the final filters, when the
  /// outermost edit ends — and not at all when the filters end up as they were.
  ///
  /// ```swift
  /// filterState.edit { state in
  ///   state.removeAll(fromGroupWithID: .or(name: "brand", filterType: .facet))
  ///   state.add(Filter.Facet(attribute: "brand", value: "Sony"),
  ///             toGroupWithID: .or(name: "brand", filterType: .facet))
  /// }
  /// ```
  ///
  /// Edits nest: an inner edit fires nothing by itself. When `body` throws, the changes it
  /// made are rolled back and the error is rethrown.
  /// - Parameter body: The changes, applied to this filter state.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  @discardableResult
  public func edit<Result, Failure: Error>(
    _ body: (FilterState) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let before = current
    editDepth += 1
    let result: Result
    do {
      result = try body(self)
    } catch {
      editDepth -= 1
      current = before
      throw error
    }
    editDepth -= 1
    if editDepth == 0 && current != before {
      onChange.fire(current)
    }
    return result
  }

  /// Fires ``onChange`` with the current filters, whether or not they changed.
  public func notifyChange() {
    onChange.fire(current)
  }

  /// Replaces the filters with ones decoded from JSON written by ``Filters/jsonData()``.
  ///
  /// - Parameter data: UTF-8 JSON.
  /// - Throws: ``FiltersDecodingError``; the filters are then left unchanged.
  public func restore(fromJSON data: Data) throws(FiltersDecodingError) {
    let decoded = try Filters(jsonData: data)
    filters = decoded
  }

  private func mutate<Result>(_ body: (inout Filters) -> Result) -> Result {
    let before = current
    let result = body(&current)
    if editDepth == 0 && current != before {
      onChange.fire(current)
    }
    return result
  }

  // MARK: Reading

  /// Whether no group holds a filter.
  public var isEmpty: Bool { current.isEmpty }

  /// The filters in Algolia's `filters` syntax (see ``Filters/algoliaFilters``).
  public var algoliaFilters: String? { current.algoliaFilters }

  /// Whether a group holds a filter.
  /// - Parameters:
  ///   - filter: A filter.
  ///   - groupID: The group.
  /// - Returns: `true` when the group holds `filter`.
  public func contains(_ filter: some FilterConvertible, inGroupWithID groupID: FilterGroup.ID)
    -> Bool
  {
    current.contains(filter, inGroupWithID: groupID)
  }

  /// Whether any group holds a filter.
  /// - Parameter filter: A filter.
  /// - Returns: `true` when some group holds `filter`.
  public func contains(_ filter: some FilterConvertible) -> Bool {
    current.contains(filter)
  }

  /// The filters of one group.
  /// - Parameter groupID: The group.
  /// - Returns: Its filters.
  public func getFilters(forGroupWithID groupID: FilterGroup.ID) -> Set<Filter> {
    current.filters(inGroupWithID: groupID)
  }

  /// The filters on one attribute, across every group.
  /// - Parameter attribute: An attribute.
  /// - Returns: The filters on it.
  public func getFilters(for attribute: Attribute) -> Set<Filter> {
    current.filters(for: attribute)
  }

  /// Every filter of every group.
  /// - Returns: All filters.
  public func getFilters() -> Set<Filter> {
    current.allFilters
  }

  // MARK: Writing

  /// Adds a filter to a group (see ``Filters/add(_:toGroupWithID:)``).
  /// - Parameters:
  ///   - filter: The filter.
  ///   - groupID: The group.
  /// - Returns: Whether the filters changed (`false` when already present or refused).
  @discardableResult
  public func add(_ filter: some FilterConvertible, toGroupWithID groupID: FilterGroup.ID) -> Bool {
    mutate { $0.add(filter, toGroupWithID: groupID) }
  }

  /// Adds filters to a group, firing at most once.
  /// - Parameters:
  ///   - filters: The filters.
  ///   - groupID: The group.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func add<S: Sequence>(contentsOf filters: S, toGroupWithID groupID: FilterGroup.ID)
    -> Bool where S.Element: FilterConvertible
  {
    mutate { $0.add(contentsOf: filters, toGroupWithID: groupID) }
  }

  /// Removes a filter from a group.
  /// - Parameters:
  ///   - filter: The filter.
  ///   - groupID: The group.
  /// - Returns: Whether the group held it.
  @discardableResult
  public func remove(_ filter: some FilterConvertible, fromGroupWithID groupID: FilterGroup.ID)
    -> Bool
  {
    mutate { $0.remove(filter, fromGroupWithID: groupID) }
  }

  /// Removes a filter from every group.
  /// - Parameter filter: The filter.
  /// - Returns: Whether any group held it.
  @discardableResult
  public func remove(_ filter: some FilterConvertible) -> Bool {
    mutate { $0.remove(filter) }
  }

  /// Adds a filter to a group when absent, removes it when present.
  /// - Parameters:
  ///   - filter: The filter.
  ///   - groupID: The group.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func toggle(_ filter: some FilterConvertible, inGroupWithID groupID: FilterGroup.ID)
    -> Bool
  {
    mutate { $0.toggle(filter, inGroupWithID: groupID) }
  }

  /// Removes every filter of a group (and a hierarchical group's path).
  /// - Parameter groupID: The group.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func removeAll(fromGroupWithID groupID: FilterGroup.ID) -> Bool {
    mutate { $0.removeAll(fromGroupWithID: groupID) }
  }

  /// Removes every filter of several groups, firing at most once.
  /// - Parameter groupIDs: The groups.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func removeAll(fromGroupsWithIDs groupIDs: some Sequence<FilterGroup.ID>) -> Bool {
    mutate { $0.removeAll(fromGroupsWithIDs: groupIDs) }
  }

  /// Removes a group's filters on one attribute.
  /// - Parameters:
  ///   - attribute: The attribute.
  ///   - groupID: The group.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func removeAll(for attribute: Attribute, fromGroupWithID groupID: FilterGroup.ID) -> Bool {
    mutate { $0.removeAll(for: attribute, fromGroupWithID: groupID) }
  }

  /// Removes every group's filters on one attribute.
  /// - Parameter attribute: The attribute.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func removeAll(for attribute: Attribute) -> Bool {
    mutate { $0.removeAll(for: attribute) }
  }

  /// Removes every filter and hierarchical path (hierarchical level attributes stay).
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func removeAll() -> Bool {
    mutate { $0.removeAll() }
  }

  /// Applies a change to the filters value; fires when it changed them.
  /// - Parameter body: The change.
  /// - Returns: What `body` returns.
  @discardableResult
  public func update<Result>(_ body: (inout Filters) -> Result) -> Result {
    mutate(body)
  }
}
