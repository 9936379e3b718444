extension LegacyFilterList: ExpressibleByArrayLiteral {
  /// Creates a list from elements: `["brand:Apple", ["color:red", "color:blue"]]`.
  /// - Parameter elements: the AND-ed elements.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension LegacyFilterList: ExpressibleByStringLiteral {
  /// Creates a one-element list.
  /// - Parameter value: the filter.
  public init(stringLiteral value: String) {
    self.init([.single(value)])
  }
}

extension LegacyFilterList.Element: ExpressibleByStringLiteral {
  /// Creates a single filter.
  /// - Parameter value: the filter.
  public init(stringLiteral value: String) {
    self = .single(value)
  }
}

extension LegacyFilterList.Element: ExpressibleByArrayLiteral {
  /// Creates filters combined with OR.
  /// - Parameter elements: the filters.
  public init(arrayLiteral elements: String...) {
    self = .anyOf(elements)
  }
}
