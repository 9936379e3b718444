/// The one mechanism behind every Sift connection: a setup closure that establishes a link and
/// returns the closure that tears it down.
///
/// `ClosureConnection` makes `connect()` and `disconnect()` idempotent, so connection types never
/// repeat that bookkeeping. An optional *retained* object (typically a controller) is held
/// strongly from creation until the first `disconnect()`, and only weakly after that: a connector
/// keeps a controller created inline alive, and releases it as soon as it is disconnected.
///
/// ```swift
/// let connection = ClosureConnection(retaining: controller) { controller in
///   interactor.onQueryChanged.subscribe(with: controller) { controller, query in
///     controller.setQuery(query)
///   }
///   return { interactor.onQueryChanged.cancelSubscription(for: controller) }
/// }
/// connection.connect()
/// ```
@MainActor
public final class ClosureConnection: Connection {
  /// What a setup closure returns: the work that undoes it.
  public typealias Teardown = @MainActor () -> Void

  private let setUp: @MainActor (AnyObject?) -> Teardown?
  private var teardown: Teardown?
  private weak var weakRetained: AnyObject?
  private var strongRetained: AnyObject?
  private let hasRetained: Bool

  /// Whether the link is currently established.
  public private(set) var isConnected = false

  /// Creates a disconnected connection from a setup closure.
  ///
  /// - Parameter setUp: Establishes the link and returns its teardown.
  public init(_ setUp: @escaping @MainActor () -> Teardown) {
    self.setUp = { _ in setUp() }
    self.hasRetained = false
  }

  /// Creates a disconnected connection that holds `object` strongly until it is disconnected.
  ///
  /// After a `disconnect()`, `object` is held weakly; if it has been deallocated by the time
  /// `connect()` is called again, connecting does nothing.
  ///
  /// - Parameters:
  ///   - object: The object the link serves, typically a controller.
  ///   - setUp: Establishes the link for `object` and returns its teardown. Capture `object`
  ///     only through the parameter, or weakly.
  public init<Object: AnyObject>(
    retaining object: Object, _ setUp: @escaping @MainActor (Object) -> Teardown
  ) {
    self.weakRetained = object
    self.strongRetained = object
    self.hasRetained = true
    self.setUp = { object in
      guard let object = object as? Object else { return nil }
      return setUp(object)
    }
  }

  /// Establishes the link. Does nothing when already connected, or when the retained object is
  /// gone.
  public func connect() {
    guard !isConnected else { return }
    let object = weakRetained
    if hasRetained && object == nil { return }
    guard let teardown = setUp(object) else { return }
    self.teardown = teardown
    strongRetained = object
    isConnected = true
  }

  /// Tears the link down and releases the retained object. Does nothing else when not
  /// connected.
  public func disconnect() {
    guard isConnected, let teardown else {
      strongRetained = nil
      return
    }
    self.teardown = nil
    isConnected = false
    teardown()
    strongRetained = nil
  }
}
