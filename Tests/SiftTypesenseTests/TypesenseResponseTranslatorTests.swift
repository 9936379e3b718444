import SiftCore
import XCTest

@testable import SiftTypesense

/// Typesense's search results read as Algolia's response.
final class TypesenseResponseTranslatorTests: XCTestCase {
  private static let schema = TypesenseCollectionSchema(
    name: "places",
    fields: [
      .init(name: "name", type: "string"), .init(name: "price", type: "float", facet: true),
      .init(name: "stars", type: "int32", facet: true),
      .init(name: "city", type: "string", facet: true), .init(name: "_geoloc", type: "geopoint"),
    ])

  private func reading(
    _ query: SearchQuery = SearchQuery(), page: Int = 0, hitsPerPage: Int = 20,
    change: (inout TypesenseResponseReading) -> Void = { _ in }
  ) -> TypesenseResponseReading {
    var reading = TypesenseResponseReading(
      indexName: "places", query: query,
      queryWords: TypesenseQueryTranslator.words(of: query.query ?? ""), page: page,
      hitsPerPage: hitsPerPage, window: nil, highlighted: [], snippeted: [], preTag: "<em>",
      postTag: "</em>", ellipsis: "…", retrieval: .all, geoField: "_geoloc", geoCenter: nil,
      getRankingInfo: false, clickAnalytics: false, responseFields: nil, renderingContent: nil,
      schema: Self.schema, grouped: false)
    change(&reading)
    return reading
  }

  private func hit(_ document: JSON, highlight: JSON = [:], extra: [String: JSON] = [:]) -> JSON {
    var object: [String: JSON] = ["document": document, "highlight": highlight]
    object.merge(extra) { _, new in new }
    return .object(object)
  }

  func test_counts_pagesAndTime_readAsAlgolias() throws {
    let result: JSON = [
      "found": 45, "hits": [], "search_time_ms": 3, "page": 3, "out_of": 100,
      "search_cutoff": false,
    ]
    let response = try TypesenseResponseTranslator(
      reading: reading(SearchQuery("tower"), page: 2, hitsPerPage: 20)
    ).response(from: result)
    XCTAssertEqual(response.nbHits, 45)
    XCTAssertEqual(response.page, 2)
    XCTAssertEqual(response.nbPages, 3)
    XCTAssertEqual(response.hitsPerPage, 20)
    XCTAssertEqual(response.processingTimeMS, 3)
    XCTAssertEqual(response.exhaustiveNbHits, true)
    XCTAssertEqual(response.query, "tower")
    XCTAssertEqual(response.index, "places")
    XCTAssertEqual(response.params, SearchQuery("tower").urlEncodedParameters)
  }

  func test_aHit_isItsDocument_withIDAsObjectID_andTheGeopointAsGeoloc() throws {
    let result: JSON = [
      "found": 1,
      "hits": [
        hit(["id": "7", "name": "Eiffel", "_geoloc": [48.8584, 2.2945], "price": 29.5])
      ],
    ]
    let response = try TypesenseResponseTranslator(reading: reading()).response(from: result)
    XCTAssertEqual(
      response.hits,
      [
        [
          "objectID": "7", "name": "Eiffel", "price": 29.5,
          "_geoloc": ["lat": 48.8584, "lng": 2.2945],
        ]
      ])
    let decoded = try Hit<JSON>(json: response.hits[0])
    XCTAssertEqual(decoded.geolocation, GeoLocation(lat: 48.8584, lng: 2.2945))
  }

  func test_facetCountsAndStats_withFloatExtremesReadBackAtTheirWrittenPrecision() throws {
    let result: JSON = [
      "found": 3, "hits": [],
      "facet_counts": [
        [
          "field_name": "price", "counts": [["value": "199.99", "count": 2]],
          "stats": [
            "min": 199.99000549316406, "max": 1234.989990234375, "avg": 544.9900004069010,
            "sum": 1634.97, "total_values": 2,
          ],
        ],
        [
          "field_name": "stars", "counts": [["value": "4", "count": 3]],
          "stats": ["min": 4, "max": 4, "avg": 4, "sum": 12],
        ],
        [
          "field_name": "city", "counts": [["value": "Paris", "count": 3]],
          "stats": ["total_values": 1],
        ],
      ],
    ]
    let response = try TypesenseResponseTranslator(reading: reading()).response(from: result)
    XCTAssertEqual(
      response.facets, ["price": ["199.99": 2], "stars": ["4": 3], "city": ["Paris": 3]])
    XCTAssertEqual(response.facetsStats?["price"]?.min, 199.99)
    XCTAssertEqual(response.facetsStats?["price"]?.max, 1234.99)
    XCTAssertEqual(response.facetsStats?["stars"], FacetStats(min: 4, max: 4, avg: 4, sum: 12))
    XCTAssertNil(response.facetsStats?["city"], "text facets have no stats")
  }

  func test_groupedHits_areListedInGroupOrder_andTheWindowSlicesThePage() throws {
    let result: JSON = [
      "found": 2,
      "grouped_hits": [
        ["group_key": ["a"], "hits": [hit(["id": "1"]), hit(["id": "2"])]],
        ["group_key": ["b"], "hits": [hit(["id": "3"])]],
      ],
    ]
    let grouped = try TypesenseResponseTranslator(reading: reading { $0.grouped = true })
      .response(from: result)
    XCTAssertEqual(grouped.hits.map { $0["objectID"] }, ["1", "2", "3"])
    XCTAssertEqual(grouped.nbHits, 2)

    let page: JSON = ["found": 9, "hits": .array((1...5).map { hit(["id": .string("\($0)")]) })]
    let sliced = try TypesenseResponseTranslator(
      reading: reading {
        $0.window = .init(offset: 7, length: 2, skip: 2)
      }
    ).response(from: page)
    XCTAssertEqual(sliced.hits.map { $0["objectID"] }, ["3", "4"])
    XCTAssertEqual(sliced.additionalFields["offset"], 7)
    XCTAssertEqual(sliced.additionalFields["length"], 2)
  }

  func test_retrieval_dropsTheAttributesOnlyFetchedForHighlighting() throws {
    let result: JSON = [
      "found": 1, "hits": [hit(["id": "1", "name": "Louvre", "city": "Paris", "price": 17])],
    ]
    let response = try TypesenseResponseTranslator(
      reading: reading(SearchQuery("louvre")) {
        $0.retrieval = .only(["name"])
        $0.highlighted = ["city"]
      }
    ).response(from: result)
    XCTAssertEqual(response.hits[0]["name"], "Louvre")
    XCTAssertNil(response.hits[0]["city"])
    XCTAssertNil(response.hits[0]["price"])
    XCTAssertEqual(response.hits[0]["_highlightResult"]?["city"]?["value"], "Paris")
  }

  func test_rankingInfo_queryIDAndAroundLatLng_whenAsked() throws {
    let result: JSON = [
      "found": 1,
      "hits": [
        hit(
          ["id": "1", "_geoloc": [48.86, 2.35]],
          extra: [
            "geo_distance_meters": ["_geoloc": 1_234],
            "text_match_info": ["tokens_matched": 2],
          ])
      ],
    ]
    let response = try TypesenseResponseTranslator(
      reading: reading {
        $0.getRankingInfo = true
        $0.clickAnalytics = true
        $0.geoCenter = GeoLocation(lat: 48.85, lng: 2.35)
      }
    ).response(from: result)
    let info = try XCTUnwrap(response.hits[0]["_rankingInfo"])
    XCTAssertEqual(info["geoDistance"], 1_234)
    XCTAssertEqual(info["words"], 2)
    XCTAssertEqual(info["matchedGeoLocation"], ["lat": 48.86, "lng": 2.35, "distance": 1_234])
    XCTAssertEqual(try Hit<JSON>(json: response.hits[0]).geoDistance, 1_234)
    XCTAssertEqual(response.queryID?.count, 32)
    XCTAssertEqual(response.aroundLatLng, "48.85,2.35")
  }

  func test_responseFields_keepOnlyTheFieldsNamed() throws {
    let result: JSON = ["found": 4, "hits": [hit(["id": "1"])], "search_time_ms": 1]
    let response = try TypesenseResponseTranslator(
      reading: reading { $0.responseFields = ["nbHits", "hits"] }
    ).response(from: result)
    XCTAssertEqual(response.nbHits, 4)
    XCTAssertEqual(response.hits.count, 1)
    XCTAssertNil(response.page)
    XCTAssertNil(response.processingTimeMS)
    XCTAssertNil(response.params)
  }

  func test_aResultOfTheWrongShape_isADescribedError() {
    for (result, fragment) in [
      (JSON.array([]), "expected a result object"), (["hits": []], "missing found"),
      (["found": 1, "hits": [["document": ["name": "x"]]]], "no string id"),
      (["found": 1], "missing hits"),
    ] as [(JSON, String)] {
      XCTAssertThrowsError(
        try TypesenseResponseTranslator(reading: reading()).response(from: result)
      ) { error in
        XCTAssertTrue("\(error)".contains(fragment), "\(error)")
      }
    }
  }
}
