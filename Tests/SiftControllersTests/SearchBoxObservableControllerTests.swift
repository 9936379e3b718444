import Foundation
import Observation
import Sift
import SiftTesting
import XCTest

@MainActor
final class SearchBoxObservableControllerTests: XCTestCase {
  func test_editingQuery_searches_andSubmitSubmits() async {
    let searcher = RecordingSearcher()
    let controller = SearchBoxObservableController()
    let connector = SearchBoxConnector(
      searcher: searcher, debounce: .zero, clock: ManualClock(), controller: controller)
    connector.connect()
    controller.query = "a"
    controller.query = "a"
    controller.submit()
    XCTAssertEqual(searcher.searchedQueries, ["a"], "the submit of the query just searched")
  }

  func test_queryFromElsewhere_updatesTheObservedQueryWithoutEcho() async {
    let searcher = RecordingSearcher()
    let controller = SearchBoxObservableController()
    let connector = SearchBoxConnector(
      searcher: searcher, searchTriggeringMode: .searchOnSubmit, controller: controller)
    connector.connect()
    let observedChange = Flag()
    withObservationTracking {
      _ = controller.query
    } onChange: {
      observedChange.raise()
    }
    connector.interactor.query = "deep link"
    XCTAssertTrue(observedChange.isRaised, "a renderer observing the query is told to redraw")
    XCTAssertEqual(controller.query, "deep link")
    XCTAssertEqual(searcher.setQueries, [], "no echo back to the searcher")
  }
}
