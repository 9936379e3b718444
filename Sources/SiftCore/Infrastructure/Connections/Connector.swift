/// A widget's wiring: the connections between its interactor and a searcher, a filter state and
/// controllers, connected and disconnected together.
///
/// A connector is live when it is created, as InstantSearch's widget connectors are:
/// `SearchBoxConnector(searcher: searcher, controller: controller)` searches as the user types
/// with no further call. `connect()` is idempotent (calling it on a live connector changes
/// nothing), `disconnect()` ends every link, and `connect()` after it links everything again.
///
/// Conforming types only declare their ``connections``; connecting, disconnecting and the state
/// come from this protocol.
@MainActor
public protocol Connector: Connection {
  /// The connections the connector owns.
  var connections: ConnectionGroup { get }
}

extension Connector {
  /// Whether the connector is connected.
  public var isConnected: Bool { connections.isConnected }

  /// Connects everything again after a ``disconnect()``. Does nothing when already connected, as
  /// a connector is from its creation.
  public func connect() { connections.connect() }

  /// Disconnects everything; nothing stays subscribed and the controllers are released. Does
  /// nothing when not connected.
  public func disconnect() { connections.disconnect() }
}
