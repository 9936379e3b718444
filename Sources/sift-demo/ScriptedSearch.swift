import Foundation
import Sift

/// Scripted mode: one query through a `HitsSearcher`, printed as text or JSON.
@MainActor
enum ScriptedSearch {
  /// Runs `query` and prints the results, flushed at once; returns false (after printing why)
  /// when it failed.
  static func run(query: String, arguments: DemoArguments, catalog: DemoCatalog) async -> Bool {
    var parameters = SearchQuery(
      query, filters: arguments.filters, facets: arguments.facets.isEmpty ? nil : arguments.facets,
      page: arguments.page - 1, hitsPerPage: arguments.hitsPerPage ?? 10)
    if let around = arguments.around {
      let area = GeoArea.around(around, radius: arguments.radius.map(AroundRadius.meters))
      parameters = area.applied(to: parameters)
    }
    let searcher = HitsSearcher(
      service: catalog.service, indexName: arguments.sortIndex ?? catalog.indexName,
      query: parameters)
    let outcome = await searcher.searchOnce()
    switch outcome {
    case .success(let response):
      if arguments.json {
        print(
          String(decoding: (try? JSON(encoding: response).encodedData()) ?? Data(), as: UTF8.self))
      } else {
        print(
          catalog.formatter.text(
            query: query, response: response, facets: arguments.facets, page: arguments.page))
      }
      // Standard output is fully buffered when it is a pipe: a script reading one line of
      // queries at a time gets each answer now, not at exit.
      fflush(nil)
      return true
    case .failure(let error):
      FileHandle.standardError.write(Data("sift-demo: \(error)\n".utf8))
      return false
    }
  }
}
