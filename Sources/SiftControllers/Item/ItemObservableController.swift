import Observation
import SiftCore

/// A headless controller for a widget that shows one value (stats text, loading state, a
/// banner), for SwiftUI or any renderer that observes state.
///
/// ```swift
/// let stats = ItemObservableController<String?>(item: nil)
/// let statsConnector = StatsConnector(searcher: searcher, controller: stats)
/// // Text(stats.item ?? "")
/// ```
@MainActor
@Observable
public final class ItemObservableController<Item>: ItemController {
  /// The value shown.
  public private(set) var item: Item

  /// Creates a controller.
  ///
  /// - Parameter item: The value shown before the first update.
  public init(item: Item) {
    self.item = item
  }

  /// Shows a new value.
  ///
  /// - Parameter item: The value.
  public func setItem(_ item: Item) {
    self.item = item
  }
}
