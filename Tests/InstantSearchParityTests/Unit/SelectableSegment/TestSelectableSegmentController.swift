import SiftCore

/// A segmented control with `Int` keys that records its items (by key) and selection.
@MainActor
final class TestSelectableSegmentController: SelectableSegmentController {
  typealias SegmentKey = Int

  var selected: Int?
  var onClick: ((Int) -> Void)?
  var items: [Int: String] = [:]

  var onSelectedChanged: (() -> Void)?
  var onItemsChanged: (() -> Void)?

  func setSelected(_ selected: Int?) {
    self.selected = selected
    onSelectedChanged?()
  }

  func setItems(items: [(key: Int, label: String)]) {
    self.items = Dictionary(items.map { ($0.key, $0.label) }, uniquingKeysWith: { $1 })
    onItemsChanged?()
  }

  func clickItem(withKey key: Int) {
    onClick?(key)
  }
}
