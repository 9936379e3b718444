import SiftCore
import XCTest

final class SearchStatsTests: XCTestCase {
  func test_init_takesTheResponseFigures() {
    let response = SearchResponse(
      hits: [["objectID": "1"]], nbHits: 596, page: 2, nbPages: 60, hitsPerPage: 10,
      processingTimeMS: 4, query: "Amazon", nbSortedHits: 100, appliedRelevancyStrictness: 90)
    XCTAssertEqual(
      SearchStats(response),
      SearchStats(
        totalHitsCount: 596, hitsPerPage: 10, pagesCount: 60, page: 2, processingTimeMS: 4,
        query: "Amazon", nbSortedHits: 100, appliedRelevancyStrictness: 90))
  }

  func test_init_withoutNbHits_countsHits() {
    let response = SearchResponse(hits: [["objectID": "1"], ["objectID": "2"]])
    XCTAssertEqual(SearchStats(response).totalHitsCount, 2)
  }
}
