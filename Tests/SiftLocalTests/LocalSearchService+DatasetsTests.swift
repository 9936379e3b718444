import Foundation
import SiftCore
import SiftTestSupport
import XCTest

@testable import SiftLocal

/// Every shared dataset loaded with its real settings (or sensible ones), with a few queries.
final class LocalSearchServiceDatasetsTests: XCTestCase {
  /// The replicas of tedtalks' export, each with its own settings file.
  private static let tedtalksReplicas = [
    "talks_beautiful_rating_desc", "talks_courageous_rating_desc", "talks_date_asc",
    "talks_fascinating_rating_desc", "talks_funny_rating_desc", "talks_informative_rating_desc",
    "talks_ingenious_rating_desc", "talks_inspiring_rating_desc", "talks_jaw_droping_rating_desc",
    "talks_persuasive_rating_desc", "talks_popularity_score_desc", "talks_viewed_count_desc",
  ]

  /// tedtalks with its real settings and every replica, loaded once for the tests that only
  /// search it: building it and its twelve replicas is most of their time (and several times
  /// that under a sanitizer).
  private static let tedtalks = Result {
    try load(
      "tedtalks", records: "talks.json", settings: "talks_settings.json",
      replicas: Dictionary(
        uniqueKeysWithValues: tedtalksReplicas.map { ($0, "\($0)_settings.json") }),
      name: "talks")
  }

  private func load(
    _ dataset: String, records: String, settings: String? = nil, replicas: [String: String] = [:],
    name: String
  ) throws -> LocalSearchService {
    try Self.load(dataset, records: records, settings: settings, replicas: replicas, name: name)
  }

  private static func load(
    _ dataset: String, records: String, settings: String? = nil, replicas: [String: String] = [:],
    name: String
  ) throws -> LocalSearchService {
    let folder = try SharedData.dataset(dataset)
    let service = LocalSearchService()
    try service.loadIndex(
      named: name, recordsFile: folder.appendingPathComponent(records),
      settingsFile: settings.map { folder.appendingPathComponent($0) },
      replicaSettingsFiles: replicas.mapValues { folder.appendingPathComponent($0) })
    return service
  }

  private func search(_ service: LocalSearchService, _ index: String, _ query: SearchQuery)
    throws -> SearchResponse
  {
    try XCTUnwrap(service.index(named: index)).search(query)
  }

  func test_tedtalks_withRealSettingsAndReplicas() throws {
    let service = try Self.tedtalks.get()
    let index = try XCTUnwrap(service.index(named: "talks"))
    XCTAssertEqual(index.count, 2356)
    // Every setting of the real export is honoured.
    XCTAssertEqual(index.warnings, [])
    XCTAssertTrue(index.settings.replaceSynonymsInHighlight)
    let response = try search(service, "talks", SearchQuery("climate chang", facets: ["tags"]))
    XCTAssertGreaterThan(response.nbHits ?? 0, 0)
    XCTAssertNotNil(response.facets?["tags"]?["climate change"])
    let typo = try search(service, "talks", SearchQuery("leadreship "))
    XCTAssertGreaterThan(typo.nbHits ?? 0, 0)
    let dates = try search(service, "talks_date_asc", SearchQuery("")).hits.compactMap {
      $0["date"]?.doubleValue
    }
    XCTAssertEqual(dates, dates.sorted())
    let speakers = try index.searchForFacetValues(attribute: "speakers", facetQuery: "ken")
    XCTAssertFalse(speakers.facetHits.isEmpty)
  }

  /// All twelve replicas with their own settings files: each sorts by its customRanking. The
  /// expected orders come from Tests/Expectations/tedtalks_replicas.py, which sorts the records
  /// itself (ties in file order, records without the attribute last).
  func test_tedtalks_everyReplica_sortsByItsOwnSettings() throws {
    let expected: [String: [String]] = [
      "talks_beautiful_rating_desc": ["2452", "2511", "830", "561", "2441"],
      "talks_courageous_rating_desc": ["243", "928", "1374", "1380", "629"],
      "talks_date_asc": ["167", "126", "62", "89", "47"],
      "talks_fascinating_rating_desc": ["1683", "42", "1822", "47", "830"],
      "talks_funny_rating_desc": ["1", "126", "99", "167", "2559"],
      "talks_informative_rating_desc": ["1822", "243", "1683", "192", "2441"],
      "talks_ingenious_rating_desc": ["1683", "2203", "1598", "47", "1561"],
      "talks_inspiring_rating_desc": ["243", "2452", "1683", "2441", "2477"],
      "talks_jaw_droping_rating_desc": ["1683", "243", "628", "1380", "629"],
      "talks_persuasive_rating_desc": ["2562", "2633", "2583", "2551", "2559"],
      "talks_popularity_score_desc": ["2583", "2452", "2559", "2562", "2441"],
      "talks_viewed_count_desc": ["1683", "1", "1822", "42", "2452"],
    ]
    XCTAssertEqual(Set(expected.keys), Set(Self.tedtalksReplicas))
    let service = try Self.tedtalks.get()
    XCTAssertEqual(try XCTUnwrap(service.index(named: "talks")).replicas.count, 12)
    for (replica, ids) in expected {
      var query = SearchQuery("", hitsPerPage: 5)
      query.filters = "tags:\"climate change\""
      let response = try search(service, replica, query)
      XCTAssertEqual(Fixtures.ids(response), ids, replica)
      XCTAssertEqual(response.nbHits, 73, replica)
      XCTAssertEqual(try XCTUnwrap(service.index(named: replica)).warnings, [], replica)
    }
  }

  /// A virtual replica as Algolia exports it (its settings file holds only what it sets; its
  /// synonyms and rules are its own) loads with the primary's export and takes the rest from
  /// the primary. The expected order comes from Tests/Expectations/tedtalks_replicas.py.
  func test_tedtalks_aVirtualReplicasExport_loadsWithItsPrimarys() throws {
    let folder = try SharedData.dataset("tedtalks")
    let exports = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sift-virtual-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: exports, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: exports) }
    func write(_ json: JSON, _ name: String) throws -> URL {
      let url = exports.appendingPathComponent(name)
      try Data(json.serialized().utf8).write(to: url)
      return url
    }
    // The primary's export with one virtual replica beside a standard one.
    var members =
      try JSON.parse(Data(contentsOf: folder.appendingPathComponent("talks_settings.json")))
      .objectValue ?? [:]
    members["slaves"] = nil
    members["replicas"] = ["virtual(talks_viewed_virtual)", "talks_date_asc"]
    let primary = JSON.object(members)
    let service = LocalSearchService()
    let talks = try service.loadIndex(
      named: "talks", recordsFile: folder.appendingPathComponent("talks.json"),
      settingsFile: try write(primary, "talks_settings.json"),
      replicaSettingsFiles: [
        "talks_viewed_virtual": try write(
          ["customRanking": ["desc(viewed_count)"], "relevancyStrictness": 0, "primary": "talks"],
          "talks_viewed_virtual_settings.json"),
        "talks_date_asc": folder.appendingPathComponent("talks_date_asc_settings.json"),
      ],
      synonymsFile: try write(
        [["objectID": "s", "type": "synonym", "synonyms": ["laugh", "hilarious"]]], "synonyms.json"),
      replicaRulesFiles: [
        "talks_viewed_virtual": try write(
          [["objectID": "banner", "consequence": ["userData": ["banner": "most viewed"]]]],
          "talks_viewed_virtual_rules.json")
      ])
    let virtual = try XCTUnwrap(service.index(named: "talks_viewed_virtual"))
    XCTAssertTrue(virtual.settings.isVirtualReplica)
    XCTAssertEqual(virtual.settings.customRanking, [.descending("viewed_count")])
    XCTAssertEqual(virtual.settings.relevancyStrictness, 0)
    XCTAssertEqual(virtual.settings.searchableAttributes, talks.settings.searchableAttributes)
    XCTAssertEqual(virtual.settings.attributesForFaceting, talks.settings.attributesForFaceting)
    XCTAssertEqual(virtual.settings.attributeForDistinct, "speakers")
    XCTAssertEqual(virtual.warnings, [])
    XCTAssertEqual(virtual.rules.map(\.objectID), ["banner"])
    XCTAssertEqual(virtual.synonyms.count, 0)
    XCTAssertEqual(talks.rules.count, 0)
    XCTAssertEqual(talks.synonyms.count, 1)

    var query = SearchQuery("", hitsPerPage: 5)
    query.filters = "tags:\"climate change\""
    query.distinct = false
    let response = try virtual.search(query)
    XCTAssertEqual(Fixtures.ids(response), ["1683", "1", "1822", "42", "2452"])
    XCTAssertEqual(response.nbHits, 73)
    XCTAssertEqual(response.userData, [["banner": "most viewed"]])
    // Words match as on the primary (tags are searchable there, not in the virtual file).
    XCTAssertEqual(
      try virtual.search(SearchQuery("oceans")).nbHits,
      try talks.search(SearchQuery("oceans")).nbHits)
    // A replica's file for an index the settings do not name is an error.
    XCTAssertThrowsError(
      try LocalSearchService().loadIndex(
        named: "talks", recordsFile: folder.appendingPathComponent("talks.json"),
        settingsFile: try write(primary, "talks_settings.json"),
        replicaRulesFiles: ["talks_nowhere": folder.appendingPathComponent("talks.json")])
    ) {
      XCTAssertEqual(
        $0 as? LocalIndexError,
        .invalidSettings(
          setting: "replicas",
          reason: "talks_nowhere has files to load but is not a replica of talks"))
    }
  }

  func test_movies_withRealSettings() throws {
    let service = try load(
      "movies", records: "actors.json", settings: "settings.json", name: "actors")
    let index = try XCTUnwrap(service.index(named: "actors"))
    XCTAssertEqual(index.count, 500)
    XCTAssertEqual(index.warnings, [])
    XCTAssertEqual(index.settings.synonymGroups, [["&", "and"]])
    // The settings describe movies (title, actors, year): the actors' names are not searchable.
    XCTAssertEqual(try index.search(SearchQuery("monica")).nbHits, 0)
    XCTAssertEqual(try index.search(SearchQuery("")).nbHits, 500)
    var settings = index.settings
    settings.searchableAttributes = [.init(["name", "alternative_name"])]
    settings.customRanking = [.descending("rating")]
    try index.setSettings(settings)
    XCTAssertEqual(
      try index.search(SearchQuery("monica bel")).hits.first?["name"], "Monica Bellucci")
  }

  func test_airports_geoSearch() throws {
    let service = try load("airports", records: "airports.json", name: "airports")
    let index = try XCTUnwrap(service.index(named: "airports"))
    var settings = LocalIndexSettings()
    settings.searchableAttributes = [.init(["name", "city", "iata_code"]), .init(["country"])]
    settings.customRanking = [.descending("links_count")]
    settings.attributesForFaceting = [.init("country", isSearchable: true)]
    try index.setSettings(settings)
    XCTAssertEqual(try index.search(SearchQuery("atlanta")).hits.first?["iata_code"], "ATL")
    var near = SearchQuery("")
    near.aroundLatLng = "48.8566,2.3522"
    near.aroundRadius = .meters(50_000)
    let paris = try index.search(near)
    XCTAssertTrue(Fixtures.ids(paris).contains { _ in true })
    XCTAssertTrue(paris.hits.allSatisfy { $0["city"]?.stringValue != "Atlanta" })
    let countries = try index.search(SearchQuery("", facets: ["country"]))
    XCTAssertEqual(countries.facets?["country"]?["United States"].map { $0 > 100 }, true)
  }

  func test_concerts_recipes_ecommerce_withSensibleSettings() throws {
    let concerts = try load("concerts", records: "alternative_rock_artists.json", name: "concerts")
    let concertIndex = try XCTUnwrap(concerts.index(named: "concerts"))
    var concertSettings = LocalIndexSettings()
    concertSettings.searchableAttributes = [.init(["name"]), .init(["location"])]
    concertSettings.customRanking = [.descending("date")]
    try concertIndex.setSettings(concertSettings)
    XCTAssertEqual(concertIndex.count, 20627)
    let doors = try concertIndex.search(SearchQuery("3 doors"))
    XCTAssertEqual(doors.hits.first?["name"], "3 Doors Down")

    let recipes = try load("recipes", records: "recipes.json", name: "recipes")
    let recipeIndex = try XCTUnwrap(recipes.index(named: "recipes"))
    var recipeSettings = LocalIndexSettings()
    recipeSettings.searchableAttributes = [.init(["recipe_name"]), .init(["ingredients"])]
    recipeSettings.attributesToSnippet = ["ingredients:8"]
    try recipeIndex.setSettings(recipeSettings)
    let apple = try recipeIndex.search(SearchQuery("apple crostada"))
    XCTAssertEqual(apple.hits.first?["recipe_name"], "Apple-Cranberry Crostada")
    XCTAssertNotNil(apple.hits.first?[path: "_snippetResult.ingredients.value"])

    let shop = try load(
      "ecommerce", records: "instant_search_demo_query_suggestions.json", name: "suggestions")
    let shopIndex = try XCTUnwrap(shop.index(named: "suggestions"))
    var shopSettings = LocalIndexSettings()
    shopSettings.searchableAttributes = [.init(["query"])]
    shopSettings.customRanking = [.descending("popularity")]
    try shopIndex.setSettings(shopSettings)
    let cook = try shopIndex.search(SearchQuery("cookt"))
    XCTAssertEqual(cook.hits.first?["query"], "cooktop")
  }
}
