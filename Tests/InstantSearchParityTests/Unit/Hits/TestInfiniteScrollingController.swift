import SiftCore
import SiftTesting

/// InstantSearch's `TestInfiniteScrollingController` played by what does its job in Sift: a
/// searcher over a catalogue served page by page, whose page loads (``pendingPages``) and the
/// pages asked of the service (``requestedPages``) a test can read. Replies are held until
/// ``releaseAll()``.
@MainActor
final class TestInfiniteScrollingController {
  let service: StubSearchService
  let searcher: HitsSearcher
  let hitsPerPage: Int

  init(count: Int = 30, hitsPerPage: Int = 3) {
    self.hitsPerPage = hitsPerPage
    service = SearchParityFixtures.pagedService(count: count, hitsPerPage: hitsPerPage)
    searcher = HitsSearcher(
      service: service, indexName: "", query: SearchQuery(hitsPerPage: hitsPerPage))
  }

  /// The pages being loaded for infinite scrolling.
  var pendingPages: Set<Int> { searcher.loadingPages }

  /// The page of each query the service received, in order.
  var requestedPages: [Int] {
    service.receivedBatches.compactMap { $0.first.map { $0.query.page ?? 0 } }
  }

  /// Puts `page` of the catalogue in `interactor`, as if the searcher had delivered it.
  func deliver(page: Int, to interactor: HitsInteractor<JSON>) {
    let rows = (page * hitsPerPage)..<((page + 1) * hitsPerPage)
    var request = searcher.request
    request.query.page = page
    interactor.update(
      with: Stamped(
        request: request,
        response: SearchParityFixtures.response(
          hits: rows.map { SearchParityFixtures.jsonHit("i\($0)") }, page: page, nbHits: 30,
          hitsPerPage: hitsPerPage)))
  }

  /// Lets every held reply go, and waits until no page is loading.
  func releaseAll() async {
    service.releaseAll()
    while !searcher.loadingPages.isEmpty { await Task.yield() }
  }

  /// Ends the test's loads: cancels what is in flight.
  func tearDown() {
    searcher.cancel()
    service.releaseAll()
  }
}
