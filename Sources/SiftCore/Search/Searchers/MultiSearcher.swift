/// Runs several hits and facet searchers as one batch: federated search, query suggestions
/// beside results, several indices on one screen.
///
/// ```swift
/// let multi = MultiSearcher(service: service)
/// let products = multi.addHitsSearcher(indexName: "products")
/// let suggestions = multi.addHitsSearcher(indexName: "products_query_suggestions")
/// multi.setQuery("pho")   // every child's query
/// multi.search()          // one batch; each child gets its own slice
/// ```
///
/// Every hits child's queries go into one `SearchService.search` call (Algolia's multi-query),
/// and the facet children's value searches run beside it; the batch is one operation, so the
/// latest batch wins as a whole. Each child hands its plan (see ``SearchPlan``) to the batch,
/// so calling `search()` on a child searches the whole batch. The responses are sliced back to
/// each child in order; a backend that returns a different number of responses than queries
/// sent makes every child report `.responseCountMismatch`.
@MainActor
public final class MultiSearcher: Searcher, QuerySettable {
  private enum Child {
    case hits(HitsSearcher)
    case facet(FacetSearcher)
  }

  /// The batch every child searches in: their scheduler.
  private let batch: SearchBatch
  private var children: [Child] = []

  /// The backend.
  public var service: any SearchService { batch.service }

  /// Fires each time a batch starts, with the hits queries it sends.
  public var onSearch: Event<[IndexedQuery]> { batch.onSearch }

  /// Fires with the error of the latest batch, when the batch as a whole failed.
  public var onError: Event<SearchError> { batch.onError }

  /// Fires each time ``status`` changes.
  public var onStatusChanged: Event<SearchStatus> { batch.runner.onStatusChanged }

  /// Creates an empty multi-searcher.
  ///
  /// - Parameters:
  ///   - service: The backend every child searches.
  ///   - clock: The clock the stalled status is timed on.
  ///   - stalledDelay: How long a batch runs before the status turns `.stalled`.
  public init(
    service: any SearchService, clock: any Clock<Duration> = ContinuousClock(),
    stalledDelay: Duration = .milliseconds(300)
  ) {
    self.batch = SearchBatch(service: service, clock: clock, stalledDelay: stalledDelay)
  }

  /// What the batch is doing; every child reports the same.
  public var status: SearchStatus { batch.runner.status }

  /// The hits children, in the order they were added.
  public var hitsSearchers: [HitsSearcher] {
    children.compactMap {
      if case .hits(let searcher) = $0 { return searcher }
      return nil
    }
  }

  /// The facet children, in the order they were added.
  public var facetSearchers: [FacetSearcher] {
    children.compactMap {
      if case .facet(let searcher) = $0 { return searcher }
      return nil
    }
  }

  /// Adds a hits searcher to the batch.
  ///
  /// - Parameters:
  ///   - indexName: The index it searches.
  ///   - query: Its initial search parameters.
  /// - Returns: The child; wire widgets to it as to any `HitsSearcher`.
  @discardableResult
  public func addHitsSearcher(indexName: String, query: SearchQuery = SearchQuery())
    -> HitsSearcher
  {
    let searcher = HitsSearcher(scheduler: batch, indexName: indexName, query: query)
    children.append(.hits(searcher))
    batch.add(searcher)
    return searcher
  }

  /// Adds a facet values searcher to the batch.
  ///
  /// - Parameters:
  ///   - indexName: The index whose facet values it searches.
  ///   - attribute: The facet attribute.
  ///   - query: The search the values' records must match.
  /// - Returns: The child.
  @discardableResult
  public func addFacetSearcher(
    indexName: String, attribute: String, query: SearchQuery = SearchQuery()
  ) -> FacetSearcher {
    let searcher = FacetSearcher(
      scheduler: batch, indexName: indexName, attribute: attribute, query: query)
    children.append(.facet(searcher))
    batch.add(searcher)
    return searcher
  }

  /// Adds a facet values searcher to the batch, under InstantSearch's name for
  /// ``addFacetSearcher(indexName:attribute:query:)``.
  ///
  /// - Parameters:
  ///   - indexName: The index whose facet values it searches.
  ///   - attribute: The facet attribute.
  ///   - query: The search the values' records must match.
  /// - Returns: The child.
  @discardableResult
  public func addFacetsSearcher(
    indexName: String, attribute: String, query: SearchQuery = SearchQuery()
  ) -> FacetSearcher {
    addFacetSearcher(indexName: indexName, attribute: attribute, query: query)
  }

  /// Takes hits children out of the batch (a disconnected connector's): the batch no longer
  /// searches them, and ``hitsSearchers`` no longer lists them.
  func detach(_ searchers: [HitsSearcher]) {
    children.removeAll { child in
      guard case .hits(let child) = child else { return false }
      return searchers.contains { $0 === child }
    }
    batch.remove(searchers)
  }

  /// Puts back, after the others, hits children ``detach(_:)`` took out; those still in the
  /// batch stay where they are.
  func attach(_ searchers: [HitsSearcher]) {
    let current = hitsSearchers
    for searcher in searchers where !current.contains(where: { $0 === searcher }) {
      children.append(.hits(searcher))
      batch.add(searcher)
    }
  }

  /// Sets the text query of every child (the facet query of facet children).
  ///
  /// - Parameter query: The new query.
  public func setQuery(_ query: String?) {
    for child in children {
      switch child {
      case .hits(let searcher): searcher.setQuery(query)
      case .facet(let searcher): searcher.setQuery(query)
      }
    }
  }

  /// Decides, before each ``search()``, whether the children's requests are worth searching
  /// (InstantSearch's `shouldTriggerSearchForQueries`); nil (the default) searches every time.
  /// It is given the hits children's requests, in order. A batch it declines does not start.
  ///
  /// ```swift
  /// multi.shouldTriggerSearchForQueries = { requests in
  ///   !(requests.first?.query.query ?? "").isEmpty
  /// }
  /// ```
  public var shouldTriggerSearchForQueries: (@MainActor ([HitsSearcher.Request]) -> Bool)?

  /// Searches every child in one batch, superseding any batch in flight. Does nothing when
  /// ``shouldTriggerSearchForQueries`` declines the children's requests.
  public func search() {
    if let shouldTriggerSearchForQueries,
      !shouldTriggerSearchForQueries(hitsSearchers.map(\.request))
    {
      return
    }
    batch.search()
  }

  /// Cancels the batch in flight, if any.
  public func cancel() {
    batch.cancel()
  }
}
