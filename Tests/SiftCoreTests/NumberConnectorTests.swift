import SiftCore
import SiftTesting
import XCTest

@MainActor
final class NumberConnectorTests: XCTestCase {
  private func makeSearcher() -> (HitsSearcher, StubSearchService) {
    let service = facetsService(
      facets: { _ in [:] },
      stats: { filters in
        // The main query under a price filter only sees prices up to 100.
        filters?.contains("price") == true
          ? ["price": FacetStats(min: 5, max: 100)] : ["price": FacetStats(min: 5, max: 500)]
      })
    return (HitsSearcher(service: service, indexName: "products"), service)
  }

  func test_boundsComeFromTheStats_andTheAttributeIsRequestedAsAFacet() async {
    let (searcher, _) = makeSearcher()
    let stepper = UserStepper()
    let connector = NumberConnector(
      searcher: searcher, filterState: FilterState(), attribute: "price",
      numericOperator: .lessThanOrEqual, controller: stepper)
    connector.connect()
    XCTAssertEqual(searcher.request.query.facets, ["price"])
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(stepper.range, 5...500)
  }

  func test_steppingWritesAComparison_clampedToTheBounds_oneSearchPerStep() async {
    let (searcher, service) = makeSearcher()
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let stepper = UserStepper()
    let connector = NumberConnector(
      searcher: searcher, filterState: filterState, attribute: "price",
      numericOperator: .lessThanOrEqual, step: 50, controller: stepper)
    connector.connect()
    searcher.search()
    await searcher.settled()
    stepper.onNumberChanged?(.set(480))
    await searcher.settled()
    XCTAssertEqual(filterState.algoliaFilters, #"( "price" <= 480.0 )"#)
    XCTAssertEqual(stepper.range, 5...500, "bounds do not shrink to the filter's own effect")
    let before = service.receivedCallCount
    stepper.onNumberChanged?(.increment)
    await searcher.settled()
    XCTAssertEqual(
      filterState.algoliaFilters, #"( "price" <= 500.0 )"#, "clamped to the upper bound")
    XCTAssertEqual(stepper.value, 500)
    XCTAssertEqual(service.receivedCallCount - before, 1)
    stepper.onNumberChanged?(.set(nil))
    XCTAssertTrue(filterState.isEmpty, "clearing removes the filter")
  }

  func test_aComparisonSetElsewhere_isReflected() async {
    let (searcher, _) = makeSearcher()
    let filterState = FilterState()
    let stepper = UserStepper()
    let connector = NumberConnector(
      searcher: searcher, filterState: filterState, attribute: "price",
      numericOperator: .lessThanOrEqual, controller: stepper)
    connector.connect()
    filterState[and: "price"].add(
      Filter.Numeric(attribute: "price", operator: .lessThanOrEqual, value: 42))
    XCTAssertEqual(stepper.value, 42)
    filterState[and: "price"].add(
      Filter.Numeric(attribute: "price", operator: .greaterThan, value: 1))
    XCTAssertEqual(stepper.value, 42, "another operator is not this widget's")
  }

  func test_disconnect_releasesTheController() async {
    let (searcher, _) = makeSearcher()
    let filterState = FilterState()
    var stepper: UserStepper? = UserStepper()
    weak let weakStepper = stepper
    let connector = NumberConnector(
      searcher: searcher, filterState: filterState, attribute: "price",
      numericOperator: .lessThanOrEqual, controller: stepper!)
    connector.connect()
    connector.disconnect()
    XCTAssertNil(stepper?.onNumberChanged)
    stepper = nil
    XCTAssertNil(weakStepper)
    XCTAssertEqual(searcher.onResults.subscriptionCount, 0)
    XCTAssertEqual(filterState.onChange.subscriptionCount, 0)
  }

  func test_aWholeNumberWidget_stepsInWholeNumbers() async {
    final class RatingStepper: NumberController {
      var onNumberChanged: ((NumberChange<Int>) -> Void)?
      var rating: Int?
      var range: ClosedRange<Int>?
      func setNumber(_ number: Int?) { rating = number }
      func setBounds(_ bounds: ClosedRange<Int>?) { range = bounds }
    }
    let service = facetsService(
      facets: { _ in [:] }, stats: { _ in ["rating": FacetStats(min: 0.5, max: 4.5)] })
    let searcher = HitsSearcher(service: service, indexName: "products")
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let stepper = RatingStepper()
    let connector = NumberConnector(
      searcher: searcher, filterState: filterState, attribute: "rating",
      numericOperator: .greaterThanOrEqual, controller: stepper)
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(stepper.range, 0...5, "bounds rounded outwards to whole numbers")
    stepper.onNumberChanged?(.increment)
    XCTAssertEqual(filterState.algoliaFilters, #"( "rating" >= 0.0 )"#)
    stepper.onNumberChanged?(.increment)
    stepper.onNumberChanged?(.increment)
    XCTAssertEqual(stepper.rating, 2)
    XCTAssertEqual(connector.interactor.number, 2)
    filterState[and: "rating"].removeAll()
    filterState[and: "rating"].add(
      Filter.Numeric(attribute: "rating", operator: .greaterThanOrEqual, value: 3.4))
    XCTAssertEqual(stepper.rating, 3, "a filter set elsewhere, to the nearest whole number")
  }

  func test_InstantSearchsName_forTheComparisonConnector() async {
    let (searcher, _) = makeSearcher()
    let filterState = FilterState()
    let stepper = UserStepper()
    let connector = FilterComparisonConnector(
      searcher: searcher, filterState: filterState, attribute: "price",
      numericOperator: .lessThanOrEqual, controller: stepper)
    stepper.onNumberChanged?(.set(20))
    XCTAssertEqual(filterState.description, #"( "price" <= 20.0 )"#)
    XCTAssertEqual(String(describing: type(of: connector)), "NumberConnector<Double>")
  }
}
