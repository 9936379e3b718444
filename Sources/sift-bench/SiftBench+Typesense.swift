import Foundation
import Sift
import SiftTypesense

extension SiftBench {
  /// What `--typesense` measures for one corpus size, written as `typesense-keystroke-N.json`.
  struct TypesenseKeystrokeReport: Codable {
    let records: Int
    /// Keystroke → hits controller through the widget stack over `TypesenseSearchService`.
    let keystrokeToScreen: Percentiles?
    /// Creating the collection and importing the records through SiftTypesense.
    let loadSeconds: Double
  }

  /// Loads the corpus `corpus-N.json` of `options.output` into a Typesense collection through
  /// SiftTypesense (`name` and `brand` searched, `desc(popularity)` as custom ranking, as the
  /// other peers index it), then times keystroke → hits controller through the widget stack
  /// over it (one HTTP request a keystroke), with the queries of `queries-N.json`.
  ///
  /// - Returns: The report's line, as printed.
  @MainActor
  static func runTypesense(size: Int, url: String, options: Options) async throws -> String {
    guard let components = URLComponents(string: url), let host = components.host,
      let scheme = components.scheme.flatMap(TypesenseSearchService.Node.Scheme.init(rawValue:))
    else { throw UsageError("bad --typesense URL '\(url)'") }
    let node = TypesenseSearchService.Node(
      scheme: scheme, host: host, port: components.port ?? 8108)
    let apiKey = ProcessInfo.processInfo.environment["SIFT_BENCH_TYPESENSE_KEY"] ?? ""
    let service = TypesenseSearchService(nodes: [node], apiKey: apiKey)
    let corpus = try JSON.parse(
      Data(contentsOf: options.output.appendingPathComponent("corpus-\(size).json")))
    let queries = try JSONDecoder().decode(
      [String].self,
      from: Data(contentsOf: options.output.appendingPathComponent("queries-\(size).json")))
    let records: [JSON] = (corpus.arrayValue ?? []).map { record in
      [
        "objectID": record["objectID"] ?? .null, "name": record["name"] ?? "",
        "brand": record["brand"] ?? "", "popularity": record["popularity"] ?? 0,
      ]
    }
    let collection = "sift_bench_keystroke_\(size)"
    let clock = ContinuousClock()
    let start = clock.now
    try? await service.deleteCollection(named: collection)
    try await service.createCollection(
      named: collection,
      settings: [
        "searchableAttributes": ["name", "brand"], "customRanking": ["desc(popularity)"],
      ],
      records: records)
    try await service.importRecords(records, into: collection, batchSize: 5_000)
    let loadSeconds = start.duration(to: clock.now).seconds
    let keystrokes = await keystrokeToScreen(
      service: service, indexName: collection,
      queries: Array(queries.prefix(options.keystrokeQueries)))
    let report = TypesenseKeystrokeReport(
      records: size, keystrokeToScreen: keystrokes, loadSeconds: loadSeconds)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(report).write(
      to: options.output.appendingPathComponent("typesense-keystroke-\(size).json"))
    try? await service.deleteCollection(named: collection)
    guard let keystrokes else { return "\(size) records on Typesense: no keystrokes timed" }
    return String(
      format: "%d records on Typesense (loaded in %.2fs): keystroke → hits controller "
        + "p50 %.3f ms  p90 %.3f ms  p99 %.3f ms", size, loadSeconds, keystrokes.p50 / 1000,
      keystrokes.p90 / 1000, keystrokes.p99 / 1000)
  }
}
