extension InsightsEvent {
  /// What kind of conversion an event is, for Algolia's revenue analytics (`eventSubtype`).
  public enum EventSubtype: String, Sendable, Hashable, Codable, CaseIterable {
    /// The user added the records to a cart.
    case addToCart
    /// The user bought the records.
    case purchase
  }
}
