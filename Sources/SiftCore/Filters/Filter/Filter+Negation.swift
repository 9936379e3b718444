extension Filter {
  /// The same filter with its negation flipped, as InstantSearch's `!` builds it.
  ///
  /// - Parameter filter: A filter.
  /// - Returns: A copy whose ``isNegated`` is the opposite of `filter`'s.
  public static prefix func ! (filter: Filter) -> Filter {
    filter.negated()
  }

  /// Sets whether the filter is negated, as InstantSearch's `not(value:)` does.
  ///
  /// - Parameter value: Whether the filter excludes the records it describes; `true` by
  ///   default.
  public mutating func not(value: Bool = true) {
    isNegated = value
  }
}
