import Foundation
import Sift

/// Searches alone, for a profiler (`valgrind --tool=callgrind` counts instructions repeatably):
/// an index built from a long-text records file (the long-text settings) or opened from a saved
/// directory, then the first `count` queries of a file, each once, with the bare request
/// (objectIDs only, no highlighting), the default one (``FreshOpen/request(_:facets:)``), or the
/// bare one with one part of the default request added (``parts(of:)``). The searches'
/// instructions are a run's less those of the same run with no query.
///
/// With `parts`, the searches are timed instead, bare and with each part of the default request
/// (``timeParts(of:bare:queries:)``).
enum ProfiledSearches {
  static func run(
    records: URL?, saved: URL?, queriesFile: URL, count: Int, defaultRequest: Bool,
    part: String? = nil, parts: Bool = false
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
    if parts {
      try timeParts(of: index, bare: bare, queries: Array(queries.prefix(count)))
      return
    }
    var request = bare
    if let part {
      let named = Self.parts(of: bare).first { $0.name == part }
      guard let named else {
        throw SiftBench.UsageError(
          "--part is one of \(Self.parts(of: bare).map(\.name).joined(separator: ", "))")
      }
      request = named.query
    }
    var hits = 0
    for text in queries.prefix(count) {
      var query = defaultRequest ? FreshOpen.request(text, facets: LongTextCorpus.facets) : request
      query.query = text
      hits += try index.search(query).nbHits ?? 0
    }
    print("\(min(count, queries.count)) searches, \(hits) hits")
  }

  /// Times each query on `index` with `bare` (object ids only, nothing highlighted), with one
  /// part of ``LongTextCorpus/defaultRequest`` added to it (its facets, its highlighting, whole
  /// hits), and with the whole default request; each query the fastest of three runs, the
  /// requests in a random order for each query (so that none always follows the previous
  /// query, whose words the engine's caches hold). Prints each request's p50 and mean, and
  /// what it adds to the bare search's.
  static func timeParts(of index: LocalIndex, bare: SearchQuery, queries: [String]) throws {
    let parts = Self.parts(of: bare)
    let requests =
      [("bare", bare)]
      + zip(["+ 3 facets", "+ highlighting", "+ whole hits", "default request"], parts).map {
        ($0, $1.query)
      }
    let clock = ContinuousClock()
    var samples = [[Duration]](repeating: [], count: requests.count)
    for text in queries {
      for position in requests.indices.shuffled() {
        var query = requests[position].1
        query.query = text
        var fastest = Duration.seconds(3600)
        for _ in 0..<3 {
          let start = clock.now
          _ = try index.search(query)
          fastest = min(fastest, start.duration(to: clock.now))
        }
        samples[position].append(fastest)
      }
    }
    let latencies = samples.map(Percentiles.init)
    let (p50, mean) = (latencies.map(\.p50), latencies.map(\.mean))
    print("\(queries.count) queries, each the fastest of 3 runs; µs")
    print(
      "request".padding(toLength: 18, withPad: " ", startingAt: 0)
        + "     p50   added      mean   added")
    for (position, (name, _)) in requests.enumerated() {
      print(
        name.padding(toLength: 18, withPad: " ", startingAt: 0)
          + String(
            format: "%8.1f %7.1f %9.1f %7.1f", p50[position], p50[position] - p50[0],
            mean[position], mean[position] - mean[0]))
    }
    print(String(format: "default request / bare, p50: %.2f×", p50[4] / max(p50[0], 1e-9)))
  }

  /// `bare` with each part of ``LongTextCorpus/defaultRequest`` added alone, by the name
  /// `--part` gives it: its facets, its highlighting, whole hits; then `all`, the default
  /// request itself (``timeParts(of:bare:queries:)`` times the first three and it).
  static func parts(of bare: SearchQuery) -> [(name: String, query: SearchQuery)] {
    var facets = bare
    facets.facets = LongTextCorpus.facets
    var highlighting = bare
    highlighting.attributesToHighlight = LongTextCorpus.searchableAttributes
    var wholeHits = bare
    wholeHits.attributesToRetrieve = ["*"]
    return [
      ("facets", facets), ("highlighting", highlighting), ("whole-hits", wholeHits),
      ("all", LongTextCorpus.defaultRequest),
    ]
  }
}
