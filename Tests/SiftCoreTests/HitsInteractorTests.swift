import Foundation
import SiftCore
import SiftTesting
import XCTest

@MainActor
final class HitsInteractorTests: XCTestCase {
  private func setUp(
    total: @escaping @Sendable (String) -> Int = { _ in 95 },
    infiniteScrolling: InfiniteScrolling = .on(withOffset: 5)
  ) -> (StubSearchService, HitsSearcher, HitsInteractor<Product>) {
    let service = catalogService(total: total)
    let searcher = HitsSearcher(
      service: service, indexName: "products", query: SearchQuery(hitsPerPage: 10))
    let interactor = HitsInteractor<Product>(infiniteScrolling: infiniteScrolling)
    interactor.connectSearcher(searcher)
    return (service, searcher, interactor)
  }

  /// Waits until the searcher's page loads have landed.
  private func settlePages(_ searcher: HitsSearcher, _ service: StubSearchService) async {
    while !searcher.loadingPages.isEmpty {
      await service.waitForCompletedCalls(service.receivedCallCount)
      await Task.yield()
    }
  }

  func test_results_becomeTheRows() async {
    let (_, searcher, interactor) = setUp()
    searcher.query = "tv"
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(interactor.numberOfHits(), 10)
    XCTAssertEqual(interactor.nbHits, 95)
    XCTAssertEqual(interactor.peekHit(atIndex: 0)?.name, "tv #0")
    XCTAssertNil(interactor.peekHit(atIndex: 10))
  }

  func test_showingARowNearTheEnd_loadsTheNextPage() async {
    let (service, searcher, interactor) = setUp()
    searcher.query = "tv"
    searcher.search()
    await searcher.settled()
    _ = interactor.hit(atIndex: 2)
    XCTAssertTrue(searcher.loadingPages.isEmpty, "row 2 is far from the end")
    _ = interactor.hit(atIndex: 6)
    XCTAssertEqual(searcher.loadingPages, [1])
    await settlePages(searcher, service)
    XCTAssertEqual(interactor.numberOfHits(), 20)
    XCTAssertEqual(interactor.peekHit(atIndex: 15)?.name, "tv #15")
  }

  func test_scrollingToTheEnd_neverShowsMoreRowsThanNbHits() async {
    let (service, searcher, interactor) = setUp()
    searcher.query = "tv"
    searcher.search()
    await searcher.settled()
    var row = 0
    while row < interactor.numberOfHits() {
      _ = interactor.hit(atIndex: row)
      await settlePages(searcher, service)
      XCTAssertLessThanOrEqual(interactor.numberOfHits(), 95)
      row += 1
    }
    XCTAssertEqual(interactor.numberOfHits(), 95)
    XCTAssertEqual(interactor.peekHit(atIndex: 94)?.name, "tv #94")
    XCTAssertTrue(interactor.hits.suffix(5).allSatisfy { $0 != nil })
  }

  func test_concurrentPageLoads_arrivingOutOfOrder_fillTheirOwnRows() async {
    let service = catalogService()
    service.holdsReplies = true
    let searcher = HitsSearcher(
      service: service, indexName: "products", query: SearchQuery("tv", hitsPerPage: 10))
    let interactor = HitsInteractor<Product>(infiniteScrolling: .on(withOffset: 15))
    interactor.connectSearcher(searcher)
    searcher.search()
    service.release(call: 0)
    await searcher.settled()
    _ = interactor.hit(atIndex: 9)  // pages 1 and 2 are within 15 rows
    XCTAssertEqual(searcher.loadingPages, [1, 2])
    await service.waitForReceivedCalls(3)
    let pageOfCall = Dictionary(
      uniqueKeysWithValues: service.receivedBatches.enumerated().map {
        ($0.element.first?.query.page ?? 0, $0.offset)
      })
    service.release(call: pageOfCall[2]!)
    await service.waitForCompletedCalls(2)
    service.release(call: pageOfCall[1]!)
    await settlePages(searcher, service)
    XCTAssertEqual(interactor.numberOfHits(), 30)
    XCTAssertEqual(
      (0..<30).map { interactor.peekHit(atIndex: $0)?.name }, (0..<30).map { "tv #\($0)" })
  }

  func test_aPageOfTheOldQuery_arrivingAfterANewQuery_isNeverShown() async {
    let service = catalogService(total: { $0 == "tv" ? 95 : 12 })
    let searcher = HitsSearcher(
      service: service, indexName: "products", query: SearchQuery("tv", hitsPerPage: 10))
    let interactor = HitsInteractor<Product>()
    interactor.connectSearcher(searcher)
    searcher.search()
    await searcher.settled()
    service.holdsReplies = true
    service.ignoresCancellation = true
    _ = interactor.hit(atIndex: 8)  // loads page 1 of "tv"
    await service.waitForReceivedCalls(2)
    searcher.query = "radio"
    searcher.search()
    await service.waitForReceivedCalls(3)
    service.release(call: 2)  // the new query's first page
    await searcher.settled()
    service.release(call: 1)  // the old query's page 1, late
    await service.waitForCompletedCalls(3)
    await Task.yield()
    XCTAssertEqual(interactor.nbHits, 12)
    XCTAssertEqual(interactor.numberOfHits(), 10, "rows of the new query only")
    XCTAssertTrue(interactor.hits.allSatisfy { $0?.name.hasPrefix("radio") ?? true })
    XCTAssertNil(interactor.peekHit(atIndex: 15), "no stale page 1 of 'tv'")
  }

  func test_aFilterChange_startsANewListEvenForTheSameQuery() async {
    let (_, searcher, interactor) = setUp()
    var newResultSets = 0
    interactor.onNewResultSet.subscribe(with: self) { _, _ in newResultSets += 1 }
    searcher.query = "tv"
    searcher.search()
    await searcher.settled()
    searcher.request.query.filters = "brand:Sony"
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(newResultSets, 2)
    XCTAssertEqual(interactor.resultSet?.query.filters, "brand:Sony")
  }

  func test_showItemsOnEmptyQuery_false_hidesRowsForAnEmptyQuery() async {
    let (_, searcher, interactor) = setUp()
    interactor.showItemsOnEmptyQuery = false
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(interactor.numberOfHits(), 0)
    XCTAssertNil(interactor.hit(atIndex: 0))
    searcher.query = "tv"
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(interactor.numberOfHits(), 10)
  }

  func test_decodingErrors_areReported_andTheRowsStay() async {
    let service = StubSearchService()
    service.respond(
      toQuery: "ok", with: SearchResponse(hits: [["objectID": "1", "name": "fine"]], nbHits: 1))
    service.respond(
      toQuery: "bad", with: SearchResponse(hits: [["objectID": "2", "name": 42]], nbHits: 1))
    let searcher = HitsSearcher(service: service, indexName: "products")
    let interactor = HitsInteractor<Product>()
    interactor.connectSearcher(searcher)
    var errors: [String] = []
    interactor.onError.subscribe(with: self) { _, error in errors.append("\(error)") }
    searcher.query = "ok"
    searcher.search()
    await searcher.settled()
    searcher.query = "bad"
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(errors.count, 1)
    XCTAssertTrue(errors.first?.contains("hits[0].name") ?? false, errors.first ?? "")
    XCTAssertEqual(interactor.peekHit(atIndex: 0)?.name, "fine")
  }

  func test_withoutInfiniteScrolling_theLatestPageIsTheList() async {
    let (_, searcher, interactor) = setUp(infiniteScrolling: .off)
    searcher.query = "tv"
    searcher.request.query.page = 3
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(interactor.numberOfHits(), 10)
    XCTAssertEqual(interactor.peekHit(atIndex: 0)?.name, "tv #30")
    XCTAssertEqual(interactor.nbHits, 95)
    _ = interactor.hit(atIndex: 9)
    XCTAssertTrue(searcher.loadingPages.isEmpty)
  }

  func test_pagesFarFromTheVisibleRow_areDropped_andLoadAgainWhenShown() async {
    let (service, searcher, interactor) = setUp()
    interactor.pageCleanUpOffset = 1
    searcher.query = "tv"
    searcher.search()
    await searcher.settled()
    for row in stride(from: 0, to: 60, by: 5) {
      _ = interactor.hit(atIndex: row)
      await settlePages(searcher, service)
    }
    XCTAssertNil(interactor.peekHit(atIndex: 0), "page 0 was dropped")
    XCTAssertEqual(interactor.numberOfHits(), 70, "the row count stays")
    _ = interactor.hit(atIndex: 0)
    await settlePages(searcher, service)
    XCTAssertEqual(interactor.peekHit(atIndex: 0)?.name, "tv #0")
  }

  func test_selectHit_firesTheRecord() async {
    let (_, searcher, interactor) = setUp()
    searcher.query = "tv"
    searcher.search()
    await searcher.settled()
    var selected: [String] = []
    interactor.onHitSelected.subscribe(with: self) { _, product in selected.append(product.name) }
    interactor.selectHit(atIndex: 3)
    interactor.selectHit(atIndex: 50)
    XCTAssertEqual(selected, ["tv #3"])
  }

  func test_onePageAtATime_withNumberedPagination_showsExactlyThePickedPage() async {
    let (_, searcher, interactor) = setUp(infiniteScrolling: .off)
    let pages = PaginationConnector(searcher: searcher)
    var scrolls = 0
    interactor.onNewResultSet.subscribe(with: self) { _, _ in scrolls += 1 }
    searcher.query = "tv"
    searcher.search()
    await searcher.settled()
    pages.interactor.select(page: 2)
    await searcher.settled()
    XCTAssertEqual(interactor.hits.map { $0?.name }, (20..<30).map { "tv #\($0)" })
    XCTAssertEqual(scrolls, 2, "the first page, then page 2: back to the top each time")
    pages.interactor.select(page: 0)
    await searcher.settled()
    XCTAssertEqual(interactor.hits.first??.name, "tv #0")
  }

  func test_infiniteScrolling_keepsTheListFromItsFirstRow_whateverPageIsSearched() async {
    let (_, searcher, interactor) = setUp(infiniteScrolling: .on(withOffset: 5))
    searcher.query = "tv"
    searcher.search()
    await searcher.settled()
    searcher.request.query.page = 2
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(interactor.peekHit(atIndex: 0)?.name, "tv #0")
    XCTAssertNil(interactor.peekHit(atIndex: 10), "page 1 is not loaded yet")
    XCTAssertEqual(interactor.peekHit(atIndex: 20)?.name, "tv #20")
  }

  func test_currentHits_areTheLoadedRecordsInRowOrder() async {
    let (service, searcher, interactor) = setUp()
    XCTAssertEqual(interactor.getCurrentHits().map(\.name), [])
    searcher.query = "tv"
    searcher.search()
    await searcher.settled()
    _ = interactor.hit(atIndex: 8)
    await settlePages(searcher, service)
    XCTAssertEqual(interactor.getCurrentHits().map(\.name), (0..<20).map { "tv #\($0)" })
    XCTAssertEqual(interactor.hits.count, 20)
    XCTAssertEqual(interactor.hit(atIndex: 19)?.name, "tv #19")
  }

  func test_notifyQueryChanged_makesTheNextResultsReplaceTheRows_andDropsThePagesInFlight() async {
    let (service, searcher, interactor) = setUp()
    searcher.query = "tv"
    searcher.search()
    await searcher.settled()
    var requestChanges = 0
    interactor.onRequestChanged.subscribe(with: self) { _, _ in requestChanges += 1 }
    _ = interactor.hit(atIndex: 6)
    XCTAssertEqual(searcher.loadingPages, [1])
    interactor.notifyQueryChanged()
    XCTAssertEqual(requestChanges, 1)
    await settlePages(searcher, service)
    XCTAssertEqual(interactor.numberOfHits(), 10, "page 1, asked for before, does not join")
    searcher.request.query.page = 2
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(interactor.numberOfHits(), 30)
    XCTAssertNil(interactor.peekHit(atIndex: 0), "page 2 replaced the list: page 0 is gone")
    XCTAssertEqual(interactor.peekHit(atIndex: 20)?.name, "tv #20")
  }

  func test_aRequestChange_isAnnouncedBeforeItsResults_andScrollsTheControllerOnce() async {
    let (_, searcher, interactor) = setUp()
    let list = ScrollCountingList()
    interactor.connectController(list)
    var log: [String] = []
    interactor.onRequestChanged.subscribe(with: self) { _, _ in log.append("request") }
    interactor.onResultsUpdated.subscribe(with: self) { _, _ in log.append("results") }
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(list.scrolls, 1, "the first results")
    searcher.query = "tv"
    XCTAssertEqual(list.scrolls, 2, "at once, as in InstantSearch")
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(list.scrolls, 2, "not again when the new list arrives")
    searcher.request.query.page = 1
    XCTAssertEqual(log, ["results", "request", "results"], "a page is not another request")
  }

  func test_connectFilterState_announcesEachChangeOfTheRefinements() async {
    let interactor = HitsInteractor<Product>()
    let filterState = FilterState()
    var requestChanges = 0
    interactor.onRequestChanged.subscribe(with: self) { _, _ in requestChanges += 1 }
    let connection = interactor.connectFilterState(filterState)
    filterState.add(Filter.Tag(value: "sale"), toGroupWithID: .and(name: "tags"))
    XCTAssertEqual(requestChanges, 1)
    connection.disconnect()
    _ = filterState.removeAll()
    XCTAssertEqual(requestChanges, 1)
  }

  private struct Person: Decodable, Equatable {
    let firstName: String
    let lastName: String
  }

  func test_aJSONDecoder_decodesTheRecordsWithItsStrategies_hitsIncluded() async throws {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let response = SearchResponse(
      hits: [
        ["objectID": "1", "first_name": "Jack", "last_name": "Johnson"],
        ["objectID": "2", "first_name": "Helen"],
      ], nbHits: 2)
    let people = HitsInteractor<Person>(jsonDecoder: decoder)
    var errors: [String] = []
    people.onError.subscribe(with: self) { _, error in errors.append("\(error)") }
    people.update(
      with: Stamped(request: HitsSearcher.Request(indexName: "people"), response: response))
    XCTAssertEqual(people.numberOfHits(), 0, "a page with a hit that does not decode is not shown")
    XCTAssertEqual(errors.count, 1)
    XCTAssertTrue(
      errors.first?.hasPrefix("Cannot decode hits[1].lastName (objectID \"2\")") ?? false,
      "\(errors)")

    var complete = response
    complete.hits[1] = ["objectID": "2", "first_name": "Helen", "last_name": "Smith"]
    let hits = HitsInteractor<Hit<Person>>(jsonDecoder: decoder)
    hits.update(
      with: Stamped(request: HitsSearcher.Request(indexName: "people"), response: complete))
    XCTAssertEqual(hits.hit(atIndex: 1)?.record, Person(firstName: "Helen", lastName: "Smith"))
    XCTAssertEqual(hits.hit(atIndex: 1)?.objectID, "2")
  }
}

/// A list that counts its requests to scroll to the top.
@MainActor
private final class ScrollCountingList: HitsController {
  var hitsSource: HitsInteractor<Product>?
  var scrolls = 0
  func reload() {}
  func scrollToTop() { scrolls += 1 }
}
