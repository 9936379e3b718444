/// A widget's wiring: the connections between its interactor and a searcher, a filter state and
/// controllers, connected and disconnected together.
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

  /// Connects everything. Does nothing when already connected.
  public func connect() { connections.connect() }

  /// Disconnects everything; nothing stays subscribed and the controllers are released. Does
  /// nothing when not connected.
  public func disconnect() { connections.disconnect() }
}
