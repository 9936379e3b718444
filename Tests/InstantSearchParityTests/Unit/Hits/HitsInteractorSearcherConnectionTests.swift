import SiftCore
import SiftTesting
import XCTest

@MainActor
final class HitsInteractorSearcherConnectionTests: XCTestCase {
  /// An interactor whose list holds page 1 of the catalogue (rows 3 to 5), as InstantSearch's
  /// test prepares its paginator.
  static func makeInteractor(with scrolling: TestInfiniteScrollingController)
    -> HitsInteractor<JSON>
  {
    let interactor = HitsInteractor<JSON>(
      infiniteScrolling: .on(withOffset: 10), showItemsOnEmptyQuery: true)
    scrolling.deliver(page: 1, to: interactor)
    return interactor
  }

  func testLeak() async {
    weak var disposableInteractor: HitsInteractor<JSON>?
    weak var disposableSearcher: HitsSearcher?
    do {
      let scrolling = TestInfiniteScrollingController()
      let interactor = Self.makeInteractor(with: scrolling)
      disposableInteractor = interactor
      disposableSearcher = scrolling.searcher
      let connection = interactor.connectSearcher(scrolling.searcher)
      connection.connect()
      scrolling.tearDown()
    }
    XCTAssertNil(disposableInteractor, "Leaked interactor")
    XCTAssertNil(disposableSearcher, "Leaked searcher")
  }

  func testConnect() async {
    let scrolling = TestInfiniteScrollingController()
    let interactor = Self.makeInteractor(with: scrolling)
    let connection = interactor.connectSearcher(scrolling.searcher)
    connection.connect()
    await ConnectionTester(interactor: interactor, scrolling: scrolling)
      .check(isConnected: true)
  }

  func testDisconnect() async {
    let scrolling = TestInfiniteScrollingController()
    let interactor = Self.makeInteractor(with: scrolling)
    let connection = interactor.connectSearcher(scrolling.searcher)
    connection.connect()
    connection.disconnect()
    await ConnectionTester(interactor: interactor, scrolling: scrolling)
      .check(isConnected: false)
  }

  func testConnectMethod() async {
    let scrolling = TestInfiniteScrollingController()
    let interactor = Self.makeInteractor(with: scrolling)
    interactor.connectSearcher(scrolling.searcher)
    await ConnectionTester(interactor: interactor, scrolling: scrolling)
      .check(isConnected: true)
  }
}

extension HitsInteractorSearcherConnectionTests {
  /// Checks the link between a hits interactor and a searcher: the searcher loads the pages the
  /// list needs, a request change reaches the interactor, results become its rows, and a page
  /// that failed to load is no longer pending.
  @MainActor
  final class ConnectionTester {
    let interactor: HitsInteractor<JSON>
    let scrolling: TestInfiniteScrollingController
    var searcher: HitsSearcher { scrolling.searcher }

    init(interactor: HitsInteractor<JSON>, scrolling: TestInfiniteScrollingController) {
      self.interactor = interactor
      self.scrolling = scrolling
    }

    func check(isConnected: Bool, file: StaticString = #filePath, line: UInt = #line) async {
      testPageLoader(isConnected: isConnected, file: file, line: line)
      testQueryChanged(isConnected: isConnected, file: file, line: line)
      testResultsUpdated(isConnected: isConnected, file: file, line: line)
      await testPendingPages(isConnected: isConnected, file: file, line: line)
      scrolling.tearDown()
    }

    /// InstantSearch: the searcher is the infinite scrolling controller's page loader. Sift:
    /// showing a row loads the pages around it through the searcher.
    private func testPageLoader(isConnected: Bool, file: StaticString, line: UInt) {
      _ = interactor.hit(atIndex: 4)
      if isConnected {
        XCTAssertEqual(scrolling.pendingPages, [0, 2, 3, 4], file: file, line: line)
      } else {
        XCTAssertTrue(scrolling.pendingPages.isEmpty, file: file, line: line)
      }
    }

    private func testQueryChanged(isConnected: Bool, file: StaticString, line: UInt) {
      var queryChanges = 0
      let subscription = interactor.onRequestChanged.subscribe(with: self) { _, _ in
        queryChanges += 1
      }
      defer { subscription.cancel() }
      searcher.query = "query"
      searcher.request.query.page = 0
      XCTAssertEqual(queryChanges, isConnected ? 1 : 0, "query changed", file: file, line: line)
    }

    private func testResultsUpdated(isConnected: Bool, file: StaticString, line: UInt) {
      var resultsUpdates = 0
      let subscription = interactor.onResultsUpdated.subscribe(with: self) { tester, _ in
        resultsUpdates += 1
        XCTAssertTrue(tester.scrolling.pendingPages.isEmpty, file: file, line: line)
      }
      defer { subscription.cancel() }
      let response = SearchParityFixtures.response(
        hits: (0..<3).map { SearchParityFixtures.jsonHit("q\($0)") }, nbHits: 30,
        hitsPerPage: 3, query: "query")
      searcher.onStampedResults.fire(Stamped(request: searcher.request, response: response))
      XCTAssertEqual(
        resultsUpdates, isConnected ? 1 : 0, "results updated", file: file, line: line)
    }

    /// InstantSearch: a request error removes the failed page from the pending ones. Sift: a page
    /// that failed to load is no longer pending, and showing its rows again loads it again.
    private func testPendingPages(isConnected: Bool, file: StaticString, line: UInt) async {
      scrolling.service.fail(
        query: "query", with: .transport(description: "offline", request: .search([])))
      let requestsBefore = scrolling.requestedPages.count
      _ = interactor.hit(atIndex: 2)
      if isConnected {
        XCTAssertEqual(scrolling.pendingPages, [1, 2, 3, 4], file: file, line: line)
        var errors = 0
        let subscription = searcher.onError.subscribe(with: self) { _, _ in errors += 1 }
        defer { subscription.cancel() }
        await scrolling.releaseAll()
        XCTAssertEqual(errors, 4, file: file, line: line)
        XCTAssertTrue(scrolling.pendingPages.isEmpty, file: file, line: line)
        scrolling.service.holdsReplies = true
        _ = interactor.hit(atIndex: 2)
        XCTAssertEqual(
          scrolling.pendingPages, [1, 2, 3, 4], "loaded again", file: file, line: line)
      } else {
        XCTAssertTrue(scrolling.pendingPages.isEmpty, file: file, line: line)
        XCTAssertEqual(scrolling.requestedPages.count, requestsBefore, file: file, line: line)
      }
    }
  }
}
