#if os(Linux) || os(macOS)
  import Foundation
  import SiftCore
  import SiftLocal
  import SiftTestSupport
  import SiftTypesense
  import XCTest

  @testable import sift_demo

  /// The test process's one Typesense server, and the datasets loaded into it and into the
  /// embedded engine side by side, each once: what the differential and widget tests share.
  actor TypesenseDatasets {
    /// The process's instance.
    static let shared = TypesenseDatasets()

    /// A dataset in both engines.
    struct Dataset: Sendable {
      /// The collection's (and index's) name.
      var name: String
      /// The Typesense collection's setup.
      var setup: TypesenseSearchService.CollectionSetup
      /// The embedded engine with the same records and settings.
      var local: LocalSearchService
      /// The records.
      var records: [JSON]
    }

    private var server: TypesenseServerProcess?
    private var starting: Task<TypesenseServerProcess, any Error>?
    private var datasets: [String: Task<Dataset, any Error>] = [:]
    /// The service the datasets were created with (it knows their parameters).
    private var loader: TypesenseSearchService?

    /// The shared server, started on first use.
    func sharedServer() async throws -> TypesenseServerProcess {
      if let starting { return try await starting.value }
      let task = Task { try await TypesenseServerProcess.start() }
      starting = task
      do {
        let server = try await task.value
        self.server = server
        return server
      } catch {
        starting = nil
        throw error
      }
    }

    /// A service on the shared server that knows every dataset's parameters and sorted
    /// indices.
    func service(
      connectionTimeout: Duration = .seconds(10)
    ) async throws -> TypesenseSearchService {
      let server = try await sharedServer()
      var configuration = TypesenseSearchService.Configuration(
        connectionTimeout: connectionTimeout)
      for name in datasets.keys.sorted() {
        guard let dataset = try? await datasets[name]?.value else { continue }
        configuration.collections[name] = dataset.setup.parameters
        configuration.sortedIndices.merge(dataset.setup.sortedIndices) { first, _ in first }
      }
      return server.service(configuration: configuration)
    }

    /// A dataset, loaded on first use: `talks`, `airports`, `recipes` (shared datasets, which
    /// skip without them) or `products` (the demo's sample catalog).
    func dataset(_ name: String) async throws -> Dataset {
      if let task = datasets[name] { return try await task.value }
      let server = try await sharedServer()
      let (records, settings, replicas) = try Self.source(name)
      let task = Task { () async throws -> Dataset in
        let service = server.service()
        let setup = try await service.createCollection(
          named: name, settings: settings, records: records, replicaSettings: replicas)
        try await service.importRecords(records, into: name)
        let local = LocalSearchService()
        var replicaSettings: [String: LocalIndexSettings] = [:]
        for (replica, json) in replicas {
          replicaSettings[replica] = try LocalIndexSettings(json: json)
        }
        var localSettings = settings
        if case .object(var members) = localSettings {
          // Distinct needs an explicit `distinct` on Typesense: compared without it.
          members["distinct"] = nil
          localSettings = .object(members)
        }
        try local.createIndex(
          named: name, records: records, settings: LocalIndexSettings(json: localSettings),
          replicaSettings: replicaSettings)
        return Dataset(name: name, setup: setup, local: local, records: records)
      }
      datasets[name] = task
      do {
        return try await task.value
      } catch {
        datasets[name] = nil
        throw error
      }
    }

    /// A dataset's records, settings and replicas' settings.
    private static func source(_ name: String) throws -> ([JSON], JSON, [String: JSON]) {
      func read(_ url: URL) throws -> JSON { try JSON.parse(Data(contentsOf: url)) }
      switch name {
      case "products":
        return (
          SampleCatalog.records(), SampleCatalog.settings,
          [
            SampleCatalog.priceAscending: SampleCatalog.replicaSettings(sortedBy: "asc(price)"),
            SampleCatalog.priceDescending: SampleCatalog.replicaSettings(sortedBy: "desc(price)"),
          ]
        )
      case "talks":
        let folder = try SharedData.dataset("tedtalks")
        let records = try read(folder.appendingPathComponent("talks.json")).arrayValue ?? []
        let settings = try read(folder.appendingPathComponent("talks_settings.json"))
        let replicas = [
          "talks_date_asc": try read(folder.appendingPathComponent("talks_date_asc_settings.json")),
          "talks_viewed_count_desc": try read(
            folder.appendingPathComponent("talks_viewed_count_desc_settings.json")),
        ]
        var primary = settings
        if case .object(var members) = primary {
          // Algolia's `slaves`: the replicas compared are the two read above.
          members["slaves"] = nil
          members["replicas"] = .array(replicas.keys.sorted().map(JSON.string))
          primary = .object(members)
        }
        return (records, primary, replicas)
      case "airports":
        let folder = try SharedData.dataset("airports")
        let records = try read(folder.appendingPathComponent("airports.json")).arrayValue ?? []
        let settings: JSON = [
          "searchableAttributes": ["name", "city", "country", "iata_code"],
          "attributesForFaceting": ["country", "links_count"],
          "customRanking": ["desc(links_count)"],
        ]
        return (records, settings, [:])
      case "recipes":
        let folder = try SharedData.dataset("recipes")
        let records = try read(folder.appendingPathComponent("recipes.json")).arrayValue ?? []
        let settings: JSON = [
          "searchableAttributes": ["recipe_name", "ingredients", "cuisine_path"],
          "attributesForFaceting": ["cuisine_path", "servings", "rating"],
          "customRanking": ["desc(rating)"],
        ]
        return (records, settings, [:])
      default:
        throw XCTSkip("No dataset named \(name)")
      }
    }
  }
#endif
