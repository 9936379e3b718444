/// A set of connections that connect and disconnect together; what every connector is made of.
///
/// Like every connection, a group is connected when it is created. A connection added takes the
/// group's state: it stays connected while the group is, and is disconnected when the group is
/// not. So a connector can take more controllers at any time.
///
/// ```swift
/// let group = ConnectionGroup()
/// group.add(interactor.connectSearcher(searcher))
/// group.add(interactor.connectController(controller))
/// group.disconnect()  // both links end
/// group.connect()     // both links again
/// ```
@MainActor
public final class ConnectionGroup: Connection {
  /// The connections of the group, in the order they were added.
  public private(set) var connections: [any Connection] = []

  /// Whether the group is connected.
  public private(set) var isConnected = true

  /// Creates a connected group.
  ///
  /// - Parameter connections: The initial members; they are connected.
  public init(_ connections: [any Connection] = []) {
    for connection in connections {
      add(connection)
    }
  }

  /// Adds a member, and gives it the group's state: connected when the group is, disconnected
  /// otherwise.
  ///
  /// - Parameter connection: The connection to add.
  public func add(_ connection: any Connection) {
    connections.append(connection)
    if isConnected {
      connection.connect()
    } else {
      connection.disconnect()
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
