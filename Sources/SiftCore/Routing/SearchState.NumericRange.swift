extension SearchState {
  /// Inclusive numeric bounds, either of which may be open: InstantSearch.js's `"min:max"`.
  ///
  /// ```swift
  /// SearchState.NumericRange(lowerBound: 10, upperBound: 500).description  // "10:500"
  /// SearchState.NumericRange("100:")  // at least 100
  /// ```
  public struct NumericRange: Sendable, Hashable, CustomStringConvertible {
    /// The smallest value accepted; nil when open.
    public var lowerBound: Double?
    /// The largest value accepted; nil when open.
    public var upperBound: Double?

    /// Creates bounds.
    ///
    /// - Parameters:
    ///   - lowerBound: The smallest value accepted.
    ///   - upperBound: The largest value accepted.
    public init(lowerBound: Double? = nil, upperBound: Double? = nil) {
      self.lowerBound = lowerBound
      self.upperBound = upperBound
    }

    /// Reads `"min:max"`, `"min:"` or `":max"`; nil when it is not that, or has no bound.
    ///
    /// - Parameter text: The bounds.
    public init?(_ text: String) {
      let parts = text.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 2 else { return nil }
      func bound(_ part: Substring) -> Double?? {
        if part.isEmpty { return .some(nil) }
        guard let value = Double(part), value.isFinite else { return nil }
        return .some(value)
      }
      guard let lower = bound(parts[0]), let upper = bound(parts[1]), lower != nil || upper != nil
      else { return nil }
      self.init(lowerBound: lower, upperBound: upper)
    }

    /// `"min:max"`, a side empty when open, each number as JavaScript writes it (`10`, `10.5`,
    /// `1e-7`).
    public var description: String {
      (lowerBound.map(JavaScriptNumber.string) ?? "") + ":"
        + (upperBound.map(JavaScriptNumber.string) ?? "")
    }
  }
}
