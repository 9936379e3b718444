extension Filter {
  /// A facet filter: records whose attribute has (or, negated, has not) a value.
  ///
  /// ```swift
  /// let apple = Filter.Facet(attribute: "brand", value: "Apple")   // "brand":"Apple"
  /// let free = Filter.Facet(attribute: "isFree", value: true)      // "isFree":true
  /// let promoted = Filter.Facet(attribute: "brand", value: "Sony", score: 3)
  /// ```
  ///
  /// A `score` only matters in optional filters, where it weighs the records it matches.
  public struct Facet: FilterProtocol {
    /// Facet filters are of kind ``FilterType/facet``.
    public static var filterType: FilterType { .facet }

    /// The faceted attribute.
    public var attribute: Attribute
    /// The value to match.
    public var value: Value
    /// Whether records with this value are excluded rather than selected.
    public var isNegated: Bool
    /// The optional-filter score (`<score=3>`), if any.
    public var score: Int?

    /// Creates a facet filter.
    /// - Parameters:
    ///   - attribute: The faceted attribute.
    ///   - value: The value to match.
    ///   - isNegated: Whether records with this value are excluded.
    ///   - score: The optional-filter score, if any.
    public init(attribute: Attribute, value: Value, isNegated: Bool = false, score: Int? = nil) {
      self.attribute = attribute
      self.value = value
      self.isNegated = isNegated
      self.score = score
    }

    /// Creates a facet filter on a string value.
    /// - Parameters:
    ///   - attribute: The faceted attribute.
    ///   - stringValue: The value to match.
    ///   - isNegated: Whether records with this value are excluded.
    ///   - score: The optional-filter score, if any.
    public init(
      attribute: Attribute, stringValue: String, isNegated: Bool = false, score: Int? = nil
    ) {
      self.init(
        attribute: attribute, value: .string(stringValue), isNegated: isNegated, score: score)
    }

    /// Creates a facet filter on a number.
    /// - Parameters:
    ///   - attribute: The faceted attribute.
    ///   - numberValue: The value to match.
    ///   - isNegated: Whether records with this value are excluded.
    ///   - score: The optional-filter score, if any.
    public init(
      attribute: Attribute, numberValue: Double, isNegated: Bool = false, score: Int? = nil
    ) {
      self.init(
        attribute: attribute, value: .number(numberValue), isNegated: isNegated, score: score)
    }

    /// Creates a facet filter on a boolean.
    /// - Parameters:
    ///   - attribute: The faceted attribute.
    ///   - boolValue: The value to match.
    ///   - isNegated: Whether records with this value are excluded.
    ///   - score: The optional-filter score, if any.
    public init(
      attribute: Attribute, boolValue: Bool, isNegated: Bool = false, score: Int? = nil
    ) {
      self.init(attribute: attribute, value: .bool(boolValue), isNegated: isNegated, score: score)
    }

    /// Unwraps a type-erased facet filter.
    /// - Parameter filter: A type-erased filter.
    public init?(_ filter: Filter) {
      guard case .facet(let facet) = filter else { return nil }
      self = facet
    }

    /// The type-erased filter.
    public var filter: Filter { .facet(self) }
  }
}
