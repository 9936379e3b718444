/// Sends Insights events for the filters of a searcher's index: the facet values a user
/// clicked, converted with or saw (InstantSearch's `FilterTracker`).
///
/// ```swift
/// let tracker = FilterTracker(eventName: "Filter Applied", searcher: searcher, insights: insights)
/// tracker.trackClick(for: Filter.Facet(attribute: "brand", stringValue: "Sony"))
/// tracker.connectFacetListInteractor(brands, attribute: "brand")  // or: every value selected
/// ```
///
/// Facet and tag filters are tracked (the Insights API takes no numeric filters), negation and
/// score left out, each part URL-encoded as the Insights API asks (`brand:Sony`,
/// `category:TV%20%26%20Home%20Theater`). Events the Insights API would refuse are reported on the client's
/// `onError`, not queued.
@MainActor
public final class FilterTracker: Connector {
  /// The app's name for the events.
  public let eventName: String
  /// The searcher whose index the filters belong to.
  public let searcher: HitsSearcher
  /// Where the events go.
  public let insights: Insights
  /// The connections the tracker owns: those to facet lists.
  public let connections = ConnectionGroup()

  /// Creates a tracker.
  ///
  /// - Parameters:
  ///   - eventName: The app's name for the events, such as `Filter Applied`.
  ///   - searcher: The searcher whose index the filters belong to.
  ///   - insights: Where the events go.
  public init(eventName: String, searcher: HitsSearcher, insights: Insights) {
    self.eventName = eventName
    self.searcher = searcher
    self.insights = insights
  }

  /// Tracks a click on a facet filter.
  ///
  /// - Parameters:
  ///   - filter: The filter.
  ///   - eventName: A name for this event; the tracker's by default.
  public func trackClick(for filter: Filter.Facet, eventName: String? = nil) {
    send(.click, InsightsEvent.filter(filter), eventName)
  }

  /// Tracks a conversion with a facet filter applied.
  ///
  /// - Parameters:
  ///   - filter: The filter.
  ///   - eventName: A name for this event; the tracker's by default.
  public func trackConversion(for filter: Filter.Facet, eventName: String? = nil) {
    send(.conversion, InsightsEvent.filter(filter), eventName)
  }

  /// Tracks a view of a facet filter.
  ///
  /// - Parameters:
  ///   - filter: The filter.
  ///   - eventName: A name for this event; the tracker's by default.
  public func trackView(for filter: Filter.Facet, eventName: String? = nil) {
    send(.view, InsightsEvent.filter(filter), eventName)
  }

  /// Tracks a click on a tag filter.
  ///
  /// - Parameters:
  ///   - filter: The tag filter.
  ///   - eventName: A name for this event; the tracker's by default.
  public func trackClick(for filter: Filter.Tag, eventName: String? = nil) {
    send(.click, InsightsEvent.filter(filter), eventName)
  }

  /// Tracks a conversion with a tag filter applied.
  ///
  /// - Parameters:
  ///   - filter: The tag filter.
  ///   - eventName: A name for this event; the tracker's by default.
  public func trackConversion(for filter: Filter.Tag, eventName: String? = nil) {
    send(.conversion, InsightsEvent.filter(filter), eventName)
  }

  /// Tracks a view of a tag filter.
  ///
  /// - Parameters:
  ///   - filter: The tag filter.
  ///   - eventName: A name for this event; the tracker's by default.
  public func trackView(for filter: Filter.Tag, eventName: String? = nil) {
    send(.view, InsightsEvent.filter(filter), eventName)
  }

  /// Tracks a view of a facet value of a list (InstantSearch's `trackView(for:attribute:)`).
  ///
  /// - Parameters:
  ///   - facet: The facet value.
  ///   - attribute: Its attribute.
  ///   - eventName: A name for this event; the tracker's by default.
  public func trackView(for facet: FacetValue, attribute: Attribute, eventName: String? = nil) {
    trackView(
      for: Filter.Facet(attribute: attribute, stringValue: facet.value), eventName: eventName)
  }

  /// Tracks a conversion with a facet value of a list applied (InstantSearch's
  /// `trackConversion(for:attribute:)`).
  ///
  /// - Parameters:
  ///   - facet: The facet value.
  ///   - attribute: Its attribute.
  ///   - eventName: A name for this event; the tracker's by default.
  public func trackConversion(
    for facet: FacetValue, attribute: Attribute, eventName: String? = nil
  ) {
    trackConversion(
      for: Filter.Facet(attribute: attribute, stringValue: facet.value), eventName: eventName)
  }

  /// Tracks a click on a facet value of a list (InstantSearch's `trackClick(for:attribute:)`).
  ///
  /// - Parameters:
  ///   - facet: The facet value.
  ///   - attribute: Its attribute.
  ///   - eventName: A name for this event; the tracker's by default.
  public func trackClick(for facet: FacetValue, attribute: Attribute, eventName: String? = nil) {
    trackClick(
      for: Filter.Facet(attribute: attribute, stringValue: facet.value), eventName: eventName)
  }

  /// Makes every value the user selects in a facet list a click on its filter (deselecting
  /// sends nothing).
  ///
  /// - Parameters:
  ///   - interactor: The facet list.
  ///   - attribute: Its attribute.
  /// - Returns: The connection, live at once; the tracker owns it too.
  @discardableResult
  public func connectFacetListInteractor(_ interactor: FacetListInteractor, attribute: Attribute)
    -> ClosureConnection
  {
    let connection = ClosureConnection { [weak self, weak interactor] in
      guard let self, let interactor else { return [] }
      // The selection before the latest change: the filter state's link may apply a pick
      // before this link hears of it.
      var current = interactor.selections
      var previous = current
      return [
        interactor.onSelectionsChanged.subscribe(with: self) { _, selections in
          previous = current
          current = selections
        },
        interactor.onSelectionsComputed.subscribe(with: self) { tracker, next in
          let before = current == next ? previous : current
          for value in next.subtracting(before).sorted() {
            tracker.trackClick(for: Filter.Facet(attribute: attribute, stringValue: value))
          }
        },
      ]
    }
    connections.add(connection)
    return connection
  }

  private func send(_ eventType: InsightsEvent.EventType, _ filter: String, _ eventName: String?) {
    let event = insights.event(
      eventType, eventName: eventName ?? self.eventName, indexName: searcher.indexName,
      filters: [filter])
    do {
      try insights.track(event)
    } catch {
      insights.onError.fire(error)
    }
  }
}
