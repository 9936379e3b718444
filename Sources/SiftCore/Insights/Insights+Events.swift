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
  /// - Throws: ``InsightsError/invalidEvent(eventName:field:value:reason:)``; nothing is queued then.
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
  /// - Throws: ``InsightsError/invalidEvent(eventName:field:value:reason:)``; nothing is queued then.
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
  /// - Throws: ``InsightsError/invalidEvent(eventName:field:value:reason:)``; nothing is queued then.
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
  /// - Throws: ``InsightsError/invalidEvent(eventName:field:value:reason:)``; nothing is queued then.
  public func track(
    _ eventType: InsightsEvent.EventType, eventName: String, indexName: String,
    filters: [Filter.Facet]
  ) throws(InsightsError) {
    try track(
      event(
        eventType, eventName: eventName, indexName: indexName,
        filters: filters.map(InsightsEvent.filter)))
  }

  /// Tracks records added to a cart after a search (Algolia's "Added to cart object IDs after
  /// search"): a conversion of subtype `addToCart`, with the search's `queryID`.
  ///
  /// ```swift
  /// try insights.addedToCartAfterSearch(
  ///   eventName: "Product Added To Cart", indexName: "products", objectIDs: ["42"],
  ///   objectData: [.init(price: 19.99, quantity: 2, discount: 5)], queryID: response.queryID!,
  ///   value: 39.98, currency: "EUR")
  /// ```
  ///
  /// - Parameters:
  ///   - eventName: The app's name for the event.
  ///   - indexName: The index searched.
  ///   - objectIDs: The records, at most 20.
  ///   - objectData: Each record's price, quantity and discount, one per record.
  ///   - queryID: The `queryID` of the search's response.
  ///   - value: The event's total value.
  ///   - currency: The currency of the value and the prices; required with them.
  /// - Throws: ``InsightsError/invalidEvent(eventName:field:value:reason:)``; nothing is queued then.
  public func addedToCartAfterSearch(
    eventName: String, indexName: String, objectIDs: [String],
    objectData: [InsightsEvent.ObjectData]? = nil, queryID: String, value: Double? = nil,
    currency: String? = nil
  ) throws(InsightsError) {
    try track(
      event(
        .conversion, eventSubtype: .addToCart, eventName: eventName, indexName: indexName,
        queryID: queryID, objectIDs: objectIDs, objectData: objectData, value: value,
        currency: currency))
  }

  /// Tracks records bought after one or several searches (Algolia's "Purchased object IDs
  /// after search"): a conversion of subtype `purchase`, each record with the `queryID` of the
  /// search it was found with in its ``InsightsEvent/ObjectData``.
  ///
  /// ```swift
  /// try insights.purchasedAfterSearch(
  ///   eventName: "Products Purchased", indexName: "products", objectIDs: ["42", "7"],
  ///   objectData: [
  ///     .init(queryID: firstSearchQueryID, price: 19.99, quantity: 2),
  ///     .init(queryID: secondSearchQueryID, price: 59.99, quantity: 1),
  ///   ], value: 99.97, currency: "EUR")
  /// ```
  ///
  /// - Parameters:
  ///   - eventName: The app's name for the event.
  ///   - indexName: The index searched.
  ///   - objectIDs: The records, at most 20.
  ///   - objectData: Each record's `queryID`, price, quantity and discount, one per record.
  ///   - value: The event's total value.
  ///   - currency: The currency of the value and the prices; required with them.
  /// - Throws: ``InsightsError/invalidEvent(eventName:field:value:reason:)``; nothing is queued then.
  public func purchasedAfterSearch(
    eventName: String, indexName: String, objectIDs: [String],
    objectData: [InsightsEvent.ObjectData], value: Double? = nil, currency: String? = nil
  ) throws(InsightsError) {
    try track(
      event(
        .conversion, eventSubtype: .purchase, eventName: eventName, indexName: indexName,
        objectIDs: objectIDs, objectData: objectData, value: value, currency: currency))
  }

  /// Tracks records added to a cart outside a search (Algolia's "Added to cart object IDs").
  ///
  /// - Parameters:
  ///   - eventName: The app's name for the event.
  ///   - indexName: The records' index.
  ///   - objectIDs: The records, at most 20.
  ///   - objectData: Each record's price, quantity and discount, one per record.
  ///   - value: The event's total value.
  ///   - currency: The currency of the value and the prices; required with them.
  /// - Throws: ``InsightsError/invalidEvent(eventName:field:value:reason:)``; nothing is queued then.
  public func addedToCart(
    eventName: String, indexName: String, objectIDs: [String],
    objectData: [InsightsEvent.ObjectData]? = nil, value: Double? = nil, currency: String? = nil
  ) throws(InsightsError) {
    try track(
      event(
        .conversion, eventSubtype: .addToCart, eventName: eventName, indexName: indexName,
        objectIDs: objectIDs, objectData: objectData, value: value, currency: currency))
  }

  /// Tracks records bought outside a search (Algolia's "Purchased object IDs").
  ///
  /// - Parameters:
  ///   - eventName: The app's name for the event.
  ///   - indexName: The records' index.
  ///   - objectIDs: The records, at most 20.
  ///   - objectData: Each record's price, quantity and discount, one per record.
  ///   - value: The event's total value.
  ///   - currency: The currency of the value and the prices; required with them.
  /// - Throws: ``InsightsError/invalidEvent(eventName:field:value:reason:)``; nothing is queued then.
  public func purchased(
    eventName: String, indexName: String, objectIDs: [String],
    objectData: [InsightsEvent.ObjectData]? = nil, value: Double? = nil, currency: String? = nil
  ) throws(InsightsError) {
    try track(
      event(
        .conversion, eventSubtype: .purchase, eventName: eventName, indexName: indexName,
        objectIDs: objectIDs, objectData: objectData, value: value, currency: currency))
  }
}
