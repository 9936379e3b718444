import Observation
import SiftCore

/// A headless switch-index widget for SwiftUI or any renderer that observes state.
///
/// ```swift
/// let sort = SwitchIndexObservableController()
/// let connector = SwitchIndexConnector(searcher: searcher, items: items, controller: sort)
/// // Picker("Sort", selection: Binding(get: { sort.selected ?? "" }, set: { sort.select($0) })) {
/// //   ForEach(sort.items, id: \.indexName) { Text($0.title).tag($0.indexName) }
/// // }
/// ```
@MainActor
@Observable
public final class SwitchIndexObservableController: SwitchIndexController {
  /// Set by the connection: called when the user picks an index.
  @ObservationIgnored public var select: ((String) -> Void)?

  /// The indices offered, with their titles, in order.
  public private(set) var items: [SwitchIndexItem] = []

  /// The selected index; nil when none of those offered is.
  public private(set) var selected: String?

  /// Creates an empty controller.
  public init() {}

  /// Picks an index, as a user would.
  ///
  /// - Parameter indexName: The index.
  public func select(_ indexName: String) {
    select?(indexName)
  }

  /// Shows the indices and the selection.
  ///
  /// - Parameters:
  ///   - items: The indices, in order.
  ///   - selected: The selected index.
  public func set(items: [SwitchIndexItem], selected: String?) {
    self.items = items
    self.selected = selected
  }
}
