import SiftCore
import SiftTesting
import XCTest

// Deliberate difference, for every test of this class: InstantSearch's connector takes a
// deprecated `MultiIndexSearcher` and one multi-index hits controller; Sift's takes a
// `MultiSearcher` and a hits interactor and controller per index (InstantSearch's own
// replacement). Each test asserts on every index what InstantSearch asserts on the whole.
@MainActor
final class MultiIndexSearchConnectorTests: XCTestCase {
  @MainActor
  final class ConnectorContainer {
    let clock = ManualClock()
    let service = StubSearchService()
    lazy var searcher: MultiSearcher = {
      service.respond { query in
        SearchParityFixtures.response(
          hits: [["objectID": "1", "field": .string("value of \(query.indexName)")]])
      }
      return MultiSearcher(service: service)
    }()
    let controller = TestMultiIndexHitsController()
    let hitsInteractors = [HitsInteractor<JSON>(), HitsInteractor<JSON>()]
    lazy var indexModules: [MultiIndexSearchConnector.IndexModule] = [
      .init(
        indexName: "i1", hitsInteractor: hitsInteractors[0], hitsController: controller.sections[0]),
      .init(
        indexName: "i2", hitsInteractor: hitsInteractors[1], hitsController: controller.sections[1]),
    ]
    let queryInputInteractor = SearchBoxInteractor()
    let queryInputController = TestSearchBoxController()

    lazy var connector = MultiIndexSearchConnector(
      searcher: searcher, indexModules: indexModules, searchBoxInteractor: queryInputInteractor,
      searchBoxController: queryInputController, clock: clock)
  }

  func testHitsInteractorSearcherConnect() async {
    let module = ConnectorContainer()
    module.connector.connect()
    await MultiIndexHitsInteractorSearcherConnectionTests.ConnectionTester(
      searcher: module.searcher, interactors: module.hitsInteractors
    ).check(isConnected: true)
  }

  func testHitsInteractorControllerConnect() async {
    let module = ConnectorContainer()
    module.connector.connect()
    MultiIndexHitsInteractorControllerConnectionTests.ConnectionTester(
      controller: module.controller, interactors: module.hitsInteractors
    ).check(isConnected: true)
  }

  func testQueryInputSearcherConnect() async {
    // InstantSearch leaves this test empty ("to complete"); Sift completes it: a query typed in
    // the search box is searched in every index, in one batch.
    let module = ConnectorContainer()
    module.connector.connect()
    module.queryInputController.query = "q1"
    await module.clock.advance(by: .milliseconds(100))
    await module.searcher.settled()
    XCTAssertEqual(
      module.service.receivedBatches.last?.map(\.query.query), ["q1", "q1"])
    XCTAssertEqual(module.service.receivedBatches.last?.map(\.indexName), ["i1", "i2"])
  }

  func testQueryInputControllerConnect() async {
    let module = ConnectorContainer()
    module.connector.connect()
    SearchBoxControllerConnectionTester(
      interactor: module.queryInputInteractor, controller: module.queryInputController,
      presetQuery: nil
    ).check(isConnected: true)
  }

  func testDisconnect() async {
    let module = ConnectorContainer()
    module.connector.connect()
    module.connector.disconnect()
    await MultiIndexHitsInteractorSearcherConnectionTests.ConnectionTester(
      searcher: module.searcher, interactors: module.hitsInteractors
    ).check(isConnected: false)
    MultiIndexHitsInteractorControllerConnectionTests.ConnectionTester(
      controller: module.controller, interactors: module.hitsInteractors
    ).check(isConnected: false)
    SearchBoxControllerConnectionTester(
      interactor: module.queryInputInteractor, controller: module.queryInputController,
      presetQuery: nil
    ).check(isConnected: false)
  }
}
