import Foundation
import Sift
import SiftAlgolia
import SiftTesting
import XCTest

/// Runs the code of the catalogs' landing pages (LandingPageSnippets) and checks that it does
/// what the pages say.
@MainActor
final class LandingPageTests: XCTestCase {
  func test_siftCoresPage_wiresASearchBoxAndABrandListToOneSearcher() async throws {
    let service = StubSearchService()
    service.respond { query in
      SearchResponse(
        nbHits: 3, facets: ["brand": ["Sony": 2, "Bose": 1]], index: query.indexName)
    }
    let searchBox = RecordingSearchBoxController()
    let brands = FacetListObservableController()
    let (searcher, filterState, searchBoxConnector, brandsConnector) =
      LandingPageSnippets.siftCore(
        service: service, mySearchBoxController: searchBox, myBrandListController: brands)
    await searcher.settled()
    XCTAssertEqual(brands.items.map(\.item.value), ["Sony", "Bose"])
    brands.select(value: "Bose")
    await searcher.settled()
    XCTAssertEqual(filterState.algoliaFilters, #"( "brand":"Bose" )"#)
    searchBox.type("tv")
    searchBox.submit()
    await searcher.settled()
    XCTAssertEqual(searcher.latestResults?.request.query.query, "tv")
    XCTAssertTrue(searchBoxConnector.isConnected && brandsConnector.isConnected)
  }

  func test_siftLocalsPage_makesASearcherOverTheEmbeddedEngine() async throws {
    let (_, searcher) = try LandingPageSnippets.siftLocal()
    searcher.query = "sony"
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(searcher.latestResults?.response.nbHits, 1)
  }

  func test_siftControllersPage_typingInTheHeadlessBarSetsTheQuery() async throws {
    let (_, searcher) = try LandingPageSnippets.siftLocal()
    let (controller, connector) = LandingPageSnippets.siftControllers(searcher: searcher)
    XCTAssertEqual(connector.interactor.query, "sony")
    XCTAssertEqual(controller.searchBar.text, "sony")
  }

  func test_siftAlgoliasPage_makesASearcherOverAlgolia() async {
    let searcher = LandingPageSnippets.siftAlgolia()
    XCTAssertEqual((searcher.service as? AlgoliaSearchService)?.appID, "YourApplicationID")
    XCTAssertEqual(searcher.indexName, "products")
  }

  func test_siftTestingsPage_debouncesABurstIntoOneSearch() async {
    let (searcher, connector) = await LandingPageSnippets.siftTesting()
    XCTAssertEqual(searcher.searchedQueries, ["sh"])
    XCTAssertEqual(connector.interactor.query, "sh")
  }
}
