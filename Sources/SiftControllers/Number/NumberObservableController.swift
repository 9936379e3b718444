import Observation
import SiftCore

/// A headless number editor with stepper semantics for SwiftUI or any renderer that observes
/// state, in any number type the number widget works in (`Int`, `Double`, …).
///
/// ```swift
/// let maxPrice = NumberObservableController<Int>()
/// let maxPriceConnector = NumberConnector(
///   searcher: searcher, filterState: filterState, attribute: "price",
///   numericOperator: .lessThanOrEqual, step: 10, controller: maxPrice
/// )
/// // Stepper("≤ \(maxPrice.number ?? 0)", onIncrement: maxPrice.increment, onDecrement: maxPrice.decrement)
/// ```
@MainActor
@Observable
public final class NumberObservableController<Number: DoubleRepresentable>: NumberController {
  /// Set by the connection: called with what the user does.
  @ObservationIgnored public var onNumberChanged: ((NumberChange<Number>) -> Void)?

  /// The number; `nil` when none is set.
  public private(set) var number: Number?

  /// The bounds; `nil` while unknown.
  public private(set) var bounds: ClosedRange<Number>?

  /// Creates a controller.
  public init() {}

  /// Sets the number (or clears it with `nil`), as a user would.
  ///
  /// - Parameter number: The number.
  public func set(_ number: Number?) {
    onNumberChanged?(.set(number))
  }

  /// Steps up, as a user would.
  public func increment() {
    onNumberChanged?(.increment)
  }

  /// Steps down, as a user would.
  public func decrement() {
    onNumberChanged?(.decrement)
  }

  /// Shows the number.
  ///
  /// - Parameter number: The number.
  public func setNumber(_ number: Number?) {
    self.number = number
  }

  /// Shows the bounds.
  ///
  /// - Parameter bounds: The bounds.
  public func setBounds(_ bounds: ClosedRange<Number>?) {
    self.bounds = bounds
  }
}
