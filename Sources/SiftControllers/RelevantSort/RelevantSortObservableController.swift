import Observation
import SiftCore

/// A headless relevant-sort toggle for SwiftUI or any renderer that observes state.
///
/// ```swift
/// let relevantSort = RelevantSortObservableController()
/// let relevantSortConnector = RelevantSortConnector(
///   searcher: searcher, controller: relevantSort, presenter: { $0 })
/// // if let text = relevantSort.priority?.defaultText { Text(text.hint); Button(text.toggleTitle) { relevantSort.toggle() } }
/// ```
@MainActor
@Observable
public final class RelevantSortObservableController: RelevantSortController {
  /// Set by the connection: called when the user taps the toggle.
  @ObservationIgnored public var didToggle: (() -> Void)?

  /// What the replica currently favours; nil when the index is not a relevant-sort replica.
  public private(set) var priority: RelevantSortPriority?

  /// Creates a controller.
  public init() {}

  /// Shows the priority.
  ///
  /// - Parameter item: The priority.
  public func setItem(_ item: RelevantSortPriority?) {
    priority = item
  }

  /// Toggles the priority, as a user would.
  public func toggle() {
    didToggle?()
  }
}
