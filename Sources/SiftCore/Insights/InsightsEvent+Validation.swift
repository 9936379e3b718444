extension InsightsEvent {
  /// Checks the event against the Insights API's documented limits, so that a bad event is
  /// refused where it is made rather than rejected with its whole batch.
  ///
  /// - Throws: ``InsightsError/invalidEvent(field:value:reason:)`` naming the field: an event
  ///   name that is not 1–64 printable ASCII characters, an empty index, a token not 1–129 of
  ///   `A–Z a–z 0–9 _ = + / -`, a `queryID` that is not 32 hexadecimal digits, no records and no
  ///   filters or both, more than 20 records or 10 filters, positions that do not go one per
  ///   record from 1, a click after a search without positions, a filter not `attribute:value`.
  public func validate() throws(InsightsError) {
    func fail(_ field: String, _ value: String, _ reason: String) -> InsightsError {
      .invalidEvent(field: field, value: value, reason: reason)
    }
    guard (1...64).contains(eventName.utf8.count),
      eventName.utf8.allSatisfy({ (0x20...0x7E).contains($0) })
    else { throw fail("eventName", eventName, "1 to 64 printable ASCII characters") }
    guard !indexName.isEmpty else { throw fail("index", indexName, "an index name") }
    try Self.validateUserToken(userToken, field: "userToken")
    if let authenticatedUserToken {
      try Self.validateUserToken(authenticatedUserToken, field: "authenticatedUserToken")
    }
    if let queryID {
      let isHexDigit = { (byte: UInt8) in
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
      }
      guard queryID.utf8.count == 32, queryID.utf8.allSatisfy(isHexDigit) else {
        throw fail("queryID", queryID, "32 hexadecimal digits, as a search response gives it")
      }
    }
    switch (objectIDs, filters) {
    case (let objectIDs?, nil):
      guard (1...Self.maxObjectIDs).contains(objectIDs.count) else {
        throw fail("objectIDs", "\(objectIDs.count) object IDs", "1 to \(Self.maxObjectIDs)")
      }
      if let empty = objectIDs.firstIndex(where: \.isEmpty) {
        throw fail("objectIDs[\(empty)]", "", "a non-empty object ID")
      }
      if let positions {
        guard queryID != nil else {
          throw fail("positions", "\(positions)", "positions only with the queryID of a search")
        }
        guard positions.count == objectIDs.count, positions.allSatisfy({ $0 >= 1 }) else {
          throw fail("positions", "\(positions)", "one position per object ID, counting from 1")
        }
      } else if eventType == .click, queryID != nil {
        throw fail("positions", "none", "a click after a search needs the records' positions")
      }
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
    case (nil, nil):
      throw fail("objectIDs", "none", "object IDs or filters")
    case (.some, .some):
      throw fail("filters", "with object IDs", "object IDs or filters, not both")
    }
  }

  /// Checks a user token: 1–129 of `A–Z a–z 0–9 _ = + / -`.
  ///
  /// - Parameters:
  ///   - token: The token.
  ///   - field: The field named in the error.
  /// - Throws: ``InsightsError/invalidEvent(field:value:reason:)``.
  public static func validateUserToken(_ token: String, field: String = "userToken")
    throws(InsightsError)
  {
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
      throw .invalidEvent(field: field, value: token, reason: "1 to 129 of A-Z a-z 0-9 _ = + / -")
    }
  }
}
