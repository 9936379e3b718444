import Foundation

extension InsightsEvent {
  /// Checks the event against the Insights API's documented limits, now: see
  /// ``validate(relativeTo:)``.
  ///
  /// - Throws: ``InsightsError/invalidEvent(eventName:field:value:reason:)`` naming the field.
  public func validate() throws(InsightsError) {
    try validate(relativeTo: Date())
  }

  /// Checks the event against the Insights API's documented limits, so that a bad event is
  /// refused where it is made rather than rejected with the valid events of its batch.
  ///
  /// The checks, in order: an event name of 1–64 printable ASCII characters; an index; tokens
  /// of 1–129 of `A–Z a–z 0–9 _ = + / -`; a timestamp in milliseconds since 1970 within the
  /// last 30 days (and at most a day ahead of `now`, for clock skew); a `queryID` of 32
  /// lowercase hexadecimal digits, and none on a purchase (whose records carry theirs in
  /// `objectData`); 1–20 object IDs or 1–10 `attribute:value` filters,
  /// not both; positions only on a click after a search, one per object ID from 1, which such a
  /// click needs; a subtype only on a conversion of records; `objectData` only with a subtype,
  /// one per object ID, each with a valid `queryID`, a positive quantity and prices that are
  /// finite and not negative; `value` and `currency` only with a subtype, the value finite and
  /// not negative, the currency three capital letters, and required with a value or a price.
  ///
  /// - Parameter now: The time the event is checked at (the time it is tracked or sent).
  /// - Throws: ``InsightsError/invalidEvent(eventName:field:value:reason:)`` naming the event
  ///   and the field.
  public func validate(relativeTo now: Date) throws(InsightsError) {
    func fail(_ field: String, _ value: String, _ reason: String) -> InsightsError {
      .invalidEvent(eventName: eventName, field: field, value: value, reason: reason)
    }
    guard (1...64).contains(eventName.utf8.count),
      eventName.utf8.allSatisfy({ (0x20...0x7E).contains($0) })
    else { throw fail("eventName", eventName, "1 to 64 printable ASCII characters") }
    guard !indexName.isEmpty else { throw fail("index", indexName, "an index name") }
    try Self.validateUserToken(userToken, field: "userToken", eventName: eventName)
    if let authenticatedUserToken {
      try Self.validateUserToken(
        authenticatedUserToken, field: "authenticatedUserToken", eventName: eventName)
    }
    try validateTimestamp(relativeTo: now)
    if let queryID {
      guard Self.isQueryID(queryID) else {
        throw fail(
          "queryID", queryID, "32 lowercase hexadecimal digits, as a search response gives it")
      }
      if eventSubtype == .purchase {
        throw fail(
          "queryID", queryID, "no queryID on a purchase: each record's goes in objectData")
      }
    }
    switch (objectIDs, filters) {
    case (let objectIDs?, nil):
      try validateObjects(objectIDs, fail: fail)
    case (nil, let filters?):
      guard (1...Self.maxFilters).contains(filters.count) else {
        throw fail("filters", "\(filters.count) filters", "1 to \(Self.maxFilters)")
      }
      for (position, filter) in filters.enumerated() {
        let parts = filter.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
          throw fail("filters[\(position)]", filter, "attribute:value")
        }
      }
      guard positions == nil else {
        throw fail("positions", "\(positions ?? [])", "positions only with object IDs")
      }
      if let eventSubtype {
        throw fail("eventSubtype", eventSubtype.rawValue, "a subtype only on records, not filters")
      }
    case (nil, nil):
      throw fail("objectIDs", "none", "object IDs or filters")
    case (.some, .some):
      throw fail("filters", "with object IDs", "object IDs or filters, not both")
    }
    try validateCommerce(fail: fail)
  }

  private func validateTimestamp(relativeTo now: Date) throws(InsightsError) {
    let nowMilliseconds = Int64((now.timeIntervalSince1970 * 1000).rounded())
    let oldest = nowMilliseconds - Self.milliseconds(Self.maxAge)
    let latest = nowMilliseconds + Self.milliseconds(Self.maxClockSkew)
    guard (oldest...latest).contains(timestamp) else {
      throw .invalidEvent(
        eventName: eventName, field: "timestamp", value: "\(timestamp)",
        reason: "milliseconds since 1970, within the last 30 days")
    }
  }

  private func validateObjects(
    _ objectIDs: [String], fail: (String, String, String) -> InsightsError
  ) throws(InsightsError) {
    guard (1...Self.maxObjectIDs).contains(objectIDs.count) else {
      throw fail("objectIDs", "\(objectIDs.count) object IDs", "1 to \(Self.maxObjectIDs)")
    }
    if let empty = objectIDs.firstIndex(where: \.isEmpty) {
      throw fail("objectIDs[\(empty)]", "", "a non-empty object ID")
    }
    if let positions {
      guard eventType == .click else {
        throw fail("positions", "\(positions)", "positions only on clicks")
      }
      guard queryID != nil else {
        throw fail("positions", "\(positions)", "positions only with the queryID of a search")
      }
      guard positions.count == objectIDs.count, positions.allSatisfy({ $0 >= 1 }) else {
        throw fail("positions", "\(positions)", "one position per object ID, counting from 1")
      }
    } else if eventType == .click, queryID != nil {
      throw fail("positions", "none", "a click after a search needs the records' positions")
    }
    if let eventSubtype, eventType != .conversion {
      throw fail("eventSubtype", eventSubtype.rawValue, "a subtype only on conversions")
    }
    guard let objectData else { return }
    guard eventSubtype != nil else {
      throw fail(
        "objectData", "\(objectData.count) items",
        "objectData only on add-to-cart and purchase events")
    }
    guard objectData.count == objectIDs.count else {
      throw fail(
        "objectData", "\(objectData.count) items", "one item per object ID (\(objectIDs.count))")
    }
    for (index, item) in objectData.enumerated() {
      if let queryID = item.queryID, !Self.isQueryID(queryID) {
        throw fail(
          "objectData[\(index)].queryID", queryID,
          "32 lowercase hexadecimal digits, as a search response gives it")
      }
      if let quantity = item.quantity, quantity < 1 {
        throw fail("objectData[\(index)].quantity", "\(quantity)", "a positive quantity")
      }
      for (name, amount) in [("price", item.price), ("discount", item.discount)] {
        if let amount, !amount.isFinite || amount < 0 {
          throw fail("objectData[\(index)].\(name)", "\(amount)", "a finite amount, not negative")
        }
      }
    }
  }

  private func validateCommerce(fail: (String, String, String) -> InsightsError)
    throws(InsightsError)
  {
    if eventSubtype == nil {
      if let value {
        throw fail("value", "\(value)", "a value only on add-to-cart and purchase events")
      }
      if let currency {
        throw fail("currency", currency, "a currency only on add-to-cart and purchase events")
      }
      return
    }
    if let value, !value.isFinite || value < 0 {
      throw fail("value", "\(value)", "a finite amount, not negative")
    }
    if let currency {
      guard currency.utf8.count == 3,
        currency.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
      else { throw fail("currency", currency, "a three-letter ISO 4217 code, such as USD") }
    } else {
      let hasAmounts =
        value != nil || (objectData ?? []).contains { $0.price != nil || $0.discount != nil }
      if hasAmounts {
        throw fail("currency", "none", "a currency with a value or prices")
      }
    }
  }

  /// Whether `text` is a `queryID` as Algolia gives it: 32 lowercase hexadecimal digits.
  static func isQueryID(_ text: String) -> Bool {
    text.utf8.count == 32
      && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }

  private static func milliseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
  }

  /// Checks a user token: 1–129 of `A–Z a–z 0–9 _ = + / -`.
  ///
  /// - Parameters:
  ///   - token: The token.
  ///   - field: The field named in the error.
  ///   - eventName: The event named in the error; nil for a token set on its own.
  /// - Throws: ``InsightsError/invalidEvent(eventName:field:value:reason:)``.
  public static func validateUserToken(
    _ token: String, field: String = "userToken", eventName: String? = nil
  ) throws(InsightsError) {
    let allowed = token.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "="),
        UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "-"):
        true
      default:
        false
      }
    }
    guard (1...129).contains(token.utf8.count), allowed else {
      throw .invalidEvent(
        eventName: eventName, field: field, value: token,
        reason: "1 to 129 of A-Z a-z 0-9 _ = + / -")
    }
  }
}
