import SiftCore
import SiftTesting
import XCTest

@MainActor
final class NumberRangeConnectorTests: XCTestCase {
  private func makeSearcher() -> (HitsSearcher, StubSearchService) {
    let service = facetsService(
      facets: { _ in [:] },
      stats: { filters in
        filters?.contains("price") == true
          ? ["price": FacetStats(min: 20, max: 40)] : ["price": FacetStats(min: 1, max: 999)]
      })
    return (HitsSearcher(service: service, indexName: "products"), service)
  }

  func test_pickingARange_writesItClampedToTheBounds_inOneSearch() async {
    let (searcher, service) = makeSearcher()
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let slider = UserSlider()
    let connector = NumberRangeConnector(
      searcher: searcher, filterState: filterState, attribute: "price", controller: slider)
    connector.connect()
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(slider.bounds, 1...999)
    slider.onRangeChanged?(0...50)
    await searcher.settled()
    XCTAssertEqual(filterState.algoliaFilters, #"( "price":1.0 TO 50.0 )"#)
    XCTAssertEqual(slider.range, 1...50)
    XCTAssertEqual(service.receivedCallCount, 2, "the first search, then one for the pick")
    XCTAssertEqual(slider.bounds, 1...999, "the filtered stats do not narrow the bounds")
  }

  func test_clearing_removesTheFilter_andBoundsFollowTheStatsAgain() async {
    let (searcher, _) = makeSearcher()
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    filterState[and: "price"].add(Filter.Numeric(attribute: "price", range: 20...40))
    let slider = UserSlider()
    let connector = NumberRangeConnector(
      searcher: searcher, filterState: filterState, attribute: "price", controller: slider)
    connector.connect()
    XCTAssertEqual(slider.range, 20...40, "a range set elsewhere (a deep link) is reflected")
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(slider.bounds, 20...40)
    slider.onRangeChanged?(nil)
    await searcher.settled()
    XCTAssertTrue(filterState.isEmpty)
    XCTAssertNil(slider.range)
    XCTAssertEqual(slider.bounds, 1...999)
  }

  func test_boundsFromStats_withoutAnyStats_areUnknown() async {
    let service = StubSearchService()
    let searcher = HitsSearcher(service: service, indexName: "products")
    let slider = UserSlider()
    let connector = NumberRangeConnector(
      searcher: searcher, filterState: FilterState(), attribute: "price", controller: slider)
    connector.connect()
    searcher.search()
    await searcher.settled()
    XCTAssertNil(slider.bounds)
    slider.onRangeChanged?(3...4)
    XCTAssertEqual(slider.range, 3...4, "no bounds, nothing to clamp to")
  }

  func test_disconnect_releasesTheController() async {
    let (searcher, _) = makeSearcher()
    let filterState = FilterState()
    var slider: UserSlider? = UserSlider()
    weak let weakSlider = slider
    let connector = NumberRangeConnector(
      searcher: searcher, filterState: filterState, attribute: "price", controller: slider!)
    connector.connect()
    connector.disconnect()
    XCTAssertNil(slider?.onRangeChanged)
    slider = nil
    XCTAssertNil(weakSlider)
    XCTAssertEqual(searcher.onResults.subscriptionCount, 0)
    XCTAssertEqual(filterState.onChange.subscriptionCount, 0)
  }

  func test_aRangeOfWholeNumbers_asInInstantSearch() async {
    final class YearSlider: NumberRangeController {
      var onRangeChanged: ((ClosedRange<Int>?) -> Void)?
      var years: ClosedRange<Int>?
      var bounds: ClosedRange<Int>?
      func setRange(_ range: ClosedRange<Int>?) { years = range }
      func setBounds(_ bounds: ClosedRange<Int>?) { self.bounds = bounds }
    }
    let service = facetsService(
      facets: { _ in [:] }, stats: { _ in ["year": FacetStats(min: 1999.5, max: 2024.2)] })
    let searcher = HitsSearcher(service: service, indexName: "movies")
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let slider = YearSlider()
    let connector = NumberRangeConnector(
      searcher: searcher, filterState: filterState, attribute: "year", controller: slider)
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(slider.bounds, 1999...2025)
    slider.onRangeChanged?(2010...2030)
    XCTAssertEqual(filterState.algoliaFilters, #"( "year":2010.0 TO 2025.0 )"#)
    XCTAssertEqual(slider.years, 2010...2025)
    XCTAssertEqual(String(describing: type(of: connector)), "NumberRangeConnector<Int>")
    let doubles = NumberRangeConnector<Double>(
      searcher: searcher, filterState: filterState, attribute: "year")
    XCTAssertEqual(doubles.interactor.range, 2010...2025)
  }
}
