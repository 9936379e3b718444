/// A live link between two parts of a widget: an interactor and a searcher, a filter state or
/// a controller.
///
/// Both operations are idempotent: connecting a connected link, or disconnecting a disconnected
/// one, does nothing. Disconnecting leaves nothing subscribed and nothing retained by the other
/// side.
@MainActor
public protocol Connection: AnyObject {
  /// Whether the link is currently established.
  var isConnected: Bool { get }

  /// Establishes the link. Does nothing when already connected.
  func connect()

  /// Tears the link down. Does nothing when not connected.
  func disconnect()
}
