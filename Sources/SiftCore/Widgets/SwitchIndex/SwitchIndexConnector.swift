/// Wires a switch-index widget: a list of indices with titles, one selected; picking one
/// switches the searcher's index and searches.
///
/// ```swift
/// let switchIndex = SwitchIndexConnector(
///   searcher: searcher,
///   items: [
///     SwitchIndexItem(indexName: "products", title: "Most relevant"),
///     SwitchIndexItem(indexName: "products_price_asc", title: "Lowest price"),
///   ],
///   controller: sortSheet)
/// ```
///
/// Its controller protocol is ``SwitchIndexController``, its interactor a
/// ``SwitchIndexInteractor``. The selection follows the searcher's index, so an index changed
/// elsewhere is reflected (nothing is selected when it is not one offered).
@MainActor
public final class SwitchIndexConnector: Connector {
  /// The searcher whose index is switched.
  public let searcher: HitsSearcher

  /// The indices and the selection.
  public let interactor: SwitchIndexInteractor

  /// The connections the connector owns.
  public let connections = ConnectionGroup()

  /// Creates a connector without a controller, live at once.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose index to switch.
  ///   - interactor: The indices offered.
  public init(searcher: HitsSearcher, interactor: SwitchIndexInteractor) {
    self.searcher = searcher
    self.interactor = interactor
    connections.add(interactor.connectSearcher(searcher))
  }

  /// Creates a connector with a first controller, live at once.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose index to switch.
  ///   - items: The indices to offer, with their titles, in order.
  ///   - controller: The view adapter.
  public convenience init<Controller: SwitchIndexController>(
    searcher: HitsSearcher, items: [SwitchIndexItem], controller: Controller
  ) {
    self.init(searcher: searcher, interactor: SwitchIndexInteractor(items: items))
    connectController(controller)
  }

  /// Creates a connector whose titles are the index names, with a first controller.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose index to switch.
  ///   - indexNames: The indices to offer, in order.
  ///   - controller: The view adapter.
  public convenience init<Controller: SwitchIndexController>(
    searcher: HitsSearcher, indexNames: [String], controller: Controller
  ) {
    self.init(searcher: searcher, interactor: SwitchIndexInteractor(indexNames: indexNames))
    connectController(controller)
  }

  /// Adds a controller; connected at once if the connector is.
  ///
  /// - Parameter controller: The view adapter.
  public func connectController<Controller: SwitchIndexController>(_ controller: Controller) {
    connections.add(interactor.connectController(controller))
  }
}
