import SiftCore
import SiftTesting
import XCTest

@MainActor
final class QueryRuleCustomDataTests: XCTestCase {
  private struct Banner: Decodable, Equatable {
    let title: String
  }

  func test_theFirstUserDataItemOfTheModel_isShown() async {
    let service = StubSearchService()
    service.respond(
      toQuery: "sale",
      with: SearchResponse(userData: [["unrelated": true], ["title": "Black Friday"]]))
    let searcher = HitsSearcher(service: service, indexName: "products")
    let banner = ItemConnector<Banner?>(searcher: searcher, customDataOf: Banner.self)
    banner.connect()
    searcher.query = "sale"
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(banner.interactor.item, Banner(title: "Black Friday"))
    searcher.query = "plain"
    searcher.search()
    await searcher.settled()
    XCTAssertNil(banner.interactor.item, "no rule, no banner")
  }
}
