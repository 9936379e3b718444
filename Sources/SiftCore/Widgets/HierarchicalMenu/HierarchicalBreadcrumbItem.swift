/// An item of a breadcrumb over a hierarchical menu's selected path.
public struct HierarchicalBreadcrumbItem: Hashable, Sendable {
  /// The full value of the level (`"Cameras > Digital"`); selecting it selects that level.
  public var value: String
  /// The level's own name (`"Digital"`).
  public var label: String
  /// The level, 0 for the top.
  public var level: Int

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - value: The full value of the level.
  ///   - label: The level's own name.
  ///   - level: The level, 0 for the top.
  public init(value: String, label: String, level: Int) {
    self.value = value
    self.label = label
    self.level = level
  }
}
