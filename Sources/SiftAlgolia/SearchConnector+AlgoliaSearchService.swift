import SiftCore

extension SearchConnector {
  /// Creates the all-in-one connector over an Algolia index, as InstantSearch's
  /// `SearchConnector(appID:apiKey:indexName:…)`; live at once.
  ///
  /// ```swift
  /// let searchConnector = SearchConnector<Product>(
  ///   appID: "latency", apiKey: "search-only-key", indexName: "bestbuy",
  ///   searchBoxController: searchBar, hitsInteractor: .init(), hitsController: productList)
  /// searchConnector.searcher.search()
  /// ```
  ///
  /// - Parameters:
  ///   - appID: The Algolia application ID.
  ///   - apiKey: A search-only API key.
  ///   - indexName: The index to search.
  ///   - searchBoxInteractor: The search box logic; a new one by default.
  ///   - searchBoxController: The search box's view adapter.
  ///   - hitsInteractor: The hits list logic; a new one by default.
  ///   - hitsController: The hits list's view adapter.
  ///   - filterState: Refinements for the searcher to follow, if any.
  public convenience init<SearchBox: SearchBoxController, Hits: HitsController>(
    appID: String, apiKey: String, indexName: String,
    searchBoxInteractor: SearchBoxInteractor = SearchBoxInteractor(),
    searchBoxController: SearchBox, hitsInteractor: HitsInteractor<Record> = HitsInteractor(),
    hitsController: Hits, filterState: FilterState? = nil
  ) where Hits.DataSource == HitsInteractor<Record> {
    self.init(
      searcher: HitsSearcher(appID: appID, apiKey: apiKey, indexName: indexName),
      searchBoxInteractor: searchBoxInteractor, searchBoxController: searchBoxController,
      hitsInteractor: hitsInteractor, hitsController: hitsController, filterState: filterState)
  }
}
