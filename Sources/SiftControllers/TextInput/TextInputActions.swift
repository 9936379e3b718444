/// The target–action registry of a ``TextInput``: who is told of which editing events.
///
/// Conforming types own one and send their events through it; ``TextInput``'s extension builds
/// `addTarget(_:action:for:)` and its siblings on top, so that any text widget gets UIKit-style
/// target–action without the Objective-C runtime. Targets are held weakly.
@MainActor
public final class TextInputActions {
  /// Identifies a closure action, for ``TextInput/removeAction(_:)``.
  public struct Token: Hashable, Sendable {
    fileprivate let id: UInt64
  }

  private struct Entry {
    let id: UInt64
    let events: TextInputEvents
    weak var target: AnyObject?
    let hasTarget: Bool
    let perform: @MainActor (AnyObject?) -> Void
  }

  private var entries: [Entry] = []
  private var nextID: UInt64 = 0

  /// Creates an empty registry.
  public init() {}

  /// The number of registered actions whose target is still alive.
  public var count: Int {
    entries.count(where: { !$0.hasTarget || $0.target != nil })
  }

  /// Registers `action` of `target` for `events`.
  ///
  /// - Parameters:
  ///   - target: The object whose method runs; held weakly.
  ///   - action: An unapplied method reference, such as `MyController.textDidChange`.
  ///   - events: The events that trigger it.
  public func add<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> @MainActor () -> Void,
    for events: TextInputEvents
  ) {
    append(events: events, target: target) { target in
      if let target = target as? Target {
        action(target)()
      }
    }
  }

  /// Registers a closure for `events`.
  ///
  /// - Parameters:
  ///   - events: The events that trigger it.
  ///   - handler: The work to run.
  /// - Returns: A token that removes the closure.
  @discardableResult
  public func add(for events: TextInputEvents, _ handler: @escaping @MainActor () -> Void)
    -> Token
  {
    append(events: events, target: nil) { _ in handler() }
  }

  /// Unregisters `target`'s actions for `events` (all targets' when `target` is nil).
  ///
  /// An action registered for several events stays registered for the others.
  ///
  /// - Parameters:
  ///   - target: The target to remove, or nil for every target.
  ///   - events: The events to stop sending.
  public func remove(_ target: AnyObject?, for events: TextInputEvents) {
    var kept: [Entry] = []
    for entry in entries {
      let matches = entry.hasTarget && (target == nil || entry.target === target)
      let remaining = matches ? entry.events.subtracting(events) : entry.events
      guard !remaining.isEmpty, !entry.hasTarget || entry.target != nil else { continue }
      kept.append(
        Entry(
          id: entry.id, events: remaining, target: entry.target, hasTarget: entry.hasTarget,
          perform: entry.perform))
    }
    entries = kept
  }

  /// Unregisters a closure action.
  ///
  /// - Parameter token: The token returned when it was added.
  public func remove(_ token: Token) {
    entries.removeAll { $0.id == token.id }
  }

  /// Runs every action registered for any of `events`, in registration order.
  ///
  /// - Parameter events: The events that happened.
  public func send(_ events: TextInputEvents) {
    entries.removeAll { $0.hasTarget && $0.target == nil }
    for entry in entries where !entry.events.isDisjoint(with: events) {
      if entry.hasTarget {
        guard let target = entry.target else { continue }
        entry.perform(target)
      } else {
        entry.perform(nil)
      }
    }
  }

  @discardableResult
  private func append(
    events: TextInputEvents, target: AnyObject?, perform: @escaping @MainActor (AnyObject?) -> Void
  ) -> Token {
    nextID &+= 1
    entries.append(
      Entry(id: nextID, events: events, target: target, hasTarget: target != nil, perform: perform))
    return Token(id: nextID)
  }
}
