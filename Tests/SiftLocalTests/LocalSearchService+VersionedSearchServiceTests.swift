import SiftCore
import SiftLocal
import SiftTesting
import XCTest

/// A response cache in front of the embedded engine: writes to an index make its cached
/// responses stale at once, however they are made.
final class LocalSearchServiceVersionedSearchServiceTests: XCTestCase {
  private func catalog() throws -> LocalSearchService {
    let service = LocalSearchService()
    var settings = try LocalIndexSettings(json: ["searchableAttributes": ["name"]])
    settings.replicas = ["products_by_price"]
    try service.createIndex(
      named: "products",
      records: [["objectID": "1", "name": "Sony TV", "price": 900]],
      settings: settings)
    try service.createIndex(named: "brands", records: [["objectID": "sony", "name": "Sony"]])
    return service
  }

  private func nbHits(_ service: some SearchService, _ text: String, in index: String = "products")
    async throws -> Int?
  {
    try await service.search([IndexedQuery(indexName: index, query: SearchQuery(text))]).first?
      .nbHits
  }

  func test_savingRecords_makesTheIndexsCachedResponsesStale() async throws {
    let local = try catalog()
    let backend = RecordingSearchService(wrapping: local)
    let cache = CachingSearchService(wrapping: backend)
    let before = try await nbHits(cache, "tv")
    let brandsBefore = try await nbHits(cache, "sony", in: "brands")
    XCTAssertEqual(before, 1)
    XCTAssertEqual(brandsBefore, 1)
    try local.index(named: "products")?.saveObjects([["objectID": "2", "name": "LG TV"]])
    let after = try await nbHits(cache, "tv")
    let brandsAfter = try await nbHits(cache, "sony", in: "brands")
    XCTAssertEqual(after, 2, "the new record is found")
    XCTAssertEqual(brandsAfter, 1)
    XCTAssertEqual(
      backend.receivedBatches.map { $0.map(\.indexName) },
      [["products"], ["brands"], ["products"]], "the brands index did not change")
  }

  func test_deletingSettingsAndReplacingAnIndex_eachMakeItsResponsesStale() async throws {
    let local = try catalog()
    let backend = RecordingSearchService(wrapping: local)
    let cache = CachingSearchService(wrapping: backend)
    let products = try XCTUnwrap(local.index(named: "products"))
    let byPrice = try await nbHits(cache, "tv", in: "products_by_price")
    XCTAssertEqual(byPrice, 1)

    try products.deleteObjects(objectIDs: ["1"])
    let afterDelete = try await nbHits(cache, "tv")
    let replicaAfterDelete = try await nbHits(cache, "tv", in: "products_by_price")
    XCTAssertEqual(afterDelete, 0)
    XCTAssertEqual(replicaAfterDelete, 0, "a replica follows its primary's writes")

    try products.saveObjects([["objectID": "1", "name": "Sony TV", "brand": "Sony"]])
    var settings = products.settings
    settings.searchableAttributes = [LocalIndexSettings.SearchableAttribute(["brand"])]
    try products.setSettings(settings)
    let byBrandOnly = try await nbHits(cache, "tv")
    XCTAssertEqual(byBrandOnly, 0, "names are no longer searched")

    try local.createIndex(named: "products", records: [["objectID": "9", "brand": "TV"]])
    let replaced = try await nbHits(cache, "tv")
    XCTAssertEqual(replaced, 1, "another index served under the name")
  }

  func test_savingSynonymsAndRules_makesTheIndexsCachedResponsesStale() async throws {
    let local = try catalog()
    let backend = RecordingSearchService(wrapping: local)
    let cache = CachingSearchService(wrapping: backend)
    let products = try XCTUnwrap(local.index(named: "products"))
    let before = try await nbHits(cache, "television")
    XCTAssertEqual(before, 0)

    try products.saveSynonym(Synonym(objectID: "tv", synonyms: ["tv", "television"]))
    let withSynonym = try await nbHits(cache, "television")
    XCTAssertEqual(withSynonym, 1, "the synonym is searched")

    let rule = try Rule(json: [
      "objectID": "no-tv",
      "conditions": [["pattern": "television", "anchoring": "is"]],
      "consequence": ["params": ["filters": "price > 1000"]],
    ])
    try products.saveRule(rule)
    let withRule = try await nbHits(cache, "television")
    XCTAssertEqual(withRule, 0, "the rule's filter applies")
    XCTAssertEqual(backend.receivedBatches.count, 3)
  }

  func test_anUnchangedIndex_isAnsweredFromTheCache() async throws {
    let local = try catalog()
    let backend = RecordingSearchService(wrapping: local)
    let cache = CachingSearchService(wrapping: backend)
    for _ in 0..<3 {
      let hits = try await nbHits(cache, "tv")
      XCTAssertEqual(hits, 1)
    }
    XCTAssertEqual(backend.receivedBatches.count, 1)
  }
}
