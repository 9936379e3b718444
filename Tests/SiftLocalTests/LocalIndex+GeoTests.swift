import Foundation
import SiftCore
import SiftTestSupport
import XCTest

@testable import SiftLocal

/// Geo parameters: `insidePolygon`, the automatic radius of `aroundLatLng` (with
/// `minimumAroundRadius`), `aroundRadius: "all"`, and which constraint wins when several are
/// given. Expected figures on the airports dataset come from Tests/References/geo_reference.py
/// (run on ../shared).
final class LocalIndexGeoTests: XCTestCase {
  private static let france: [Double] = [
    51.1, 2.5, 48.0, -4.8, 43.3, -1.8, 42.4, 3.2, 43.8, 7.5, 49.0, 8.2,
  ]
  private static let japan: [Double] = [45.5, 141.0, 34.0, 129.5, 31.0, 130.5, 35.0, 140.5]

  private func airports() throws -> LocalIndex {
    let folder = try SharedData.dataset("airports")
    let settings = try LocalIndexSettings(json: [
      "searchableAttributes": ["name", "city", "iata_code", "country"],
      "attributesForFaceting": ["country"],
      "customRanking": ["desc(links_count)"],
    ])
    return try LocalIndex(
      name: "airports", settings: settings,
      contentsOf: folder.appendingPathComponent("airports.json"))
  }

  private func search(_ index: LocalIndex, _ configure: (inout SearchQuery) -> Void) throws
    -> SearchResponse
  {
    var query = SearchQuery("", facets: ["country"], hitsPerPage: 5)
    configure(&query)
    return try index.search(query)
  }

  private func codes(_ response: SearchResponse) -> [String] {
    response.hits.compactMap { $0["iata_code"]?.stringValue }
  }

  func test_airports_aroundLatLngWithoutRadius_holdsTheThousandNearest() throws {
    let index = try airports()
    let paris = try search(index) { $0.aroundLatLng = "48.8566,2.3522" }
    XCTAssertEqual(paris.nbHits, 1000)
    XCTAssertEqual(paris.additionalFields["automaticRadius"], "5439180")
    XCTAssertEqual(codes(paris), ["ORY", "CDG", "BVA", "XCR", "DOL"])
    // The radius comes from the records around the point, not from the query's matches.
    let french = try search(index) {
      $0.aroundLatLng = "48.8566,2.3522"
      $0.filters = "country:France"
    }
    XCTAssertEqual(french.nbHits, 54)
    // minimumAroundRadius is a floor: it widens a small radius and leaves a larger one.
    let wider = try search(index) {
      $0.aroundLatLng = "48.8566,2.3522"
      $0.additionalParameters["minimumAroundRadius"] = 7_000_000
    }
    XCTAssertEqual(wider.nbHits, 1467)
    XCTAssertEqual(wider.additionalFields["automaticRadius"], "7000000")
    let floor = try search(index) {
      $0.aroundLatLng = "48.8566,2.3522"
      $0.additionalParameters["minimumAroundRadius"] = 1000
    }
    XCTAssertEqual(floor.nbHits, 1000)
    // A radius given is used as it is, and minimumAroundRadius is then ignored.
    let given = try search(index) {
      $0.aroundLatLng = "48.8566,2.3522"
      $0.aroundRadius = .meters(7_000_000)
      $0.additionalParameters["minimumAroundRadius"] = 1
    }
    XCTAssertEqual(given.nbHits, 1467)
    XCTAssertNil(given.additionalFields["automaticRadius"])
  }

  func test_airports_aroundRadiusAll_keepsEveryLocatedRecord_nearestFirst() throws {
    let index = try airports()
    let all = try search(index) {
      $0.aroundLatLng = "48.8566,2.3522"
      $0.aroundRadius = .all
    }
    XCTAssertEqual(all.nbHits, 3282)
    XCTAssertEqual(codes(all), ["ORY", "CDG", "BVA", "XCR", "DOL"])
    XCTAssertNil(all.additionalFields["automaticRadius"])
  }

  func test_airports_insidePolygon_oneOrSeveral() throws {
    let index = try airports()
    let france = try search(index) {
      $0.additionalParameters["insidePolygon"] = .array(Self.france.map { JSON($0) })
    }
    XCTAssertEqual(france.nbHits, 55)
    XCTAssertEqual(
      Set(france.facets?["country"]?.keys.map { $0 } ?? []),
      ["France", "Germany", "Italy", "Luxembourg", "Spain", "Switzerland"])
    let both = try search(index) {
      $0.additionalParameters["insidePolygon"] = [
        .array(Self.france.map { JSON($0) }), .array(Self.japan.map { JSON($0) }),
      ]
    }
    XCTAssertEqual(both.nbHits, 98)
    XCTAssertEqual(both.facets?["country"]?["Japan"], 43)
    // The comma-separated form of one polygon.
    let text = try search(index) {
      $0.additionalParameters["insidePolygon"] = .string(
        Self.japan.map { "\($0)" }.joined(separator: ","))
    }
    XCTAssertEqual(text.nbHits, 43)
    // aroundLatLng is ignored beside a polygon (Algolia's documented rule).
    let withCenter = try search(index) {
      $0.additionalParameters["insidePolygon"] = .array(Self.japan.map { JSON($0) })
      $0.aroundLatLng = "48.8566,2.3522"
      $0.aroundRadius = .meters(1000)
    }
    XCTAssertEqual(withCenter.nbHits, 43)
  }

  func test_boundingBoxWinsOverPolygons_andPolygonsAreChecked() throws {
    let records: [JSON] = [
      ["objectID": "inside", "_geoloc": ["lat": 1, "lng": 1]],
      ["objectID": "box", "_geoloc": ["lat": 5, "lng": 5]],
      ["objectID": "none"],
    ]
    let index = try Fixtures.index(records)
    func ids(_ parameters: [String: JSON], box: [[Double]]? = nil) throws -> [String] {
      var query = SearchQuery("", additionalParameters: parameters)
      query.insideBoundingBox = box
      return Fixtures.ids(try index.search(query)).sorted()
    }
    let triangle: JSON = [0, 0, 0, 3, 3, 0]
    XCTAssertEqual(try ids(["insidePolygon": triangle]), ["inside"])
    XCTAssertEqual(try ids(["insidePolygon": triangle], box: [[4, 4, 6, 6]]), ["box"])
    for bad: JSON in [
      [0, 0, 0, 3], [0, 0, 0, 3, 3], [[0, 0, 0, 3, 3, 0], "x"], [0, 0, 0, 3, 95, 0],
    ] {
      XCTAssertThrowsError(try ids(["insidePolygon": bad])) {
        guard case .invalidParameter("insidePolygon", _)? = $0 as? LocalIndexError else {
          return XCTFail("unexpected \($0)")
        }
      }
    }
    XCTAssertThrowsError(try ids(["minimumAroundRadius": 0]))
  }
}
