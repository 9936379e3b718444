#if os(Linux) || os(macOS)
  import Foundation
  import SiftCore
  import XCTest

  @testable import SiftTypesense

  /// `TypesenseSearchService` against a real server: one call per batch of searches, the schema
  /// read once, facet values searches, distinct, offset and length, snippets, query IDs.
  final class TypesenseSearchServiceTests: XCTestCase {
    private func products() async throws -> TypesenseSearchService {
      _ = try await TypesenseDatasets.shared.dataset("products")
      return try await TypesenseDatasets.shared.service()
    }

    func test_aSearchPlan_mainDisjunctiveAndHierarchical_isOneMultiSearchCall() async throws {
      let service = try await products()
      var request = HitsSearcher.Request(
        indexName: "products", query: SearchQuery("phone", facets: ["brand", "color"]))
      for brand in ["Apple", "Samsung"] {
        request.filters.add(
          Filter.Facet(attribute: "brand", value: .string(brand)),
          toGroupWithID: .or(name: "brand", filterType: .facet))
      }
      request.filters.add(
        Filter.Facet(attribute: "color", value: "Black"),
        toGroupWithID: .or(name: "color", filterType: .facet))
      let levels: [Attribute] = ["hierarchicalCategories.lvl0", "hierarchicalCategories.lvl1"]
      request.filters.setHierarchicalAttributes(levels, forGroupNamed: "categories")
      request.filters.setHierarchicalSelection(
        path: [
          Filter.Facet(attribute: levels[0], value: "Cell Phones"),
          Filter.Facet(attribute: levels[1], value: "Cell Phones > Smartphones"),
        ], forGroupNamed: "categories")
      let plan = SearchPlan(request)
      XCTAssertEqual(plan.queries.count, 5, "main, two disjunctive and two hierarchical queries")
      _ = try await service.schema(ofCollection: "products")
      let before = service.memory.callCounts
      let merged = try plan.merge(try await service.search(plan.queries))
      let after = service.memory.callCounts
      XCTAssertEqual(
        after["POST /multi_search", default: 0] - before["POST /multi_search", default: 0], 1)
      XCTAssertEqual(after.values.reduce(0, +) - before.values.reduce(0, +), 1, "no other call")
      XCTAssertEqual(merged.facets?["brand"]?.keys.contains("Apple"), true)
    }

    func test_aCollectionsSchema_isReadOnce_byAllItsSearches() async throws {
      _ = try await products()
      let server = try await TypesenseDatasets.shared.sharedServer()
      let service = server.service()
      for text in ["phone", "camera", "laptop"] {
        _ = try await service.search([IndexedQuery(indexName: "products", query: SearchQuery(text))]
        )
      }
      XCTAssertEqual(service.memory.callCounts["GET /collections/products"], 1)
      XCTAssertEqual(service.memory.callCounts["POST /multi_search"], 3)
    }

    func test_facetValuesSearch_findsValuesUnderTheSearchsFilters_withSiftsTags() async throws {
      let service = try await products()
      let dataset = try await TypesenseDatasets.shared.dataset("products")
      var query = SearchQuery(filters: #"type:"Smartphone""#)
      query.highlightPreTag = "<b>"
      query.highlightPostTag = "</b>"
      let response = try await service.searchForFacetValues(
        FacetValuesQuery(indexName: "products", attribute: "brand", facetQuery: "go", query: query))
      let expected = dataset.records.count {
        $0["brand"] == "Google" && $0["type"] == "Smartphone"
      }
      XCTAssertEqual(
        response.facetHits,
        [FacetHit(value: "Google", highlighted: "<b>Go</b>ogle", count: expected)])

      let top = try await service.searchForFacetValues(
        FacetValuesQuery(indexName: "products", attribute: "color", facetQuery: "", maxFacetHits: 3)
      )
      XCTAssertEqual(top.facetHits.count, 3)
      XCTAssertEqual(top.facetHits.map(\.count), top.facetHits.map(\.count).sorted(by: >))
      do {
        _ = try await service.searchForFacetValues(
          FacetValuesQuery(indexName: "products", attribute: "name", facetQuery: "a"))
        XCTFail("expected an error")
      } catch SearchError.invalidRequest(let description) {
        XCTAssertTrue(description.contains("name is not a facet field"), description)
      }
    }

    func test_distinct_keepsOneHitPerBrand_andCountsTheBrands() async throws {
      _ = try await products()
      let server = try await TypesenseDatasets.shared.sharedServer()
      let dataset = try await TypesenseDatasets.shared.dataset("products")
      var configuration = TypesenseSearchService.Configuration()
      var parameters = dataset.setup.parameters
      parameters.distinctAttribute = "brand"
      configuration.collections["products"] = parameters
      let service = server.service(configuration: configuration)
      var query = SearchQuery(filters: "categories:Audio", hitsPerPage: 50)
      query.distinct = true
      let response = try await service.search([IndexedQuery(indexName: "products", query: query)])[
        0]
      let brands = Set(
        dataset.records.filter { ($0["categories"]?.arrayValue ?? []).contains("Audio") }
          .compactMap { $0["brand"]?.stringValue })
      XCTAssertEqual(response.nbHits, brands.count)
      XCTAssertEqual(Set(response.hits.compactMap { $0["brand"]?.stringValue }), brands)
      XCTAssertEqual(response.hits.count, brands.count, "one hit per brand")
    }

    func test_offsetAndLength_returnTheSameHitsAsTheirPlaceInTheList() async throws {
      let service = try await products()
      let all = try await service.search([
        IndexedQuery(
          indexName: "products", query: SearchQuery(filters: "brand:Sony", hitsPerPage: 40))
      ])[0]
      var window = SearchQuery(filters: "brand:Sony")
      window.offset = 13
      window.length = 9
      let slice = try await service.search([IndexedQuery(indexName: "products", query: window)])[0]
      XCTAssertEqual(slice.hits.map { $0["objectID"] }, all.hits[13..<22].map { $0["objectID"] })
      XCTAssertEqual(slice.nbHits, all.nbHits)
    }

    func test_snippets_areCutAroundTheMatch_andAQueryIDComesWithClickAnalytics() async throws {
      let service = try await products()
      var query = SearchQuery("stabilization")
      query.attributesToSnippet = ["description:4"]
      query.clickAnalytics = true
      let response = try await service.search([IndexedQuery(indexName: "products", query: query)])[
        0]
      let snippet = try XCTUnwrap(response.hits.first?["_snippetResult"]?["description"])
      let value = try XCTUnwrap(snippet["value"]?.stringValue)
      XCTAssertTrue(value.contains("<em>stabilization</em>"), value)
      XCTAssertEqual(value.split(separator: " ").count, 4, value)
      XCTAssertTrue(value.hasPrefix("…") && value.hasSuffix("…"), value)
      XCTAssertEqual(snippet["matchLevel"], "full")
      XCTAssertEqual(response.queryID?.count, 32)
    }
  }
#endif
