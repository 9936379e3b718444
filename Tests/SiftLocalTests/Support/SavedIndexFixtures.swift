import Foundation
import SiftCore
import XCTest

@testable import SiftLocal

/// A catalogue that uses every structure a snapshot has (facets of each kind, numbers, geo,
/// distinct, sort ranks, a replica), the queries that read them, and temporary directories.
enum SavedIndexFixtures {
  static let words = [
    "phone", "case", "charger", "cable", "laptop", "stand", "wireless", "mouse", "keyboard",
    "screen", "café", "über", "monitor", "speaker", "headphones", "battery", "dock", "hub",
  ]
  static let brands = ["Acme", "Globex", "Initech", "Umbrella", "Hooli"]

  /// `count` records, the same for the same count.
  static func records(count: Int) -> [JSON] {
    (0..<count).map { position in
      var record: [String: JSON] = [
        "objectID": .string("p\(position)"),
        "name": .string(
          (0..<(2 + position % 4)).map { words[(position * 7 + $0 * 5) % words.count] }
            .joined(separator: " ")),
        "brand": .string(brands[position % brands.count]),
        "price": JSON(Double(position % 97) + 0.5),
        "rating": JSON(position % 5 + 1),
        "popularity": JSON((position * 37) % 1000),
        "tags": .array([.string("t\(position % 3)"), .string("t\(position % 7)")]),
        "categories": ["lvl0": .string(position % 2 == 0 ? "Audio" : "Computers")],
        "group": .string("g\(position % 11)"),
        "inStock": .bool(position % 3 != 0),
        "description": .string("Item number \(position) for the \(words[position % words.count])"),
      ]
      if position % 4 == 0 {
        record["_geoloc"] = ["lat": JSON(48.8 + Double(position % 10) / 10), "lng": 2.35]
      }
      return .object(record)
    }
  }

  static let settings: JSON = [
    "searchableAttributes": ["name", "unordered(brand)", "description"],
    "attributesForFaceting": [
      "brand", "searchable(tags)", "price", "rating", "filterOnly(inStock)", "categories.lvl0",
    ],
    "customRanking": ["desc(popularity)"],
    "attributeForDistinct": "group",
    "replicas": ["products_price_asc"],
  ]

  static let replicaSettings: JSON = [
    "searchableAttributes": ["name", "unordered(brand)", "description"],
    "attributesForFaceting": ["brand", "price"],
    "ranking": ["asc(price)", "typo", "words", "proximity", "attribute", "exact", "custom"],
  ]

  /// An index of `count` records with its replica.
  static func index(count: Int = 60, name: String = "products") throws -> LocalIndex {
    let index = try LocalIndex(
      name: name, records: records(count: count),
      settings: LocalIndexSettings(json: settings))
    try index.replica(named: "products_price_asc")?.setSettings(
      LocalIndexSettings(json: replicaSettings))
    return index
  }

  /// Searches that read every structure: words, prefixes, typos, facets, filters of each kind,
  /// geo, distinct, sort.
  static let queries: [SearchQuery] = {
    var queries = ["", "ph", "phone case", "wirelss mouse", "café", "uber", "item 12", "hub d"]
      .map { SearchQuery($0, facets: ["brand", "price", "rating", "categories.lvl0"]) }
    queries.append(SearchQuery("", filters: "price < 30 AND brand:Acme"))
    queries.append(SearchQuery("phone", filters: "inStock:true AND (tags:t1 OR tags:t2)"))
    queries.append(SearchQuery("", filters: "rating = 3"))
    var geo = SearchQuery("")
    geo.aroundLatLng = "48.85,2.35"
    queries.append(geo)
    var distinct = SearchQuery("phone")
    distinct.distinct = .enabled(true)
    queries.append(distinct)
    return queries
  }()

  /// What every query answers on an index and its replicas, without timings.
  struct Answers: Equatable {
    var searches: [SearchResponse] = []
    var facetValues: [FacetValuesResponse] = []
  }

  /// The answers of every query on `index` and its replicas.
  static func answers(_ index: LocalIndex) throws -> Answers {
    var answers = Answers()
    for target in [index] + index.replicas {
      for query in queries {
        var response = try target.search(query)
        response.processingTimeMS = nil
        answers.searches.append(response)
      }
      if target.settings.attributesForFaceting.contains(where: \.isSearchable) {
        var values = try target.searchForFacetValues(attribute: "tags", facetQuery: "t")
        values.processingTimeMS = nil
        answers.facetValues.append(values)
      }
    }
    return answers
  }
}

extension XCTestCase {
  /// A new temporary directory, removed when the test ends.
  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("sift-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
  }

  /// A new temporary directory in memory (`/dev/shm`) where there is one, else on disk; removed
  /// when the test ends. For tests that save many times: each save syncs what it writes, which
  /// costs little there.
  func memoryDirectory() throws -> URL {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: "/dev/shm", isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return try temporaryDirectory() }
    let url = URL(fileURLWithPath: "/dev/shm/sift-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
  }

  /// The bytes of the newest version file in `directory`.
  func versionFile(in directory: URL) throws -> URL {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasPrefix("version-") && $0.hasSuffix(".sift") }
      .sorted { $0.count == $1.count ? $0 < $1 : $0.count < $1.count }
    return directory.appendingPathComponent(try XCTUnwrap(names.last, "no version file"))
  }
}
