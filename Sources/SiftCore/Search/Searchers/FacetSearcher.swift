/// Searches the values of one facet ("search for a brand"), latest request wins.
///
/// ```swift
/// let brands = FacetSearcher(service: service, indexName: "products", attribute: "brand")
/// brands.onResults.subscribe(with: self) { owner, response in
///   owner.show(response.facetHits)
/// }
/// brands.setQuery("app")
/// brands.search()
/// ```
///
/// The request is a `FacetValuesQuery`: the attribute, the text typed (`facetQuery`, which a
/// search box sets through ``setQuery(_:)``), and the search the values must match.
@MainActor
public final class FacetSearcher: Searcher, QuerySettable {
  /// The backend.
  public let service: any SearchService

  /// Fires with the new facet query each time it changes.
  public let onQueryChanged = Event<String?>()

  /// Fires with the new index name each time it changes.
  public let onIndexChanged = Event<String>()

  /// Fires with the new request each time it changes.
  public let onRequestChanged = Event<FacetValuesQuery>()

  /// Fires each time a search starts, with its request.
  public let onSearch = Event<FacetValuesQuery>()

  /// Fires with the response of the latest search.
  public let onResults = Event<FacetValuesResponse>()

  /// Fires with the response of the latest search, stamped with its request.
  public let onStampedResults = Event<Stamped<FacetValuesQuery, FacetValuesResponse>>()

  /// Fires with the error of the latest search.
  public let onError = Event<SearchError>()

  /// Fires each time ``status`` changes.
  public var onStatusChanged: Event<SearchStatus> { scheduler.runner.onStatusChanged }

  /// The latest response delivered, stamped with its request.
  public var latestResults: Stamped<FacetValuesQuery, FacetValuesResponse>? {
    onStampedResults.latestValue
  }

  /// Where the searches run: the searcher's own runner, or its `MultiSearcher`'s batch.
  private let scheduler: any SearchScheduler

  /// The next search: index, attribute, facet query, the search the values must match.
  public var request: FacetValuesQuery {
    didSet {
      guard request != oldValue else { return }
      if request.facetQuery != oldValue.facetQuery {
        onQueryChanged.fire(request.facetQuery)
      }
      if request.indexName != oldValue.indexName {
        onIndexChanged.fire(request.indexName)
      }
      onRequestChanged.fire(request)
    }
  }

  /// Creates a facet searcher.
  ///
  /// - Parameters:
  ///   - service: The backend.
  ///   - indexName: The index whose facet values to search.
  ///   - attribute: The facet attribute (declared `searchable(…)` for faceting).
  ///   - query: The search the values' records must match (filters, text).
  ///   - maxFacetHits: The most values to return.
  ///   - clock: The clock the stalled status is timed on.
  ///   - stalledDelay: How long a search runs before the status turns `.stalled`.
  public init(
    service: any SearchService, indexName: String, attribute: String,
    query: SearchQuery = SearchQuery(), maxFacetHits: Int? = nil,
    clock: any Clock<Duration> = ContinuousClock(), stalledDelay: Duration = .milliseconds(300)
  ) {
    self.service = service
    self.request = FacetValuesQuery(
      indexName: indexName, attribute: attribute, facetQuery: "", query: query,
      maxFacetHits: maxFacetHits)
    self.scheduler = SoloScheduler(service: service, clock: clock, stalledDelay: stalledDelay)
  }

  /// Creates a searcher that searches in `batch`.
  init(scheduler batch: SearchBatch, indexName: String, attribute: String, query: SearchQuery) {
    self.service = batch.service
    self.request = FacetValuesQuery(
      indexName: indexName, attribute: attribute, facetQuery: "", query: query)
    self.scheduler = batch
  }

  /// What the searcher is doing. A searcher that belongs to a `MultiSearcher` reports the
  /// batch's status.
  public var status: SearchStatus { scheduler.runner.status }

  /// The text typed to filter the values.
  public var facetQuery: String {
    get { request.facetQuery }
    set { request.facetQuery = newValue }
  }

  /// Sets the facet query (nil means empty).
  ///
  /// - Parameter query: The text typed.
  public func setQuery(_ query: String?) {
    facetQuery = query ?? ""
  }

  /// Searches the facet values, superseding any search in flight. A searcher that belongs to a
  /// `MultiSearcher` searches the whole batch.
  public func search() {
    scheduler.schedule(self)
  }

  /// Cancels the search in flight, if any.
  public func cancel() {
    scheduler.cancel()
  }
}

extension FacetSearcher: ScheduledSearcher {
  func startSearch() -> ScheduledSearch {
    let request = request
    onSearch.fire(request)
    return .facetValues(request) { [weak self] outcome in
      self?.deliver(outcome, for: request)
    }
  }
}
