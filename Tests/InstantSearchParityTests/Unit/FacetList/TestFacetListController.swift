import SiftCore

/// A facet list controller that records what it is given and reports each reload.
@MainActor
final class TestFacetListController: FacetListController {
  var onClick: ((FacetValue) -> Void)?
  var didReload: (() -> Void)?
  var selectableItems: [SelectableItem<FacetValue>] = []

  func setSelectableItems(_ selectableItems: [SelectableItem<FacetValue>]) {
    self.selectableItems = selectableItems
  }

  func reload() {
    didReload?()
  }
}
