/// The one mechanism behind every Sift connection: a setup closure that establishes a link and
/// returns its subscriptions. The connection is its set of subscriptions: disconnecting cancels
/// them, and nothing else.
///
/// A connection is live when it is created, as InstantSearch's are. `connect()` and
/// `disconnect()` are idempotent, so connection types never repeat that bookkeeping, and a
/// disconnected connection connects again by running its setup again. An optional *retained*
/// object (typically a controller) is held strongly from creation until the first
/// `disconnect()`, and only weakly after that: a connector keeps a controller created inline
/// alive, and releases it as soon as it is disconnected.
///
/// ```swift
/// let connection = ClosureConnection(retaining: controller) { controller in
///   [
///     interactor.onQueryChanged.subscribe(with: controller) { controller, query in
///       controller.setQuery(query)
///     }
///   ]
/// }
/// connection.disconnect()  // cancels exactly the subscriptions above
/// ```
@MainActor
public final class ClosureConnection: Connection {
  private let setUp: @MainActor (AnyObject?) -> [EventSubscription]?
  private var subscriptions: [EventSubscription] = []
  private weak var weakRetained: AnyObject?
  private var strongRetained: AnyObject?
  private let hasRetained: Bool

  /// Whether the link is currently established.
  public private(set) var isConnected = false

  /// Creates a connection from a setup closure, and connects it.
  ///
  /// - Parameter setUp: Establishes the link and returns its subscriptions.
  public init(_ setUp: @escaping @MainActor () -> [EventSubscription]) {
    self.setUp = { _ in setUp() }
    self.hasRetained = false
    connect()
  }

  /// Creates a connection that holds `object` strongly until it is disconnected, and connects
  /// it.
  ///
  /// After a `disconnect()`, `object` is held weakly; if it has been deallocated by the time
  /// `connect()` is called again, connecting does nothing.
  ///
  /// - Parameters:
  ///   - object: The object the link serves, typically a controller.
  ///   - setUp: Establishes the link for `object` and returns its subscriptions. Capture
  ///     `object` only through the parameter, or weakly.
  public init<Object: AnyObject>(
    retaining object: Object, _ setUp: @escaping @MainActor (Object) -> [EventSubscription]
  ) {
    self.weakRetained = object
    self.strongRetained = object
    self.hasRetained = true
    self.setUp = { object in
      guard let object = object as? Object else { return nil }
      return setUp(object)
    }
    connect()
  }

  /// Establishes the link. Does nothing when already connected, or when the retained object is
  /// gone.
  public func connect() {
    guard !isConnected else { return }
    let object = weakRetained
    if hasRetained && object == nil { return }
    guard let subscriptions = setUp(object) else { return }
    self.subscriptions = subscriptions
    strongRetained = object
    isConnected = true
  }

  /// Cancels the link's subscriptions and releases the retained object. Does nothing else when
  /// not connected.
  public func disconnect() {
    guard isConnected else {
      strongRetained = nil
      return
    }
    isConnected = false
    let subscriptions = self.subscriptions
    self.subscriptions = []
    for subscription in subscriptions.reversed() {
      subscription.cancel()
    }
    strongRetained = nil
  }
}
