extension SearchState {
  /// The choice of a numeric menu (InstantSearch.js's `numericMenu`): bounds, either of which
  /// may be open (`"10:100"`, `":10"`, `"500:"`), or one value (`"5"`).
  ///
  /// ```swift
  /// SearchState.NumericMenuValue("10:100")  // .range(10...100)
  /// SearchState.NumericMenuValue("5")       // .equal(5)
  /// SearchState.NumericMenuValue.equal(5).description  // "5"
  /// ```
  ///
  /// In a filter state it is the menu's numeric filter: `attribute:10 TO 100`,
  /// `attribute >= 500`, `attribute <= 10` or `attribute = 5`.
  public enum NumericMenuValue: Sendable, Hashable, CustomStringConvertible {
    /// Values equal to this one.
    case equal(Double)
    /// Values within these bounds.
    case range(NumericRange)

    /// Reads `"min:max"` (either side empty) or a single number; nil when it is neither, or when
    /// both bounds are empty (InstantSearch.js's "all" choice, which it never writes).
    ///
    /// - Parameter text: The choice.
    public init?(_ text: String) {
      if text.contains(":") {
        guard let bounds = NumericRange(text) else { return nil }
        self = .range(bounds)
      } else {
        guard let value = Double(text), value.isFinite else { return nil }
        self = .equal(value)
      }
    }

    /// The choice as InstantSearch.js writes it: `"10:100"`, `"500:"`, `"5"`.
    public var description: String {
      switch self {
      case .equal(let value): JavaScriptNumber.string(value)
      case .range(let bounds): bounds.description
      }
    }
  }
}
