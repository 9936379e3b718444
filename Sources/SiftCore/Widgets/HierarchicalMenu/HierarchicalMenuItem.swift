/// A row of a hierarchical menu: one value of one level, indented by its level.
public struct HierarchicalMenuItem: Hashable, Sendable {
  /// The full value, levels joined by the separator (`"Cameras > Digital"`).
  public var value: String
  /// The value's own level name (`"Digital"`).
  public var label: String
  /// The number of matching records with this value.
  public var count: Int
  /// The level, 0 for the top.
  public var level: Int
  /// Whether the value is on the selected path.
  public var isSelected: Bool

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - value: The full value.
  ///   - label: The level's own name.
  ///   - count: The number of matching records.
  ///   - level: The level, 0 for the top.
  ///   - isSelected: Whether the value is on the selected path.
  public init(value: String, label: String, count: Int, level: Int, isSelected: Bool) {
    self.value = value
    self.label = label
    self.count = count
    self.level = level
    self.isSelected = isSelected
  }
}
