/// A view that shows one value: a stats line, a loading indicator, a banner.
///
/// ```swift
/// final class StatsLabel: ItemController {
///   var text = ""
///   func setItem(_ item: String?) { text = item ?? "" }
/// }
/// ```
@MainActor
public protocol ItemController: AnyObject {
  /// The value the view shows.
  associatedtype Item

  /// Shows a new value.
  ///
  /// - Parameter item: The value to show.
  func setItem(_ item: Item)
}
