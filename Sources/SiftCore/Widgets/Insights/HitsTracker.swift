/// Sends Insights events for the hits of a searcher: clicks, conversions and views, with the
/// `queryID` of the search they came from (InstantSearch's `HitsTracker`).
///
/// ```swift
/// let tracker = HitsTracker(eventName: "Product Clicked", searcher: searcher, insights: insights)
/// tracker.trackClick(for: hit, position: 1)  // the first result
/// tracker.connectHitsInteractor(hits)  // or: every row the user selects is a click
/// ```
///
/// A tracker turns click analytics on: while it is enabled, the searcher's searches send
/// `clickAnalytics=true`, so responses carry a `queryID`, which the events carry (turning it on
/// keeps the searcher's page). A click on a hit without a `queryID` (tracking just turned on)
/// is sent as a click outside a search. Events of more than 20 hits are split. Events the
/// Insights API would refuse are reported on the client's `onError`, not queued.
///
/// **Views are sent for you.** Each page of results the searcher delivers (a search's, and each
/// page loaded by infinite scrolling) is a "Hits Viewed" event of its hits, as InstantSearch and
/// Algolia's Insights do it; set ``isAutoSendingHitsViewEvents`` to `false` to send none.
///
/// **Add-to-cart and purchase conversions** carry each record's price, quantity and discount,
/// the total value and the currency, for Algolia's revenue analytics:
///
/// ```swift
/// tracker.trackAddToCart(for: [hit], objectData: [.init(price: 19.99, quantity: 2)],
///                        value: 39.98, currency: "EUR")
/// tracker.trackPurchase(for: cart, objectData: cartPrices, value: total, currency: "EUR")
/// ```
@MainActor
public final class HitsTracker: Connector {
  /// The app's name for the events.
  public let eventName: String
  /// The searcher whose hits are tracked.
  public let searcher: HitsSearcher
  /// Where the events go.
  public let insights: Insights
  /// The connections the tracker owns: the one to its searcher, and any to hits interactors.
  public let connections = ConnectionGroup()

  /// The name of the view events sent for each page of results.
  public static let hitsViewedEventName = "Hits Viewed"

  /// Whether events are sent, and searches ask for a `queryID`.
  public var isEnabled = true {
    didSet { searcher.request.query.clickAnalytics = isEnabled ? true : nil }
  }

  /// Whether each page of results the searcher delivers is sent as a "Hits Viewed" event of
  /// its hits; `true` by default.
  public var isAutoSendingHitsViewEvents: Bool

  /// The `queryID` of the latest results; nil until a search with click analytics answered.
  public private(set) var queryID: String?
  /// The page and page size of the latest results, for absolute positions.
  private var pageOffset = 0

  /// Creates a tracker, live at once: it turns the searcher's click analytics on (keeping its
  /// page), and sends a "Hits Viewed" event for each page of results from now on.
  ///
  /// - Parameters:
  ///   - eventName: The app's name for the events, such as `Product Clicked`.
  ///   - searcher: The searcher whose hits are tracked.
  ///   - insights: Where the events go.
  ///   - isAutoSendingHitsViewEvents: Whether each page of results is sent as a view;
  ///     `true` by default.
  public init(
    eventName: String, searcher: HitsSearcher, insights: Insights,
    isAutoSendingHitsViewEvents: Bool = true
  ) {
    self.eventName = eventName
    self.searcher = searcher
    self.insights = insights
    self.isAutoSendingHitsViewEvents = isAutoSendingHitsViewEvents
    searcher.request.query.clickAnalytics = true
    connections.add(
      ClosureConnection { [weak self] in
        guard let self else { return [] }
        return [
          searcher.onResults.subscribePast(with: self) { tracker, response in
            tracker.queryID = response.queryID
            tracker.pageOffset = (response.page ?? 0) * (response.hitsPerPage ?? 0)
          },
          searcher.onResults.subscribe(with: self) { tracker, response in
            tracker.sendHitsViewed(response)
          },
          searcher.onPageResults.subscribe(with: self) { tracker, results in
            tracker.sendHitsViewed(results.response)
          },
        ]
      })
  }

  /// Tracks a click on a hit.
  ///
  /// - Parameters:
  ///   - hit: The hit clicked.
  ///   - position: Its position in the results, counting from 1 (Algolia's).
  ///   - eventName: A name for this event; the tracker's by default.
  public func trackClick<Record>(for hit: Hit<Record>, position: Int, eventName: String? = nil) {
    trackClick(for: [hit], positions: [position], eventName: eventName)
  }

  /// Tracks a click on hits.
  ///
  /// - Parameters:
  ///   - hits: The hits clicked.
  ///   - positions: Their positions in the results, counting from 1, one per hit.
  ///   - eventName: A name for this event; the tracker's by default.
  public func trackClick<Record>(
    for hits: [Hit<Record>], positions: [Int], eventName: String? = nil
  ) {
    let objectIDs = hits.map(\.objectID)
    for start in stride(from: 0, to: objectIDs.count, by: InsightsEvent.maxObjectIDs) {
      let end = min(start + InsightsEvent.maxObjectIDs, objectIDs.count)
      let chunk = Array(positions.dropFirst(start).prefix(end - start))
      send(
        .click, eventName: eventName, objectIDs: Array(objectIDs[start..<end]),
        positions: queryID == nil ? nil : chunk)
    }
  }

  /// Tracks a conversion on a hit.
  ///
  /// - Parameters:
  ///   - hit: The hit.
  ///   - eventName: A name for this event; the tracker's by default.
  public func trackConvert<Record>(for hit: Hit<Record>, eventName: String? = nil) {
    trackConvert(for: [hit], eventName: eventName)
  }

  /// Tracks a conversion on hits.
  ///
  /// - Parameters:
  ///   - hits: The hits.
  ///   - eventName: A name for this event; the tracker's by default.
  public func trackConvert<Record>(for hits: [Hit<Record>], eventName: String? = nil) {
    for chunk in chunks(hits.map(\.objectID)) {
      send(.conversion, eventName: eventName, objectIDs: chunk, positions: nil)
    }
  }

  /// Tracks a view of a hit.
  ///
  /// - Parameters:
  ///   - hit: The hit.
  ///   - eventName: A name for this event; the tracker's by default.
  public func trackView<Record>(for hit: Hit<Record>, eventName: String? = nil) {
    trackView(for: [hit], eventName: eventName)
  }

  /// Tracks a view of hits.
  ///
  /// - Parameters:
  ///   - hits: The hits.
  ///   - eventName: A name for this event; the tracker's by default.
  public func trackView<Record>(for hits: [Hit<Record>], eventName: String? = nil) {
    for chunk in chunks(hits.map(\.objectID)) {
      send(.view, eventName: eventName, objectIDs: chunk, positions: nil, withQueryID: false)
    }
  }

  /// Tracks hits added to a cart after the search (Algolia's "Added to cart object IDs after
  /// search"), with the search's `queryID`; before any `queryID`, as an add-to-cart outside a
  /// search.
  ///
  /// - Parameters:
  ///   - hits: The hits added, at most 20 an event (more are split, with their data).
  ///   - objectData: Each hit's price, quantity and discount, one per hit; nil for none.
  ///   - value: The event's total value.
  ///   - currency: The currency of the value and the prices; required with them.
  ///   - eventName: A name for this event; the tracker's by default.
  public func trackAddToCart<Record>(
    for hits: [Hit<Record>], objectData: [InsightsEvent.ObjectData]? = nil,
    value: Double? = nil, currency: String? = nil, eventName: String? = nil
  ) {
    trackCommerce(
      .addToCart, hits: hits, objectData: objectData, value: value, currency: currency,
      eventName: eventName)
  }

  /// Tracks hits bought (Algolia's "Purchased object IDs after search"): each hit's data
  /// carries the `queryID` of the search it was found with, the tracker's latest one unless
  /// given.
  ///
  /// - Parameters:
  ///   - hits: The hits bought, at most 20 an event (more are split, with their data).
  ///   - objectData: Each hit's price, quantity, discount and `queryID`, one per hit; nil for
  ///     the `queryID` alone.
  ///   - value: The event's total value.
  ///   - currency: The currency of the value and the prices; required with them.
  ///   - eventName: A name for this event; the tracker's by default.
  public func trackPurchase<Record>(
    for hits: [Hit<Record>], objectData: [InsightsEvent.ObjectData]? = nil,
    value: Double? = nil, currency: String? = nil, eventName: String? = nil
  ) {
    trackCommerce(
      .purchase, hits: hits, objectData: objectData, value: value, currency: currency,
      eventName: eventName)
  }

  /// Makes every row the user selects in `interactor` a click, at its position in the results.
  ///
  /// - Parameter interactor: A hits list of `Hit` rows, connected to the tracker's searcher.
  /// - Returns: The connection, live at once; the tracker owns it too.
  @discardableResult
  public func connectHitsInteractor<Record>(_ interactor: HitsInteractor<Hit<Record>>)
    -> ClosureConnection
  {
    let connection = ClosureConnection { [weak self, weak interactor] in
      guard let self, let interactor else { return [] }
      return [
        interactor.onHitSelected.subscribe(with: self) { [weak interactor] tracker, hit in
          guard let interactor else { return }
          let rows = interactor.hits
          guard let row = rows.firstIndex(where: { $0?.objectID == hit.objectID }) else { return }
          let offset = interactor.infiniteScrolling == .off ? tracker.pageOffset : 0
          tracker.trackClick(for: hit, position: offset + row + 1)
        }
      ]
    }
    connections.add(connection)
    return connection
  }

  private func trackCommerce<Record>(
    _ subtype: InsightsEvent.EventSubtype, hits: [Hit<Record>],
    objectData: [InsightsEvent.ObjectData]?, value: Double?, currency: String?,
    eventName: String?
  ) {
    guard isEnabled, !hits.isEmpty else { return }
    let objectIDs = hits.map(\.objectID)
    var data = objectData
    if subtype == .purchase, let queryID {
      data = (data ?? objectIDs.map { _ in InsightsEvent.ObjectData() }).map { item in
        var item = item
        item.queryID = item.queryID ?? queryID
        return item
      }
    }
    for start in stride(from: 0, to: objectIDs.count, by: InsightsEvent.maxObjectIDs) {
      let end = min(start + InsightsEvent.maxObjectIDs, objectIDs.count)
      let chunkData = data.map { Array($0.dropFirst(start).prefix(end - start)) }
      let event = insights.event(
        .conversion, eventSubtype: subtype, eventName: eventName ?? self.eventName,
        indexName: searcher.indexName, queryID: subtype == .addToCart ? queryID : nil,
        objectIDs: Array(objectIDs[start..<end]), objectData: chunkData, value: value,
        currency: currency)
      do {
        try insights.track(event)
      } catch {
        insights.onError.fire(error)
      }
    }
  }

  private func sendHitsViewed(_ response: SearchResponse) {
    guard isAutoSendingHitsViewEvents else { return }
    let objectIDs = response.hits.compactMap { hit -> String? in
      switch hit["objectID"] {
      case .string(let text)?: text
      case .number(let number)? where number.isInteger: number.description
      default: nil
      }
    }
    for chunk in chunks(objectIDs) {
      send(
        .view, eventName: Self.hitsViewedEventName, objectIDs: chunk, positions: nil,
        withQueryID: false)
    }
  }

  private func chunks(_ objectIDs: [String]) -> [[String]] {
    stride(from: 0, to: objectIDs.count, by: InsightsEvent.maxObjectIDs).map {
      Array(objectIDs[$0..<min($0 + InsightsEvent.maxObjectIDs, objectIDs.count)])
    }
  }

  private func send(
    _ eventType: InsightsEvent.EventType, eventName: String?, objectIDs: [String],
    positions: [Int]?, withQueryID: Bool = true
  ) {
    guard isEnabled, !objectIDs.isEmpty else { return }
    let event = insights.event(
      eventType, eventName: eventName ?? self.eventName, indexName: searcher.indexName,
      queryID: withQueryID ? queryID : nil, objectIDs: objectIDs, positions: positions)
    do {
      try insights.track(event)
    } catch {
      insights.onError.fire(error)
    }
  }
}
