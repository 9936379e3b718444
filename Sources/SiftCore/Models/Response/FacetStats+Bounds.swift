extension FacetStats {
  /// The statistics as a closed range, `min...max`; `nil` when `min` exceeds `max` or either is
  /// not finite.
  public var bounds: ClosedRange<Double>? {
    guard min.isFinite, max.isFinite, min <= max else { return nil }
    return min...max
  }
}
