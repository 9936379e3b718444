/// A view that shows the active filters (chips, a list) and lets the user remove one.
///
/// ```swift
/// final class Chips: CurrentFiltersController {
///   var onRemoveItem: ((FilterAndID) -> Void)?
///   var labels: [String] = []
///   func setItems(_ items: [FilterAndID]) { labels = items.map(\.text) }
///   func reload() {}
/// }
/// ```
@MainActor
public protocol CurrentFiltersController: AnyObject {
  /// Set by the connection: call it with the item the user removes.
  var onRemoveItem: ((FilterAndID) -> Void)? { get set }

  /// Shows the active filters, in order.
  ///
  /// - Parameter items: The filters with their groups and labels.
  func setItems(_ items: [FilterAndID])

  /// Redraws the view; called after each ``setItems(_:)``.
  func reload()
}
