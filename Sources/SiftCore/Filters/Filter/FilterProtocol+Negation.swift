extension FilterProtocol {
  /// The same filter with its negation flipped, as InstantSearch's `!` builds it.
  ///
  /// ```swift
  /// let notApple = !Filter.Facet(attribute: "brand", stringValue: "Apple")  // NOT "brand":"Apple"
  /// ```
  ///
  /// - Parameter filter: A filter.
  /// - Returns: A copy whose `isNegated` is the opposite of `filter`'s.
  public static prefix func ! (filter: Self) -> Self {
    filter.negated()
  }

  /// Sets whether the filter is negated, as InstantSearch's `not(value:)` does.
  ///
  /// ```swift
  /// var vintage: Filter.Tag = "vintage"
  /// vintage.not()  // NOT "_tags":"vintage"
  /// ```
  ///
  /// - Parameter value: Whether the filter excludes the records it describes; `true` by
  ///   default.
  public mutating func not(value: Bool = true) {
    isNegated = value
  }
}
