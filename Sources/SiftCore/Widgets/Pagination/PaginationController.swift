/// A view of numbered pages with first / previous / next / last.
///
/// ```swift
/// final class Pager: PaginationController {
///   var onClick: ((Int) -> Void)?
///   var pages: [Int] = []
///   func setPagination(_ pagination: Pagination) { pages = pagination.pages }
/// }
/// ```
@MainActor
public protocol PaginationController: AnyObject {
  /// Set by the connection: call it with the page the user picks (the name every controller
  /// uses for a pick).
  var onClick: ((Int) -> Void)? { get set }

  /// Shows the pagination state.
  ///
  /// - Parameter pagination: The current page, the count and the window.
  func setPagination(_ pagination: Pagination)
}
