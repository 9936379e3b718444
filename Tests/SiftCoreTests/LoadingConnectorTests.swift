import SiftCore
import SiftTesting
import XCTest

@MainActor
final class LoadingConnectorTests: XCTestCase {
  func test_spinner_followsLoadingAndStalled() async {
    let clock = ManualClock()
    let service = StubSearchService(clock: clock, latency: .seconds(1))
    let searcher = HitsSearcher(
      service: service, indexName: "products", clock: clock, stalledDelay: .milliseconds(500))
    let spinner = UserSpinner()
    let stalledOnly = UserSpinner()
    let loading = LoadingConnector(searcher: searcher, controller: spinner)
    loading.connectController(stalledOnly) { $0 == .stalled }
    loading.connect()
    searcher.search()
    XCTAssertTrue(spinner.isSpinning)
    XCTAssertFalse(stalledOnly.isSpinning)
    await service.waitForReceivedCalls(1)
    await clock.advance(by: .milliseconds(500))
    XCTAssertTrue(stalledOnly.isSpinning, "a slow search shows the stalled indicator")
    await clock.advance(by: .milliseconds(500))
    await searcher.settled()
    XCTAssertFalse(spinner.isSpinning)
    XCTAssertFalse(stalledOnly.isSpinning)
    XCTAssertEqual(loading.interactor.item, .idle)
  }

  func test_disconnect_releasesTheController() async {
    let searcher = HitsSearcher(service: StubSearchService(), indexName: "products")
    var spinner: UserSpinner? = UserSpinner()
    weak let weakSpinner = spinner
    let loading = LoadingConnector(searcher: searcher, controller: spinner!)
    loading.connect()
    loading.disconnect()
    spinner = nil
    XCTAssertNil(weakSpinner)
    XCTAssertEqual(searcher.onStatusChanged.subscriptionCount, 0)
  }

  func test_aUserSpinner_isAttachedUnderInstantSearchsNames() async {
    final class ActivityIndicator: LoadingController {
      var isAnimating = false
      func setItem(_ item: Bool) { isAnimating = item }
    }
    let service = StubSearchService()
    service.holdsReplies = true
    let searcher = HitsSearcher(service: service, indexName: "products")
    let indicator = ActivityIndicator()
    let connector = LoadingConnector(searcher: searcher, controller: indicator)
    let interactorIndicator = ActivityIndicator()
    let loadingInteractor = LoadingInteractor()
    loadingInteractor.connectSearcher(searcher)
    loadingInteractor.connectController(interactorIndicator)
    searcher.search()
    XCTAssertTrue(indicator.isAnimating)
    XCTAssertTrue(interactorIndicator.isAnimating)
    service.releaseAll()
    await searcher.settled()
    XCTAssertFalse(indicator.isAnimating)
    XCTAssertFalse(interactorIndicator.isAnimating)
    XCTAssertEqual(String(describing: type(of: connector)), "LoadingConnector")
  }
}
