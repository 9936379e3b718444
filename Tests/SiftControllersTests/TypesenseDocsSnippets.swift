// swift-format-ignore-file
// Every `swift` block of the Typesense article (Sources/Sift/Sift.docc/Typesense.md), compiled.
// TypesenseDocsTests checks that each block appears here verbatim (up to indentation).
import Foundation
import SiftCore
import SiftTypesense

struct TypesenseDocs {}

// Typesense.md: Searching a collection
extension TypesenseDocs {
  @MainActor
  func makeProductSearch() -> HitsSearcher {
    let service = TypesenseSearchService(
      nodes: [.init(scheme: .http, host: "localhost", port: 8108)],
      apiKey: "search-only-key",
      configuration: .init(
        collections: [
          "products": .init(
            queryBy: [
            .init("name", weight: 3), .init("brand", weight: 2), .init("description", weight: 1),
          ],
            sortBy: "_text_match:desc,popularity:desc",
            attributesToSnippet: ["description:12"])
        ],
        sortedIndices: [
          "products_price_asc": .init(collection: "products", sortBy: "price:asc"),
          "products_price_desc": .init(collection: "products", sortBy: "price:desc"),
        ]))
    return HitsSearcher(service: service, indexName: "products")
  }
}

// Typesense.md: what a search is sent as
extension TypesenseDocs {
  func showFilterBy(_ service: TypesenseSearchService) async throws {
    let parameters = try await service.typesenseParameters(
      for: IndexedQuery(indexName: "products", query: SearchQuery("phone", filters: "price < 100")))
    print(parameters["filter_by"] ?? "none")  // price:<100
  }
}

// Typesense.md: Loading data
extension TypesenseDocs {
  func moveTalks(
    to service: TypesenseSearchService, records: URL, settings: URL, byDate: URL
  ) async throws {
    let setup = try await service.loadCollection(
      named: "talks", recordsFile: records, settingsFile: settings,
      replicaSettingsFiles: ["talks_date_asc": byDate]
    ) { progress in
      print("\(progress.importedRecords) of \(progress.totalRecords) records")
    }
    print(setup.parameters.queryBy.map(\.name))  // the searchable attributes, in order
  }
}
