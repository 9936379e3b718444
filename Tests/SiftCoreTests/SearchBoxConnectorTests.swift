import SiftCore
import SiftTesting
import XCTest

@MainActor
final class SearchBoxConnectorTests: XCTestCase {
  private var clock: ManualClock!
  private var searcher: RecordingSearcher!

  override func setUp() async throws {
    clock = ManualClock()
    searcher = RecordingSearcher()
  }

  private func makeConnector(
    mode: SearchTriggeringMode = .searchAsYouType, debounce: Duration = .milliseconds(100),
    shouldSearch: (@MainActor (String?) -> Bool)? = nil,
    controller: (any SearchBoxController)? = nil
  ) -> SearchBoxConnector {
    SearchBoxConnector(
      searcher: searcher, searchTriggeringMode: mode, debounce: debounce, clock: clock,
      shouldSearch: shouldSearch, controller: controller)
  }

  func test_defaults_searchAsYouTypeWithA100msDebounce() async {
    let controller = RecordingSearchBoxController()
    let connector = SearchBoxConnector(searcher: searcher, clock: clock, controller: controller)
    connector.connect()
    XCTAssertEqual(connector.searchTriggeringMode, .searchAsYouType)
    controller.type("a")
    await clock.advance(by: .milliseconds(99))
    XCTAssertEqual(searcher.searchedQueries, [])
    await clock.advance(by: .milliseconds(1))
    XCTAssertEqual(searcher.searchedQueries, ["a"])
  }

  func test_searchAsYouType_aBurstOfKeystrokesBecomesOneSearchAfterTheDebounce() async {
    let controller = RecordingSearchBoxController()
    let connector = makeConnector(controller: controller)
    connector.connect()
    for query in ["s", "sh", "sho", "shoe", "shoes"] {
      controller.type(query)
      await clock.advance(by: .milliseconds(40))
    }
    XCTAssertEqual(searcher.searchedQueries, [])
    await clock.advance(by: .milliseconds(60))
    XCTAssertEqual(searcher.searchedQueries, ["shoes"])
    await clock.run()
    XCTAssertEqual(searcher.searchedQueries, ["shoes"], "one burst, one search")
  }

  func test_searchOnSubmit_searchesOnlyOnSubmit() async {
    let controller = RecordingSearchBoxController()
    let connector = makeConnector(mode: .searchOnSubmit, controller: controller)
    connector.connect()
    controller.type("shoes")
    await clock.run()
    XCTAssertEqual(searcher.searchedQueries, [])
    controller.submit()
    XCTAssertEqual(searcher.searchedQueries, ["shoes"], "a submit is never debounced")
  }

  func test_submit_supersedesAPendingTypedQuery() async {
    let controller = RecordingSearchBoxController()
    let connector = makeConnector(controller: controller)
    connector.connect()
    controller.type("sho")
    controller.type("shoes")
    controller.submit()
    XCTAssertEqual(searcher.searchedQueries, ["shoes"])
    await clock.run()
    XCTAssertEqual(searcher.searchedQueries, ["shoes"], "the pending typed query is dropped")
  }

  func test_zeroDebounce_searchesOnEveryEdit() async {
    let controller = RecordingSearchBoxController()
    let connector = makeConnector(debounce: .zero, controller: controller)
    connector.connect()
    controller.type("a")
    controller.type("ab")
    XCTAssertEqual(searcher.searchedQueries, ["a", "ab"])
  }

  func test_shouldSearch_skipsQueries_andASkippedQueryCancelsAPendingOne() async {
    let controller = RecordingSearchBoxController()
    let connector = makeConnector(
      shouldSearch: { ($0?.count ?? 0) >= 3 }, controller: controller)
    connector.connect()
    controller.type("ab")
    await clock.run()
    XCTAssertEqual(searcher.searchedQueries, [])
    controller.type("abc")
    controller.type("ab")
    await clock.run()
    XCTAssertEqual(searcher.searchedQueries, [], "the pending 'abc' is superseded by 'ab'")
    controller.type("abcd")
    await clock.run()
    XCTAssertEqual(searcher.searchedQueries, ["abcd"])
    controller.type("a")
    controller.submit()
    XCTAssertEqual(searcher.searchedQueries, ["abcd", "a"], "submits are always searched")
  }

  func test_programmaticQuery_reachesTheControllerWithoutEcho() async {
    let controller = RecordingSearchBoxController()
    let connector = makeConnector(controller: controller)
    connector.connect()
    connector.interactor.query = "from a deep link"
    XCTAssertEqual(controller.text, "from a deep link")
    await clock.run()
    XCTAssertEqual(
      searcher.searchedQueries, ["from a deep link"],
      "a query set in code is searched like any other")
    XCTAssertEqual(searcher.setQueries, ["from a deep link"], "and is not echoed back as typing")
  }

  func test_connect_showsTheCurrentQueryInANewController() async {
    let connector = makeConnector()
    connector.interactor.query = "shoes"
    connector.connect()
    let late = RecordingSearchBoxController()
    connector.connectController(late)
    XCTAssertEqual(late.displayedQueries, ["shoes"])
  }

  func test_connectingTwice_subscribesOnce() async {
    let controller = RecordingSearchBoxController()
    let connector = makeConnector(debounce: .zero, controller: controller)
    connector.connect()
    connector.connect()
    XCTAssertEqual(connector.interactor.onQueryChanged.subscriptionCount, 2)
    controller.type("a")
    XCTAssertEqual(searcher.searchedQueries, ["a"])
    XCTAssertEqual(controller.displayedQueries, [nil, "a"])
  }

  func test_disconnect_stopsBothDirections() async {
    let controller = RecordingSearchBoxController()
    let connector = makeConnector(debounce: .zero, controller: controller)
    connector.connect()
    connector.disconnect()
    connector.disconnect()
    controller.type("typed after disconnect")
    connector.interactor.query = "set after disconnect"
    XCTAssertEqual(searcher.searchedQueries, [])
    XCTAssertEqual(controller.displayedQueries, [nil])
    XCTAssertNil(controller.onQueryChanged)
    XCTAssertEqual(connector.interactor.onQueryChanged.subscriptionCount, 0)
    XCTAssertEqual(connector.interactor.onQuerySubmitted.subscriptionCount, 0)
  }

  func test_disconnect_dropsAPendingTypedQuery() async {
    let controller = RecordingSearchBoxController()
    let connector = makeConnector(controller: controller)
    connector.connect()
    controller.type("abc")
    connector.disconnect()
    await clock.run()
    XCTAssertEqual(searcher.searchedQueries, [])
  }

  func test_disconnect_releasesTheController() async {
    var controller: RecordingSearchBoxController? = RecordingSearchBoxController()
    weak let weakController = controller
    let connector = makeConnector(controller: controller)
    controller = nil
    connector.connect()
    XCTAssertNotNil(weakController, "a connector keeps a controller made inline")
    connector.disconnect()
    XCTAssertNil(weakController, "a disconnected connector releases it")
  }

  func test_reconnect_afterDisconnect_worksAgain() async {
    let controller = RecordingSearchBoxController()
    let connector = makeConnector(debounce: .zero, controller: controller)
    connector.connect()
    connector.disconnect()
    connector.connect()
    controller.type("again")
    XCTAssertEqual(searcher.searchedQueries, ["again"])
  }

  // Code ported from InstantSearch iOS, line for line: connectors are live as created.

  func test_aPortedConnectorLine_searchesWithoutACallToConnect() async {
    let searchBarController = RecordingSearchBoxController()
    let searchBoxConnector = SearchBoxConnector(
      searcher: searcher, controller: searchBarController)
    searchBarController.type("shoes")
    searchBarController.submit()
    XCTAssertEqual(searcher.searchedQueries, ["shoes"])
    XCTAssertTrue(searchBoxConnector.isConnected)
    searchBoxConnector.disconnect()
  }

  func test_aPortedConnectorLine_searchesAsTheUserTypes() async {
    let controller = RecordingSearchBoxController()
    let connector = SearchBoxConnector(searcher: searcher, clock: clock, controller: controller)
    controller.type("boots")
    await clock.advance(by: .milliseconds(100))
    XCTAssertEqual(searcher.searchedQueries, ["boots"])
    XCTAssertTrue(connector.isConnected)
  }

  func test_connectOnALiveConnector_subscribesNothingTwice() async {
    let controller = RecordingSearchBoxController()
    let connector = SearchBoxConnector(searcher: searcher, debounce: .zero, controller: controller)
    let subscriptions = connector.interactor.onQueryChanged.subscriptionCount
    connector.connect()  // what InstantSearch's sample code does after creating it
    XCTAssertEqual(connector.interactor.onQueryChanged.subscriptionCount, subscriptions)
    controller.type("a")
    XCTAssertEqual(searcher.searchedQueries, ["a"], "one search per keystroke")
    connector.interactor.query = "ab"
    XCTAssertEqual(controller.displayedQueries, [nil, "a", "ab"], "one update per change")
  }

  func test_aLiveConnector_disconnectedDoesNothing_andReconnectedWorksAgain() async {
    let controller = RecordingSearchBoxController()
    let connector = SearchBoxConnector(searcher: searcher, debounce: .zero, controller: controller)
    connector.disconnect()
    controller.type("ignored")
    controller.submit()
    XCTAssertEqual(searcher.searchedQueries, [])
    XCTAssertEqual(connector.interactor.onQueryChanged.subscriptionCount, 0)
    connector.connect()
    controller.type("again")
    XCTAssertEqual(searcher.searchedQueries, ["again"])
    connector.connect()
    controller.type("again and again")
    XCTAssertEqual(searcher.searchedQueries, ["again", "again and again"])
  }

  func test_disconnect_leavesTheControllersOwnSubscriptionsAlone() async {
    /// A view controller that also follows the query itself, for a title.
    final class TitledController: SearchBoxController {
      var onQueryChanged: ((String?) -> Void)?
      var onQuerySubmitted: ((String?) -> Void)?
      var title = ""
      func setQuery(_ query: String?) {}
    }
    let controller = TitledController()
    let connector = SearchBoxConnector(searcher: searcher, debounce: .zero, controller: controller)
    connector.interactor.onQueryChanged.subscribe(with: controller) { controller, query in
      controller.title = query ?? ""
    }
    connector.disconnect()
    connector.interactor.query = "set in code"
    XCTAssertEqual(
      controller.title, "set in code",
      "ending the connector's link does not end another subscription of the same owner")
  }

  // No double searches.

  func test_aQueryChangeThenASubmit_withNoDebounce_searchesOnce() async {
    let controller = RecordingSearchBoxController()
    let connector = makeConnector(debounce: .zero, controller: controller)
    controller.type("shoes")
    controller.submit()
    XCTAssertEqual(searcher.searchedQueries, ["shoes"])
    controller.type("boots")
    controller.submit()
    XCTAssertEqual(searcher.searchedQueries, ["shoes", "boots"])
    XCTAssertEqual(connector.interactor.query, "boots")
  }

  func test_submittingAQueryOtherThanTheLastSearched_searchesIt() async {
    let controller = RecordingSearchBoxController()
    let connector = makeConnector(debounce: .zero, controller: controller)
    controller.type("shoes")
    connector.interactor.query = "boots"  // set in code: searched as a change too
    controller.submit()
    XCTAssertEqual(searcher.searchedQueries, ["shoes", "boots"])
    connector.interactor.submitQuery()
    XCTAssertEqual(searcher.searchedQueries, ["shoes", "boots"])
  }

  func test_submittingAgainAfterAFailedSearch_searchesAgain() async {
    let service = StubSearchService()
    service.fail(query: "shoes", with: .invalidRequest("down"))
    let hitsSearcher = HitsSearcher(service: service, indexName: "products")
    let controller = RecordingSearchBoxController()
    let connector = SearchBoxConnector(
      searcher: hitsSearcher, debounce: .zero, controller: controller)
    controller.type("shoes")
    await hitsSearcher.settled()
    controller.submit()
    await hitsSearcher.settled()
    XCTAssertEqual(service.receivedCallCount, 2, "a retry")
    controller.submit()
    await hitsSearcher.settled()
    XCTAssertEqual(service.receivedCallCount, 3, "still failing: another retry")
    XCTAssertTrue(connector.isConnected)
  }

  func test_searchOnSubmit_searchesEverySubmit() async {
    let controller = RecordingSearchBoxController()
    let connector = makeConnector(mode: .searchOnSubmit, controller: controller)
    controller.type("shoes")
    controller.submit()
    controller.submit()
    XCTAssertEqual(searcher.searchedQueries, ["shoes", "shoes"], "each submit asks for a search")
    XCTAssertTrue(connector.isConnected)
  }
}
