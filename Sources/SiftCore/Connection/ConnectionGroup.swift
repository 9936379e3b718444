/// A set of connections that connect and disconnect together; what every connector is made of.
///
/// A connection added while the group is connected is connected at once, so a connector can take
/// more controllers at any time.
///
/// ```swift
/// let group = ConnectionGroup()
/// group.add(interactor.connectSearcher(searcher))
/// group.connect()
/// group.add(interactor.connectController(controller))  // connected immediately
/// ```
@MainActor
public final class ConnectionGroup: Connection {
  /// The connections of the group, in the order they were added.
  public private(set) var connections: [any Connection] = []

  /// Whether the group is connected.
  public private(set) var isConnected = false

  /// Creates a disconnected group.
  ///
  /// - Parameter connections: The initial members.
  public init(_ connections: [any Connection] = []) {
    self.connections = connections
  }

  /// Adds a member; when the group is connected, the member is connected too.
  ///
  /// Add members disconnected: the group takes over connecting them.
  ///
  /// - Parameter connection: The connection to add.
  public func add(_ connection: any Connection) {
    connections.append(connection)
    if isConnected {
      connection.connect()
    }
  }

  /// Connects every member, in order. Does nothing when already connected.
  public func connect() {
    guard !isConnected else { return }
    isConnected = true
    for connection in connections {
      connection.connect()
    }
  }

  /// Disconnects every member, in reverse order. Does nothing when not connected.
  public func disconnect() {
    guard isConnected else { return }
    isConnected = false
    for connection in connections.reversed() {
      connection.disconnect()
    }
  }
}
