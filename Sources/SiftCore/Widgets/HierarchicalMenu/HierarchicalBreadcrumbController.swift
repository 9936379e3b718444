/// A view that shows a hierarchical menu's selected path (`All › Cameras › Digital`) and lets
/// the user go back to an ancestor, or to the root.
///
/// ```swift
/// final class Crumbs: HierarchicalBreadcrumbController {
///   var onClick: ((String?) -> Void)?
///   var labels: [String] = []
///   func setItems(_ items: [HierarchicalBreadcrumbItem]) { labels = items.map(\.label) }
/// }
/// ```
@MainActor
public protocol HierarchicalBreadcrumbController: AnyObject {
  /// Set by the connection: call it with the full value of the item the user picks, or `nil`
  /// for the root (which clears the selection).
  var onClick: ((String?) -> Void)? { get set }

  /// Shows the path, from the top level down to the selection; empty when nothing is selected.
  ///
  /// - Parameter items: The path's levels.
  func setItems(_ items: [HierarchicalBreadcrumbItem])
}
