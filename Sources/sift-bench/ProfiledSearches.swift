import Foundation
import Sift

/// Searches alone, for a profiler (`valgrind --tool=callgrind` counts instructions repeatably):
/// an index built from a long-text records file (the long-text settings) or opened from a saved
/// directory, then the first `count` queries of a file, each once, with the bare request
/// (objectIDs only, no highlighting) or the default one (``FreshOpen/request(_:facets:)``).
/// The searches' instructions are a run's less those of the same run with no query.
enum ProfiledSearches {
  static func run(
    records: URL?, saved: URL?, queriesFile: URL, count: Int, defaultRequest: Bool
  ) throws {
    let queries = try JSONDecoder().decode([String].self, from: Data(contentsOf: queriesFile))
    let index: LocalIndex
    if let saved {
      index = try LocalIndex(savedIn: saved, access: .readOnly)
    } else if let records {
      index = try LocalIndex(
        name: "packages", settings: LocalIndexSettings(json: LongTextCorpus.settings),
        contentsOf: records)
    } else {
      throw SiftBench.UsageError("--profile-searches needs a records file or --saved DIR")
    }
    var bare = SearchQuery(hitsPerPage: 20)
    bare.attributesToHighlight = []
    bare.attributesToRetrieve = ["objectID"]
    var hits = 0
    for text in queries.prefix(count) {
      var query = defaultRequest ? FreshOpen.request(text, facets: LongTextCorpus.facets) : bare
      query.query = text
      hits += try index.search(query).nbHits ?? 0
    }
    print("\(min(count, queries.count)) searches, \(hits) hits")
  }
}
