import SiftCore

extension SearchConnector {
  /// Creates the all-in-one connector with a headless search bar as its search box, the
  /// headless counterpart of InstantSearch's `SearchConnector(searcher:searchController:…)`
  /// (which adapts a `UISearchController`'s bar); live at once.
  ///
  /// ```swift
  /// let searchBar = HeadlessSearchBar()
  /// let searchConnector = SearchConnector<Product>(
  ///   searcher: searcher, searchBar: searchBar, hitsInteractor: .init(), hitsController: list)
  /// searchBar.searchTextField.insertText("phone")  // searches, debounced
  /// ```
  ///
  /// - Parameters:
  ///   - searcher: The searcher of the screen.
  ///   - searchBar: The search bar; a ``TextFieldController`` adapts its text field.
  ///   - hitsInteractor: The hits list logic; a new one by default.
  ///   - hitsController: The hits list's view adapter.
  ///   - filterState: Refinements for the searcher to follow, if any.
  public convenience init<Hits: HitsController>(
    searcher: HitsSearcher, searchBar: HeadlessSearchBar,
    hitsInteractor: HitsInteractor<Record> = HitsInteractor(), hitsController: Hits,
    filterState: FilterState? = nil
  ) where Hits.DataSource == HitsInteractor<Record> {
    self.init(
      searcher: searcher, searchBoxController: TextFieldController(searchBar: searchBar),
      hitsInteractor: hitsInteractor, hitsController: hitsController, filterState: filterState)
  }
}
