import Foundation
import Sift
import SiftAlgolia
import SiftTesting
import XCTest

/// Runs the code of the Sift catalog's articles (ArticleSnippets) and checks that it does what
/// the articles say. The Widgets article has WidgetsArticleTests.
@MainActor
final class ArticleTests: XCTestCase {
  func test_offlineConfigurationSnippet_loadsFilesAndSynonyms() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sift-article-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func file(_ name: String, _ json: JSON) throws -> URL {
      let url = folder.appendingPathComponent(name)
      try json.encodedData().write(to: url)
      return url
    }
    let (catalog, talks) = try ArticleSnippets.offline(
      talksURL: try file(
        "talks.json",
        [
          ["objectID": "1", "name": "The telly at home", "date": 2],
          ["objectID": "2", "name": "Sofa stories", "date": 1],
        ]),
      settingsURL: try file(
        "settings.json",
        ["searchableAttributes": ["name"], "replicas": ["talks_date_asc"]]),
      dateAscURL: try file(
        "date.json", ["searchableAttributes": ["name"], "customRanking": ["asc(date)"]]),
      synonymsExportURL: try file(
        "synonyms.json", [["objectID": "s", "type": "synonym", "synonyms": ["sofa", "couch"]]]))
    XCTAssertEqual(talks.synonyms.map(\.objectID), ["tv", "s"])
    let tv = try await catalog.search([IndexedQuery(indexName: "talks", query: SearchQuery("tv"))])
    XCTAssertEqual(tv.first?.nbHits, 1)
    let couch = try await catalog.search([
      IndexedQuery(indexName: "talks_date_asc", query: SearchQuery("couch"))
    ])
    XCTAssertEqual(couch.first?.nbHits, 0, "synonyms are the index's own, not forwarded")
    XCTAssertEqual(try talks.search(SearchQuery("couch")).nbHits, 1)
  }

  func test_embeddedEngine_savesJournalsCompactsAndOpensAgain() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("sift-article-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let engine = LocalSearchService()
    try engine.createIndex(
      named: "products", records: [["objectID": "1", "name": "Sony WH-1000XM5 headphones"]])
    let (saved, savedSearcher) = try ArticleSnippets.saveAndOpen(
      service: engine, appSupport: directory)
    XCTAssertEqual(saved.index(named: "products")?.count, 2, "the journaled write is saved")
    XCTAssertEqual(saved.index(named: "products")?.saveStatus?.journalEntries, 0, "compacted")
    savedSearcher.query = "bose"
    savedSearcher.search()
    await savedSearcher.settled()
    XCTAssertEqual(savedSearcher.latestResults?.response.nbHits, 1)
  }

  func test_goingToAServer_makesAnAlgoliaSearcher_andCachesResponses() async throws {
    let algoliaSearcher = ArticleSnippets.algolia()
    XCTAssertTrue(algoliaSearcher.service is AlgoliaSearchService)
    XCTAssertEqual(algoliaSearcher.indexName, "products")

    let backend = RecordingSearchService(wrapping: StubSearchService())
    let (cachedService, cachedSearcher) = ArticleSnippets.responseCache(service: backend)
    cachedSearcher.query = "radio"
    cachedSearcher.search()
    await cachedSearcher.settled()
    cachedSearcher.search()
    await cachedSearcher.settled()
    XCTAssertEqual(backend.receivedBatches.count, 1, "the second search is answered from the cache")
    XCTAssertEqual(cachedService.cachedResponseCount, 1)
  }

  func test_customizeExistingWidgets_composesAndReplacesTheController() async throws {
    let controller = ArticleSnippets.customizeExistingImplementation()
    XCTAssertEqual(controller.searchBar.textContentType, .countryName)

    let searcher = RecordingSearcher()
    let (field, queryField, queryConnector) = LandingPageSnippets.useQueryFieldController(
      searcher: searcher)
    XCTAssertEqual(searcher.searchedQueries, ["sony"], "searched on submit only")
    XCTAssertFalse(field.isFirstResponder, "the return gave up the focus")
    XCTAssertEqual(field.returnKeyType, ReturnKeyType.search)
    queryConnector.interactor.query = "boots"
    XCTAssertEqual(field.text, "boots", "a query set in code is shown")
    XCTAssertEqual(searcher.searchedQueries, ["sony"], "and not echoed back as typing")
    XCTAssertTrue(queryConnector.isConnected)
    _ = queryField

    let observableSearcher = RecordingSearcher()
    let observableConnector = ArticleSnippets.observable(searcher: observableSearcher)
    XCTAssertEqual(observableConnector.interactor.query, "shoes")
    XCTAssertEqual(observableSearcher.searchedQueries, ["shoes"], "submit searches at once")
  }

  func test_testingYourWidgets_debouncesABurst_andShowsOnlyTheLatestReply() async {
    let testSearcher = await ArticleSnippets.testingYourWidgets()
    XCTAssertEqual(testSearcher.searchedQueries, ["sh"])
    let (service, searcher) = await ArticleSnippets.scriptTheBackend()
    XCTAssertEqual(searcher.latestResults?.response.hits.first?["name"], "phone")
    XCTAssertTrue(service.heldCalls.isEmpty)
  }
}
