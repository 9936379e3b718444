extension Insights {
  /// Tracks clicks on search results: the records, their positions in the results (from 1)
  /// and the search's `queryID` (InstantSearch's `clickedAfterSearch`).
  ///
  /// - Parameters:
  ///   - eventName: The app's name for the event.
  ///   - indexName: The index searched.
  ///   - objectIDs: The records clicked, at most 20.
  ///   - positions: Their positions, from 1, one per record.
  ///   - queryID: The `queryID` of the search's response.
  /// - Throws: ``InsightsError/invalidEvent(field:value:reason:)``; nothing is queued then.
  public func clickedAfterSearch(
    eventName: String, indexName: String, objectIDs: [String], positions: [Int], queryID: String
  ) throws(InsightsError) {
    try track(
      event(
        .click, eventName: eventName, indexName: indexName, queryID: queryID,
        objectIDs: objectIDs, positions: positions))
  }

  /// Tracks conversions on search results, with the search's `queryID`.
  ///
  /// - Parameters:
  ///   - eventName: The app's name for the event.
  ///   - indexName: The index searched.
  ///   - objectIDs: The records, at most 20.
  ///   - queryID: The `queryID` of the search's response.
  /// - Throws: ``InsightsError/invalidEvent(field:value:reason:)``; nothing is queued then.
  public func convertedAfterSearch(
    eventName: String, indexName: String, objectIDs: [String], queryID: String
  ) throws(InsightsError) {
    try track(
      event(
        .conversion, eventName: eventName, indexName: indexName, queryID: queryID,
        objectIDs: objectIDs))
  }

  /// Tracks records the user clicked, converted on or saw, outside a search.
  ///
  /// - Parameters:
  ///   - eventType: What the user did.
  ///   - eventName: The app's name for the event.
  ///   - indexName: The records' index.
  ///   - objectIDs: The records, at most 20.
  /// - Throws: ``InsightsError/invalidEvent(field:value:reason:)``; nothing is queued then.
  public func track(
    _ eventType: InsightsEvent.EventType, eventName: String, indexName: String,
    objectIDs: [String]
  ) throws(InsightsError) {
    try track(event(eventType, eventName: eventName, indexName: indexName, objectIDs: objectIDs))
  }

  /// Tracks facet filters the user clicked, converted with or saw.
  ///
  /// - Parameters:
  ///   - eventType: What the user did.
  ///   - eventName: The app's name for the event.
  ///   - indexName: The index.
  ///   - filters: The facet filters, at most 10.
  /// - Throws: ``InsightsError/invalidEvent(field:value:reason:)``; nothing is queued then.
  public func track(
    _ eventType: InsightsEvent.EventType, eventName: String, indexName: String,
    filters: [Filter.Facet]
  ) throws(InsightsError) {
    try track(
      event(
        eventType, eventName: eventName, indexName: indexName,
        filters: filters.map(InsightsEvent.filter)))
  }
}
