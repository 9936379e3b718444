import SiftCore
import SiftTesting
import XCTest

private struct Movie: Decodable, Equatable {
  let objectID: String
  let title: String
  let director: String
  let genres: [String]
}

/// A "you may also like" strip as an app writes it.
private final class UserRelatedStrip: HitsController {
  var hitsSource: HitsInteractor<Movie>?
  var titles: [String] = []
  func reload() {
    titles = (0..<(hitsSource?.numberOfHits() ?? 0)).compactMap {
      hitsSource?.peekHit(atIndex: $0)?.title
    }
  }
}

@MainActor
final class RelatedItemsConnectorTests: XCTestCase {
  private let alien = Hit(
    objectID: "alien",
    record: Movie(
      objectID: "alien", title: "Alien", director: "Ridley Scott",
      genres: ["Horror", "Science Fiction"]))

  private let patterns = [
    MatchingPattern<Movie>(attribute: "director", score: 3, filterPath: \.director),
    MatchingPattern<Movie>(attribute: "genres", score: 1, filterPath: \.genres),
  ]

  func test_theSearchBoostsEachSharedValue_andExcludesTheHitItself() async throws {
    let service = StubSearchService()
    service.respond { _ in
      SearchResponse(
        hits: [
          [
            "objectID": "blade-runner", "title": "Blade Runner", "director": "Ridley Scott",
            "genres": ["Science Fiction"],
          ]
        ], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20)
    }
    let searcher = HitsSearcher(service: service, indexName: "movies")
    let strip = UserRelatedStrip()
    let related = RelatedItemsConnector(
      searcher: searcher, hit: alien, patterns: patterns, controller: strip)
    searcher.search()
    await searcher.settled()

    let sent = try XCTUnwrap(service.receivedBatches.first?.first?.query)
    XCTAssertEqual(
      sent.optionalFilters,
      [
        #"director:"Ridley Scott"<score=3>"#, "genres:Horror<score=1>",
        #"genres:"Science Fiction"<score=1>"#,
      ])
    XCTAssertEqual(sent.filters, #"( NOT "objectID":"alien" )"#)
    XCTAssertEqual(strip.titles, ["Blade Runner"])
    XCTAssertEqual(related.hit.objectID, "alien")
  }

  func test_optionalFilters_skipEmptyAndRepeatedValues() {
    let odd = Movie(objectID: "x", title: "X", director: "", genres: ["Drama", "Drama"])
    XCTAssertEqual(
      MatchingPattern.optionalFilters(for: odd, matching: patterns), ["genres:Drama<score=1>"])
  }

  func test_thePortedInstantSearchCall_configuresTheSearcherWithoutConnect() async {
    let service = StubSearchService()
    let searcher = HitsSearcher(service: service, indexName: "movies")
    let hitsInteractor = HitsInteractor<Movie>()
    // InstantSearch: hitsInteractor.connectSearcher(searcher, withRelatedItemsTo:, with:)
    let connection = hitsInteractor.connectSearcher(
      searcher, withRelatedItemsTo: alien, with: patterns)
    XCTAssertTrue(connection.isConnected)
    XCTAssertEqual(searcher.request.query.filters, #"( NOT "objectID":"alien" )"#)
    XCTAssertEqual(searcher.request.query.optionalFilters?.elements.count, 3)
    connection.disconnect()
    XCTAssertEqual(searcher.onStampedResults.subscriptionCount, 0)
  }
}
