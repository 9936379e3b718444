import SiftCore
import SiftTesting
import XCTest

/// InstantSearch's `InfiniteScrollingController` computes which pages to load around a row; in
/// Sift the hits interactor does it when a row is shown, and loads them through its searcher.
/// Each test shows the row and reads the pages asked for, before the row's page ("previous")
/// or after it ("next").
@MainActor
final class InfiniteScrollingControllerTests: XCTestCase {
  private let hitsPerPage = 3

  /// An interactor loading `offset` rows around a row shown, holding `pages` (of `hitsPerPage`
  /// rows, or fewer for the last), connected to a searcher whose page loads are held. With
  /// `lastPageIndex`, the result set ends on that page; without, it goes on.
  private func makeInteractor(
    pages: [Int: [String]], offset: Int, lastPageIndex: Int? = nil,
    service: StubSearchService? = nil
  ) -> (HitsInteractor<JSON>, HitsSearcher, StubSearchService) {
    let nbHits =
      lastPageIndex.map { $0 * hitsPerPage + (pages[$0]?.count ?? hitsPerPage) } ?? 1_000
    let service =
      service
      ?? {
        let service = StubSearchService()
        service.holdsReplies = true
        return service
      }()
    let searcher = HitsSearcher(
      service: service, indexName: "", query: SearchQuery(hitsPerPage: hitsPerPage))
    let interactor = HitsInteractor<JSON>(
      infiniteScrolling: .on(withOffset: offset), pageCleanUpOffset: nil)
    for (page, items) in pages.sorted(by: { $0.key < $1.key }) {
      var request = searcher.request
      request.query.page = page
      interactor.update(
        with: Stamped(
          request: request,
          response: SearchParityFixtures.response(
            hits: items.map { SearchParityFixtures.jsonHit($0) }, page: page, nbHits: nbHits,
            hitsPerPage: hitsPerPage)))
    }
    interactor.connectSearcher(searcher)
    addTeardownBlock { @MainActor in
      searcher.cancel()
      service.releaseAll()
    }
    return (interactor, searcher, service)
  }

  /// The pages loaded when `currentRow` is shown, `offset` rows loaded around it: those before
  /// the row's page and those after it.
  private func pagesToLoad(
    currentRow: Int, offset: Int, pageMap: [Int: [String]], lastPageIndex: Int? = nil
  ) -> (previous: [Int], next: [Int]) {
    let (interactor, searcher, _) = makeInteractor(
      pages: pageMap, offset: offset, lastPageIndex: lastPageIndex)
    _ = interactor.hit(atIndex: currentRow)
    let currentPage = currentRow / hitsPerPage
    let loading = searcher.loadingPages.sorted()
    return (loading.filter { $0 < currentPage }, loading.filter { $0 > currentPage })
  }

  func testPreviousPagesComputation() async {
    let pageMap = [1: ["i1", "i2", "i3"]]
    let previousPagesToLoad = pagesToLoad(currentRow: 5, offset: 3, pageMap: pageMap).previous
    XCTAssertEqual(previousPagesToLoad, [0])
  }

  func testPreviousPagesComputation_NoPage() async {
    let pageMap = [1: ["i1", "i2", "i3"]]
    let previousPagesToLoad = pagesToLoad(currentRow: 5, offset: 2, pageMap: pageMap).previous
    XCTAssertTrue(previousPagesToLoad.isEmpty)
  }

  func testPreviousPagesComputation_Negative() async {
    let pageMap = [0: ["i1", "i2", "i3"]]
    let previousPagesToLoad = pagesToLoad(currentRow: 1, offset: 2, pageMap: pageMap).previous
    XCTAssertTrue(previousPagesToLoad.isEmpty)
  }

  func testPreviousPagesComputation_PageLoaded() async {
    let pageMap = [0: ["a1", "a2", "a3"], 1: ["i1", "i2", "i3"]]
    let previousPagesToLoad = pagesToLoad(currentRow: 3, offset: 2, pageMap: pageMap).previous
    XCTAssertTrue(previousPagesToLoad.isEmpty)
  }

  func testPreviousPagesComputation_MultiplePagesMissing() async {
    let pageMap = [2: ["d1", "d2", "d3"]]
    let previousPagesToLoad = pagesToLoad(currentRow: 6, offset: 5, pageMap: pageMap).previous
    XCTAssertEqual(previousPagesToLoad, [0, 1])
  }

  func testPreviousPagesComputation_PreviousPagesPartiallyLoaded() async {
    let pageMap = [1: ["i1", "i2", "i3"], 2: ["d1", "d2", "d3"]]
    let previousPagesToLoad = pagesToLoad(currentRow: 6, offset: 5, pageMap: pageMap).previous
    XCTAssertEqual(previousPagesToLoad, [0])
  }

  func testPreviousPagesComputation_PreviousPagesPartiallyLoadedWithHole() async {
    let pageMap = [0: ["a1", "a2", "a3"], 2: ["d1", "d2", "d3"]]
    let previousPagesToLoad = pagesToLoad(currentRow: 6, offset: 5, pageMap: pageMap).previous
    XCTAssertEqual(previousPagesToLoad, [1])
  }

  func testNextPageComputation() async {
    let pageMap = [1: ["i1", "i2", "i3"]]
    let nextPageIndex = pagesToLoad(currentRow: 5, offset: 3, pageMap: pageMap).next
    XCTAssertEqual(nextPageIndex, [2])
  }

  func testNextPagesComputation_NoPage() async {
    let pageMap = [1: ["i1", "i2", "i3"]]
    let nextPagesToLoad = pagesToLoad(currentRow: 3, offset: 2, pageMap: pageMap).next
    XCTAssertTrue(nextPagesToLoad.isEmpty)
  }

  func testNextPagesComputation_OnLastPage() async {
    let pageMap = [1: ["i1", "i2", "i3"]]
    let nextPagesToLoad = pagesToLoad(
      currentRow: 5, offset: 2, pageMap: pageMap, lastPageIndex: 1
    ).next
    XCTAssertTrue(nextPagesToLoad.isEmpty)
  }

  func testNextPagesComputation_NextPageLoaded() async {
    let pageMap = [0: ["a1", "a2", "a3"], 1: ["i1", "i2", "i3"]]
    let nextPagesToLoad = pagesToLoad(currentRow: 1, offset: 2, pageMap: pageMap).next
    XCTAssertTrue(nextPagesToLoad.isEmpty)
  }

  func testNextPagesComputation_MultiplePagesMissing() async {
    let pageMap = [0: ["a1", "a2", "a3"], 1: ["i1", "i2", "i3"]]
    let nextPagesToLoad = pagesToLoad(
      currentRow: 5, offset: 5, pageMap: pageMap, lastPageIndex: 3
    ).next
    XCTAssertEqual(nextPagesToLoad, [2, 3])
  }

  func testNextPagesComputation_NextPagesPartiallyLoaded() async {
    let pageMap = [0: ["a1", "a2", "a3"], 1: ["i1", "i2", "i3"]]
    let nextPagesToLoad = pagesToLoad(
      currentRow: 5, offset: 2, pageMap: pageMap, lastPageIndex: 2
    ).next
    XCTAssertEqual(nextPagesToLoad, [2])
  }

  func testNextPagesComputation_NextPagesPartiallyLoadedWithHole() async {
    let pageMap = [0: ["a1", "a2", "a3"], 1: ["i1", "i2", "i3"], 3: ["d1", "d2"]]
    let nextPagesToLoad = pagesToLoad(
      currentRow: 5, offset: 10, pageMap: pageMap, lastPageIndex: 3
    ).next
    XCTAssertEqual(nextPagesToLoad, [2])
  }

  func testNotifyLoading() async {
    // A page is loaded (its rows are in the list) or pending (the searcher is loading it).
    service.respond { query in
      throw SearchError.transport(description: "offline", request: .search([query]))
    }
    let (interactor, searcher, _) = makeInteractor(
      pages: [1: ["i1", "i2", "i3"]], offset: 2, service: service)
    func isLoadedOrPending(pageIndex: Int) -> Bool {
      interactor.peekHit(atIndex: pageIndex * hitsPerPage) != nil
        || searcher.loadingPages.contains(pageIndex)
    }
    /// InstantSearch's `notifyPending(pageIndex:)`: the page's load ends, here with an error.
    func notifyPending(pageIndex: Int) async {
      let call = service.receivedBatches.lastIndex { $0.first?.query.page == pageIndex }
      service.release(call: call ?? -1)
      while searcher.loadingPages.contains(pageIndex) { await Task.yield() }
    }

    XCTAssertFalse(isLoadedOrPending(pageIndex: 0))
    XCTAssertTrue(isLoadedOrPending(pageIndex: 1))
    XCTAssertFalse(isLoadedOrPending(pageIndex: 2))

    _ = interactor.hit(atIndex: 4)
    await service.waitForReceivedCalls(2)

    XCTAssertTrue(isLoadedOrPending(pageIndex: 0))
    XCTAssertTrue(isLoadedOrPending(pageIndex: 1))
    XCTAssertTrue(isLoadedOrPending(pageIndex: 2))

    await notifyPending(pageIndex: 0)

    XCTAssertFalse(isLoadedOrPending(pageIndex: 0))
    XCTAssertTrue(isLoadedOrPending(pageIndex: 1))
    XCTAssertTrue(isLoadedOrPending(pageIndex: 2))

    await notifyPending(pageIndex: 2)

    XCTAssertFalse(isLoadedOrPending(pageIndex: 0))
    XCTAssertTrue(isLoadedOrPending(pageIndex: 1))
    XCTAssertFalse(isLoadedOrPending(pageIndex: 2))

    _ = interactor.hit(atIndex: 4)

    // InstantSearch's `notifyPendingAll()` follows a query change: Sift cancels the pages of the
    // old query being loaded when the query changes.
    searcher.query = "another query"

    XCTAssertFalse(isLoadedOrPending(pageIndex: 0))
    XCTAssertTrue(isLoadedOrPending(pageIndex: 1))
    XCTAssertFalse(isLoadedOrPending(pageIndex: 2))
  }

  private let service: StubSearchService = {
    let service = StubSearchService()
    service.holdsReplies = true
    return service
  }()
}
