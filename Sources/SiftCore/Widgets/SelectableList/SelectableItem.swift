/// An item of a list as a view shows it: the item and whether it is selected.
public struct SelectableItem<Item> {
  /// The item.
  public var item: Item
  /// Whether the item is selected.
  public var isSelected: Bool

  /// Creates a selectable item.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - isSelected: Whether it is selected.
  public init(item: Item, isSelected: Bool) {
    self.item = item
    self.isSelected = isSelected
  }
}

extension SelectableItem: Equatable where Item: Equatable {}
extension SelectableItem: Hashable where Item: Hashable {}
extension SelectableItem: Sendable where Item: Sendable {}
