import Observation
import SiftCore

/// A headless number editor with stepper semantics for SwiftUI or any renderer that observes
/// state.
///
/// ```swift
/// let maxPrice = NumberObservableController()
/// let maxPriceConnector = NumberConnector(
///   searcher: searcher, filterState: filterState, attribute: "price",
///   numericOperator: .lessThanOrEqual, step: 10, controller: maxPrice
/// )
/// // Stepper("≤ \(maxPrice.number ?? 0)", onIncrement: maxPrice.increment, onDecrement: maxPrice.decrement)
/// ```
@MainActor
@Observable
public final class NumberObservableController: NumberController {
  /// Set by the connection: called with what the user does.
  @ObservationIgnored public var onNumberChange: ((NumberChange) -> Void)?

  /// The number; `nil` when none is set.
  public private(set) var number: Double?

  /// The bounds; `nil` while unknown.
  public private(set) var bounds: ClosedRange<Double>?

  /// Creates a controller.
  public init() {}

  /// Sets the number (or clears it with `nil`), as a user would.
  ///
  /// - Parameter number: The number.
  public func set(_ number: Double?) {
    onNumberChange?(.set(number))
  }

  /// Steps up, as a user would.
  public func increment() {
    onNumberChange?(.increment)
  }

  /// Steps down, as a user would.
  public func decrement() {
    onNumberChange?(.decrement)
  }

  /// Shows the number.
  ///
  /// - Parameter number: The number.
  public func setNumber(_ number: Double?) {
    self.number = number
  }

  /// Shows the bounds.
  ///
  /// - Parameter bounds: The bounds.
  public func setBounds(_ bounds: ClosedRange<Double>?) {
    self.bounds = bounds
  }
}
