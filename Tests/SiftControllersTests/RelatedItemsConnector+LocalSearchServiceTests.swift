import Sift
import SiftTesting
import XCTest

/// Related items on the embedded engine: the records sharing most of the hit's values come
/// first, and the hit itself is never among them.
@MainActor
final class RelatedItemsConnectorLocalSearchServiceTests: XCTestCase {
  struct Movie: Decodable, Equatable {
    let objectID: String
    let title: String
    let director: String
    let genres: [String]
  }

  func test_relatedMovies_rankBySharedValues_withoutTheMovieItself() async throws {
    let service = LocalSearchService()
    let movies: [JSON] = [
      [
        "objectID": "alien", "title": "Alien", "director": "Ridley Scott",
        "genres": ["Horror", "Science Fiction"],
      ],
      [
        "objectID": "notebook", "title": "The Notebook", "director": "Nick Cassavetes",
        "genres": ["Romance"],
      ],
      [
        "objectID": "thing", "title": "The Thing", "director": "John Carpenter",
        "genres": ["Horror", "Science Fiction"],
      ],
      [
        "objectID": "gladiator", "title": "Gladiator", "director": "Ridley Scott",
        "genres": ["Drama"],
      ],
      [
        "objectID": "blade-runner", "title": "Blade Runner", "director": "Ridley Scott",
        "genres": ["Science Fiction"],
      ],
    ]
    try service.createIndex(
      named: "movies", records: movies,
      settings: LocalIndexSettings(json: [
        "searchableAttributes": ["title"], "attributesForFaceting": ["director", "genres"],
      ]))
    let alien = try XCTUnwrap(try movies[0].decode(Hit<Movie>.self))
    let related = HitsObservableController<Movie>()
    let connector = RelatedItemsConnector(
      searcher: HitsSearcher(service: service, indexName: "movies"), hit: alien,
      patterns: [
        MatchingPattern(attribute: "director", score: 3, filterPath: \.director),
        MatchingPattern(attribute: "genres", score: 1, filterPath: \.genres),
      ],
      controller: related)
    connector.searcher.search()
    await connector.searcher.settled()
    XCTAssertEqual(
      related.hits.compactMap { $0?.title },
      ["Blade Runner", "Gladiator", "The Thing", "The Notebook"],
      "director and genre (4), director (3), two genres (2), nothing shared (0)")
  }
}
