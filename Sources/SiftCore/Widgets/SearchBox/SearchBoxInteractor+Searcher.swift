extension SearchBoxInteractor {
  /// Links the interactor to a searcher: queries are handed to the searcher and searched,
  /// as the user types (debounced) or only when submitted.
  ///
  /// In `.searchAsYouType` mode a burst of edits becomes one search, `debounce` after the last
  /// edit. A submit is never debounced: it cancels a pending typed query and searches at once,
  /// in either mode. In `.searchAsYouType` mode a submit of the query the link has just searched
  /// searches nothing more (picking a suggestion with no debounce changes the query, which
  /// searches, then submits it), unless the searcher's last search failed. A query set on a
  /// `HitsSearcher` or `FacetSearcher` elsewhere (a deep link, another search box) becomes the
  /// interactor's query, shown by its controllers and not searched again.
  ///
  /// ```swift
  /// interactor.connectSearcher(
  ///   searcher, debounce: .milliseconds(150), shouldSearch: { ($0?.count ?? 0) != 1 })
  /// ```
  ///
  /// - Parameters:
  ///   - searcher: What runs the searches.
  ///   - searchTriggeringMode: Search as the user types, or only on submit.
  ///   - debounce: How long typing must pause before a search; zero searches on every edit.
  ///   - clock: The clock the debounce waits on; tests pass a `ManualClock`.
  ///   - shouldSearch: Decides whether a typed query is searched. A skipped query also cancels a
  ///     pending one. Submitted queries are always searched.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectSearcher(
    _ searcher: some Searchable & QuerySettable,
    searchTriggeringMode: SearchTriggeringMode = .searchAsYouType,
    debounce: Duration = .milliseconds(100),
    clock: any Clock<Duration> = ContinuousClock(),
    shouldSearch: (@MainActor (String?) -> Bool)? = nil
  ) -> ClosureConnection {
    ClosureConnection {
      let searched = SearchedQueryRecord()
      let debouncer = Debouncer<String?>(interval: debounce, clock: clock) {
        [weak searcher] query in
        searcher?.setQuery(query)
        searcher?.search()
        searched.record(query)
      }
      // The searcher owns the subscriptions, so a link whose connection is discarded keeps
      // working for as long as the searcher lives.
      var subscriptions = [
        self.onQuerySubmitted.subscribe(with: searcher) { searcher, query in
          let wasPending = debouncer.hasPendingValue
          debouncer.cancel()
          let lastFailed: Bool
          if let searcher = searcher as? any Searcher, case .error = searcher.status {
            lastFailed = true
          } else {
            lastFailed = false
          }
          let alreadySearched =
            searchTriggeringMode == .searchAsYouType && !wasPending && !lastFailed
            && searched.wasLast(query)
          guard !alreadySearched else { return }
          searcher.setQuery(query)
          searcher.search()
          searched.record(query)
        },
        EventSubscription {
          debouncer.cancel()
          searched.reset()
        },
      ]
      if let publishing = searcher as? any QueryPublishing {
        subscriptions.append(
          publishing.onQueryChanged.subscribe(with: self) { interactor, query in
            guard interactor.query != query else { return }
            searched.isReflecting = true
            interactor.query = query
            searched.isReflecting = false
          })
      }
      if searchTriggeringMode == .searchAsYouType {
        subscriptions.append(
          self.onQueryChanged.subscribe(with: searcher) { _, query in
            guard !searched.isReflecting else { return }
            if shouldSearch?(query) ?? true {
              debouncer.send(query)
            } else {
              debouncer.cancel()
            }
          })
      }
      return subscriptions
    }
  }
}
