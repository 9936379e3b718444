/// A button that clears filters.
///
/// ```swift
/// final class ClearButton: ClearFiltersController {
///   var onClick: (() -> Void)?
/// }
/// ```
@MainActor
public protocol ClearFiltersController: AnyObject {
  /// Set by the connection: call it when the user asks to clear.
  var onClick: (() -> Void)? { get set }
}
