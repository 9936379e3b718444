/// Searches one index and publishes its results: the searcher behind hits, stats, facets and
/// most other widgets.
///
/// ```swift
/// let searcher = HitsSearcher(service: service, indexName: "products")
/// searcher.onResults.subscribe(with: self) { owner, response in
///   owner.show(response.hits)
/// }
/// searcher.query = "phone"
/// searcher.search()
/// ```
///
/// **Latest request wins.** Each response is stamped with the request that produced it; a
/// response for a superseded request is never delivered, and superseded work is cancelled.
/// Searches run off the main actor, so a large index never blocks the UI.
///
/// **One pipeline.** The ``request`` holds everything searched, refinements included (as a
/// `Filters` value, which a connected `FilterState` keeps). Each search turns it into a
/// ``SearchPlan`` (the main query, plus the disjunctive and hierarchical faceting queries it
/// needs) and hands the plan to the searcher's scheduler: its own runner, or the batch of the
/// `MultiSearcher` it belongs to.
///
/// Changing anything that makes another result set (the query, the index, a filter, the page
/// size; not the page, nor the analytics flags) resets the page to 0.
@MainActor
public final class HitsSearcher: Searcher, QuerySettable {
  /// The backend.
  public let service: any SearchService

  /// Fires with the new text query each time it changes.
  public let onQueryChanged = Event<String?>()

  /// Fires with the new index name each time it changes.
  public let onIndexChanged = Event<String>()

  /// Fires with the new request each time it changes.
  public let onRequestChanged = Event<Request>()

  /// Fires each time a search starts, with its request.
  public let onSearch = Event<Request>()

  /// Fires with the response of the latest search.
  public let onResults = Event<SearchResponse>()

  /// Fires with the response of the latest search, stamped with its request.
  public let onStampedResults = Event<Stamped<Request, SearchResponse>>()

  /// Fires with the error of the latest search, or of a page load.
  public let onError = Event<SearchError>()

  /// Fires with each page loaded by ``loadPage(_:)``, stamped with its request.
  ///
  /// Page loads fill in hits for infinite scrolling; they do not fire ``onResults``, so widgets
  /// that show facets or stats keep the main search's response.
  public let onPageResults = Event<Stamped<Request, SearchResponse>>()

  /// Fires each time ``status`` changes.
  public var onStatusChanged: Event<SearchStatus> { scheduler.runner.onStatusChanged }

  /// The latest response delivered, stamped with its request.
  public var latestResults: Stamped<Request, SearchResponse>? { onStampedResults.latestValue }

  /// Decides, before each ``search()``, whether the current request is worth searching; nil
  /// (the default) searches every time. A search it declines does not start: no ``onSearch``,
  /// no call to the service, and the results shown stay as they are.
  ///
  /// ```swift
  /// searcher.shouldTriggerSearchForQuery = { request in
  ///   !(request.query.query ?? "").isEmpty  // no search for an empty query
  /// }
  /// ```
  public var shouldTriggerSearchForQuery: (@MainActor (Request) -> Bool)?

  /// Where the searches run: the searcher's own runner, or its `MultiSearcher`'s batch.
  private let scheduler: any SearchScheduler
  private var pageLoads: [Int: Task<Void, Never>] = [:]
  private var pageLoadsResultSet: Request?

  /// The next search's index and parameters.
  ///
  /// Setting it fires ``onRequestChanged`` (and ``onQueryChanged`` / ``onIndexChanged`` for
  /// those parts). When anything but the page or the analytics flags changes (the index, the
  /// query, a filter, the page size, …), the result set is another one: the page is reset to 0,
  /// and the pages of the old result set being loaded are cancelled.
  public var request: Request {
    didSet {
      if request.resultSet != oldValue.resultSet, request.query.page == oldValue.query.page,
        (request.query.page ?? 0) != 0
      {
        request.query.page = 0
      }
      guard request != oldValue else { return }
      if request.resultSet != oldValue.resultSet {
        cancelPageLoads()
      }
      if request.query.query != oldValue.query.query {
        onQueryChanged.fire(request.query.query)
      }
      if request.indexName != oldValue.indexName {
        onIndexChanged.fire(request.indexName)
      }
      onRequestChanged.fire(request)
    }
  }

  /// Creates a searcher.
  ///
  /// - Parameters:
  ///   - service: The backend: a `LocalSearchService`, an `AlgoliaSearchService`, a stub…
  ///   - indexName: The index to search.
  ///   - query: The initial search parameters.
  ///   - clock: The clock the stalled status is timed on; tests pass a `ManualClock`.
  ///   - stalledDelay: How long a search runs before the status turns `.stalled`.
  public init(
    service: any SearchService, indexName: String, query: SearchQuery = SearchQuery(),
    clock: any Clock<Duration> = ContinuousClock(), stalledDelay: Duration = .milliseconds(300)
  ) {
    self.service = service
    self.request = Request(indexName: indexName, query: query)
    self.scheduler = SoloScheduler(service: service, clock: clock, stalledDelay: stalledDelay)
  }

  /// Creates a searcher that searches in `batch`.
  init(scheduler batch: SearchBatch, indexName: String, query: SearchQuery) {
    self.service = batch.service
    self.request = Request(indexName: indexName, query: query)
    self.scheduler = batch
  }

  /// The text query of the next search. Setting a new one resets the page.
  public var query: String? {
    get { request.query.query }
    set { request.query.query = newValue }
  }

  /// The index of the next search. Setting a new one resets the page.
  public var indexName: String {
    get { request.indexName }
    set { request.indexName = newValue }
  }

  /// What the searcher is doing. A searcher that belongs to a `MultiSearcher` reports the
  /// batch's status.
  public var status: SearchStatus { scheduler.runner.status }

  /// How long a search runs before the status turns `.stalled`.
  public var stalledDelay: Duration {
    get { scheduler.runner.stalledDelay }
    set { scheduler.runner.stalledDelay = newValue }
  }

  /// Sets the text query of the next search.
  ///
  /// - Parameter query: The new query.
  public func setQuery(_ query: String?) {
    self.query = query
  }

  /// Searches with the current request, superseding any search in flight: hands the request's
  /// plan to the scheduler. A searcher that belongs to a `MultiSearcher` searches the whole
  /// batch. Does nothing when ``shouldTriggerSearchForQuery`` declines the request.
  public func search() {
    if let shouldTriggerSearchForQuery, !shouldTriggerSearchForQuery(request) { return }
    scheduler.schedule(self)
  }

  /// Cancels the search in flight, if any; its response will not be delivered.
  public func cancel() {
    cancelPageLoads()
    scheduler.cancel()
  }

  /// Pages currently being loaded by ``loadPage(_:)``.
  public var loadingPages: Set<Int> { Set(pageLoads.keys) }

  /// Loads another page of the current result set (infinite scrolling), beside the main search.
  ///
  /// Pages of one result set load concurrently and arrive in any order on ``onPageResults``. A
  /// change of the result set (query, index, filters, hits per page) cancels the loads of the
  /// old one, and a page that belongs to an old result set is never delivered. Loading a page
  /// already being loaded does nothing.
  ///
  /// - Parameter page: The 0-based page to load.
  public func loadPage(_ page: Int) {
    guard page >= 0 else { return }
    var pageRequest = request
    pageRequest.query.page = page
    let resultSet = pageRequest.resultSet
    if pageLoadsResultSet != resultSet {
      cancelPageLoads()
      pageLoadsResultSet = resultSet
    }
    guard pageLoads[page] == nil else { return }
    let service = service
    let query = pageRequest.indexedQuery
    pageLoads[page] = Task { [weak self] in
      let outcome: Result<SearchResponse, SearchError>
      do {
        outcome = .success(try await Self.loadPage(query, service: service))
      } catch let error as SearchError {
        outcome = .failure(error)
      } catch is CancellationError {
        return
      } catch {
        outcome = .failure(.transport(description: "\(error)", request: .search([query])))
      }
      guard let self, !Task.isCancelled, self.pageLoadsResultSet == resultSet else { return }
      self.pageLoads[page] = nil
      switch outcome {
      case .success(let response):
        self.onPageResults.fire(Stamped(request: pageRequest, response: response))
      case .failure(let error):
        self.onError.fire(error)
      }
    }
  }

  @concurrent
  private static func loadPage(_ query: IndexedQuery, service: any SearchService) async throws
    -> SearchResponse
  {
    try Task.checkCancellation()
    let responses = try await service.search([query])
    guard responses.count == 1, let response = responses.first else {
      throw SearchError.responseCountMismatch(expected: 1, received: responses.count)
    }
    return response
  }

  private func cancelPageLoads() {
    for task in pageLoads.values {
      task.cancel()
    }
    pageLoads.removeAll()
    pageLoadsResultSet = nil
  }
}

extension HitsSearcher: ScheduledSearcher {
  func startSearch() -> ScheduledSearch {
    let request = request
    onSearch.fire(request)
    return .hits(SearchPlan(request)) { [weak self] outcome in
      self?.deliver(outcome, for: request)
    }
  }
}
