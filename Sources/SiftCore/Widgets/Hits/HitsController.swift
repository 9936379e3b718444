/// A view that lists hits: a table, a list, a grid, a terminal pane.
///
/// The connection sets ``hitsSource``; the controller reads rows from it on ``reload()``, and
/// ``scrollToTop()`` (optional) once per new list: when the request changes, or when new rows
/// replace the list. It is ``Reloadable``, so a ``MultiSourceReloadNotifier`` can reload it.
///
/// ```swift
/// final class ProductList: HitsController {
///   var hitsSource: HitsInteractor<Product>?
///   func reload() { render((0..<(hitsSource?.numberOfHits() ?? 0)).map { hitsSource?.hit(atIndex: $0) }) }
///   func scrollToTop() { offset = 0 }
/// }
/// ```
@MainActor
public protocol HitsController: Reloadable {
  /// Where the rows come from.
  associatedtype DataSource: HitsSource

  /// Set by the connection.
  var hitsSource: DataSource? { get set }

  /// Reads the rows again: new results arrived or a page loaded.
  func reload()

  /// Shows the first row: a new search started a new list. Does nothing unless implemented.
  func scrollToTop()
}

extension HitsController {
  /// Does nothing: a view without scrolling needs no implementation, as in InstantSearch.
  public func scrollToTop() {}
}
