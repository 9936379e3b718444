extension InsightsEvent {
  /// What an add-to-cart or purchase event says of one of its records (an element of
  /// `objectData`): its price, quantity and discount, in the event's currency, and the
  /// `queryID` of the search it was found with.
  ///
  /// ```swift
  /// let item = InsightsEvent.ObjectData(
  ///   queryID: "43b15df305339e827f0ac0bdc5ebcaa7", price: 19.99, quantity: 3, discount: 3.99)
  /// ```
  ///
  /// A purchase of records found by different searches gives each its own `queryID`; only the
  /// records with one count in Algolia's revenue analytics.
  public struct ObjectData: Sendable, Hashable, Codable {
    /// The `queryID` of the search the record was found with (32 hexadecimal digits).
    public var queryID: String?
    /// The price of one unit, discounts included, in the event's currency.
    public var price: Double?
    /// How many units.
    public var quantity: Int?
    /// The discount on one unit, an absolute amount in the event's currency.
    public var discount: Double?

    /// Creates a record's data.
    ///
    /// - Parameters:
    ///   - queryID: The `queryID` of the search the record was found with.
    ///   - price: The price of one unit, discounts included.
    ///   - quantity: How many units.
    ///   - discount: The discount on one unit.
    public init(
      queryID: String? = nil, price: Double? = nil, quantity: Int? = nil,
      discount: Double? = nil
    ) {
      self.queryID = queryID
      self.price = price
      self.quantity = quantity
      self.discount = discount
    }
  }
}
