import SiftCore

/// A controller of one selectable item that records what it is given.
@MainActor
final class TestSelectableController<Item>: SelectableController {
  var item: Item?
  var onClick: ((Bool) -> Void)?

  var isSelected: Bool = false

  var onSelectedChanged: (() -> Void)?
  var onItemChanged: (() -> Void)?

  func setSelected(_ isSelected: Bool) {
    self.isSelected = isSelected
    onSelectedChanged?()
  }

  func setItem(_ item: Item) {
    self.item = item
    onItemChanged?()
  }

  func toggle() {
    isSelected = !isSelected
    onClick?(isSelected)
  }
}
