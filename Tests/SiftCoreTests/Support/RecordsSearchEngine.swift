import Foundation
import SiftCore
import SiftTestSupport
import XCTest

/// A minimal in-memory search engine for faceting tests: it applies a query's `filters` with
/// `FilterExpression` and counts the requested facets over the matching records, as Algolia
/// would (no text search, no ranking).
struct RecordsSearchEngine {
  let records: [JSON]

  /// Loads a shared dataset (an array of records) from the response fixtures folder.
  static func fixture(named name: String) throws -> RecordsSearchEngine {
    // `SharedData.fixture(named:)` removes the trailing commas some shared files contain.
    let json = try JSON.parse(SharedData.fixture(named: name))
    return RecordsSearchEngine(records: try XCTUnwrap(json.arrayValue, "\(name) is not an array"))
  }

  func search(_ queries: [IndexedQuery]) throws -> [SearchResponse] {
    try queries.map { try search($0.query) }
  }

  func search(_ query: SearchQuery) throws -> SearchResponse {
    let expression = try FilterExpression.parse(query.filters)
    let matched = records.filter { expression?.matches($0) ?? true }
    var facets: [String: [String: Int]] = [:]
    for attribute in query.facets ?? [] {
      var counts: [String: Int] = [:]
      for record in matched {
        for value in Set(record.scalarValues(of: attribute).compactMap(Self.facetKey)) {
          counts[value, default: 0] += 1
        }
      }
      if !counts.isEmpty {
        facets[attribute] = counts
      }
    }
    let hitsPerPage = query.hitsPerPage ?? 20
    return SearchResponse(
      hits: Array(matched.prefix(hitsPerPage)), nbHits: matched.count, page: query.page ?? 0,
      hitsPerPage: hitsPerPage, exhaustiveFacetsCount: true, facets: facets)
  }

  /// A scalar as a facet value is listed.
  private static func facetKey(_ value: JSON) -> String? {
    switch value {
    case .string(let string): return string
    case .number(let number): return number.description
    case .bool(let bool): return bool ? "true" : "false"
    default: return nil
    }
  }
}
