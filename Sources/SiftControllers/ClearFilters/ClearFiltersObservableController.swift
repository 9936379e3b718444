import SiftCore

/// A headless clear-filters button for SwiftUI or any renderer.
///
/// ```swift
/// let clear = ClearFiltersObservableController()
/// let clearing = ClearFiltersConnector(filterState: filterState, controller: clear)
/// // Button("Clear") { clear.clear() }
/// ```
@MainActor
public final class ClearFiltersObservableController: ClearFiltersController {
  /// Set by the connection: called when the user asks to clear.
  public var onClick: (() -> Void)?

  /// Creates a controller.
  public init() {}

  /// Asks to clear, as a user would.
  public func clear() {
    onClick?()
  }
}
