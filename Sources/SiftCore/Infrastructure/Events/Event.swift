/// A value stream that widgets publish and subscribe to, on the main actor.
///
/// `Event` is Sift's one notification primitive, shaped like InstantSearch's so that its users
/// feel at home. A subscription names an *owner*; the owner is held weakly and passed back to the
/// handler, so a handler never needs to capture it, and a deallocated owner ends its own
/// subscription.
///
/// ```swift
/// let onQueryChanged = Event<String?>()
/// let subscription = onQueryChanged.subscribe(with: label) { label, query in
///   label.text = query
/// }
/// onQueryChanged.fire("shoes")
/// subscription.cancel()  // ends this subscription, and no other
/// ```
///
/// Each subscription is a value, an ``EventSubscription``: cancelling it ends that subscription
/// alone, so two links that happen to share an owner never end each other's. InstantSearch's
/// ``cancelSubscription(for:)`` (every subscription of an owner) works too.
///
/// Handlers run synchronously, in subscription order, when ``fire(_:)`` is called. A handler may
/// subscribe or cancel subscriptions while the event fires; such changes apply from the next
/// `fire`.
@MainActor
public final class Event<Value> {
  /// A subscription: its identity, its owner (weak), what it runs, and whether it runs only once.
  private struct Subscription {
    let id: UInt64
    weak var owner: AnyObject?
    let isOnce: Bool
    let deliver: @MainActor (AnyObject, Value) -> Void
  }

  private var subscriptions: [Subscription] = []
  /// An open `values` stream, reduced to what firing and cancelling need.
  private struct Stream {
    let yield: (Value) -> Void
    let finish: () -> Void
  }

  private var streams: [UInt64: Stream] = [:]
  private var nextID: UInt64 = 0

  /// The last value fired, replayed by ``subscribePast(with:_:)``; `nil` until the first `fire`.
  public private(set) var latestValue: Value?

  /// Creates an event with no subscriptions and no past value.
  public init() {}

  /// The number of live subscriptions: handlers whose owner still exists, plus open streams.
  ///
  /// Connectors use it in tests to prove that disconnecting leaves nothing subscribed.
  public var subscriptionCount: Int {
    subscriptions.count(where: { $0.owner != nil }) + streams.count
  }

  /// Runs `handler` with the owner and the value each time the event fires, for as long as the
  /// owner exists.
  ///
  /// - Parameters:
  ///   - owner: The object the subscription belongs to. It is held weakly.
  ///   - handler: Called with the owner and the fired value.
  /// - Returns: The subscription; cancelling it ends this subscription only. Discard it to keep
  ///   the subscription for as long as the owner exists.
  @discardableResult
  public func subscribe<Owner: AnyObject>(
    with owner: Owner, _ handler: @escaping @MainActor (Owner, Value) -> Void
  ) -> EventSubscription {
    add(owner: owner, isOnce: false, handler)
  }

  /// Like ``subscribe(with:_:)``, and first replays the latest value, if the event has fired.
  ///
  /// - Parameters:
  ///   - owner: The object the subscription belongs to. It is held weakly.
  ///   - handler: Called at once with the latest value, if any, then on every `fire`.
  /// - Returns: The subscription; cancelling it ends this subscription only.
  @discardableResult
  public func subscribePast<Owner: AnyObject>(
    with owner: Owner, _ handler: @escaping @MainActor (Owner, Value) -> Void
  ) -> EventSubscription {
    let subscription = add(owner: owner, isOnce: false, handler)
    if let latestValue {
      handler(owner, latestValue)
    }
    return subscription
  }

  /// Runs `handler` the next time the event fires, then ends the subscription.
  ///
  /// - Parameters:
  ///   - owner: The object the subscription belongs to. It is held weakly.
  ///   - handler: Called once, with the owner and the next fired value.
  /// - Returns: The subscription; cancelling it before the next `fire` ends it unused.
  @discardableResult
  public func subscribeOnce<Owner: AnyObject>(
    with owner: Owner, _ handler: @escaping @MainActor (Owner, Value) -> Void
  ) -> EventSubscription {
    add(owner: owner, isOnce: true, handler)
  }

  /// Ends every subscription of `owner` (handler subscriptions; streams end when their consumer
  /// stops iterating), as InstantSearch's `cancelSubscription(for:)` does.
  ///
  /// To end one subscription and leave the owner's others alone, cancel the
  /// ``EventSubscription`` that subscribing returned.
  ///
  /// - Parameter owner: The owner passed to `subscribe(with:_:)` and its siblings.
  public func cancelSubscription(for owner: AnyObject) {
    subscriptions.removeAll { $0.owner === owner || $0.owner == nil }
  }

  /// Ends every handler subscription and finishes every stream.
  public func cancelAllSubscriptions() {
    subscriptions.removeAll()
    let open = streams.values
    streams.removeAll()
    for stream in open {
      stream.finish()
    }
  }

  /// Delivers `value` to every live subscription, in the order they were made.
  ///
  /// - Parameter value: The value to deliver. It becomes ``latestValue``.
  public func fire(_ value: Value) {
    latestValue = value
    let snapshot = subscriptions
    subscriptions.removeAll { $0.owner == nil || $0.isOnce }
    for subscription in snapshot {
      guard let owner = subscription.owner else { continue }
      subscription.deliver(owner, value)
    }
    for stream in streams.values {
      stream.yield(value)
    }
  }

  private func add<Owner: AnyObject>(
    owner: Owner, isOnce: Bool, _ handler: @escaping @MainActor (Owner, Value) -> Void
  ) -> EventSubscription {
    subscriptions.removeAll { $0.owner == nil }
    nextID &+= 1
    let id = nextID
    subscriptions.append(
      Subscription(id: id, owner: owner, isOnce: isOnce) { owner, value in
        // The owner is stored as `AnyObject`; it is always the `Owner` it was registered with.
        if let owner = owner as? Owner {
          handler(owner, value)
        }
      })
    return EventSubscription { [weak self] in
      self?.subscriptions.removeAll { $0.id == id }
    }
  }
}

extension Event where Value: Sendable {
  /// An asynchronous sequence of the values fired from now on.
  ///
  /// Each access makes a new stream; it stays subscribed until the consumer stops iterating or
  /// ``cancelAllSubscriptions()`` is called.
  ///
  /// ```swift
  /// for await response in searcher.onResults.values {
  ///   print(response.nbHits ?? 0)
  /// }
  /// ```
  ///
  /// - Parameter bufferingPolicy: What the stream keeps while its consumer is busy.
  /// - Returns: A stream of the values fired after this call.
  public func values(
    bufferingPolicy: AsyncStream<Value>.Continuation.BufferingPolicy = .unbounded
  ) -> AsyncStream<Value> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Value.self, bufferingPolicy: bufferingPolicy)
    nextID &+= 1
    let id = nextID
    streams[id] = Stream(
      yield: { continuation.yield($0) }, finish: { continuation.finish() })
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in
        self?.streams[id] = nil
      }
    }
    return stream
  }

  /// An asynchronous sequence of the values fired from now on (unbounded buffering).
  public var values: AsyncStream<Value> { values() }
}
