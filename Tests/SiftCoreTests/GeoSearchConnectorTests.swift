import SiftCore
import SiftTesting
import XCTest

private struct Place: Decodable, Equatable {
  let name: String
}

/// A map as an app writes it: one pin per hit with a location, titled with its distance.
private final class UserMap: GeoHitsController {
  var hitsSource: HitsInteractor<Hit<Place>>?
  var pins: [String] = []
  func reload() {
    pins = (hitsSource?.getCurrentHits() ?? []).compactMap { hit in
      guard let place = hit.geolocation else { return nil }
      let distance = hit.geoDistance.map { " \(Int($0)) m" } ?? ""
      return "\(hit.record.name) @\(place.lat),\(place.lng)\(distance)"
    }
  }
}

@MainActor
final class GeoSearchConnectorTests: XCTestCase {
  private let paris = GeoLocation(lat: 48.8566, lng: 2.3522)

  private func service() -> StubSearchService {
    let service = StubSearchService()
    service.respond { _ in
      SearchResponse(
        hits: [
          [
            "objectID": "1382", "name": "Charles De Gaulle",
            "_geoloc": ["lat": 49.012779, "lng": 2.55],
            "_rankingInfo": [
              "geoDistance": 23000,
              "matchedGeoLocation": ["lat": 49.012779, "lng": 2.55, "distance": 23406],
            ],
          ],
          ["objectID": "7", "name": "Heliport", "_rankingInfo": ["geoDistance": 4000]],
        ], nbHits: 2, page: 0, nbPages: 1, hitsPerPage: 20)
    }
    return service
  }

  func test_searchingAroundAPosition_sendsItsCentreAndRadius_andShowsDistances() async throws {
    let service = service()
    let searcher = HitsSearcher(service: service, indexName: "airports")
    let map = UserMap()
    let geo = GeoSearchConnector<Place>(searcher: searcher, controller: map)
    try geo.interactor.searchAround(paris, radius: .meters(50_000))
    await searcher.settled()

    let sent = try XCTUnwrap(service.receivedBatches.last?.first?.query)
    XCTAssertEqual(sent.aroundLatLng, "48.8566,2.3522")
    XCTAssertEqual(sent.aroundRadius, .meters(50_000))
    XCTAssertEqual(sent.getRankingInfo, true, "distances come from the ranking info")
    XCTAssertNil(sent.insideBoundingBox)
    XCTAssertEqual(
      map.pins, ["Charles De Gaulle @49.012779,2.55 23406 m"], "no pin without a place")
    XCTAssertEqual(geo.interactor.area, .around(paris, radius: .meters(50_000)))
  }

  func test_searchThisArea_replacesTheSearchAroundAPoint_withTheVisibleRegion() async throws {
    let service = service()
    let searcher = HitsSearcher(service: service, indexName: "airports")
    searcher.request.query.page = 2
    let geo = GeoSearchConnector<Place>(searcher: searcher, controller: UserMap())
    try geo.interactor.searchAround(paris)
    let region = GeoBoundingBox(
      northEast: GeoLocation(lat: 49.2, lng: 2.8), southWest: GeoLocation(lat: 48.5, lng: 1.9))
    try geo.interactor.searchInside(region)
    await searcher.settled()

    let sent = try XCTUnwrap(service.receivedBatches.last?.first?.query)
    XCTAssertEqual(sent.insideBoundingBox, [[49.2, 2.8, 48.5, 1.9]])
    XCTAssertNil(sent.aroundLatLng)
    XCTAssertNil(sent.aroundRadius)
    XCTAssertEqual(sent.page ?? 0, 0, "another area starts from the first page")
    XCTAssertEqual(geo.interactor.area, .boundingBox(region))
  }

  func test_searchingInsideAPolygon_sendsInsidePolygon_andClearingRemovesEveryGeoParameter()
    async throws
  {
    let service = service()
    let searcher = HitsSearcher(service: service, indexName: "airports")
    let geo = GeoSearchConnector<Place>(searcher: searcher)
    let triangle = [
      GeoLocation(lat: 49, lng: 2), GeoLocation(lat: 48, lng: 3), GeoLocation(lat: 48, lng: 1),
    ]
    try geo.interactor.searchInside(polygon: triangle)
    await searcher.settled()
    let sent = try XCTUnwrap(service.receivedBatches.last?.first?.query)
    XCTAssertEqual(sent.parameters["insidePolygon"], [[49, 2, 48, 3, 48, 1]])
    XCTAssertEqual(geo.interactor.area, .polygon(triangle))

    geo.interactor.clear()
    await searcher.settled()
    let cleared = try XCTUnwrap(service.receivedBatches.last?.first?.query)
    XCTAssertNil(cleared.parameters["insidePolygon"])
    XCTAssertNil(cleared.aroundLatLng)
    XCTAssertNil(cleared.insideBoundingBox)
    XCTAssertNil(geo.interactor.area)
  }

  func test_anAreaNotOnEarth_isATypedError_andSearchesNothing() async {
    let service = service()
    let searcher = HitsSearcher(service: service, indexName: "airports")
    let geo = GeoSearchConnector<Place>(searcher: searcher)
    XCTAssertThrowsError(try geo.interactor.searchAround(GeoLocation(lat: 91, lng: 0))) {
      XCTAssertEqual(
        $0 as? GeoAreaError, .invalidCoordinates(GeoLocation(lat: 91, lng: 0), role: "centre"))
    }
    XCTAssertThrowsError(
      try geo.interactor.searchInside(polygon: [GeoLocation(lat: 1, lng: 1), paris])
    ) { XCTAssertEqual($0 as? GeoAreaError, .tooFewPolygonPoints(2)) }
    XCTAssertThrowsError(try geo.interactor.searchAround(paris, radius: .meters(-1))) {
      XCTAssertEqual($0 as? GeoAreaError, .negativeRadius(-1))
    }
    XCTAssertEqual(service.receivedCallCount, 0)
    XCTAssertNil(searcher.request.query.aroundLatLng)
    XCTAssertNil(geo.interactor.area)
  }

  func test_anAreaSetOnTheSearcherElsewhere_isReflected() async {
    let searcher = HitsSearcher(service: service(), indexName: "airports")
    let geo = GeoSearchConnector<Place>(searcher: searcher)
    var areas: [GeoArea?] = []
    geo.interactor.onAreaChanged.subscribe(with: self) { _, area in areas.append(area) }
    searcher.request.query.insideBoundingBox = [[10, 20, 0, 0]]  // a deep link
    XCTAssertEqual(
      areas,
      [
        .boundingBox(
          GeoBoundingBox(
            northEast: GeoLocation(lat: 10, lng: 20), southWest: GeoLocation(lat: 0, lng: 0)))
      ])
    XCTAssertTrue(geo.isConnected)
  }
}
