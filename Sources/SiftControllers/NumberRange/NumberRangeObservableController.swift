import Observation
import SiftCore

/// A headless range editor (a two-thumb slider) for SwiftUI or any renderer that observes
/// state.
///
/// ```swift
/// let price = NumberRangeObservableController()
/// let priceRange = NumberRangeConnector(
///   searcher: searcher, filterState: filterState, attribute: "price", controller: price)
/// price.set(10...50)
/// ```
@MainActor
@Observable
public final class NumberRangeObservableController: NumberRangeController {
  /// Set by the connection: called with the range the user picks.
  @ObservationIgnored public var onRangeChanged: ((ClosedRange<Double>?) -> Void)?

  /// The range; `nil` when none is set.
  public private(set) var range: ClosedRange<Double>?

  /// The bounds; `nil` while unknown.
  public private(set) var bounds: ClosedRange<Double>?

  /// Creates a controller.
  public init() {}

  /// Picks a range, as a user would; it is clamped to the bounds.
  ///
  /// - Parameter range: The range.
  public func set(_ range: ClosedRange<Double>) {
    onRangeChanged?(range)
  }

  /// Clears the range, as a user would; the filter is removed.
  public func clear() {
    onRangeChanged?(nil)
  }

  /// Shows the range.
  ///
  /// - Parameter range: The range.
  public func setRange(_ range: ClosedRange<Double>?) {
    self.range = range
  }

  /// Shows the bounds.
  ///
  /// - Parameter bounds: The bounds.
  public func setBounds(_ bounds: ClosedRange<Double>?) {
    self.bounds = bounds
  }
}
