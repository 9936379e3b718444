import SiftCore
import SiftTesting
import XCTest

@MainActor
final class SearchConnectorTests: XCTestCase {
  @MainActor
  final class ConnectorContainer {
    let clock = ManualClock()
    let scrolling = TestInfiniteScrollingController()
    var searcher: HitsSearcher { scrolling.searcher }
    let searchBoxInteractor = SearchBoxInteractor()
    let searchBoxController = TestSearchBoxController()
    lazy var hitsInteractor = HitsInteractorSearcherConnectionTests.makeInteractor(with: scrolling)
    let hitsController = TestHitsController<JSON>()
    let filterState = FilterState()

    lazy var connector = SearchConnector(
      searcher: searcher, searchBoxInteractor: searchBoxInteractor,
      searchBoxController: searchBoxController, hitsInteractor: hitsInteractor,
      hitsController: hitsController, filterState: filterState, clock: clock)
  }

  func testHitsInteractorSearcherConnect() async {
    let module = ConnectorContainer()
    module.connector.connect()
    await HitsInteractorSearcherConnectionTests.ConnectionTester(
      interactor: module.hitsInteractor, scrolling: module.scrolling
    ).check(isConnected: true)
  }

  func testHitsInteractorFilterStateConnect() async {
    let module = ConnectorContainer()
    module.connector.connect()
    let tester = HitsInteractorFilterStateConnectionTester(
      interactor: module.hitsInteractor, filterState: module.filterState)
    tester.requestChangedExpectedFulfillmentCount = 2
    tester.check(isConnected: true)
    module.scrolling.tearDown()
  }

  func testHitsInteractorControllerConnect() async {
    let module = ConnectorContainer()
    module.connector.connect()
    HitsInteractorControllerConnectionTester(
      interactor: module.hitsInteractor, controller: module.hitsController
    ).check(isConnected: true)
    module.scrolling.tearDown()
  }

  func testSearchBoxSearcherConnect() async {
    // InstantSearch leaves this test empty ("to complete"); Sift completes it: a query typed in
    // the search box is searched.
    let module = ConnectorContainer()
    module.connector.connect()
    module.searchBoxController.query = "q1"
    await module.clock.advance(by: .milliseconds(100))
    XCTAssertEqual(module.searcher.query, "q1")
    XCTAssertEqual(module.scrolling.service.receivedBatches.last?.first?.query.query, "q1")
    module.scrolling.tearDown()
  }

  func testSearchBoxControllerConnect() async {
    let module = ConnectorContainer()
    module.connector.connect()
    SearchBoxControllerConnectionTester(
      interactor: module.searchBoxInteractor, controller: module.searchBoxController,
      presetQuery: nil
    ).check(isConnected: true)
    module.scrolling.tearDown()
  }

  func testDisconnect() async {
    let module = ConnectorContainer()
    module.connector.connect()
    module.connector.disconnect()

    HitsInteractorFilterStateConnectionTester(
      interactor: module.hitsInteractor, filterState: module.filterState
    ).check(isConnected: false)

    HitsInteractorControllerConnectionTester(
      interactor: module.hitsInteractor, controller: module.hitsController
    ).check(isConnected: false)

    await HitsInteractorSearcherConnectionTests.ConnectionTester(
      interactor: module.hitsInteractor, scrolling: module.scrolling
    ).check(isConnected: false)

    SearchBoxControllerConnectionTester(
      interactor: module.searchBoxInteractor, controller: module.searchBoxController,
      presetQuery: nil
    ).check(isConnected: false)
  }
}
