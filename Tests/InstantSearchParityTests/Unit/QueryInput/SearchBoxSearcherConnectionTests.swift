import SiftCore
import SiftTesting
import XCTest

@MainActor
final class SearchBoxSearcherConnectionTests: XCTestCase {
  /// Sift debounces the queries typed (100 ms by default); the tests drive that time.
  private let clock = ManualClock()

  func testLeak() async {
    weak var disposableSearcher: TestSearcher?
    weak var disposableInteractor: SearchBoxInteractor?
    do {
      let searcher = TestSearcher()
      let interactor = SearchBoxInteractor()
      disposableSearcher = searcher
      disposableInteractor = interactor
      let connection = interactor.connectSearcher(
        searcher, searchTriggeringMode: .searchAsYouType, clock: clock)
      connection.connect()
    }
    XCTAssertNil(disposableSearcher, "Leaked searcher")
    XCTAssertNil(disposableInteractor, "Leaked interactor")
  }

  func testSearchAsYouTypeConnect() async {
    let searcher = TestSearcher()
    let interactor = SearchBoxInteractor()
    await check(connect: true, interactor: interactor, searcher: searcher, mode: .searchAsYouType)
  }

  func testSearchAsYouTypeConnectMethod() async {
    let searcher = TestSearcher()
    let interactor = SearchBoxInteractor()
    interactor.connectSearcher(searcher, searchTriggeringMode: .searchAsYouType, clock: clock)
    await SearchBoxSearcherConnectionTester(
      interactor: interactor, searcher: searcher, triggeringMode: .searchAsYouType, clock: clock
    ).check(isConnected: true)
  }

  func testSearchAsYouTypeDisconnect() async {
    let searcher = TestSearcher()
    let interactor = SearchBoxInteractor()
    await check(connect: false, interactor: interactor, searcher: searcher, mode: .searchAsYouType)
  }

  func testSearchOnSubmitConnect() async {
    let searcher = TestSearcher()
    let interactor = SearchBoxInteractor()
    await check(connect: true, interactor: interactor, searcher: searcher, mode: .searchOnSubmit)
  }

  func testSearchOnSubmitConnectMethod() async {
    let searcher = TestSearcher()
    let interactor = SearchBoxInteractor()
    interactor.connectSearcher(searcher, searchTriggeringMode: .searchOnSubmit, clock: clock)
    await SearchBoxSearcherConnectionTester(
      interactor: interactor, searcher: searcher, triggeringMode: .searchOnSubmit, clock: clock
    ).check(isConnected: true)
  }

  func testSearchOnSubmitDisconnect() async {
    let searcher = TestSearcher()
    let interactor = SearchBoxInteractor()
    await check(connect: false, interactor: interactor, searcher: searcher, mode: .searchOnSubmit)
  }

  private func check(
    connect: Bool, interactor: SearchBoxInteractor, searcher: TestSearcher,
    mode: SearchTriggeringMode
  ) async {
    let connection = interactor.connectSearcher(searcher, searchTriggeringMode: mode, clock: clock)
    connection.connect()

    let tester = SearchBoxSearcherConnectionTester(
      interactor: interactor, searcher: searcher, triggeringMode: mode, clock: clock)

    if connect {
      await tester.check(isConnected: true)
    } else {
      connection.disconnect()
      await tester.check(isConnected: false)
    }
  }
}

/// Checks the link between a search box interactor and a searcher: a query typed (or submitted,
/// in `.searchOnSubmit` mode) is searched.
@MainActor
final class SearchBoxSearcherConnectionTester {
  let interactor: SearchBoxInteractor
  let searcher: TestSearcher
  let triggeringMode: SearchTriggeringMode
  let clock: ManualClock

  init(
    interactor: SearchBoxInteractor, searcher: TestSearcher, triggeringMode: SearchTriggeringMode,
    clock: ManualClock
  ) {
    self.interactor = interactor
    self.searcher = searcher
    self.triggeringMode = triggeringMode
    self.clock = clock
  }

  func check(isConnected: Bool, file: StaticString = #filePath, line: UInt = #line) async {
    let query = "q1"
    var searches = 0
    var queryChanges = 0
    var submissions = 0

    interactor.onQuerySubmitted.subscribe(with: self) { _, _ in submissions += 1 }
    interactor.onQueryChanged.subscribe(with: self) { _, _ in queryChanges += 1 }
    searcher.onSearch.subscribe(with: self) { tester, _ in
      XCTAssertEqual(tester.searcher.query, query, file: file, line: line)
      searches += 1
    }

    interactor.query = query

    if triggeringMode == .searchOnSubmit {
      interactor.submitQuery()
    }
    await clock.advance(by: .milliseconds(100))

    XCTAssertEqual(searches, isConnected ? 1 : 0, "search launched", file: file, line: line)
    XCTAssertEqual(queryChanges, 1, "query changed", file: file, line: line)
    XCTAssertEqual(
      submissions, triggeringMode == .searchOnSubmit ? 1 : 0, "query submitted", file: file,
      line: line)
  }
}
