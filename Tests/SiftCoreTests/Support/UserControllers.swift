import SiftCore

// Controllers as a user would write them for their own views, one per protocol.

final class UserHitsList: HitsController {
  var hitsSource: HitsInteractor<Product>?
  var shown: [String?] = []
  var scrolledToTop = 0
  func reload() {
    shown = (0..<(hitsSource?.numberOfHits() ?? 0)).map { hitsSource?.peekHit(atIndex: $0)?.name }
  }
  func scrollToTop() { scrolledToTop += 1 }
}

final class UserLabel: StatsTextController {
  var text: String?
  func setItem(_ item: String?) { text = item }
}

final class UserSpinner: LoadingController {
  var isSpinning = false
  func setItem(_ item: Bool) { isSpinning = item }
}

final class UserMenu: SelectableSegmentController {
  var onClick: ((Int) -> Void)?
  var labels: [String] = []
  var selected: Int?
  func setSelected(_ selected: Int?) { self.selected = selected }
  func setItems(items: [(key: Int, label: String)]) { labels = items.map(\.label) }
}

final class UserPager: PaginationController {
  var onClick: ((Int) -> Void)?
  var pagination: Pagination?
  func setPagination(_ pagination: Pagination) { self.pagination = pagination }
}

final class UserRelevantSortToggle: RelevantSortController {
  var didToggle: (() -> Void)?
  var title: String?
  func setItem(_ item: String?) { title = item }
}

final class UserFacetList: FacetListController {
  var onClick: ((FacetValue) -> Void)?
  var onShowMoreToggled: (() -> Void)?
  var rows: [SelectableItem<FacetValue>] = []
  var showMore: ShowMoreState?
  var reloads = 0
  func setSelectableItems(_ selectableItems: [SelectableItem<FacetValue>]) {
    rows = selectableItems
  }
  func setShowMore(_ state: ShowMoreState?) { showMore = state }
  func reload() { reloads += 1 }

  /// "value (count)" with a check mark for selected rows.
  var shown: [String] {
    rows.map { "\($0.isSelected ? "✓ " : "")\($0.item.value) (\($0.item.count))" }
  }
  func tap(_ value: String) {
    if let row = rows.first(where: { $0.item.value == value }) { onClick?(row.item) }
  }
}

/// A facet list with no show more control: the protocol's defaults apply.
final class UserPlainFacetList: FacetListController {
  var onClick: ((FacetValue) -> Void)?
  var values: [String] = []
  func setSelectableItems(_ selectableItems: [SelectableItem<FacetValue>]) {
    values = selectableItems.map(\.item.value)
  }
  func reload() {}
}

final class UserFilterList<F: FilterProtocol>: FilterListController {
  var onClick: ((F) -> Void)?
  var rows: [SelectableItem<F>] = []
  func setSelectableItems(_ selectableItems: [SelectableItem<F>]) { rows = selectableItems }
  func reload() {}
  var selected: [F] { rows.filter(\.isSelected).map(\.item) }
}

final class UserChips: CurrentFiltersController {
  var onRemoveItem: ((FilterAndID) -> Void)?
  var items: [FilterAndID] = []
  func setItems(_ items: [FilterAndID]) { self.items = items }
  func reload() {}
  var labels: [String] { items.map(\.text) }
}

final class UserClearButton: ClearFiltersController {
  var onClick: (() -> Void)?
}

final class UserSwitch: FilterToggleController {
  var onClick: ((Bool) -> Void)?
  var isOn = false
  var title = ""
  func setSelected(_ isSelected: Bool) { isOn = isSelected }
  func setItem(_ item: String) { title = item }
}

final class UserStepper: NumberController {
  var onNumberChanged: ((NumberChange<Double>) -> Void)?
  var value: Double?
  var range: ClosedRange<Double>?
  func setNumber(_ number: Double?) { value = number }
  func setBounds(_ bounds: ClosedRange<Double>?) { range = bounds }
}

final class UserSlider: NumberRangeController {
  var onRangeChanged: ((ClosedRange<Double>?) -> Void)?
  var range: ClosedRange<Double>?
  var bounds: ClosedRange<Double>?
  func setRange(_ range: ClosedRange<Double>?) { self.range = range }
  func setBounds(_ bounds: ClosedRange<Double>?) { self.bounds = bounds }
}

final class UserCategoryTree: HierarchicalMenuController {
  var onClick: ((String) -> Void)?
  var rows: [HierarchicalMenuItem] = []
  func setItems(_ items: [HierarchicalMenuItem]) { rows = items }
  /// Indented labels with counts, a check mark for the selected path.
  var shown: [String] {
    rows.map {
      String(repeating: "  ", count: $0.level) + ($0.isSelected ? "✓ " : "")
        + "\($0.label) (\($0.count))"
    }
  }
}

final class UserCrumbs: HierarchicalBreadcrumbController {
  var onClick: ((String?) -> Void)?
  var items: [HierarchicalBreadcrumbItem] = []
  func setItems(_ items: [HierarchicalBreadcrumbItem]) { self.items = items }
}

final class UserSidebar: DynamicFacetListController {
  var didSelect: ((Attribute, FacetValue) -> Void)?
  var sections: [AttributedFacets] = []
  var selections: [Attribute: Set<String>] = [:]
  func setOrderedFacets(_ orderedFacets: [AttributedFacets]) { sections = orderedFacets }
  func setSelections(_ selections: [Attribute: Set<String>]) { self.selections = selections }
  func tap(_ value: String, in attribute: Attribute) {
    didSelect?(attribute, FacetValue(value: value, count: 0))
  }
}
