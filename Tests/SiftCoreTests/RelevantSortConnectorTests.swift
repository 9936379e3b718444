import SiftCore
import SiftTesting
import XCTest

@MainActor
final class RelevantSortConnectorTests: XCTestCase {
  func test_toggle_switchesBetweenRelevantAndAllResults() async {
    let service = StubSearchService()
    service.respond { query in
      let strictness = query.query.relevancyStrictness ?? 90
      return SearchResponse(
        nbHits: 100, nbSortedHits: strictness == 0 ? 100 : 12,
        appliedRelevancyStrictness: strictness)
    }
    let searcher = HitsSearcher(service: service, indexName: "products_relevant_price_asc")
    let toggle = UserRelevantSortToggle()
    let relevantSort = RelevantSortConnector(searcher: searcher, controller: toggle) {
      $0?.defaultText.toggleTitle
    }
    relevantSort.connect()
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(relevantSort.interactor.item, .relevancy)
    XCTAssertEqual(toggle.title, "Show all results")
    toggle.didToggle?()
    await searcher.settled()
    XCTAssertEqual(service.receivedBatches.last?.first?.query.relevancyStrictness, 0)
    XCTAssertEqual(relevantSort.interactor.item, .hitsCount)
    XCTAssertEqual(toggle.title, "Show more relevant results")
    toggle.didToggle?()
    await searcher.settled()
    XCTAssertNil(service.receivedBatches.last?.first?.query.relevancyStrictness)
    XCTAssertEqual(relevantSort.interactor.item, .relevancy)
  }

  func test_didToggle_flipsThePriorityAtOnce_beforeTheResponse() async {
    let service = StubSearchService()
    service.respond { _ in SearchResponse(nbHits: 100, appliedRelevancyStrictness: 90) }
    let searcher = HitsSearcher(service: service, indexName: "products_relevant_price_asc")
    let toggle = UserRelevantSortToggle()
    let relevantSort = RelevantSortConnector(searcher: searcher, controller: toggle) {
      $0?.defaultText.toggleTitle
    }
    searcher.search()
    await searcher.settled()
    toggle.didToggle?()
    XCTAssertEqual(relevantSort.interactor.item, .hitsCount)
    XCTAssertEqual(toggle.title, "Show more relevant results")
    XCTAssertEqual(searcher.request.query.relevancyStrictness, 0)
    XCTAssertTrue(searcher.isLoading)
    await searcher.settled()
  }

  func test_aResponseWithSortedHitsAndNoAppliedStrictness_readsAsRelevancy() async {
    XCTAssertEqual(RelevantSortPriority(SearchResponse(nbSortedHits: 12)), .relevancy)
    XCTAssertNil(RelevantSortPriority(SearchResponse(nbSortedHits: 0)))
    XCTAssertEqual(
      RelevantSortPriority(SearchResponse(nbSortedHits: 12, appliedRelevancyStrictness: 0)),
      .hitsCount)
  }

  func test_anIndexThatIsNotARelevantSortReplica_hasNoPriority() async {
    let searcher = HitsSearcher(service: StubSearchService(), indexName: "products")
    let relevantSort = RelevantSortConnector(searcher: searcher)
    relevantSort.connect()
    searcher.search()
    await searcher.settled()
    XCTAssertNil(relevantSort.interactor.item)
  }

  func test_aUserToggle_isAttachedUnderInstantSearchsNames() async {
    final class RelevantSortButton: RelevantSortController {
      var didToggle: (() -> Void)?
      var hint: String?
      func setItem(_ item: String?) { hint = item }
    }
    let service = StubSearchService()
    service.respond { query in
      SearchResponse(appliedRelevancyStrictness: query.query.relevancyStrictness ?? 90)
    }
    let searcher = HitsSearcher(service: service, indexName: "products_relevant")
    let button = RelevantSortButton()
    let connector = RelevantSortConnector(searcher: searcher, controller: button) {
      $0?.defaultText.hint
    }
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(button.hint, "We removed some search results to show you the most relevant ones")
    button.didToggle?()
    await searcher.settled()
    XCTAssertEqual(button.hint, "Currently showing all results")
    XCTAssertEqual(String(describing: type(of: connector)), "RelevantSortConnector")
  }
}
