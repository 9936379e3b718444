import Foundation
import Sift
import SiftTestSupport
import SiftTesting
import XCTest

/// Geo search on the embedded engine over the airports dataset: the airports found and their
/// distances agree with a computation of the test's own (the spherical law of cosines).
@MainActor
final class GeoSearchConnectorLocalSearchServiceTests: XCTestCase {
  struct Airport: Decodable {
    let name: String
    let iata_code: String
  }

  private static let paris = GeoLocation(lat: 48.8566, lng: 2.3522)

  private func airports() throws -> (LocalSearchService, [JSON]) {
    let url = try SharedData.dataset("airports").appendingPathComponent("airports.json")
    let records = try XCTUnwrap(JSON.parse(Data(contentsOf: url)).arrayValue)
    let service = LocalSearchService()
    try service.createIndex(
      named: "airports", records: records,
      settings: LocalIndexSettings(json: [
        "searchableAttributes": ["name", "city", "iata_code"],
        "customRanking": ["desc(links_count)"],
      ]))
    return (service, records)
  }

  /// Meters between two points on a sphere of Algolia's 6,371 km radius.
  private func meters(_ a: GeoLocation, _ b: GeoLocation) -> Double {
    let radians = Double.pi / 180
    let cosine =
      sin(a.lat * radians) * sin(b.lat * radians)
      + cos(a.lat * radians) * cos(b.lat * radians) * cos((b.lng - a.lng) * radians)
    return 6_371_000 * acos(min(1, max(-1, cosine)))
  }

  private func location(_ record: JSON) -> GeoLocation? {
    guard let lat = record["_geoloc"]?["lat"]?.doubleValue,
      let lng = record["_geoloc"]?["lng"]?.doubleValue
    else { return nil }
    return GeoLocation(lat: lat, lng: lng)
  }

  func test_aroundParisWithin250km_findsTheAirportsThatAreThere_nearestFirst() async throws {
    let (service, records) = try airports()
    let expected = Set(
      records.compactMap { record -> String? in
        guard let place = location(record), meters(place, Self.paris) <= 250_000 else { return nil }
        return record["iata_code"]?.stringValue
      })
    XCTAssertEqual(expected.count, 10)
    XCTAssertTrue(expected.isSuperset(of: ["CDG", "ORY", "BVA", "CRL"]))

    let searcher = HitsSearcher(
      service: service, indexName: "airports", query: SearchQuery(hitsPerPage: 100))
    let map = GeoHitsObservableController<Airport>()
    let geo = GeoSearchConnector<Airport>(searcher: searcher, controller: map)
    try geo.interactor.searchAround(Self.paris, radius: .meters(250_000))
    await searcher.settled()

    XCTAssertEqual(Set(map.hits.map(\.record.iata_code)), expected)
    let distances = map.hits.compactMap(\.geoDistance)
    XCTAssertEqual(distances.count, map.hits.count, "every hit has its distance")
    XCTAssertEqual(distances, distances.sorted(), "nearest first")
    for hit in map.hits {
      let place = try XCTUnwrap(hit.geolocation)
      XCTAssertEqual(try XCTUnwrap(hit.geoDistance), meters(place, Self.paris), accuracy: 1)
    }
  }

  func test_searchThisArea_findsTheAirportsInTheVisibleRegion() async throws {
    let (service, records) = try airports()
    let region = GeoBoundingBox(
      northEast: GeoLocation(lat: 51.7, lng: 0.4), southWest: GeoLocation(lat: 51.2, lng: -0.6))
    let expected = Set(
      records.compactMap { record -> String? in
        guard let place = location(record), (51.2...51.7).contains(place.lat),
          (-0.6...0.4).contains(place.lng)
        else { return nil }
        return record["iata_code"]?.stringValue
      })
    XCTAssertTrue(expected.isSuperset(of: ["LHR", "LCY"]), "London's airports")

    let searcher = HitsSearcher(
      service: service, indexName: "airports", query: SearchQuery(hitsPerPage: 100))
    let map = GeoHitsObservableController<Airport>()
    let geo = GeoSearchConnector<Airport>(searcher: searcher, controller: map)
    try geo.interactor.searchInside(region)
    await searcher.settled()
    XCTAssertEqual(Set(map.pinnedHits.map(\.record.iata_code)), expected)
  }
}
