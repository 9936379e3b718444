/// The business logic of a numeric comparison widget (`price <= N`): the number, its bounds,
/// and stepper semantics.
///
/// A user's change is *computed* first (``compute(_:)`` clamps it to the bounds and fires
/// ``onNumberComputed``); the filter state connection applies it, and the applied number comes
/// back as ``number``.
///
/// ```swift
/// let maxPrice = NumberInteractor(step: 10)
/// maxPrice.bounds = 0...500
/// maxPrice.number = 495
/// maxPrice.compute(.increment)  // computes 500: clamped to the bounds
/// ```
@MainActor
public final class NumberInteractor {
  /// Fires with the applied number each time it changes.
  public let onNumberChanged = Event<Double?>()

  /// Fires with the bounds each time they change.
  public let onBoundsChanged = Event<ClosedRange<Double>?>()

  /// Fires with the number a user's change leads to, before it is applied.
  public let onNumberComputed = Event<Double?>()

  /// What ``NumberChange/increment`` and ``NumberChange/decrement`` add or subtract.
  public var step: Double

  /// The applied number; `nil` when none. Setting a different one fires ``onNumberChanged``.
  public var number: Double? {
    didSet {
      if number != oldValue { onNumberChanged.fire(number) }
    }
  }

  /// The smallest and largest numbers a user can pick; `nil` while unknown. Setting different
  /// bounds fires ``onBoundsChanged``.
  public var bounds: ClosedRange<Double>? {
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
  public init(number: Double? = nil, bounds: ClosedRange<Double>? = nil, step: Double = 1) {
    self.number = number
    self.bounds = bounds
    self.step = step
  }

  /// The number a change leads to, clamped to the bounds. A step from no number starts at the
  /// lower bound (increment) or the upper bound (decrement), or at 0 without bounds.
  ///
  /// - Parameter change: What the user does.
  /// - Returns: The new number; `nil` when cleared.
  public func number(after change: NumberChange) -> Double? {
    let next: Double?
    switch change {
    case .set(let value):
      next = value
    case .increment:
      next = number.map { $0 + step } ?? bounds?.lowerBound ?? step
    case .decrement:
      next = number.map { $0 - step } ?? bounds?.upperBound ?? -step
    }
    guard let next, next.isFinite else { return nil }
    return bounds?.clamp(next) ?? next
  }

  /// Reports a user's change, to be applied by the connections.
  ///
  /// - Parameter change: What the user does.
  public func compute(_ change: NumberChange) {
    onNumberComputed.fire(number(after: change))
  }
}
