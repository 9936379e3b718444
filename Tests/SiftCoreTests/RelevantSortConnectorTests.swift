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
    toggle.onClick?()
    await searcher.settled()
    XCTAssertEqual(service.receivedBatches.last?.first?.query.relevancyStrictness, 0)
    XCTAssertEqual(relevantSort.interactor.item, .hitsCount)
    XCTAssertEqual(toggle.title, "Show more relevant results")
    toggle.onClick?()
    await searcher.settled()
    XCTAssertNil(service.receivedBatches.last?.first?.query.relevancyStrictness)
    XCTAssertEqual(relevantSort.interactor.item, .relevancy)
  }

  func test_anIndexThatIsNotARelevantSortReplica_hasNoPriority() async {
    let searcher = HitsSearcher(service: StubSearchService(), indexName: "products")
    let relevantSort = RelevantSortConnector(searcher: searcher)
    relevantSort.connect()
    searcher.search()
    await searcher.settled()
    XCTAssertNil(relevantSort.interactor.item)
  }
}
