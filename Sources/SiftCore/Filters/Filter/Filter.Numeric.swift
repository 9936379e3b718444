extension Filter {
  /// A numeric filter: a comparison (`"price" > 10.0`) or an inclusive range
  /// (`"price":10.0 TO 20.0`).
  ///
  /// ```swift
  /// let cheap = Filter.Numeric(attribute: "price", operator: .lessThan, value: 10)
  /// let mid = Filter.Numeric(attribute: "price", range: 10...20)
  /// ```
  public struct Numeric: FilterProtocol {
    /// Numeric filters are of kind ``FilterType/numeric``.
    public static var filterType: FilterType { .numeric }

    /// What a numeric filter tests.
    public enum ValueType: Hashable, Sendable {
      /// The attribute compared with a number.
      case comparison(Operator, Double)
      /// The attribute within an inclusive range.
      case range(ClosedRange<Double>)
    }

    /// The numeric attribute.
    public var attribute: Attribute
    /// The comparison or range.
    public var value: ValueType
    /// Whether matching records are excluded rather than selected.
    public var isNegated: Bool

    /// Creates a numeric filter.
    /// - Parameters:
    ///   - attribute: The numeric attribute.
    ///   - value: The comparison or range.
    ///   - isNegated: Whether matching records are excluded.
    public init(attribute: Attribute, value: ValueType, isNegated: Bool = false) {
      self.attribute = attribute
      self.value = value
      self.isNegated = isNegated
    }

    /// Creates a comparison filter.
    /// - Parameters:
    ///   - attribute: The numeric attribute.
    ///   - operator: The comparison.
    ///   - value: The number compared with.
    ///   - isNegated: Whether matching records are excluded.
    public init(
      attribute: Attribute, operator: Operator, value: Double, isNegated: Bool = false
    ) {
      self.init(attribute: attribute, value: .comparison(`operator`, value), isNegated: isNegated)
    }

    /// Creates an inclusive range filter.
    /// - Parameters:
    ///   - attribute: The numeric attribute.
    ///   - range: The inclusive bounds.
    ///   - isNegated: Whether matching records are excluded.
    public init(attribute: Attribute, range: ClosedRange<Double>, isNegated: Bool = false) {
      self.init(attribute: attribute, value: .range(range), isNegated: isNegated)
    }

    /// Unwraps a type-erased numeric filter.
    /// - Parameter filter: A type-erased filter.
    public init?(_ filter: Filter) {
      guard case .numeric(let numeric) = filter else { return nil }
      self = numeric
    }

    /// The type-erased filter.
    public var filter: Filter { .numeric(self) }
  }
}
