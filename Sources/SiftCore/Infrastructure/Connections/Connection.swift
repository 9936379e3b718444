/// A live link between two parts of a widget: an interactor and a searcher, a filter state or
/// a controller.
///
/// Sift's connections are live when they are created, as InstantSearch's are: code ported from
/// InstantSearch works whether or not it calls `connect()`. Both operations are idempotent:
/// connecting a connected link, or disconnecting a disconnected one, does nothing, so a link never
/// subscribes twice. Disconnecting leaves nothing subscribed and nothing retained by the other
/// side; connecting again re-establishes the link.
@MainActor
public protocol Connection: AnyObject {
  /// Whether the link is currently established.
  var isConnected: Bool { get }

  /// Establishes the link. Does nothing when already connected.
  func connect()

  /// Tears the link down. Does nothing when not connected.
  func disconnect()
}
