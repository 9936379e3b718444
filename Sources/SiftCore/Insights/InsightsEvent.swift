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
/// It encodes as an element of the body of `POST /1/events`: `eventType`, `eventName`, `index`,
/// `userToken`, `authenticatedUserToken`, `timestamp` (milliseconds since 1970), `queryID`,
/// `objectIDs` with `positions`, or `filters`. ``validate()`` checks Algolia's documented
/// limits. `Insights` makes events from widget actions and fills in the tokens and the time.
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

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - eventType: What the user did.
  ///   - eventName: The app's name for the event.
  ///   - indexName: The index.
  ///   - userToken: The anonymous user's token.
  ///   - authenticatedUserToken: The signed-in user's token.
  ///   - timestamp: When, in milliseconds since 1970.
  ///   - queryID: The search's `queryID`.
  ///   - objectIDs: The records.
  ///   - positions: Their positions in the results, from 1.
  ///   - filters: The filters, `attribute:value`.
  public init(
    eventType: EventType, eventName: String, indexName: String, userToken: String,
    authenticatedUserToken: String? = nil, timestamp: Int64, queryID: String? = nil,
    objectIDs: [String]? = nil, positions: [Int]? = nil, filters: [String]? = nil
  ) {
    self.eventType = eventType
    self.eventName = eventName
    self.indexName = indexName
    self.userToken = userToken
    self.authenticatedUserToken = authenticatedUserToken
    self.timestamp = timestamp
    self.queryID = queryID
    self.objectIDs = objectIDs
    self.positions = positions
    self.filters = filters
  }

  private enum CodingKeys: String, CodingKey {
    case eventType, eventName, userToken, authenticatedUserToken, timestamp, queryID, objectIDs
    case positions, filters
    case indexName = "index"
  }

  /// The most records of one event.
  public static let maxObjectIDs = 20
  /// The most filters of one event.
  public static let maxFilters = 10

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
