extension TypesenseSearchService {
  /// A field a query searches (an element of Typesense's `query_by`), with its weight
  /// (`query_by_weights`).
  ///
  /// ```swift
  /// let fields: [TypesenseSearchService.SearchField] = ["name", .init("description", weight: 1)]
  /// ```
  ///
  /// Without weights, Typesense ranks a match in an earlier field above one in a later field,
  /// as Algolia ranks `searchableAttributes` by their order.
  public struct SearchField: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The field's name (a dotted path for a nested field).
    public var name: String
    /// The field's weight (Typesense takes 0–127); `nil` leaves the weights to the fields'
    /// order. Give every field of a collection a weight, or none.
    public var weight: Int?

    /// Creates a searched field.
    ///
    /// - Parameters:
    ///   - name: The field's name.
    ///   - weight: Its weight; `nil` to rank by order.
    public init(_ name: String, weight: Int? = nil) {
      self.name = name
      self.weight = weight
    }

    /// Creates a searched field without a weight.
    ///
    /// - Parameter value: The field's name.
    public init(stringLiteral value: String) {
      self.init(value)
    }
  }
}
