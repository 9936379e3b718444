extension FilterState {
  /// Runs `handler` with the current filters at once, then with the filters of each change:
  /// how a widget's selection follows the filter state, including filters set elsewhere.
  ///
  /// - Parameters:
  ///   - owner: The subscription's owner, held weakly; typically the widget's interactor.
  ///   - handler: Called with the owner and the filters.
  /// - Returns: The subscription to ``onChange``.
  func subscribeFilters<Owner: AnyObject>(
    with owner: Owner, _ handler: @escaping @MainActor (Owner, Filters) -> Void
  ) -> EventSubscription {
    handler(owner, filters)
    return onChange.subscribe(with: owner, handler)
  }
}
