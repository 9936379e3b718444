import Foundation
import Sift
import SiftTypesense

extension DemoCatalog {
  /// The collection `--collection` of the Typesense server `--typesense`, loaded first with
  /// `--load-dataset`, and shown as the embedded engine's catalogs are: the sample catalog's
  /// presentation for the sample catalog, else what the collection's settings and first records
  /// suggest (facets, range, hierarchy, title), its sorted indices as sort choices.
  ///
  /// Errors never hold the API key.
  static func typesense(
    _ arguments: DemoArguments,
    progress: (@Sendable (TypesenseSearchService.ImportProgress) -> Void)?
  ) async throws -> DemoCatalog {
    guard let url = arguments.typesenseURL, let apiKey = arguments.apiKey,
      let collection = arguments.collection
    else { throw LoadError(description: "--typesense needs --api-key and --collection") }
    let node = try node(url)
    var configuration = TypesenseSearchService.Configuration()
    for (name, sortBy) in arguments.typesenseSorts {
      configuration.sortedIndices[name] = .init(collection: collection, sortBy: sortBy)
    }
    let service = TypesenseSearchService(
      nodes: [node], apiKey: apiKey, configuration: configuration)
    var isSample = false
    if let dataset = arguments.loadDataset {
      isSample = dataset == "catalog"
      try await load(
        dataset, arguments: arguments, into: collection, of: service, progress: progress)
    }
    let schema: TypesenseCollectionSchema
    let first: IndexListingPage
    let settings: LocalIndexSettings
    do {
      schema = try await service.schema(ofCollection: collection, refreshing: true)
      first = try await service.listRecords(indexName: collection, cursor: nil, hitsPerPage: 250)
      settings = try LocalIndexSettings(json: await service.listSettings(indexName: collection))
    } catch {
      throw LoadError(description: "cannot read the collection \(collection) at \(node): \(error)")
    }
    let recordCount = schema.documentCount ?? first.totalRecords ?? first.records.count
    if isSample {
      return sample(service: service, recordCount: recordCount, indexName: collection)
    }
    let profile = DatasetProfile(settings: settings, sample: DatasetSample(records: first.records))
    return describing(
      indexName: collection, replicas: settings.replicas, in: service, profile: profile,
      recordCount: recordCount)
  }

  /// The node of a URL such as `http://localhost:8108` or `https://search.example.com/typesense`.
  static func node(_ text: String) throws -> TypesenseSearchService.Node {
    guard let components = URLComponents(string: text),
      let scheme = components.scheme.flatMap({ TypesenseSearchService.Node.Scheme(rawValue: $0) }),
      let host = components.host, !host.isEmpty
    else {
      throw LoadError(
        description: "--typesense '\(text)': expected a URL such as http://localhost:8108")
    }
    let port = components.port ?? (scheme == .https ? 443 : 8108)
    let path = components.path == "/" ? "" : components.path
    return TypesenseSearchService.Node(scheme: scheme, host: host, port: port, path: path)
  }

  /// Creates the collection from the sample catalog or a records file (with `--settings` and
  /// its replicas' settings), and imports its records.
  private static func load(
    _ dataset: String, arguments: DemoArguments, into collection: String,
    of service: TypesenseSearchService,
    progress: (@Sendable (TypesenseSearchService.ImportProgress) -> Void)?
  ) async throws {
    do {
      if dataset == "catalog" {
        let records = SampleCatalog.records()
        try await service.createCollection(
          named: collection, settings: SampleCatalog.settings, records: records,
          replicaSettings: [
            collection + "_price_asc": SampleCatalog.replicaSettings(sortedBy: "asc(price)"),
            collection + "_price_desc": SampleCatalog.replicaSettings(sortedBy: "desc(price)"),
          ])
        try await service.importRecords(records, into: collection, progress: progress)
        return
      }
      try checkIsFile(dataset, role: "dataset")
      var replicaFiles = arguments.replicaFiles
      if let settingsFile = arguments.settingsFile {
        let settings = try readSettings(settingsFile)
        for (replica, path) in replicaSettingsFiles(
          beside: settingsFile, replicas: settings.replicas)
        where replicaFiles[replica] == nil {
          replicaFiles[replica] = path
        }
      }
      try await service.loadCollection(
        named: collection, recordsFile: URL(fileURLWithPath: dataset),
        settingsFile: arguments.settingsFile.map { URL(fileURLWithPath: $0) },
        replicaSettingsFiles: replicaFiles.mapValues { URL(fileURLWithPath: $0) },
        progress: progress)
    } catch let error as LoadError {
      throw error
    } catch {
      throw LoadError(description: "cannot load \(dataset) into \(collection): \(error)")
    }
  }
}
