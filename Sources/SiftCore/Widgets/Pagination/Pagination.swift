/// The state of numbered pagination: the current page, the page count, and the window of page
/// numbers to show.
///
/// Pages are 0-based, as Algolia's. The window holds `2 × padding + 1` pages centred on the
/// current one, shifted to stay within the pages at both ends.
///
/// ```swift
/// Pagination(currentPage: 0, pagesCount: 20, padding: 2).pages   // [0, 1, 2, 3, 4]
/// Pagination(currentPage: 10, pagesCount: 20, padding: 2).pages  // [8, 9, 10, 11, 12]
/// Pagination(currentPage: 19, pagesCount: 20, padding: 2).pages  // [15, 16, 17, 18, 19]
/// ```
public struct Pagination: Sendable, Hashable {
  /// The page shown (0-based), within `0..<pagesCount` when there are pages.
  public var currentPage: Int
  /// The number of pages.
  public var pagesCount: Int
  /// How many pages show on each side of the current one.
  public var padding: Int

  /// Creates a pagination state; the current page is clamped to the pages.
  ///
  /// - Parameters:
  ///   - currentPage: The page shown.
  ///   - pagesCount: The number of pages.
  ///   - padding: How many pages show on each side of the current one.
  public init(currentPage: Int, pagesCount: Int, padding: Int = 3) {
    self.pagesCount = max(0, pagesCount)
    self.padding = max(0, padding)
    self.currentPage = min(max(0, currentPage), max(0, self.pagesCount - 1))
  }

  /// The page numbers to show, in order.
  ///
  /// - Complexity: O(padding).
  public var pages: [Int] {
    guard pagesCount > 0 else { return [] }
    let width = 2 * padding + 1
    let start = max(0, min(currentPage - padding, pagesCount - width))
    let end = min(pagesCount - 1, start + width - 1)
    return Array(start...end)
  }

  /// Whether the current page is the first.
  public var isFirstPage: Bool { currentPage == 0 }

  /// Whether the current page is the last (or there are no pages).
  public var isLastPage: Bool { currentPage >= pagesCount - 1 }

  /// The previous page, if any.
  public var previousPage: Int? { isFirstPage || pagesCount == 0 ? nil : currentPage - 1 }

  /// The next page, if any.
  public var nextPage: Int? { isLastPage ? nil : currentPage + 1 }

  /// The last page, if any.
  public var lastPage: Int? { pagesCount > 0 ? pagesCount - 1 : nil }
}
