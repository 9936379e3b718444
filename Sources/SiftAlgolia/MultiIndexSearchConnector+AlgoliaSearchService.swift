import SiftCore

extension MultiIndexSearchConnector {
  /// Creates the multi-index connector over an Algolia application, as InstantSearch's
  /// `MultiIndexSearchConnector(appID:apiKey:indexModules:…)`; live at once.
  ///
  /// ```swift
  /// let connector = MultiIndexSearchConnector(
  ///   appID: "latency", apiKey: "search-only-key",
  ///   indexModules: [.init(indexName: "bestbuy", hitsInteractor: HitsInteractor<Product>(), hitsController: list)],
  ///   searchBoxController: searchBar)
  /// connector.searcher.search()
  /// ```
  ///
  /// - Parameters:
  ///   - appID: The Algolia application ID.
  ///   - apiKey: A search-only API key.
  ///   - indexModules: One per index: its name, hits list and filter state.
  ///   - searchBoxInteractor: The search box logic; a new one by default.
  ///   - searchBoxController: The search box's view adapter.
  public convenience init(
    appID: String, apiKey: String, indexModules: [IndexModule],
    searchBoxInteractor: SearchBoxInteractor = SearchBoxInteractor(),
    searchBoxController: some SearchBoxController
  ) {
    self.init(
      searcher: MultiSearcher(appID: appID, apiKey: apiKey), indexModules: indexModules,
      searchBoxInteractor: searchBoxInteractor, searchBoxController: searchBoxController)
  }
}
