// swift-format-ignore-file
// `swift` blocks of the articles of the Sift catalog (Sources/Sift/Sift.docc) that no other
// *Snippets*.swift file holds, compiled. DocumentationTests checks that each block appears in one
// of them verbatim (up to indentation); ArticleTests runs these.
import Foundation
import Sift
import SiftAlgolia
import SiftTesting
import XCTest

// CustomizeExistingWidgets.md: the controller of the walk-through, whole and in parts
public class QueryFieldController: SearchBoxController {

  public var onQueryChanged: ((String?) -> Void)?
  public var onQuerySubmitted: ((String?) -> Void)?

  public let textField: any TextInput

  public init(textField: any TextInput) {
    self.textField = textField
    setupTextField()
  }

  public func setQuery(_ query: String?) {
    textField.text = query
  }

  private func setupTextField() {
    textField.returnKeyType = .search
    textField.addTarget(self, action: QueryFieldController.textFieldDidChange, for: .editingChanged)
    textField.addTarget(self, action: QueryFieldController.textFieldDidReturn, for: .editingDidEndOnExit)
  }

  private func textFieldDidChange() {
    onQueryChanged?(textField.text)
  }

  private func textFieldDidReturn() {
    textField.resignFirstResponder()
    onQuerySubmitted?(textField.text)
  }
}

/// The articles' snippets, each returning what its test inspects.
@MainActor
enum ArticleSnippets {
  // CustomizeExistingWidgets.md
  static func customizeExistingImplementation() -> SearchBarController {
    let searchBarController = SearchBarController(searchBar: HeadlessSearchBar())
    // or TextFieldController(searchBar: HeadlessSearchBar()), which adapts the bar's text field
    searchBarController.searchBar.textContentType = .countryName
    return searchBarController
  }

  static func observable(searcher: RecordingSearcher) -> SearchBoxConnector {
    let observableSearchBox = SearchBoxObservableController()
    let observableConnector = SearchBoxConnector(searcher: searcher, controller: observableSearchBox)
    observableSearchBox.query = "shoes"  // what a binding does as the user types
    observableSearchBox.submit()
    return observableConnector
  }

  // EmbeddedEngine.md
  static func offline(
    talksURL: URL, settingsURL: URL, dateAscURL: URL, synonymsExportURL: URL
  ) throws -> (LocalSearchService, LocalIndex) {
    let catalog = LocalSearchService()
    let talks = try catalog.loadIndex(
      named: "talks", recordsFile: talksURL, settingsFile: settingsURL,
      replicaSettingsFiles: ["talks_date_asc": dateAscURL]
    ) { progress in
      print("loading \(Int(progress.fractionRead * 100))%")  // a loading line
    }
    try talks.saveSynonyms([Synonym(objectID: "tv", synonyms: ["tv", "television", "telly"])])
    try talks.saveSynonyms(contentsOf: synonymsExportURL)  // Algolia's export, as it is
    return (catalog, talks)
  }

  static func saveAndOpen(service: LocalSearchService, appSupport: URL) throws -> (
    LocalSearchService, HitsSearcher
  ) {
    let catalog = appSupport.appendingPathComponent("Catalog.sift")  // a directory
    try service.save(to: catalog)  // every index, with its replicas, settings, synonyms and rules
    try service.index(named: "products")?.saveObjects([["objectID": "2", "name": "Bose QC45"]])  // journaled
    try service.compact()  // folds the journal into a new version (done by itself as it grows)

    // At the next launch: open it, at once and offline
    let saved = try LocalSearchService(savedIn: catalog, access: .readOnly)
    let savedSearcher = HitsSearcher(service: saved, indexName: "products")
    return (saved, savedSearcher)
  }

  // GoingToAServer.md
  static func algolia() -> HitsSearcher {
    let service = AlgoliaSearchService(appID: "YourApplicationID", apiKey: "YourSearchOnlyAPIKey")
    let searcher = HitsSearcher(service: service, indexName: "products")  // widgets unchanged
    return searcher
  }

  /// Compiled, not run: the refresh reads from Algolia's hosts.
  static func mirror(mirrorDirectory: URL) async throws -> HitsSearcher {
    let hosted = AlgoliaSearchService(appID: "YourApplicationID", apiKey: "YourAPIKey")  // browse + settings ACLs
    let mirror = LocalIndexMirror(source: hosted, indexName: "products", directory: mirrorDirectory)
    try mirror.openSaved()  // the copy downloaded last time, if any: at once, no network
    let onlineFirst = OnlineFirstSearchService(online: hosted, offline: mirror.service)
    let mirrorSearcher = HitsSearcher(service: onlineFirst, indexName: "products")  // widgets unchanged

    try await mirror.update { print("\($0.records) of \($0.totalRecords ?? 0) records") }  // refresh
    return mirrorSearcher
  }

  static func responseCache(service: any SearchService) -> (CachingSearchService, HitsSearcher) {
    let cachedService = CachingSearchService(wrapping: service, capacity: 100, timeToLive: .seconds(300))
    let cachedSearcher = HitsSearcher(service: cachedService, indexName: "products")
    cachedService.invalidate(indexName: "products")  // after the catalog changed elsewhere
    return (cachedService, cachedSearcher)
  }

  // TestingYourWidgets.md
  static func testingYourWidgets() async -> RecordingSearcher {
    let clock = ManualClock()
    let testSearcher = RecordingSearcher()
    let controller = RecordingSearchBoxController()
    let connector = SearchBoxConnector(searcher: testSearcher, clock: clock, controller: controller)
    controller.type("s")
    controller.type("sh")
    await clock.advance(by: .milliseconds(100))
    assert(testSearcher.searchedQueries == ["sh"])  // one search for the burst
    assert(connector.interactor.query == "sh")
    return testSearcher
  }

  // TestingYourWidgets.md: script the backend.
  static func scriptTheBackend() async -> (StubSearchService, HitsSearcher) {
    let service = StubSearchService()
    service.respond { query in
      SearchResponse(hits: [["objectID": "1", "name": .string(query.query.query ?? "")]], nbHits: 1)
    }
    service.holdsReplies = true  // each reply waits for a release
    let searcher = HitsSearcher(service: service, indexName: "products")
    searcher.query = "ph"
    searcher.search()
    searcher.query = "phone"
    searcher.search()
    service.releaseAll()
    await searcher.settled()  // the latest results are delivered (or the test fails, after 10 s)
    XCTAssertEqual(searcher.latestResults?.request.query.query, "phone")  // never the superseded "ph"
    return (service, searcher)
  }
}
