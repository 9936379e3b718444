import Foundation
import Sift
import SiftTestSupport
import XCTest

/// End to end: refinement widgets over `LocalSearchService` and the TED talks dataset, checked
/// against the data itself.
@MainActor
final class LocalSearchServiceRefinementTests: XCTestCase {
  /// How long a search may take before the test fails instead of waiting: each search ranks and
  /// facets the 2,356 talks with 1,000 hits a page, which under a sanitizer on a busy machine
  /// takes longer than `settled()`'s default of 10 seconds.
  private static let searchTimeout: Duration = .seconds(120)

  private var records: [JSON] = []

  private func makeSearcher() throws -> HitsSearcher {
    let folder = try SharedData.dataset("tedtalks")
    let data = try Data(contentsOf: folder.appendingPathComponent("talks.json"))
    records = try XCTUnwrap(JSON.parse(data).arrayValue)
    let service = LocalSearchService()
    try service.createIndex(
      named: "talks", records: records,
      settings: LocalIndexSettings(json: [
        "searchableAttributes": ["name", "speakers", "tags"],
        "attributesForFaceting": ["tags", "event_name", "searchable(speakers)", "date"],
        "maxValuesPerFacet": 1000,
      ]))
    return HitsSearcher(
      service: service, indexName: "talks", query: SearchQuery(hitsPerPage: 1000))
  }

  private func strings(_ value: JSON?) -> [String] {
    switch value {
    case .string(let string)?: return [string]
    case .array(let values)?: return values.compactMap(\.stringValue)
    default: return []
    }
  }

  private func counts(_ attribute: String, in records: [JSON]) -> [String: Int] {
    records.reduce(into: [:]) { counts, record in
      for value in Set(strings(record[attribute])) { counts[value, default: 0] += 1 }
    }
  }

  private func top(_ counts: [String: Int], _ limit: Int) -> [String] {
    counts.sorted { ($1.value, $0.key.lowercased()) < ($0.value, $1.key.lowercased()) }
      .prefix(limit).map(\.key)
  }

  func test_refiningFacets_andARange_countsAndHitsMatchTheData() async throws {
    let searcher = try makeSearcher()
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let tags = FacetListObservableController()
    let events = FacetListObservableController()
    let dates = NumberRangeObservableController<Double>()
    let connectors: [any Connection] = [
      FacetListConnector(
        searcher: searcher, filterState: filterState, attribute: "tags", operator: .or,
        controller: tags, presenter: FacetListPresenter(limit: 5)),
      FacetListConnector(
        searcher: searcher, filterState: filterState, attribute: "event_name", operator: .and,
        controller: events),
      NumberRangeConnector(
        searcher: searcher, filterState: filterState, attribute: "date", controller: dates),
    ]
    for connector in connectors { connector.connect() }
    searcher.search()
    await searcher.settled(timeout: Self.searchTimeout)

    let allTags = counts("tags", in: records)
    XCTAssertEqual(searcher.latestResults?.response.nbHits, records.count)
    XCTAssertEqual(tags.items.map(\.item.value), top(allTags, 5))
    XCTAssertEqual(tags.items.map(\.item.count), top(allTags, 5).map { allTags[$0] ?? -1 })
    XCTAssertEqual(tags.showMore, .showMore(hiddenCount: allTags.count - 5))
    let allDates = records.compactMap { $0["date"]?.doubleValue }
    XCTAssertEqual(dates.bounds, allDates.min().flatMap { min in allDates.max().map { min...$0 } })

    // Two tags, or-ed: hits have either; tag counts stay those of the whole index.
    let (first, second) = (top(allTags, 2)[0], top(allTags, 2)[1])
    tags.select(value: first)
    await searcher.settled(timeout: Self.searchTimeout)
    tags.select(value: second)
    await searcher.settled(timeout: Self.searchTimeout)
    let tagged = records.filter { !Set(strings($0["tags"])).isDisjoint(with: [first, second]) }
    let response = try XCTUnwrap(searcher.latestResults?.response)
    XCTAssertEqual(response.nbHits, tagged.count)
    XCTAssertTrue(
      response.hits.allSatisfy { !Set(strings($0["tags"])).isDisjoint(with: [first, second]) })
    XCTAssertEqual(
      Dictionary(uniqueKeysWithValues: tags.items.map { ($0.item.value, $0.item.count) }),
      allTags.filter { top(allTags, 5).contains($0.key) }, "disjunctive counts")
    XCTAssertEqual(Set(tags.items.filter(\.isSelected).map(\.item.value)), [first, second])
    let eventCounts = counts("event_name", in: tagged)
    XCTAssertEqual(
      Dictionary(uniqueKeysWithValues: events.items.map { ($0.item.value, $0.item.count) }),
      eventCounts, "conjunctive counts under the tags")

    // An event, and-ed with the tags.
    let event = top(eventCounts, 1)[0]
    events.select(value: event)
    await searcher.settled(timeout: Self.searchTimeout)
    let inEvent = tagged.filter { strings($0["event_name"]).contains(event) }
    XCTAssertEqual(searcher.latestResults?.response.nbHits, inEvent.count)

    // A date range, clamped to the bounds: those of the talks the other refinements leave.
    let eventDates = inEvent.compactMap { $0["date"]?.doubleValue }.sorted()
    XCTAssertEqual(
      dates.bounds, eventDates.first.flatMap { min in eventDates.last.map { min...$0 } })
    let lower = try XCTUnwrap(eventDates.first)
    let middle = eventDates[eventDates.count / 2]
    dates.set((lower - 1_000_000)...middle)
    await searcher.settled(timeout: Self.searchTimeout)
    XCTAssertEqual(dates.range, lower...middle)
    let dated = inEvent.filter { ($0["date"]?.doubleValue ?? .infinity) <= middle }
    XCTAssertEqual(searcher.latestResults?.response.nbHits, dated.count)
    XCTAssertEqual(
      filterState.algoliaFilters,
      "( \"date\":\(lower) TO \(middle) ) AND ( \"event_name\":\"\(event)\" ) AND ( "
        + [first, second].sorted().map { "\"tags\":\"\($0)\"" }.joined(separator: " OR ") + " )")
  }
}
