extension Filter.Tag: ExpressibleByStringLiteral {
  /// Creates a tag filter from a string literal, as InstantSearch does.
  ///
  /// ```swift
  /// let vintage: Filter.Tag = "vintage"  // "_tags":"vintage"
  /// filterState[or: "tags"].add(vintage, "sale")
  /// ```
  ///
  /// - Parameter value: The tag.
  public init(stringLiteral value: String) {
    self.init(value: value)
  }
}
