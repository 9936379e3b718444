import Observation
import SiftCore

/// A headless hierarchical menu for SwiftUI or any renderer that observes state.
///
/// ```swift
/// let categories = HierarchicalMenuObservableController()
/// // ForEach(categories.items, id: \.value) { row in
/// //   Button(row.label) { categories.select(row.value) }.padding(.leading, CGFloat(row.level) * 16)
/// // }
/// ```
@MainActor
@Observable
public final class HierarchicalMenuObservableController: HierarchicalMenuController {
  /// Set by the connection: called with the full value the user picks.
  @ObservationIgnored public var onClick: ((String) -> Void)?

  /// The rows, in display order.
  public private(set) var items: [HierarchicalMenuItem] = []

  /// Creates an empty controller.
  public init() {}

  /// Picks a row, as a user would: selects it, or goes back to its parent when selected.
  ///
  /// - Parameter value: The row's full value.
  public func select(_ value: String) {
    onClick?(value)
  }

  /// Shows the rows.
  ///
  /// - Parameter items: The rows.
  public func setItems(_ items: [HierarchicalMenuItem]) {
    self.items = items
  }
}
