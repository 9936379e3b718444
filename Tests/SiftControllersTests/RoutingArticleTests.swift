import Foundation
import Sift
import SiftTesting
import XCTest

/// Runs the code of the Routing article (RoutingArticleSnippets) and checks that it does what
/// the article says.
@MainActor
final class RoutingArticleTests: XCTestCase {
  private func searcher() -> HitsSearcher {
    let service = StubSearchService()
    service.respond { _ in SearchResponse(nbHits: 0) }
    return HitsSearcher(service: service, indexName: "products")
  }

  func test_aWebAppsLink_opensTheScreen_andTheScreenWritesItBack() async throws {
    let searcher = searcher()
    let filterState = FilterState()
    let searchPage = try XCTUnwrap(URL(string: "https://shop.example/search"))
    let link =
      "https://shop.example/search?products%5Bquery%5D=lamp"
      + "&products%5BrefinementList%5D%5Bbrand%5D%5B0%5D=Acme"
    let routing = try RoutingArticleSnippets.connector(
      searcher: searcher, filterState: filterState, searchPage: searchPage,
      openedURL: try XCTUnwrap(URL(string: link)))
    XCTAssertEqual(searcher.query, "lamp")
    XCTAssertEqual(filterState.algoliaFilters, #"( "brand":"Acme" )"#)
    XCTAssertEqual(routing.url(relativeTo: searchPage).absoluteString, link)
  }

  func test_aMapping_keepsMenusAndConfigureInTheFormTheyCameIn() async throws {
    let searcher = searcher()
    let filterState = FilterState()
    let routing = RoutingArticleSnippets.mapping(searcher: searcher, filterState: filterState)
    let query =
      "products[menu][type]=Lamp&products[ratingMenu][rating]=4"
      + "&products[configure][hitsPerPage]=8"
    try routing.apply(urlQueryString: query)
    XCTAssertEqual(searcher.request.query.hitsPerPage, 8)
    let filters = filterState.algoliaFilters ?? ""
    XCTAssertTrue(filters.contains(#""type":"Lamp""#), filters)
    XCTAssertEqual(
      routing.urlQueryString.removingPercentEncoding,
      query, "not as a refinement list, a range or a plain hitsPerPage")
  }
}
