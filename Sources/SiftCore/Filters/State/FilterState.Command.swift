extension FilterState {
  /// A change to apply with ``FilterState/notify(_:)``, as InstantSearch's filter state
  /// commands: add, remove, toggle or clear filters.
  ///
  /// ```swift
  /// filterState.notify(.add(filter: green, toGroupWithID: .and(name: "color")), .removeAll(for: "size"))
  /// ```
  public struct Command: Sendable {
    /// The change.
    let apply: @Sendable (inout Filters) -> Void

    /// Adds a filter to a group.
    ///
    /// - Parameters:
    ///   - filter: The filter.
    ///   - groupID: The group.
    /// - Returns: The command.
    public static func add(filter: some FilterConvertible, toGroupWithID groupID: FilterGroup.ID)
      -> Command
    {
      let filter = filter.filter
      return Command { $0.add(filter, toGroupWithID: groupID) }
    }

    /// Adds filters to a group.
    ///
    /// - Parameters:
    ///   - filters: The filters.
    ///   - groupID: The group.
    /// - Returns: The command.
    public static func add<S: Sequence>(filters: S, toGroupWithID groupID: FilterGroup.ID)
      -> Command where S.Element: FilterConvertible
    {
      let filters = filters.map(\.filter)
      return Command { $0.add(contentsOf: filters, toGroupWithID: groupID) }
    }

    /// Removes a filter from a group.
    ///
    /// - Parameters:
    ///   - filter: The filter.
    ///   - groupID: The group.
    /// - Returns: The command.
    public static func remove(
      filter: some FilterConvertible, fromGroupWithID groupID: FilterGroup.ID
    ) -> Command {
      let filter = filter.filter
      return Command { $0.remove(filter, fromGroupWithID: groupID) }
    }

    /// Removes filters from a group.
    ///
    /// - Parameters:
    ///   - filters: The filters.
    ///   - groupID: The group.
    /// - Returns: The command.
    public static func remove<S: Sequence>(filters: S, fromGroupWithID groupID: FilterGroup.ID)
      -> Command where S.Element: FilterConvertible
    {
      let filters = filters.map(\.filter)
      return Command { $0.remove(contentsOf: filters, fromGroupWithID: groupID) }
    }

    /// Removes every filter.
    public static var removeAll: Command { Command { $0.removeAll() } }

    /// Removes every filter of a group.
    ///
    /// - Parameter groupID: The group.
    /// - Returns: The command.
    public static func removeAll(fromGroupWithID groupID: FilterGroup.ID) -> Command {
      Command { $0.removeAll(fromGroupWithID: groupID) }
    }

    /// Removes the filters on one attribute, in one group or in every group.
    ///
    /// - Parameters:
    ///   - attribute: The attribute.
    ///   - groupID: The group; every group when `nil`.
    /// - Returns: The command.
    public static func removeAll(
      for attribute: Attribute, fromGroupWithID groupID: FilterGroup.ID? = nil
    )
      -> Command
    {
      Command { filters in
        if let groupID {
          filters.removeAll(for: attribute, fromGroupWithID: groupID)
        } else {
          filters.removeAll(for: attribute)
        }
      }
    }

    /// Toggles a filter in a group.
    ///
    /// - Parameters:
    ///   - filter: The filter.
    ///   - groupID: The group.
    /// - Returns: The command.
    public static func toggle(filter: some FilterConvertible, toGroupWithID groupID: FilterGroup.ID)
      -> Command
    {
      let filter = filter.filter
      return Command { $0.toggle(filter, inGroupWithID: groupID) }
    }

    /// Toggles filters in a group, each on its own.
    ///
    /// - Parameters:
    ///   - filters: The filters.
    ///   - groupID: The group.
    /// - Returns: The command.
    public static func toggle<S: Sequence>(filters: S, toGroupWithID groupID: FilterGroup.ID)
      -> Command where S.Element: FilterConvertible
    {
      let filters = filters.map(\.filter)
      return Command { $0.toggle(contentsOf: filters, inGroupWithID: groupID) }
    }
  }

  /// Applies commands, then fires ``onChange`` once with the result, whether or not they
  /// changed anything, as InstantSearch's `notify(_:)`.
  ///
  /// ```swift
  /// filterState.notify(.add(filter: Filter.Facet(attribute: "color", stringValue: "green"), toGroupWithID: .and(name: "color")))
  /// ```
  ///
  /// - Parameter commands: The changes, applied in order.
  public func notify(_ commands: Command...) {
    let before = filters
    update { filters in
      for command in commands {
        command.apply(&filters)
      }
    }
    if filters == before {
      notifyChange()
    }
  }
}
