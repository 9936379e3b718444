import Foundation
import SiftAlgolia
import SiftCore
import XCTest

@MainActor
final class HitsInteractorRelatedItemsTests: XCTestCase {
  struct Product: Codable {
    let name: String
    let brand: String
    let type: String
    let categories: [String]
    let image: URL
  }

  func testConnect() async throws {
    let matchingPatterns: [MatchingPattern<Product>] = [
      MatchingPattern(attribute: "brand", score: 3, filterPath: \.brand),
      MatchingPattern(attribute: "type", score: 10, filterPath: \.type),
      MatchingPattern(attribute: "categories", score: 2, filterPath: \.categories),
    ]

    let searcher = HitsSearcher(appID: "testAppID", apiKey: "testApiKey", indexName: "")
    let product = Product(
      name: "productName", brand: "Amazon", type: "Streaming media plyr",
      categories: ["Streaming Media Players", "TV & Home Theater"],
      image: try XCTUnwrap(URL(string: "http://url.com")))

    let hitsInteractor = HitsInteractor<JSON>()

    // InstantSearch's ObjectWrapper(object:objectID:) is Sift's Hit(objectID:record:).
    let hit = Hit(objectID: "objectID123", record: product)
    hitsInteractor.connectSearcher(searcher, withRelatedItemsTo: hit, with: matchingPatterns)

    let expectedOptionalFilters: Set<String> = [
      "brand:Amazon<score=3>",
      "categories:\"Streaming Media Players\"<score=2>",
      "categories:\"TV & Home Theater\"<score=2>",
      "type:\"Streaming media plyr\"<score=10>",
    ]
    let expectedFilters = FilterGroup(
      id: .and(name: "objectID"),
      filters: [
        .facet(Filter.Facet(attribute: "objectID", stringValue: "objectID123", isNegated: true))
      ]
    ).algoliaFilters

    XCTAssertEqual(searcher.request.query.sumOrFiltersScores, true)
    let optionalFilters = try XCTUnwrap(searcher.request.query.optionalFilters)
    let actual = Set(
      optionalFilters.elements.compactMap { element -> String? in
        if case .single(let value) = element { return value }
        return nil
      })
    XCTAssertEqual(actual, expectedOptionalFilters)
    XCTAssertEqual(searcher.request.query.filters, expectedFilters)
    XCTAssertEqual(searcher.request.query.filters, #"( NOT "objectID":"objectID123" )"#)
  }
}
