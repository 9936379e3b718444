/// A view that shows a hierarchical menu (categories and their subcategories) and lets the user
/// pick a value.
///
/// ```swift
/// final class CategoryTree: HierarchicalMenuController {
///   var onClick: ((String) -> Void)?
///   var rows: [HierarchicalMenuItem] = []
///   func setItems(_ items: [HierarchicalMenuItem]) { rows = items }
/// }
/// ```
@MainActor
public protocol HierarchicalMenuController: AnyObject {
  /// Set by the connection: call it with the full value of the row the user picks.
  var onClick: ((String) -> Void)? { get set }

  /// Shows the rows: the top level, and under each selected value its children.
  ///
  /// - Parameter items: The rows, in display order.
  func setItems(_ items: [HierarchicalMenuItem])
}
