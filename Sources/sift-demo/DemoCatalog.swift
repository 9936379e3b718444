import Foundation
import Sift

/// What the demo searches: the sample catalog, a dataset given with `--data`, or a Typesense
/// collection (`--typesense`), and how to show it.
struct DemoCatalog {
  let service: any SearchService
  let indexName: String
  /// Sort-by choices: index names with labels, the main index first.
  let sortChoices: [(indexName: String, label: String)]
  /// Attributes offered as facet lists, in order.
  var facetAttributes: [String]
  /// A numeric attribute offered as a range, with bounds from the engine's facet statistics.
  var rangeAttribute: String?
  /// A category hierarchy offered as a hierarchical menu.
  var hierarchy: HierarchicalFacet?
  var formatter: ResultsFormatter
  let recordCount: Int
  /// What the demo guessed about the dataset, shown on screen (such as proposed facets).
  var notes: [String] = []
  /// What is wrong with the dataset, shown on screen (such as settings naming missing
  /// attributes).
  var warnings: [String] = []

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

  /// The sample catalog's presentation, over `service`, where it is named `indexName` (its
  /// replicas `{indexName}_price_asc` and `{indexName}_price_desc`).
  static func sample(
    service: any SearchService, recordCount: Int, indexName: String = SampleCatalog.indexName
  ) -> DemoCatalog {
    DemoCatalog(
      service: service, indexName: indexName,
      sortChoices: [
        (indexName, "Most popular"), (indexName + "_price_asc", "Lowest price"),
        (indexName + "_price_desc", "Highest price"),
      ],
      facetAttributes: ["brand", "type", "color", "rating", "free_shipping"],
      rangeAttribute: "price",
      hierarchy: HierarchicalFacet(attributePrefix: "hierarchicalCategories", levels: 3),
      formatter: ResultsFormatter(
        titleAttribute: "name", detailAttributes: ["price", "rating"],
        snippetAttribute: "description",
        values: ValueFormatter(prefixes: ["price": "$", "rating": "★"])),
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
    let hits = (try? index.search(SearchQuery(hitsPerPage: 500)).hits) ?? []
    let profile = DatasetProfile(
      settings: index.settings, sample: DatasetSample(records: hits.map(Self.withoutEngineFields)))
    return describing(index, in: service, profile: profile)
  }

  /// A record as stored: the engine's `_highlightResult` and the like removed.
  private static func withoutEngineFields(_ hit: JSON) -> JSON {
    guard case .object(var fields) = hit else { return hit }
    for key in ["_highlightResult", "_snippetResult", "_rankingInfo", "_distinctSeqID"] {
      fields[key] = nil
    }
    return .object(fields)
  }

  /// Settings files of a primary's replicas found beside its own by Algolia's naming: for a
  /// replica `talks_date_asc`, `talks_date_asc_settings.json` (or `talks_date_asc.settings.json`,
  /// `talks_date_asc-settings.json`).
  static func replicaSettingsFiles(beside settingsFile: String, replicas: [String]) -> [String:
    String]
  {
    let folder = URL(fileURLWithPath: settingsFile).deletingLastPathComponent()
    var found: [String: String] = [:]
    for replica in replicas {
      for name in [
        "\(replica)_settings.json", "\(replica).settings.json", "\(replica)-settings.json",
      ] {
        let path = folder.appendingPathComponent(name).path
        if FileManager.default.fileExists(atPath: path) {
          found[replica] = path
          break
        }
      }
    }
    return found
  }

  /// A dataset from files: a JSON array of records and, optionally, Algolia settings and the
  /// settings of its replicas (by replica name; the others are looked for beside the primary's
  /// settings file). A problem names the file it is in: a data file, or a settings file.
  ///
  /// The records are read by the library, straight from the file into the index
  /// (`LocalSearchService.loadIndex`); `progress` reports how far it got. Cancelling the task
  /// stops the load (`LocalIndexError.cancelled`).
  static func load(
    dataFile: String, settingsFile: String?, replicaFiles: [String: String] = [:],
    progress: ((LocalIndex.IngestProgress) -> Void)? = nil
  ) throws -> DemoCatalog {
    var settings = LocalIndexSettings()
    var replicaSettings = replicaFiles
    if let settingsFile {
      settings = try readSettings(settingsFile)
      for (replica, path) in replicaSettingsFiles(beside: settingsFile, replicas: settings.replicas)
      where replicaSettings[replica] == nil {
        replicaSettings[replica] = path
      }
    }
    for (replica, path) in replicaSettings {
      guard settings.replicas.contains(replica) else {
        throw LoadError(
          description:
            "--replica \(replica): the settings name no such replica"
            + (settings.replicas.isEmpty
              ? "" : " (they name \(settings.replicas.joined(separator: ", ")))"))
      }
      _ = try readSettings(path)
    }
    try checkIsFile(dataFile, role: "data file")
    let dataURL = URL(fileURLWithPath: dataFile)
    let sample = DatasetSample(headOf: dataURL)
    let profile = DatasetProfile(settings: settings, sample: sample)
    let service = LocalSearchService()
    let name = dataURL.deletingPathExtension().lastPathComponent
    let index: LocalIndex
    do {
      let proposes =
        settings.attributesForFaceting.isEmpty
        && (!profile.proposedFacets.isEmpty || profile.rangeAttribute != nil)
      if !proposes {
        index = try service.loadIndex(
          named: name, recordsFile: dataURL,
          settingsFile: settingsFile.map { URL(fileURLWithPath: $0) },
          replicaSettingsFiles: replicaSettings.mapValues { URL(fileURLWithPath: $0) },
          progress: progress)
      } else {
        // No facets in the settings: the proposed ones (and the range) are made facets before
        // the records are read, so the index is built once.
        var proposed = settings
        proposed.attributesForFaceting =
          (profile.proposedFacets + [profile.rangeAttribute].compactMap { $0 })
          .compactMap { LocalIndexSettings.FacetAttribute.parse($0) }
        index = try LocalIndex(
          name: name, settings: proposed, contentsOf: dataURL, progress: progress)
        for replica in index.replicas {
          if let path = replicaSettings[replica.name] {
            var own = try readSettings(path)
            own.attributesForFaceting = proposed.attributesForFaceting
            try replica.setSettings(own)
          }
        }
        service.add(index)
      }
    } catch LocalIndexError.cancelled {
      throw LocalIndexError.cancelled
    } catch {
      throw LoadError(description: "bad data file \(dataFile): \(error)")
    }
    var catalog = describing(index, in: service, profile: profile)
    if !profile.proposedFacets.isEmpty {
      catalog.notes.append(
        "no attributesForFaceting in the settings: facets proposed from the data ("
          + profile.proposedFacets.joined(separator: ", ") + ")")
    } else if settings.attributesForFaceting.isEmpty {
      catalog.notes.append("no attributesForFaceting in the settings, and no attribute to propose")
    }
    if !profile.missingAttributes.isEmpty {
      catalog.warnings.append(
        "the settings name attributes no record has: "
          + profile.missingAttributes.joined(separator: ", "))
    }
    return catalog
  }

  /// A catalog of any index, shown as its profile says, its replicas as sort choices.
  private static func describing(
    _ index: LocalIndex, in service: LocalSearchService, profile: DatasetProfile
  ) -> DemoCatalog {
    describing(
      indexName: index.name, replicas: index.replicas.map(\.name), in: service, profile: profile,
      recordCount: index.count)
  }

  /// A catalog of the index `indexName` of any service, shown as its profile says, its
  /// replicas as sort choices.
  static func describing(
    indexName name: String, replicas: [String], in service: any SearchService,
    profile: DatasetProfile, recordCount: Int
  ) -> DemoCatalog {
    DemoCatalog(
      service: service, indexName: name,
      sortChoices: [(name, "Relevance")]
        + replicas.map { ($0, sortLabel(replica: $0, primary: name)) },
      facetAttributes: profile.facets, rangeAttribute: profile.rangeAttribute,
      hierarchy: profile.hierarchy,
      formatter: ResultsFormatter(
        titleAttribute: profile.title, detailAttributes: profile.details,
        snippetAttribute: profile.snippet,
        values: ValueFormatter(dateAttributes: profile.dateAttributes)),
      recordCount: recordCount)
  }

  /// A replica's name as a sort label: `talks_viewed_count_desc` → `Viewed count ↓`.
  static func sortLabel(replica: String, primary: String) -> String {
    var words =
      replica.hasPrefix(primary + "_") ? String(replica.dropFirst(primary.count + 1)) : replica
    var arrow = ""
    if words.hasSuffix("_desc") {
      words.removeLast(5)
      arrow = " ↓"
    } else if words.hasSuffix("_asc") {
      words.removeLast(4)
      arrow = " ↑"
    }
    return ValueFormatter.title(of: words) + arrow
  }

  /// The settings in `path`, or an error that names the settings file.
  static func readSettings(_ path: String) throws -> LocalIndexSettings {
    try checkIsFile(path, role: "settings file")
    guard let data = FileManager.default.contents(atPath: path) else {
      throw LoadError(description: "cannot read the settings file \(path)")
    }
    do {
      return try LocalIndexSettings(json: try JSON.parse(data))
    } catch {
      throw LoadError(description: "bad settings file \(path): \(error)")
    }
  }

  /// Throws an error that names the file by its `role` unless `path` is a regular file.
  static func checkIsFile(_ path: String, role: String) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw LoadError(description: "no such file: \(path)")
    }
    guard !isDirectory.boolValue else {
      throw LoadError(description: "\(path) is a directory; the \(role) must be a JSON file")
    }
  }
}
