import SiftCore

extension HitsConnector {
  /// Creates a hits connector with its own searcher of an Algolia index, as InstantSearch's
  /// `HitsConnector(appID:apiKey:indexName:infiniteScrolling:showItemsOnEmptyQuery:filterState:)`.
  ///
  /// ```swift
  /// let hits = HitsConnector<Product>(
  ///   appID: "latency", apiKey: "search-only-key", indexName: "bestbuy",
  ///   filterState: filterState)
  /// hits.searcher.search()
  /// ```
  ///
  /// - Parameters:
  ///   - appID: The Algolia application ID.
  ///   - apiKey: A search-only API key.
  ///   - indexName: The index to search.
  ///   - infiniteScrolling: Whether and when the list loads the next page.
  ///   - showItemsOnEmptyQuery: Whether the list shows hits for an empty query.
  ///   - filterState: Refinements for the searcher to follow, if any.
  public convenience init(
    appID: String, apiKey: String, indexName: String,
    infiniteScrolling: InfiniteScrolling = .on(withOffset: 5), showItemsOnEmptyQuery: Bool = true,
    filterState: FilterState? = nil
  ) {
    self.init(
      searcher: HitsSearcher(appID: appID, apiKey: apiKey, indexName: indexName),
      interactor: HitsInteractor(
        infiniteScrolling: infiniteScrolling, showItemsOnEmptyQuery: showItemsOnEmptyQuery),
      filterState: filterState)
  }

  /// Creates a hits connector with its own searcher of an Algolia index and a first controller.
  ///
  /// - Parameters:
  ///   - appID: The Algolia application ID.
  ///   - apiKey: A search-only API key.
  ///   - indexName: The index to search.
  ///   - infiniteScrolling: Whether and when the list loads the next page.
  ///   - showItemsOnEmptyQuery: Whether the list shows hits for an empty query.
  ///   - filterState: Refinements for the searcher to follow, if any.
  ///   - controller: The view adapter.
  public convenience init<Controller: HitsController>(
    appID: String, apiKey: String, indexName: String,
    infiniteScrolling: InfiniteScrolling = .on(withOffset: 5), showItemsOnEmptyQuery: Bool = true,
    filterState: FilterState? = nil, controller: Controller
  ) where Controller.DataSource == HitsInteractor<Record> {
    self.init(
      appID: appID, apiKey: apiKey, indexName: indexName, infiniteScrolling: infiniteScrolling,
      showItemsOnEmptyQuery: showItemsOnEmptyQuery, filterState: filterState)
    connectController(controller)
  }
}
