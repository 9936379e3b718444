/// The business logic of a numeric comparison widget (`price <= N`): the number, its bounds,
/// and stepper semantics, in any ``DoubleRepresentable`` number type (`Int`, `Double`, …).
///
/// A user's change is *computed* first (``compute(_:)`` clamps it to the bounds and fires
/// ``onNumberComputed``); the filter state connection applies it, and the applied number comes
/// back as ``number``.
///
/// ```swift
/// let maxPrice = NumberInteractor<Int>(step: 10)
/// maxPrice.bounds = 0...500
/// maxPrice.number = 495
/// maxPrice.compute(.increment)  // computes 500: clamped to the bounds
/// ```
@MainActor
public final class NumberInteractor<Number: DoubleRepresentable> {
  /// Fires with the applied number each time it changes.
  public let onNumberChanged = Event<Number?>()

  /// Fires with the bounds each time they change.
  public let onBoundsChanged = Event<ClosedRange<Number>?>()

  /// Fires with the number a user's change leads to, before it is applied.
  public let onNumberComputed = Event<Number?>()

  /// What ``NumberChange/increment`` and ``NumberChange/decrement`` add or subtract.
  public var step: Number

  /// The applied number; `nil` when none. Setting a different one fires ``onNumberChanged``.
  public var number: Number? {
    didSet {
      if number != oldValue { onNumberChanged.fire(number) }
    }
  }

  /// The smallest and largest numbers a user can pick; `nil` while unknown. Setting different
  /// bounds fires ``onBoundsChanged``.
  public var bounds: ClosedRange<Number>? {
    didSet {
      if bounds != oldValue { onBoundsChanged.fire(bounds) }
    }
  }

  /// Creates an interactor.
  ///
  /// - Parameters:
  ///   - number: The initial number.
  ///   - bounds: The initial bounds.
  ///   - step: What a step adds or subtracts; 1 by default.
  public init(number: Number? = nil, bounds: ClosedRange<Number>? = nil, step: Number = 1) {
    self.number = number
    self.bounds = bounds
    self.step = step
  }

  /// The number a change leads to, clamped to the bounds. A step from no number starts at the
  /// lower bound (increment) or the upper bound (decrement), or at ±step without bounds. The
  /// arithmetic is done in `Double`, so a step past the number type's range gives `nil`
  /// instead of overflowing.
  ///
  /// - Parameter change: What the user does.
  /// - Returns: The new number; `nil` when cleared, or when there is no such number.
  public func number(after change: NumberChange<Number>) -> Number? {
    let step = step.toDouble()
    let next: Double?
    switch change {
    case .set(let value):
      next = value?.toDouble()
    case .increment:
      next = number.map { $0.toDouble() + step } ?? bounds?.lowerBound.toDouble() ?? step
    case .decrement:
      next = number.map { $0.toDouble() - step } ?? bounds?.upperBound.toDouble() ?? -step
    }
    guard let next, next.isFinite else { return nil }
    return Number.nearest(bounds?.doubles.clamp(next) ?? next)
  }

  /// Reports a user's change, to be applied by the connections.
  ///
  /// - Parameter change: What the user does.
  public func compute(_ change: NumberChange<Number>) {
    onNumberComputed.fire(number(after: change))
  }
}
