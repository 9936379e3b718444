/// Wires a hits list: one interactor, a searcher, and any number of controllers.
///
/// ```swift
/// let hits = HitsConnector<Product>(searcher: searcher, controller: HitsObservableController())
/// ```
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
  ///   - interactor: The list logic; a new one with infinite scrolling by default.
  ///   - controller: A first controller, if any.
  public init<Controller: HitsController>(
    searcher: HitsSearcher, interactor: HitsInteractor<Record> = HitsInteractor(),
    controller: Controller
  ) where Controller.DataSource == HitsInteractor<Record> {
    self.searcher = searcher
    self.interactor = interactor
    connections.add(interactor.connectSearcher(searcher))
    connections.add(interactor.connectController(controller))
  }

  /// Creates a connector without a controller; add controllers with ``connectController(_:)``.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose results to show.
  ///   - interactor: The list logic.
  public init(searcher: HitsSearcher, interactor: HitsInteractor<Record> = HitsInteractor()) {
    self.searcher = searcher
    self.interactor = interactor
    connections.add(interactor.connectSearcher(searcher))
  }

  /// Adds a controller; connected at once if the connector is.
  ///
  /// - Parameter controller: The view adapter.
  public func connectController<Controller: HitsController>(_ controller: Controller)
  where Controller.DataSource == HitsInteractor<Record> {
    connections.add(interactor.connectController(controller))
  }

}
