import SiftCore

/// A current filters controller that records its items and reports each reload.
@MainActor
final class TestCurrentFiltersController: CurrentFiltersController {
  var items: [FilterAndID] = []

  var didReload: (() -> Void)?
  var onRemoveItem: ((FilterAndID) -> Void)?

  func setItems(_ items: [FilterAndID]) {
    self.items = items
  }

  func reload() {
    didReload?()
  }
}
