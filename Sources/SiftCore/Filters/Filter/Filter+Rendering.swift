extension Filter.Facet {
  /// The filter in Algolia's `filters` syntax, as InstantSearch renders it:
  /// `"brand":"Apple"`, `"rating":4.0`, `"isFree":true`, `"brand":"Sony"<score=3>`, with a
  /// `NOT ` prefix when negated. Quotes and backslashes in names and values are escaped with a
  /// backslash.
  public var algoliaFilters: String {
    let valueString: String
    switch value {
    case .string(let string): valueString = FilterSyntax.quoted(string)
    case .number(let number): valueString = FilterSyntax.number(number)
    case .bool(let bool): valueString = bool ? "true" : "false"
    }
    let score = score.map { "<score=\($0)>" } ?? ""
    let prefix = isNegated ? "NOT " : ""
    return prefix + FilterSyntax.quoted(attribute.name) + ":" + valueString + score
  }
}

extension Filter.Numeric {
  /// The filter in Algolia's `filters` syntax, as InstantSearch renders it: `"price" > 10.0`
  /// or `"price":10.0 TO 20.0`, with a `NOT ` prefix when negated.
  public var algoliaFilters: String {
    let expression: String
    switch value {
    case .comparison(let op, let number):
      expression =
        FilterSyntax.quoted(attribute.name) + " " + op.rawValue + " " + FilterSyntax.number(number)
    case .range(let range):
      expression =
        FilterSyntax.quoted(attribute.name) + ":" + FilterSyntax.number(range.lowerBound)
        + " TO " + FilterSyntax.number(range.upperBound)
    }
    return (isNegated ? "NOT " : "") + expression
  }
}

extension Filter.Tag {
  /// The filter in Algolia's `filters` syntax: `"_tags":"featured"`, with a `NOT ` prefix when
  /// negated.
  public var algoliaFilters: String {
    (isNegated ? "NOT " : "") + FilterSyntax.quoted(attribute.name) + ":"
      + FilterSyntax.quoted(value)
  }
}

extension Filter {
  /// The filter in Algolia's `filters` syntax (see each kind's `algoliaFilters`).
  public var algoliaFilters: String {
    switch self {
    case .facet(let facet): return facet.algoliaFilters
    case .numeric(let numeric): return numeric.algoliaFilters
    case .tag(let tag): return tag.algoliaFilters
    }
  }
}
