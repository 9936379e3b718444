/// Turns a filter into a short label for current filters, toggles and chips:
/// `brand: Apple`, `price < 100`, `price: 10 – 50`, `featured`, with `not ` for negated filters.
/// A boolean facet that is true reads as its attribute alone, `free_shipping`, as in
/// InstantSearch.
///
/// ```swift
/// DefaultFilterPresenter.present(.numeric(Filter.Numeric(attribute: "price", range: 10...50)))
/// // "price: 10 – 50"
/// ```
public enum DefaultFilterPresenter {
  /// The label of a filter.
  ///
  /// - Parameter filter: A filter.
  /// - Returns: Its label.
  public static func present(_ filter: Filter) -> String {
    let not = filter.isNegated ? "not " : ""
    switch filter {
    case .facet(let facet):
      if case .bool(true) = facet.value {
        return not + facet.attribute.name
      }
      return "\(facet.attribute): \(not)\(facet.value.facetKey)"
    case .numeric(let numeric):
      switch numeric.value {
      case .comparison(let op, let number):
        return "\(not)\(numeric.attribute) \(op.rawValue) \(format(number))"
      case .range(let range):
        return
          "\(numeric.attribute): \(not)\(format(range.lowerBound)) – \(format(range.upperBound))"
      }
    case .tag(let tag):
      return not + tag.value
    }
  }

  /// A number without a fraction when it is integral.
  static func format(_ number: Double) -> String {
    Filter.Facet.Value.number(number).facetKey
  }
}
