/// A view of numbered pages with first / previous / next / last.
@MainActor
public protocol PaginationController: AnyObject {
  /// Set by the connection: call it with the page the user picks.
  var onPageSelected: ((Int) -> Void)? { get set }

  /// Shows the pagination state.
  ///
  /// - Parameter pagination: The current page, the count and the window.
  func setPagination(_ pagination: Pagination)
}
