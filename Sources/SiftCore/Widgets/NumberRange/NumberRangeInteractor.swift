/// The business logic of a numeric range widget (`price: 10 TO 50`): the range and its bounds,
/// in any ``DoubleRepresentable`` number type (`Int`, `Double`, …).
///
/// A user's range is *computed* first (``computeRange(_:)`` clamps it to the bounds and fires
/// ``onRangeComputed``); the filter state connection applies it, and the applied range comes
/// back as ``range``.
///
/// ```swift
/// let price = NumberRangeInteractor<Double>()
/// price.bounds = 0...500
/// price.computeRange(-20...900)  // computes 0...500
/// ```
@MainActor
public final class NumberRangeInteractor<Number: DoubleRepresentable> {
  /// Fires with the applied range each time it changes.
  public let onRangeChanged = Event<ClosedRange<Number>?>()

  /// Fires with the bounds each time they change.
  public let onBoundsChanged = Event<ClosedRange<Number>?>()

  /// Fires with the range a user picks (clamped), before it is applied.
  public let onRangeComputed = Event<ClosedRange<Number>?>()

  /// The applied range; `nil` when none. Setting a different one fires ``onRangeChanged``.
  public var range: ClosedRange<Number>? {
    didSet {
      if range != oldValue { onRangeChanged.fire(range) }
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
  ///   - range: The initial range.
  ///   - bounds: The initial bounds.
  public init(range: ClosedRange<Number>? = nil, bounds: ClosedRange<Number>? = nil) {
    self.range = range
    self.bounds = bounds
  }

  /// Reports a user's range, clamped to the bounds, to be applied by the connections; `nil`
  /// clears the range. A range with a bound that is not finite is ignored.
  ///
  /// - Parameter range: The range picked.
  public func computeRange(_ range: ClosedRange<Number>?) {
    guard let range else {
      onRangeComputed.fire(nil)
      return
    }
    guard range.lowerBound.toDouble().isFinite, range.upperBound.toDouble().isFinite else {
      return
    }
    onRangeComputed.fire(bounds?.clamp(range) ?? range)
  }
}
