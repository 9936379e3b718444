#if os(Linux) || os(macOS)
  import Foundation
  import SiftCore
  import SiftLocal
  import SiftTypesense
  import XCTest

  /// The same data in a Typesense collection and in the embedded engine: filter and facet
  /// searches agree on `nbHits`, facet counts and `facets_stats`; exact-title queries find the
  /// record on the first page of both.
  final class TypesenseSearchServiceDifferentialTests: XCTestCase {
    // MARK: Products (the demo's sample catalog)

    func test_products_everyFacetOfAnEmptyQuery_countsAndStatsAsTheEmbeddedEngine() async throws {
      try await assertSame("products", SearchQuery(facets: ["*"]))
      try await assertSame("products", SearchQuery("", facets: ["brand", "price", "rating"]))
    }

    func test_products_filterStrings_andOrNotComparisonsRangesBooleans_countAsTheEmbeddedEngine()
      async throws
    {
      let filters = [
        "brand:Sony", "NOT brand:Sony", "brand:Sony OR brand:Bose", #"brand:"De'Longhi""#,
        "free_shipping:true", "free_shipping:false AND rating >= 4", "price:100 TO 500",
        "NOT price:100 TO 500", "price < 50 OR price > 2000", "rating = 3", "rating != 3",
        "NOT rating > 2", "price >= 99.5 AND price <= 100.5", "rating > 3.5",
        #"(brand:Apple OR type:"Smartphone") AND NOT color:Red"#,
        #"categories:"Cell Phones" AND NOT (color:Black OR color:White)"#,
        #""hierarchicalCategories.lvl1":"Electronics > Audio""#,
        #"NOT ("hierarchicalCategories.lvl0":Appliances AND price > 100)"#,
        "brand:sony AND color:BLUE", "objectID:p12 OR objectID:p13",
        "brand:Sony AND brand:Bose", "rating:4 AND price < 10000.5",
      ]
      for filter in filters {
        try await assertSame(
          "products", SearchQuery(filters: filter, facets: ["brand", "color", "price", "rating"]),
          filter)
      }
    }

    func test_products_legacyFilterLists_countAsTheEmbeddedEngine() async throws {
      var query = SearchQuery(facets: ["brand", "type"])
      query.facetFilters = [["brand:Sony", "brand:Bose"], "color:-Black", "free_shipping:true"]
      query.numericFilters = ["price>=100", ["rating<=2", "rating=5"]]
      try await assertSame("products", query)
      query.facetFilters = ["brand:\\-unknown", "categories:-Cameras"]
      query.numericFilters = ["price:10 TO 60"]
      try await assertSame("products", query)
    }

    func test_products_disjunctiveFacets_countAsTheEmbeddedEngine() async throws {
      var request = HitsSearcher.Request(
        indexName: "products", query: SearchQuery(facets: ["brand", "color", "type", "price"]))
      for brand in ["Sony", "Bose", "Apple"] {
        request.filters.add(
          Filter.Facet(attribute: "brand", value: .string(brand)),
          toGroupWithID: .or(name: "brand", filterType: .facet))
      }
      request.filters.add(
        Filter.Facet(attribute: "color", value: "Black"),
        toGroupWithID: .or(name: "color", filterType: .facet))
      request.filters.add(
        Filter.Numeric(attribute: "price", range: 50...800), toGroupWithID: .and(name: "price"))
      request.disjunctiveFacets = ["type"]
      try await assertSame(request)
    }

    func test_products_hierarchicalMenu_everyLevel_countsAsTheEmbeddedEngine() async throws {
      let levels: [Attribute] = [
        "hierarchicalCategories.lvl0", "hierarchicalCategories.lvl1", "hierarchicalCategories.lvl2",
      ]
      let path = ["Electronics", "Electronics > Audio", "Electronics > Audio > Speakers"]
      for depth in 1...path.count {
        var request = HitsSearcher.Request(
          indexName: "products", query: SearchQuery(facets: ["brand"]))
        request.filters.setHierarchicalAttributes(levels, forGroupNamed: "categories")
        request.filters.setHierarchicalSelection(
          path: zip(levels, path.prefix(depth)).map {
            Filter.Facet(attribute: $0, value: .string($1))
          },
          forGroupNamed: "categories")
        request.filters.add(
          Filter.Facet(attribute: "free_shipping", value: true),
          toGroupWithID: .and(name: "shipping"))
        try await assertSame(request, "depth \(depth)")
      }
    }

    // MARK: Shared datasets

    func test_talks_filtersOnArraysDatesAndRanges_countAsTheEmbeddedEngine() async throws {
      let facets = ["tags", "speakers", "event_name", "languages", "date", "duration_range"]
      let filters = [
        "", "tags:technology", "tags:technology AND NOT languages:French",
        "duration_range:2 OR duration_range:3", "date:1262304000 TO 1293840000",
        "date > 1400000000 AND tags:science", #"event_name:"TEDGlobal 2009""#,
        "NOT tags:technology AND NOT tags:science", "languages:English AND languages:Spanish",
        #"speakers:"Hans Rosling""#,
      ]
      for filter in filters {
        var query = SearchQuery(facets: facets)
        query.filters = filter.isEmpty ? nil : filter
        try await assertSame("talks", query, filter)
      }
    }

    func test_talks_sortedIndex_countsAsTheEmbeddedEnginesReplica() async throws {
      try await assertSame(
        "talks", SearchQuery(filters: "tags:design", facets: ["event_name"]),
        index: "talks_date_asc")
    }

    func test_recipes_fractionalRatingsAndServings_countAsTheEmbeddedEngine() async throws {
      let facets = ["cuisine_path", "servings", "rating"]
      for filter in [
        "", "rating >= 4.5", "servings:4", "rating:4 TO 4.6 AND servings > 6", "NOT rating < 4",
      ] {
        var query = SearchQuery(facets: facets)
        query.filters = filter.isEmpty ? nil : filter
        try await assertSame("recipes", query, filter)
      }
    }

    func test_airports_aroundAPointWithinARadius_countsAndNearestAsTheEmbeddedEngine()
      async throws
    {
      for (center, meters) in [
        ("48.8566,2.3522", 300_000), ("40.7128,-74.0060", 1_000_000), ("-33.87,151.21", 50_000),
      ] {
        var query = SearchQuery(facets: ["country"])
        query.aroundLatLng = center
        query.aroundRadius = .meters(meters)
        let (remote, local) = try await assertSame("airports", query, "\(center) \(meters) m")
        XCTAssertEqual(
          remote.hits.first?["objectID"], local.hits.first?["objectID"], "nearest to \(center)")
      }
    }

    func test_airports_insideBoxesAndPolygons_countAsTheEmbeddedEngine() async throws {
      var boxes = SearchQuery(facets: ["country"])
      boxes.insideBoundingBox = [[51.5, 5.0, 42.0, -5.0], [10, 20, -10, 40]]
      try await assertSame("airports", boxes, "two boxes")
      var wide = SearchQuery(facets: ["country"])
      wide.insideBoundingBox = [[60, 170, 20, -170]]
      try await assertSame("airports", wide, "a box 340° wide")
      var polygon = SearchQuery(facets: ["country"])
      polygon.additionalParameters["insidePolygon"] = [
        [51.0, -5.0, 51.0, 10.0, 43.0, 10.0, 43.0, -5.0, 47.0, 2.0]
      ]
      try await assertSame("airports", polygon, "a polygon")
    }

    // MARK: Queries

    func test_exactTitleQueries_findTheRecordOnTheFirstPageOfBoth() async throws {
      for (name, attribute, step) in [
        ("talks", "name", 157), ("products", "name", 211), ("airports", "name", 313),
        ("recipes", "recipe_name", 97),
      ] {
        let dataset = try await TypesenseDatasets.shared.dataset(name)
        let service = try await TypesenseDatasets.shared.service()
        var checked = 0
        for record in stride(from: 0, to: dataset.records.count, by: step).map({
          dataset.records[$0]
        }) {
          guard let title = record[attribute]?.stringValue, !title.isEmpty else { continue }
          let query = IndexedQuery(indexName: name, query: SearchQuery(title))
          let remote = try await service.search([query])[0]
          let local = try await dataset.local.search([query])[0]
          for (engine, response) in [("Typesense", remote), ("embedded", local)] {
            XCTAssertTrue(
              response.hits.contains { $0[attribute] == .string(title) },
              "\(engine) lacks \(title.debugDescription) on the first page of \(name)")
          }
          checked += 1
        }
        XCTAssertGreaterThan(checked, 5, name)
      }
    }

    // MARK: Comparing

    /// Searches `query` on both engines and compares `nbHits`, facets and stats.
    @discardableResult
    private func assertSame(
      _ dataset: String, _ query: SearchQuery, _ label: String = "", index: String? = nil,
      file: StaticString = #filePath, line: UInt = #line
    ) async throws -> (SearchResponse, SearchResponse) {
      var query = query
      query.maxValuesPerFacet = query.maxValuesPerFacet ?? 1_000
      return try await assertSame(
        HitsSearcher.Request(indexName: index ?? dataset, query: query), label, dataset: dataset,
        file: file, line: line)
    }

    /// Sends `request`'s search plan (its disjunctive and hierarchical queries included) to
    /// both engines, merges, and compares `nbHits`, facets and stats.
    @discardableResult
    private func assertSame(
      _ request: HitsSearcher.Request, _ label: String = "", dataset: String? = nil,
      file: StaticString = #filePath, line: UInt = #line
    ) async throws -> (SearchResponse, SearchResponse) {
      var request = request
      request.query.maxValuesPerFacet = request.query.maxValuesPerFacet ?? 1_000
      let data = try await TypesenseDatasets.shared.dataset(dataset ?? request.indexName)
      let service = try await TypesenseDatasets.shared.service()
      let plan = SearchPlan(request)
      let remote = try plan.merge(try await service.search(plan.queries))
      let local = try plan.merge(try await data.local.search(plan.queries))
      let context = "\(request.indexName) \(label)"
      XCTAssertEqual(remote.nbHits, local.nbHits, "nbHits, \(context)", file: file, line: line)
      let remoteFacets = Self.nonEmpty(remote.facets)
      let localFacets = Self.nonEmpty(local.facets)
      XCTAssertEqual(
        Set(remoteFacets.keys), Set(localFacets.keys), "faceted attributes, \(context)",
        file: file, line: line)
      let limit = request.query.maxValuesPerFacet ?? 1_000
      for (attribute, localCounts) in localFacets {
        var expected = Self.typesenseValues(localCounts)
        var actual = Self.typesenseValues(remoteFacets[attribute] ?? [:])
        if localCounts.count >= limit || (remoteFacets[attribute]?.count ?? 0) >= limit {
          // Only the top values are listed, and values of the lowest count listed tie with
          // values left out: compare the values counted more often than that.
          let floor = max(expected.values.min() ?? 0, actual.values.min() ?? 0)
          expected = expected.filter { $0.value > floor }
          actual = actual.filter { $0.value > floor }
        }
        let differing = Set(actual.keys).union(expected.keys).filter { actual[$0] != expected[$0] }
        XCTAssertTrue(
          differing.isEmpty,
          "facet \(attribute), \(context): "
            + differing.sorted().prefix(8).map {
              "\($0.debugDescription): Typesense \(actual[$0] ?? 0), embedded \(expected[$0] ?? 0)"
            }.joined(separator: "; "), file: file, line: line)
      }
      let remoteStats = remote.facetsStats ?? [:]
      let localStats = local.facetsStats ?? [:]
      XCTAssertEqual(
        Set(remoteStats.keys), Set(localStats.keys), "facets_stats, \(context)", file: file,
        line: line)
      for (attribute, expected) in localStats {
        guard let actual = remoteStats[attribute] else { continue }
        XCTAssertEqual(
          actual.min, expected.min, "min \(attribute), \(context)", file: file, line: line)
        XCTAssertEqual(
          actual.max, expected.max, "max \(attribute), \(context)", file: file, line: line)
        // Typesense stores floats in single precision: sums of them agree to 1 part in 10⁶.
        for (name, value, reference) in [
          ("avg", actual.avg, expected.avg), ("sum", actual.sum, expected.sum),
        ] {
          guard let value, let reference else {
            XCTAssertEqual(
              value, reference, "\(name) \(attribute), \(context)", file: file, line: line)
            continue
          }
          XCTAssertEqual(
            value, reference, accuracy: max(abs(reference), 1) * 1e-6,
            "\(name) \(attribute), \(context)", file: file, line: line)
        }
      }
      return (remote, local)
    }

    /// Facet counts by value as Typesense tells values apart: it counts values that differ only
    /// in case, accents, punctuation or surrounding spaces as one (`TED@NYC` and `TEDNYC`).
    private static func typesenseValues(_ counts: [String: Int]) -> [String: Int] {
      var result: [String: Int] = [:]
      for (value, count) in counts {
        let folded = value.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        let kept = String(folded.filter { $0.isLetter || $0.isNumber || $0 == " " })
        let key = kept.split(separator: " ").joined(separator: " ")
        result[key, default: 0] += count
      }
      return result
    }

    /// Facets without the attributes that have no values.
    private static func nonEmpty(_ facets: [String: [String: Int]]?) -> [String: [String: Int]] {
      (facets ?? [:]).filter { !$0.value.isEmpty }
    }
  }
#endif
