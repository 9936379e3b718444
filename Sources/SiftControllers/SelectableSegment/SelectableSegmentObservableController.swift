import Observation
import SiftCore

/// A headless controller for a choice among a few labelled options (sort by, hits per page, a
/// filter map), for SwiftUI or any renderer that observes state.
///
/// ```swift
/// let sortBy = SelectableSegmentObservableController<Int>()
/// // Picker("Sort", selection: Binding(get: { sortBy.selected }, set: { sortBy.select($0) })) …
/// ```
@MainActor
@Observable
public final class SelectableSegmentObservableController<SegmentKey: Hashable>:
  SelectableSegmentController
{
  /// A choice as shown.
  public struct Item: Hashable {
    /// What identifies the choice.
    public var key: SegmentKey
    /// Its label.
    public var label: String
  }

  /// Set by the connection: called when the user picks a choice.
  @ObservationIgnored public var onClick: ((SegmentKey) -> Void)?

  /// The choices, in order.
  public private(set) var items: [Item] = []

  /// The selected choice's key.
  public private(set) var selected: SegmentKey?

  /// Creates an empty controller.
  public init() {}

  /// Picks a choice, as a user would.
  ///
  /// - Parameter key: The choice's key.
  public func select(_ key: SegmentKey) {
    onClick?(key)
  }

  /// Shows which choice is selected.
  ///
  /// - Parameter selected: The selected key.
  public func setSelected(_ selected: SegmentKey?) {
    self.selected = selected
  }

  /// Shows the choices.
  ///
  /// - Parameter items: The keys and labels, in order.
  public func setItems(items: [(key: SegmentKey, label: String)]) {
    self.items = items.map { Item(key: $0.key, label: $0.label) }
  }
}
