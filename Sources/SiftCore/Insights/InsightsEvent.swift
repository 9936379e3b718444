/// One event of Algolia's Insights API: a user clicked, converted on or viewed records or
/// filters of an index.
///
/// ```swift
/// let click = InsightsEvent(
///   eventType: .click, eventName: "Product Clicked", indexName: "products",
///   userToken: "anonymous-1234", timestamp: 1_700_000_000_000,
///   queryID: "43b15df305339e827f0ac0bdc5ebcaa7", objectIDs: ["9780545139700"], positions: [7])
/// ```
///
/// It encodes as an element of the body of `POST /1/events`: `eventType`, `eventSubtype`,
/// `eventName`, `index`, `userToken`, `authenticatedUserToken`, `timestamp` (milliseconds since
/// 1970), `queryID`, `objectIDs` with `positions` (clicks) or `objectData`, `value` and
/// `currency` (add-to-cart and purchase conversions), or `filters`. ``validate(relativeTo:)``
/// checks Algolia's documented limits. `Insights` makes events from widget actions and fills in
/// the tokens and the time.
///
/// An add-to-cart or purchase conversion names its ``EventSubtype`` and may carry each record's
/// price, quantity and discount (``ObjectData``), the event's total ``value`` and its
/// ``currency``:
///
/// ```swift
/// let purchase = InsightsEvent(
///   eventType: .conversion, eventSubtype: .purchase, eventName: "Products Purchased",
///   indexName: "products", userToken: "anonymous-1234", timestamp: 1_700_000_000_000,
///   objectIDs: ["9780545139700"],
///   objectData: [.init(queryID: "43b15df305339e827f0ac0bdc5ebcaa7", price: 19.99, quantity: 2)],
///   value: 39.98, currency: "USD")
/// ```
public struct InsightsEvent: Sendable, Hashable, Codable {
  /// What the user did.
  public enum EventType: String, Sendable, Hashable, Codable, CaseIterable {
    /// Clicked records or filters.
    case click
    /// Converted (bought, added to a cart, booked…) on records or filters.
    case conversion
    /// Saw records or filters.
    case view
  }

  /// What the user did.
  public var eventType: EventType
  /// What kind of conversion, for an add-to-cart or a purchase; nil otherwise.
  public var eventSubtype: EventSubtype?
  /// The app's name for the event, such as `Product Clicked`: 1–64 printable ASCII characters.
  public var eventName: String
  /// The index the records or filters belong to (`index`).
  public var indexName: String
  /// The anonymous user's token: 1–129 of `A–Z a–z 0–9 _ = + / -`.
  public var userToken: String
  /// The signed-in user's token, same format; nil when signed out.
  public var authenticatedUserToken: String?
  /// When it happened, in milliseconds since 1970.
  public var timestamp: Int64
  /// The `queryID` of the search the records were found with, for click and conversion
  /// analytics.
  public var queryID: String?
  /// The records, at most 20.
  public var objectIDs: [String]?
  /// Where each record was in the search's results, counting from 1: required for clicks with
  /// a `queryID`, one per object ID.
  public var positions: [Int]?
  /// The filters, at most 10, each `attribute:value` with both parts URL-encoded.
  public var filters: [String]?
  /// For an add-to-cart or a purchase: each record's price, quantity, discount and the
  /// `queryID` of the search it was found with, one per object ID.
  public var objectData: [ObjectData]?
  /// For an add-to-cart or a purchase: the event's total value, in ``currency``.
  public var value: Double?
  /// The three-letter ISO 4217 code of the prices and the value, such as `USD`; required with
  /// a ``value`` or a price.
  public var currency: String?

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - eventType: What the user did.
  ///   - eventSubtype: For a conversion: an add-to-cart or a purchase.
  ///   - eventName: The app's name for the event.
  ///   - indexName: The index.
  ///   - userToken: The anonymous user's token.
  ///   - authenticatedUserToken: The signed-in user's token.
  ///   - timestamp: When, in milliseconds since 1970.
  ///   - queryID: The search's `queryID`.
  ///   - objectIDs: The records.
  ///   - positions: Their positions in the results, from 1 (clicks).
  ///   - filters: The filters, `attribute:value`.
  ///   - objectData: Each record's price, quantity, discount and `queryID` (add-to-cart and
  ///     purchase).
  ///   - value: The event's total value (add-to-cart and purchase).
  ///   - currency: The currency of the value and the prices.
  public init(
    eventType: EventType, eventSubtype: EventSubtype? = nil, eventName: String,
    indexName: String, userToken: String, authenticatedUserToken: String? = nil,
    timestamp: Int64, queryID: String? = nil, objectIDs: [String]? = nil,
    positions: [Int]? = nil, filters: [String]? = nil, objectData: [ObjectData]? = nil,
    value: Double? = nil, currency: String? = nil
  ) {
    self.eventType = eventType
    self.eventSubtype = eventSubtype
    self.eventName = eventName
    self.indexName = indexName
    self.userToken = userToken
    self.authenticatedUserToken = authenticatedUserToken
    self.timestamp = timestamp
    self.queryID = queryID
    self.objectIDs = objectIDs
    self.positions = positions
    self.filters = filters
    self.objectData = objectData
    self.value = value
    self.currency = currency
  }

  private enum CodingKeys: String, CodingKey {
    case eventType, eventSubtype, eventName, userToken, authenticatedUserToken, timestamp
    case queryID, objectIDs, positions, filters, objectData, value, currency
    case indexName = "index"
  }

  /// The most records of one event.
  public static let maxObjectIDs = 20
  /// The most filters of one event.
  public static let maxFilters = 10
  /// How old an event may be when sent: the Insights API takes events of the last 30 days.
  public static let maxAge: Duration = .seconds(30 * 24 * 3600)
  /// How far ahead of the device's clock an event's timestamp may be (clock skew): one day.
  public static let maxClockSkew: Duration = .seconds(24 * 3600)

  /// A facet filter in the form events carry: `attribute:value`, each part URL-encoded.
  ///
  /// ```swift
  /// InsightsEvent.filter(Filter.Facet(attribute: "discount", stringValue: "10%"))  // "discount:10%25"
  /// ```
  ///
  /// - Parameter facet: The facet filter (its negation and score are not part of an event).
  /// - Returns: The event's form of the filter.
  public static func filter(_ facet: Filter.Facet) -> String {
    PercentEncoding.uriComponent(facet.attribute.name) + ":"
      + PercentEncoding.uriComponent(facet.value.description)
  }

  /// A tag filter in the form events carry: `_tags:value`.
  ///
  /// - Parameter tag: The tag filter.
  /// - Returns: The event's form of the filter.
  public static func filter(_ tag: Filter.Tag) -> String {
    PercentEncoding.uriComponent(Filter.Tag.tagsAttribute.name) + ":"
      + PercentEncoding.uriComponent(tag.value)
  }

}
