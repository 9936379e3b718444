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
  /// Creates a filter state that starts with a copy of another's filters (InstantSearch's copy
  /// constructor); the two change independently afterwards.
  ///
  /// - Parameter filterState: The filter state to copy.
  public convenience init(_ filterState: FilterState) {
    self.init(filterState.filters)
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

  /// Replaces the filters with the ones a `filters` string in Algolia's syntax describes (a
  /// deep link's); see ``Filters/init(algoliaFilters:)``.
  ///
  /// ```swift
  /// try filterState.restore(fromAlgoliaFilters: #"( "brand":"Apple" ) AND ( "price" < 100.0 )"#)
  /// ```
  ///
  /// - Parameter algoliaFilters: The `filters` string.
  /// - Throws: ``AlgoliaFiltersError``; the filters are then left unchanged.
  public func restore(fromAlgoliaFilters algoliaFilters: String) throws(AlgoliaFiltersError) {
    filters = try Filters(algoliaFilters: algoliaFilters)
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
  //
  // A filter state reads through ``FiltersReadable``, under the same names as its ``filters``
  // value: `isEmpty`, `algoliaFilters`, `contains(_:)`, `getFilters(for:)`,
  // `getFiltersAndID()`, …

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

  /// Removes filters from a group, firing at most once.
  /// - Parameters:
  ///   - filters: The filters.
  ///   - groupID: The group.
  /// - Returns: Whether the group held any of them.
  @discardableResult
  public func remove<S: Sequence>(contentsOf filters: S, fromGroupWithID groupID: FilterGroup.ID)
    -> Bool where S.Element: FilterConvertible
  {
    mutate { $0.remove(contentsOf: filters, fromGroupWithID: groupID) }
  }

  /// Removes filters from every group that holds them, firing at most once.
  /// - Parameter filters: The filters.
  /// - Returns: Whether any group held any of them.
  @discardableResult
  public func removeAll<S: Sequence>(_ filters: S) -> Bool where S.Element: FilterConvertible {
    mutate { $0.removeAll(filters) }
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

  /// Toggles filters in a group, each on its own, firing at most once.
  /// - Parameters:
  ///   - filters: The filters.
  ///   - groupID: The group.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func toggle<S: Sequence>(contentsOf filters: S, inGroupWithID groupID: FilterGroup.ID)
    -> Bool where S.Element: FilterConvertible
  {
    mutate { $0.toggle(contentsOf: filters, inGroupWithID: groupID) }
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

  /// Removes every filter of every group but the ones given, firing at most once.
  /// - Parameter groupIDs: The groups to keep.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func removeAll(except groupIDs: some Sequence<FilterGroup.ID>) -> Bool {
    mutate { $0.removeAll(except: groupIDs) }
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

extension FilterState: @MainActor FiltersReadable {}

extension FilterState: @MainActor CustomStringConvertible {
  /// The filters in Algolia's `filters` syntax, as InstantSearch prints a filter state; empty
  /// when there are none.
  ///
  /// ```swift
  /// print(filterState)  // ( "brand":"Apple" OR "brand":"Sony" ) AND ( "price" < 100.0 )
  /// ```
  public var description: String { filters.description }
}

extension FilterState: @MainActor CustomDebugStringConvertible {
  /// Each group on a line, with its identifier: `FilterState {` … `}`; `FilterState {}` when
  /// empty.
  public var debugDescription: String {
    let lines = groups.compactMap { group in
      group.algoliaFilters.map { "  \(group.id): \($0)" }
    }
    guard !lines.isEmpty else { return "FilterState {}" }
    return "FilterState {\n" + lines.joined(separator: "\n") + "\n}"
  }
}
