/// Wires a widget that shows one value derived from a searcher: stats, loading, relevant sort,
/// query rules custom data. The named connectors (``StatsConnector``, ``LoadingConnector``,
/// ``RelevantSortConnector``, ``QueryRuleCustomDataConnector``) are subclasses that only add
/// their source connection and their controller protocol, so each is also usable as the
/// `ItemConnector` it specializes.
///
/// ```swift
/// let banner = ItemConnector(
///   interactor: ItemInteractor<String?>(item: nil),
///   sourceConnection: { $0.connectSearcher(searcher) { $0.userData?.first?["title"]?.stringValue } })
/// banner.connectController(label)
/// ```
@MainActor
public class ItemConnector<Item>: Connector {
  /// The value and its changes.
  public let interactor: ItemInteractor<Item>

  /// The connections the connector owns.
  public let connections = ConnectionGroup()

  /// Creates a connector from the connection that feeds the value.
  ///
  /// - Parameters:
  ///   - interactor: The value holder.
  ///   - sourceConnection: Makes the connection that derives the value.
  public init(
    interactor: ItemInteractor<Item>,
    sourceConnection: (ItemInteractor<Item>) -> ClosureConnection
  ) {
    self.interactor = interactor
    connections.add(sourceConnection(interactor))
  }

  /// Adds a controller, through a presenter; connected at once if the connector is.
  ///
  /// - Parameters:
  ///   - controller: The view adapter.
  ///   - presenter: Turns the value into what the controller shows.
  public func connectController<Controller: ItemController>(
    _ controller: Controller, presenter: @escaping @MainActor (Item) -> Controller.Item
  ) {
    connections.add(interactor.connectController(controller, presenter: presenter))
  }

  /// Adds a controller that shows the value as it is.
  ///
  /// - Parameter controller: The view adapter.
  public func connectController<Controller: ItemController>(_ controller: Controller)
  where Controller.Item == Item {
    connectController(controller, presenter: { $0 })
  }
}
