import Observation
import SiftCore

/// A headless range editor (a two-thumb slider) for SwiftUI or any renderer that observes
/// state, in any number type the range widget works in (`Int`, `Double`, …).
///
/// ```swift
/// let price = NumberRangeObservableController<Double>()
/// let priceRange = NumberRangeConnector(
///   searcher: searcher, filterState: filterState, attribute: "price", controller: price)
/// price.set(10...50)
/// ```
@MainActor
@Observable
public final class NumberRangeObservableController<Number: DoubleRepresentable>:
  NumberRangeController
{
  /// Set by the connection: called with the range the user picks.
  @ObservationIgnored public var onRangeChanged: ((ClosedRange<Number>?) -> Void)?

  /// The range; `nil` when none is set.
  public private(set) var range: ClosedRange<Number>?

  /// The bounds; `nil` while unknown.
  public private(set) var bounds: ClosedRange<Number>?

  /// Creates a controller.
  public init() {}

  /// Picks a range, as a user would; it is clamped to the bounds.
  ///
  /// - Parameter range: The range.
  public func set(_ range: ClosedRange<Number>) {
    onRangeChanged?(range)
  }

  /// Clears the range, as a user would; the filter is removed.
  public func clear() {
    onRangeChanged?(nil)
  }

  /// Shows the range.
  ///
  /// - Parameter range: The range.
  public func setRange(_ range: ClosedRange<Number>?) {
    self.range = range
  }

  /// Shows the bounds.
  ///
  /// - Parameter bounds: The bounds.
  public func setBounds(_ bounds: ClosedRange<Number>?) {
    self.bounds = bounds
  }
}
