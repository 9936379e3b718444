/// One live subscription: what ``Event/subscribe(with:_:)`` returns, and what a connection is
/// made of. Cancelling it is its teardown.
///
/// ```swift
/// let subscription = searcher.onResults.subscribe(with: self) { owner, response in
///   owner.show(response)
/// }
/// subscription.cancel()  // this subscription only; `self`'s other subscriptions stay
/// ```
///
/// A subscription is not cancelled when the value is discarded: an event subscription lasts as
/// long as its owner, as in InstantSearch. Cancelling twice does nothing the second time.
///
/// Links that are not event subscriptions, such as a controller's callback, are subscriptions
/// too: make one from the work that undoes the link.
///
/// ```swift
/// controller.onClick = { [weak interactor] in interactor?.trigger() }
/// let link = EventSubscription { [weak controller] in controller?.onClick = nil }
/// ```
@MainActor
public final class EventSubscription {
  private var teardown: (@MainActor () -> Void)?

  /// Creates a subscription whose cancellation runs `teardown`, once.
  ///
  /// - Parameter teardown: Undoes the link.
  public init(_ teardown: @escaping @MainActor () -> Void) {
    self.teardown = teardown
  }

  /// Ends the subscription. Does nothing when it has already been cancelled.
  public func cancel() {
    guard let teardown else { return }
    self.teardown = nil
    teardown()
  }
}

extension EventSubscription {
  /// Sets `object`'s callback at `keyPath` to `handler`, and returns the subscription that clears
  /// it: the one shape of every controller callback a connection sets.
  ///
  /// - Parameters:
  ///   - keyPath: The callback, such as `\.onClick`.
  ///   - object: The object holding it, typically a controller; held weakly.
  ///   - handler: The callback.
  /// - Returns: The subscription whose cancellation sets the callback to `nil`.
  static func callback<Object: AnyObject, Handler>(
    _ keyPath: ReferenceWritableKeyPath<Object, Handler?>, of object: Object,
    _ handler: Handler
  ) -> EventSubscription {
    object[keyPath: keyPath] = handler
    return EventSubscription { [weak object] in
      object?[keyPath: keyPath] = nil
    }
  }
}
