import Observation
import SiftCore

/// A headless numbered pager for SwiftUI or any renderer that observes state.
///
/// ```swift
/// let pager = PaginationObservableController()
/// let pagination = PaginationConnector(searcher: searcher, padding: 2, controller: pager)
/// // ForEach(pager.pagination.pages, id: \.self) { page in Button("\(page + 1)") { pager.select(page: page) } }
/// ```
@MainActor
@Observable
public final class PaginationObservableController: PaginationController {
  /// Set by the connection: called with the page the user picks.
  @ObservationIgnored public var onClick: ((Int) -> Void)?

  /// The current page, the count and the window of pages to show.
  public private(set) var pagination = Pagination(currentPage: 0, pagesCount: 0)

  /// Creates a controller with no pages.
  public init() {}

  /// Shows the pagination state.
  ///
  /// - Parameter pagination: The state.
  public func setPagination(_ pagination: Pagination) {
    self.pagination = pagination
  }

  /// Picks a page, as a user would.
  ///
  /// - Parameter page: The 0-based page.
  public func select(page: Int) {
    onClick?(page)
  }

  /// Picks the first page.
  public func first() { select(page: 0) }

  /// Picks the previous page, if any.
  public func previous() { pagination.previousPage.map { select(page: $0) } }

  /// Picks the next page, if any.
  public func next() { pagination.nextPage.map { select(page: $0) } }

  /// Picks the last page, if any.
  public func last() { pagination.lastPage.map { select(page: $0) } }
}
