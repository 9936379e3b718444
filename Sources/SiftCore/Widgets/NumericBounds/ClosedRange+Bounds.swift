extension ClosedRange {
  /// `value` brought within the range.
  func clamp(_ value: Bound) -> Bound {
    Swift.min(Swift.max(value, lowerBound), upperBound)
  }

  /// `range` brought within this one, bound by bound.
  func clamp(_ range: ClosedRange<Bound>) -> ClosedRange<Bound> {
    clamp(range.lowerBound)...clamp(range.upperBound)
  }
}

extension ClosedRange where Bound == Double {
  /// The bounds a numeric widget shows after a response with `stats`: the stats' range while the
  /// widget refines nothing; while it does, the response is narrowed by its own filter, so the
  /// bounds only widen (they never shrink to the selection).
  static func nextBounds(
    current: ClosedRange<Double>?, stats: FacetStats?, isRefined: Bool
  ) -> ClosedRange<Double>? {
    guard let new = stats?.bounds else { return isRefined ? current : nil }
    guard isRefined, let current else { return new }
    return Swift.min(
      current.lowerBound, new.lowerBound)...Swift.max(
        current.upperBound, new.upperBound)
  }
}
