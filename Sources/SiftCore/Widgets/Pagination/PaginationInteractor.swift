/// The business logic of numbered pagination.
///
/// ```swift
/// let pagination = PaginationInteractor(padding: 2, totalPagesCap: 50)
/// pagination.connectSearcher(searcher)
/// pagination.selectNext()   // searches page + 1
/// ```
@MainActor
public final class PaginationInteractor {
  /// Fires each time the state changes.
  public let onPaginationChanged = Event<Pagination>()

  /// Fires with a page picked by the user, before it is searched.
  public let onPageSelected = Event<Int>()

  /// The most pages ever offered (nil: as many as the search has).
  public let totalPagesCap: Int?

  /// The current state.
  public private(set) var pagination: Pagination {
    didSet {
      if pagination != oldValue { onPaginationChanged.fire(pagination) }
    }
  }

  /// Creates an interactor with no pages.
  ///
  /// - Parameters:
  ///   - padding: How many pages show on each side of the current one.
  ///   - totalPagesCap: The most pages ever offered.
  public init(padding: Int = 3, totalPagesCap: Int? = nil) {
    self.totalPagesCap = totalPagesCap
    self.pagination = Pagination(currentPage: 0, pagesCount: 0, padding: padding)
  }

  /// Updates the state from a search's page and page count (capped).
  ///
  /// - Parameters:
  ///   - currentPage: The page shown.
  ///   - pagesCount: The search's number of pages.
  public func update(currentPage: Int, pagesCount: Int) {
    let capped = totalPagesCap.map { min($0, pagesCount) } ?? pagesCount
    pagination = Pagination(
      currentPage: currentPage, pagesCount: capped, padding: pagination.padding)
  }

  /// Picks a page (ignored when out of range, or when it is the current page).
  ///
  /// The pick becomes the current page at once, before its search lands, so picking it again
  /// (a second tap on "next" while the first page loads) searches nothing more, and
  /// ``selectNext()`` moves on from it.
  ///
  /// - Parameter page: The 0-based page.
  public func select(page: Int) {
    guard page >= 0, page < pagination.pagesCount, page != pagination.currentPage else { return }
    pagination.currentPage = page
    onPageSelected.fire(page)
  }

  /// Picks the first page.
  public func selectFirst() { select(page: 0) }

  /// Picks the previous page, if any.
  public func selectPrevious() { pagination.previousPage.map { select(page: $0) } }

  /// Picks the next page, if any.
  public func selectNext() { pagination.nextPage.map { select(page: $0) } }

  /// Picks the last page, if any.
  public func selectLast() { pagination.lastPage.map { select(page: $0) } }
}
