/// Wires a hits list: one interactor, a searcher, and any number of controllers.
///
/// ```swift
/// let hits = HitsConnector<Product>(searcher: searcher, controller: HitsObservableController())
/// ```
///
/// Its controller protocol is ``HitsController``; its interactor, a ``HitsInteractor``, pages
/// by infinite scrolling or one page at a time (``InfiniteScrolling``). Given a `filterState:`,
/// the connector also makes the searcher follow it (`searcher.connectFilterState(_:)`) and tells
/// the hits list of each change (`interactor.connectFilterState(_:)`), as InstantSearch's does.
@MainActor
public final class HitsConnector<Record: Decodable>: Connector {
  /// The searcher whose results are shown.
  public let searcher: HitsSearcher

  /// The list logic shared by the controllers.
  public let interactor: HitsInteractor<Record>

  /// The connections the connector owns.
  public let connections = ConnectionGroup()

  /// Creates a connector, live at once.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose results to show.
  ///   - interactor: The list logic; a new one with infinite scrolling by default (pass
  ///     `HitsInteractor(infiniteScrolling: .off)` for one page at a time).
  ///   - filterState: Refinements for the searcher to follow, if any; the hits list is told of
  ///     each change too (``HitsInteractor/connectFilterState(_:)``).
  ///   - controller: A first controller.
  ///   - externalReload: Whether the app reloads the controller itself; see
  ///     ``connectController(_:externalReload:)``.
  public convenience init<Controller: HitsController>(
    searcher: HitsSearcher, interactor: HitsInteractor<Record> = HitsInteractor(),
    filterState: FilterState? = nil, controller: Controller, externalReload: Bool = false
  ) where Controller.DataSource == HitsInteractor<Record> {
    self.init(searcher: searcher, interactor: interactor, filterState: filterState)
    connectController(controller, externalReload: externalReload)
  }

  /// Creates a connector without a controller; add controllers with
  /// ``connectController(_:externalReload:)``.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose results to show.
  ///   - interactor: The list logic.
  ///   - filterState: Refinements for the searcher to follow, if any; the hits list is told of
  ///     each change too (``HitsInteractor/connectFilterState(_:)``).
  public init(
    searcher: HitsSearcher, interactor: HitsInteractor<Record> = HitsInteractor(),
    filterState: FilterState? = nil
  ) {
    self.searcher = searcher
    self.interactor = interactor
    connections.add(interactor.connectSearcher(searcher))
    if let filterState {
      connections.add(searcher.connectFilterState(filterState))
      connections.add(interactor.connectFilterState(filterState))
    }
  }

  /// Adds a controller; connected at once if the connector is.
  ///
  /// - Parameters:
  ///   - controller: The view adapter.
  ///   - externalReload: Whether the app reloads the controller itself (after batching
  ///     updates, for an animation): the connector then never calls its `reload()`, and the
  ///     app calls it when it decides (the rows are always current in ``interactor``).
  ///     `false` by default, as in InstantSearch.
  public func connectController<Controller: HitsController>(
    _ controller: Controller, externalReload: Bool = false
  ) where Controller.DataSource == HitsInteractor<Record> {
    connections.add(interactor.connectController(controller, externalReload: externalReload))
  }
}
