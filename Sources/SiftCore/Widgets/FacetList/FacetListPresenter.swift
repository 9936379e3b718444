/// Orders a facet list's values and limits how many are shown, with show more / show less.
///
/// ```swift
/// let presenter = FacetListPresenter(
///   sortBy: [.isRefined, .count(order: .descending), .alphabetical(order: .ascending)],
///   limit: 5)
/// let rows = presenter.transform(interactor.selectableItems)
/// presenter.visibleItems(rows, isExpanded: false)  // the first 5
/// ```
public struct FacetListPresenter: Hashable, Sendable {
  /// The criteria, tried in order until one tells two values apart; values that no criterion
  /// tells apart are ordered by value.
  public var sortBy: [FacetSortCriterion]
  /// How many values a collapsed list shows; `nil` shows them all.
  public var limit: Int?
  /// Whether values with a count of 0 are shown (selected values always are).
  public var showEmptyFacets: Bool

  /// Creates a presenter.
  ///
  /// - Parameters:
  ///   - sortBy: The criteria, tried in order; by decreasing count, then alphabetically, by
  ///     default.
  ///   - limit: How many values a collapsed list shows; all by default.
  ///   - showEmptyFacets: Whether unselected values with a count of 0 are shown.
  public init(
    sortBy: [FacetSortCriterion] = [.count(order: .descending), .alphabetical(order: .ascending)],
    limit: Int? = nil, showEmptyFacets: Bool = true
  ) {
    self.sortBy = sortBy
    self.limit = limit.map { max($0, 0) }
    self.showEmptyFacets = showEmptyFacets
  }

  /// The rows to show, all of them, ordered by ``sortBy``.
  ///
  /// - Parameter items: The values with their selection.
  /// - Returns: The values sorted (and, unless ``showEmptyFacets``, without unselected empty
  ///   ones).
  public func transform(_ items: [SelectableItem<FacetValue>]) -> [SelectableItem<FacetValue>] {
    items
      .filter { showEmptyFacets || $0.isSelected || $0.item.count > 0 }
      .sorted(by: areInIncreasingOrder)
  }

  /// The rows a list shows: all of them when expanded, else the first ``limit``.
  ///
  /// - Parameters:
  ///   - items: The sorted rows (see ``transform(_:)``).
  ///   - isExpanded: Whether the user asked to see more.
  /// - Returns: The visible rows.
  public func visibleItems(_ items: [SelectableItem<FacetValue>], isExpanded: Bool)
    -> [SelectableItem<FacetValue>]
  {
    guard let limit, !isExpanded else { return items }
    return Array(items.prefix(limit))
  }

  /// What the show more / show less control offers for a list of `count` rows.
  ///
  /// - Parameters:
  ///   - count: The number of sorted rows.
  ///   - isExpanded: Whether the user asked to see more.
  /// - Returns: `nil` when every row fits within the limit (no control), else the control's
  ///   state.
  public func showMoreState(count: Int, isExpanded: Bool) -> ShowMoreState? {
    guard let limit, count > limit else { return nil }
    return isExpanded ? .showLess : .showMore(hiddenCount: count - limit)
  }

  private func areInIncreasingOrder(
    _ lhs: SelectableItem<FacetValue>, _ rhs: SelectableItem<FacetValue>
  ) -> Bool {
    for criterion in sortBy {
      switch criterion {
      case .isRefined where lhs.isSelected != rhs.isSelected:
        return lhs.isSelected
      case .count(let order) where lhs.item.count != rhs.item.count:
        return order == .ascending
          ? lhs.item.count < rhs.item.count : lhs.item.count > rhs.item.count
      case .alphabetical(let order):
        let left = lhs.item.value.lowercased()
        let right = rhs.item.value.lowercased()
        if left != right { return order == .ascending ? left < right : left > right }
      default:
        continue
      }
    }
    return lhs.item.value < rhs.item.value
  }
}
