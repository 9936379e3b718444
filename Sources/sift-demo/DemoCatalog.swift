import Foundation
import Sift

/// What the demo searches: the sample catalog, or a dataset given with `--data`.
struct DemoCatalog {
  let service: LocalSearchService
  let indexName: String
  /// Sort-by choices: index names with labels, the main index first.
  let sortChoices: [(indexName: String, label: String)]
  /// Attributes offered as facet lists, in order.
  let facetAttributes: [String]
  let formatter: ResultsFormatter
  let recordCount: Int

  /// Why the demo could not load a catalog.
  struct LoadError: Error, CustomStringConvertible {
    let description: String
  }

  /// The sample catalog.
  static func sample() throws -> DemoCatalog {
    let service = LocalSearchService()
    let settings = try LocalIndexSettings(json: SampleCatalog.settings)
    let ascending = SampleCatalog.replicaSettings(sortedBy: "asc(price)")
    let descending = SampleCatalog.replicaSettings(sortedBy: "desc(price)")
    let records = SampleCatalog.records()
    try service.createIndex(
      named: SampleCatalog.indexName, records: records, settings: settings,
      replicaSettings: [
        SampleCatalog.priceAscending: try LocalIndexSettings(json: ascending),
        SampleCatalog.priceDescending: try LocalIndexSettings(json: descending),
      ])
    return sample(service: service, recordCount: records.count)
  }

  /// The sample catalog's presentation, over `service`.
  private static func sample(service: LocalSearchService, recordCount: Int) -> DemoCatalog {
    DemoCatalog(
      service: service, indexName: SampleCatalog.indexName,
      sortChoices: [
        (SampleCatalog.indexName, "Most popular"), (SampleCatalog.priceAscending, "Lowest price"),
        (SampleCatalog.priceDescending, "Highest price"),
      ],
      facetAttributes: ["brand", "type", "free_shipping"],
      formatter: ResultsFormatter(titleAttribute: "name", detailAttributes: ["price", "rating"]),
      recordCount: recordCount)
  }

  /// An index saved with `--save-index`, opened read-only (nothing is rebuilt).
  static func open(directory: String) throws -> DemoCatalog {
    let service: LocalSearchService
    do {
      service = try LocalSearchService(
        savedIn: URL(fileURLWithPath: directory), access: .readOnly)
    } catch {
      throw LoadError(description: "cannot open \(directory): \(error)")
    }
    let primaries = service.indexNames.compactMap(service.index(named:)).filter { !$0.isReplica }
    guard
      let index = primaries.first(where: { $0.name == SampleCatalog.indexName }) ?? primaries.first
    else { throw LoadError(description: "\(directory) holds no index") }
    if index.name == SampleCatalog.indexName {
      return sample(service: service, recordCount: index.count)
    }
    return describing(index, in: service)
  }

  /// A dataset from files: a JSON array of records and, optionally, Algolia settings. A
  /// problem names the file it is in: a data file, or a settings file.
  static func load(dataFile: String, settingsFile: String?) throws -> DemoCatalog {
    var fileSettings = LocalIndexSettings()
    if let settingsFile {
      let json = try readJSON(settingsFile, role: "settings file")
      do {
        fileSettings = try LocalIndexSettings(json: json)
      } catch {
        throw LoadError(description: "bad settings file \(settingsFile): \(error)")
      }
    }
    guard case .array(let records) = try readJSON(dataFile, role: "data file") else {
      throw LoadError(
        description: "bad data file \(dataFile): expected a JSON array of records")
    }
    let service = LocalSearchService()
    let name = URL(fileURLWithPath: dataFile).deletingPathExtension().lastPathComponent
    let index: LocalIndex
    do {
      index = try service.createIndex(named: name, records: records, settings: fileSettings)
    } catch {
      throw LoadError(description: "bad data file \(dataFile): \(error)")
    }
    return describing(index, in: service)
  }

  /// A catalog of any index: its first searchable attribute as the title, its facets as the
  /// facet lists, its replicas as sort choices.
  private static func describing(_ index: LocalIndex, in service: LocalSearchService) -> DemoCatalog
  {
    let name = index.name
    let settings = index.settings
    let searchable = (settings.searchableAttributes ?? []).flatMap(\.names)
    let title = searchable.first ?? "objectID"
    let facets = settings.attributesForFaceting.filter { !$0.isFilterOnly }.map(\.name)
    return DemoCatalog(
      service: service, indexName: name,
      sortChoices: [(name, "Relevance")] + index.replicas.map { ($0.name, $0.name) },
      facetAttributes: Array(facets.prefix(3)),
      formatter: ResultsFormatter(
        titleAttribute: title, detailAttributes: Array(searchable.dropFirst().prefix(1))),
      recordCount: index.count)
  }

  /// The JSON in `path`, or an error that names the file by its `role` and says what is wrong
  /// in words (a missing file, a directory, unreadable, not JSON).
  private static func readJSON(_ path: String, role: String) throws -> JSON {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw LoadError(description: "no such file: \(path)")
    }
    guard !isDirectory.boolValue else {
      throw LoadError(description: "\(path) is a directory; the \(role) must be a JSON file")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw LoadError(description: "cannot read the \(role) \(path)")
    }
    do {
      return try JSON.parse(data)
    } catch {
      throw LoadError(description: "bad \(role) \(path): \(error)")
    }
  }
}
