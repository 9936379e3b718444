extension Filter.Facet {
  /// The filter in the `facetFilters` / `optionalFilters` form Algolia documents, also used by
  /// Insights: `brand:Apple`, negated `brand:-Apple`, with a score suffix when set
  /// (`brand:Sony<score=3>`).
  ///
  /// A value that starts with `-` (including a negative number) is escaped as `\-`, as Algolia
  /// documents, so `count:\-12.0` matches -12 and `count:-\-12.0` excludes it.
  public var legacyForm: String {
    let score = score.map { "<score=\($0)>" } ?? ""
    return attribute.name + ":" + (isNegated ? "-" : "")
      + FilterSyntax.legacyValue(value.description)
      + score
  }
}

extension Filter.Tag {
  /// The filter in the `tagFilters` form: `featured`, negated `-featured` (a leading `-` in the
  /// tag itself is escaped as `\-`).
  public var legacyForm: String {
    (isNegated ? "-" : "") + FilterSyntax.legacyValue(value)
  }
}

extension Filter.Numeric {
  /// The filter in the `numericFilters` form, as alternatives to be OR-ed: one string for a
  /// comparison (`price>10.0`) or a range (`price:10.0 TO 20.0`).
  ///
  /// `numericFilters` has no `NOT`: a negated comparison uses the inverse operator
  /// (`NOT price > 10` is `price<=10.0`), and a negated range becomes the two alternatives
  /// outside it (`["price<10.0", "price>20.0"]`).
  public var legacyForm: [String] {
    let name = attribute.name
    switch value {
    case .comparison(let op, let number):
      let op = isNegated ? op.inversion : op
      return [name + op.rawValue + FilterSyntax.number(number)]
    case .range(let range):
      if isNegated {
        return [
          name + Operator.lessThan.rawValue + FilterSyntax.number(range.lowerBound),
          name + Operator.greaterThan.rawValue + FilterSyntax.number(range.upperBound),
        ]
      }
      return [
        name + ":" + FilterSyntax.number(range.lowerBound) + " TO "
          + FilterSyntax.number(range.upperBound)
      ]
    }
  }
}
