/// An active filter as current filters show it: the filter, the group holding it, and its label.
public struct FilterAndID: Hashable, Sendable {
  /// The filter.
  public var filter: Filter
  /// The group that holds it.
  public var id: FilterGroup.ID
  /// Its label.
  public var text: String

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - filter: The filter.
  ///   - id: The group that holds it.
  ///   - text: Its label; the ``DefaultFilterPresenter``'s by default.
  public init(filter: Filter, id: FilterGroup.ID, text: String? = nil) {
    self.filter = filter
    self.id = id
    self.text = text ?? DefaultFilterPresenter.present(filter)
  }
}
