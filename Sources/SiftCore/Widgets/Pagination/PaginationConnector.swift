/// Wires numbered pagination: an interactor, a searcher and any number of controllers.
///
/// ```swift
/// let pages = PaginationConnector(searcher: searcher, padding: 2, controller: pager)
/// ```
@MainActor
public final class PaginationConnector: Connector {
  /// The pagination logic.
  public let interactor: PaginationInteractor

  /// The connections the connector owns.
  public let connections = ConnectionGroup()

  /// Creates a connector.
  ///
  /// - Parameters:
  ///   - searcher: The searcher to page.
  ///   - padding: How many pages show on each side of the current one.
  ///   - totalPagesCap: The most pages ever offered.
  ///   - controller: A first controller, if any.
  public init(
    searcher: HitsSearcher, padding: Int = 3, totalPagesCap: Int? = nil,
    controller: (any PaginationController)? = nil
  ) {
    self.interactor = PaginationInteractor(padding: padding, totalPagesCap: totalPagesCap)
    connections.add(interactor.connectSearcher(searcher))
    if let controller {
      connectController(controller)
    }
  }

  /// Adds a controller; connected at once if the connector is.
  ///
  /// - Parameter controller: The view adapter.
  public func connectController(_ controller: some PaginationController) {
    connections.add(interactor.connectController(controller))
  }
}
