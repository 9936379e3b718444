import SiftCore
import SiftTesting
import XCTest

@testable import SiftLocal

/// Relevant sort on a virtual replica: the most relevant hits (by the primary's ranking),
/// sorted by the replica's custom ranking, with `nbSortedHits` and
/// `appliedRelevancyStrictness` in the response, and the relevant-sort widget working offline.
final class LocalIndexRelevantSortTests: XCTestCase {
  private let records: [JSON] = [
    ["objectID": "phone-a", "name": "iphone 15", "category": "phones", "price": 900],
    ["objectID": "phone-b", "name": "iphone 14", "category": "phones", "price": 700],
    ["objectID": "case-a", "name": "case", "category": "for iphone", "price": 10],
    ["objectID": "case-b", "name": "case", "category": "fits iphone", "price": 20],
  ]

  private func service() throws -> LocalSearchService {
    let service = LocalSearchService()
    try service.createIndex(
      named: "products", records: records,
      settings: LocalIndexSettings(json: [
        "searchableAttributes": ["name", "category"],
        "replicas": ["virtual(products_price_asc)", "products_price_asc_exhaustive"],
      ]),
      replicaSettings: [
        "products_price_asc": try LocalIndexSettings(json: [
          "searchableAttributes": ["name", "category"], "customRanking": ["asc(price)"],
        ]),
        "products_price_asc_exhaustive": try LocalIndexSettings(json: [
          "searchableAttributes": ["name", "category"], "ranking": ["asc(price)", "typo", "words"],
        ]),
      ])
    return service
  }

  func test_virtualReplica_sortsOnlyTheRelevantHits_byItsCustomRanking() async throws {
    let service = try service()
    let virtual = try XCTUnwrap(service.index(named: "products_price_asc"))
    let relevant = try virtual.search(SearchQuery("iphone"))
    // "iphone" in the name (the first attribute) is the most relevant; the cases match in the
    // second attribute only.
    XCTAssertEqual(Fixtures.ids(relevant), ["phone-b", "phone-a"])
    XCTAssertEqual(relevant.nbHits, 4)
    XCTAssertEqual(relevant.nbSortedHits, 2)
    XCTAssertEqual(relevant.appliedRelevancyStrictness, 100)
    var everything = SearchQuery("iphone")
    everything.relevancyStrictness = 0
    let all = try virtual.search(everything)
    XCTAssertEqual(Fixtures.ids(all), ["case-a", "case-b", "phone-b", "phone-a"])
    XCTAssertEqual(all.nbSortedHits, 4)
    // A standard replica sorts every hit, and says nothing of relevance.
    let exhaustive = try XCTUnwrap(service.index(named: "products_price_asc_exhaustive"))
    let sorted = try exhaustive.search(SearchQuery("iphone"))
    XCTAssertEqual(Fixtures.ids(sorted), ["case-a", "case-b", "phone-b", "phone-a"])
    XCTAssertNil(sorted.nbSortedHits)
  }

  func test_aVirtualReplica_followsItsPrimarysIndexSettings_andKeepsItsOwnOthers() throws {
    let service = try service()
    let primary = try XCTUnwrap(service.index(named: "products"))
    let virtual = try XCTUnwrap(service.index(named: "products_price_asc"))
    var replicaSettings = virtual.settings
    replicaSettings.hitsPerPage = 2
    replicaSettings.searchableAttributes = [.init(["category"])]  // only a primary holds these
    try virtual.setSettings(replicaSettings)
    XCTAssertEqual(virtual.settings.searchableAttributes, primary.settings.searchableAttributes)
    XCTAssertEqual(virtual.settings.hitsPerPage, 2)
    // The primary searches names only from now on: so does its virtual replica, which keeps its
    // own custom ranking and page size; the standard replica keeps its own settings.
    var settings = primary.settings
    settings.searchableAttributes = [.init(["name"])]
    try primary.setSettings(settings)
    XCTAssertEqual(virtual.settings.searchableAttributes, [.init(["name"])])
    XCTAssertEqual(virtual.settings.customRanking, [.ascending("price")])
    XCTAssertEqual(virtual.settings.hitsPerPage, 2)
    var everything = SearchQuery("iphone")
    everything.relevancyStrictness = 0
    XCTAssertEqual(Fixtures.ids(try virtual.search(everything)), ["phone-b", "phone-a"])
    let exhaustive = try XCTUnwrap(service.index(named: "products_price_asc_exhaustive"))
    XCTAssertEqual(exhaustive.settings.searchableAttributes?.count, 2)
  }

  @MainActor
  func test_relevantSortConnector_togglesOffline() async throws {
    let searcher = HitsSearcher(service: try service(), indexName: "products_price_asc")
    let controller = RecordingRelevantSortController()
    let connector = RelevantSortConnector(searcher: searcher, controller: controller) { $0 }
    searcher.query = "iphone"
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(controller.items.last, .relevancy)
    XCTAssertEqual(searcher.latestResults?.response.nbSortedHits, 2)
    controller.didToggle?()
    await searcher.settled()
    XCTAssertEqual(controller.items.last, .hitsCount)
    XCTAssertEqual(searcher.latestResults?.response.nbSortedHits, 4)
    withExtendedLifetime(connector) {}
  }
}

/// A user-written relevant-sort controller that records what it is shown.
@MainActor
private final class RecordingRelevantSortController: RelevantSortController {
  var didToggle: (() -> Void)?
  var items: [RelevantSortPriority?] = []

  func setItem(_ item: RelevantSortPriority?) { items.append(item) }
}
