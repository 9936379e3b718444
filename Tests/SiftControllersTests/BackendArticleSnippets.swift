// swift-format-ignore-file
// Every `swift` block of the articles OfflineMirrors, SavedIndices and AlgoliaExportsInTheEngine
// (Sources/Sift/Sift.docc), compiled. DocumentationTests checks that each block appears here
// verbatim (up to indentation); BackendArticleTests runs them.
import Foundation
import Sift
import SiftAlgolia
import SiftTypesense

#if !canImport(Darwin)
  // A stand-in for Apple's App Group container, which Linux's Foundation lacks, so that the
  // SavedIndices article's listing compiles and runs here: a folder of its own per process.
  extension FileManager {
    func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
      temporaryDirectory.appendingPathComponent(
        "sift-\(groupIdentifier)-\(ProcessInfo.processInfo.processIdentifier)")
    }
  }
#endif

/// The backend articles' snippets, each returning what its test inspects.
@MainActor
enum BackendArticleSnippets {
  // OfflineMirrors.md

  /// Compiled, not run: the update reads from Algolia's hosts.
  static func mirrorOfAlgolia(mirrorURL: URL) async throws -> (LocalIndexMirror, HitsSearcher) {
    let hosted = AlgoliaSearchService(appID: "YourApplicationID", apiKey: "YourAPIKey")
    let mirror = LocalIndexMirror(source: hosted, indexName: "products", directory: mirrorURL)
    try mirror.openSaved()  // what the last update saved, at once, offline

    let service = OnlineFirstSearchService(online: hosted, offline: mirror.service)
    let searcher = HitsSearcher(service: service, indexName: "products")

    try await mirror.update { progress in print(progress.records, progress.totalRecords ?? 0) }
    return (mirror, searcher)
  }

  /// Compiled, not run: the update reads from a Typesense server.
  static func mirrorOfTypesense(
    searchKey: String, configuration: TypesenseSearchService.Configuration, mirrorURL: URL
  ) async throws -> OnlineFirstSearchService {
    let typesense = TypesenseSearchService(
      nodes: [.init(scheme: .https, host: "search.example.com", port: 443)], apiKey: searchKey,
      configuration: configuration)
    let mirror = LocalIndexMirror(source: typesense, indexName: "products", directory: mirrorURL)
    try await mirror.update()
    let service = OnlineFirstSearchService(online: typesense, offline: mirror.service)
    return service
  }

  static func updateReportingDamage(mirror: LocalIndexMirror, log: @escaping @Sendable (String) -> Void)
    async throws
  {
    try await mirror.update { progress in
      if progress.phase == .configuration, let damage = progress.damage {
        log("the interrupted download was damaged, downloading part of it again: \(damage)")
      }
    }
  }

  static func updateStartingOver(mirror: LocalIndexMirror) async throws {
    do {
      try await mirror.update()
    } catch LocalIndexError.unreadableFile {
      try await mirror.update(resuming: false)
    }
  }

  // SavedIndices.md
  static func saveAndReopen(service: LocalSearchService, appSupport: URL) throws -> LocalSearchService {
    let catalog = appSupport.appendingPathComponent("Catalog.sift")  // a directory
    try service.save(to: catalog)
    try service.index(named: "products")?.saveObjects([["objectID": "2", "name": "Bose QC45"]])
    let reopened = try LocalSearchService(savedIn: catalog, access: .readOnly)
    return reopened
  }

  static func releaseDirectory(index: LocalIndex, catalog: URL) throws -> LocalIndex {
    try index.save(to: catalog, options: .init(locking: .whileOpen))
    // … later, in the same process:
    index.releaseDirectory()  // the journal is closed and the lock released
    let writer = try LocalIndex(savedIn: catalog)  // not refused
    return writer
  }

  static func appGroup(service: LocalSearchService, newProducts: [JSON]) throws -> LocalSearchService {
    let shared = FileManager.default
      .containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.catalog")!
      .appendingPathComponent("Catalog.sift")

    // The app: the writer.
    try service.save(to: shared)  // .whileWriting and completeUntilFirstUserAuthentication by default
    try service.index(named: "products")?.saveObjects(newProducts)

    // An extension: a reader.
    let catalog = try LocalSearchService(savedIn: shared, access: .readOnly)
    try catalog.refresh()  // when it becomes active, or when the app says it wrote
    return catalog
  }

  // AlgoliaExportsInTheEngine.md
  static func loadExport(
    recordsURL: URL, settingsURL: URL, priceAscSettingsURL: URL, relevantPriceURL: URL,
    synonymsURL: URL, rulesURL: URL, priceAscSynonymsURL: URL, priceAscRulesURL: URL
  ) throws -> (LocalSearchService, LocalIndex) {
    let service = LocalSearchService()
    let products = try service.loadIndex(
      named: "products", recordsFile: recordsURL, settingsFile: settingsURL,
      replicaSettingsFiles: [
        "products_price_asc": priceAscSettingsURL,      // a standard replica
        "products_relevant_price": relevantPriceURL,    // a virtual replica
      ],
      synonymsFile: synonymsURL, rulesFile: rulesURL,
      replicaSynonymsFiles: ["products_price_asc": priceAscSynonymsURL],
      replicaRulesFiles: ["products_price_asc": priceAscRulesURL])
    return (service, products)
  }

  static func algoliaParameters(products: LocalIndex, parametersData: Data) throws -> (
    SearchQuery, SearchQuery, SearchQuery, SearchResponse
  ) {
    // Algolia's params string (a multi-query's "params", a deep link):
    let fromString = try SearchQuery(
      urlEncodedParameters: "query=red%20phone&hitsPerPage=20&facets=%5B%22brand%22%5D")
    // Algolia's parameters object (a request body, a saved search):
    let fromJSON = try JSONDecoder().decode(SearchQuery.self, from: parametersData)
    let fromValue = try JSON.parse(parametersData).decode(SearchQuery.self)

    let response = try products.search(fromString)  // or service.search([IndexedQuery(…)])
    return (fromString, fromJSON, fromValue, response)
  }
}
