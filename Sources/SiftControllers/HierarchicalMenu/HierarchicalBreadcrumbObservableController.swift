import Observation
import SiftCore

/// A headless breadcrumb over a hierarchical menu's selected path, for SwiftUI or any renderer
/// that observes state.
///
/// ```swift
/// let crumbs = HierarchicalBreadcrumbObservableController()
/// // Button("All") { crumbs.clear() }; ForEach(crumbs.items, id: \.value) { Button($0.label) { crumbs.select($0.value) } }
/// ```
@MainActor
@Observable
public final class HierarchicalBreadcrumbObservableController: HierarchicalBreadcrumbController {
  /// Set by the connection: called with the level the user picks, `nil` for the root.
  @ObservationIgnored public var onClick: ((String?) -> Void)?

  /// The selected path's levels, from the top down.
  public private(set) var items: [HierarchicalBreadcrumbItem] = []

  /// Creates an empty controller.
  public init() {}

  /// Picks a level of the path, as a user would: it becomes the selection.
  ///
  /// - Parameter value: The level's full value.
  public func select(_ value: String) {
    onClick?(value)
  }

  /// Picks the root, as a user would: the selection is cleared.
  public func clear() {
    onClick?(nil)
  }

  /// Shows the path.
  ///
  /// - Parameter items: The path's levels.
  public func setItems(_ items: [HierarchicalBreadcrumbItem]) {
    self.items = items
  }
}
