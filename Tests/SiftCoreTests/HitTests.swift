import Foundation
import SiftCore
import XCTest

final class HitTests: XCTestCase {
  private struct Product: Decodable, Equatable, Sendable {
    var objectID: String
    var name: String
    var price: Double
  }

  private let response = SearchResponse(hits: [
    [
      "objectID": "1", "name": "Echo", "price": 99.99,
      "_highlightResult": [
        "name": ["value": "<em>Ech</em>o", "matchLevel": "partial"],
        "brand": ["name": ["value": "<em>Ama</em>zon"]],
        "tags": [["value": "<em>smart</em>"], ["value": "speaker"]],
      ],
      "_snippetResult": ["name": ["value": "…<em>Ech</em>o…"]],
      "_rankingInfo": ["nbTypos": 0],
      "_geoloc": ["lat": 48.85, "lng": "2.35"],
    ],
    [
      "objectID": "2", "name": "Dot", "price": 49,
      "_geoloc": [["lat": 1, "lng": 2], ["lat": 3, "lng": 4]],
    ],
  ])

  func test_hitsAs_decodesRecordsAndMetadata() throws {
    let hits = try response.hits(as: Product.self)
    XCTAssertEqual(
      hits.map(\.record),
      [
        Product(objectID: "1", name: "Echo", price: 99.99),
        Product(objectID: "2", name: "Dot", price: 49),
      ])
    XCTAssertEqual(hits.map(\.objectID), ["1", "2"])
    XCTAssertEqual(hits[0].rankingInfo, ["nbTypos": 0])
    XCTAssertEqual(hits[0].geolocation, GeoLocation(lat: 48.85, lng: 2.35))
    XCTAssertEqual(hits[1].geolocation, GeoLocation(lat: 1, lng: 2))
    XCTAssertNil(hits[1].highlightResult)
    XCTAssertEqual(hits[0].highlightResult?[path: "name.matchLevel"], "partial")
  }

  func test_highlighted_readsHighlightResultValues() throws {
    let hit = try XCTUnwrap(response.hits(as: Product.self).first)
    XCTAssertEqual(hit.highlighted("name")?.string, "Echo")
    XCTAssertEqual(hit.highlighted("name")?.segments.first, .init("Ech", isHighlighted: true))
    XCTAssertEqual(hit.highlighted("brand.name")?.string, "Amazon")
    XCTAssertEqual(hit.highlighted("tags.0")?.string, "smart")
    XCTAssertEqual(hit.highlightedValues("tags").map(\.string), ["smart", "speaker"])
    XCTAssertNil(hit.highlighted("missing"))
    XCTAssertEqual(hit.snippeted("name")?.string, "…Echo…")
  }

  func test_hitIsSendableAndEquatableWhenItsRecordIs() throws {
    func requireSendable<T: Sendable>(_ value: T) -> T { value }
    let hits = requireSendable(try response.hits(as: Product.self))
    XCTAssertEqual(hits, try response.hits(as: Product.self))
    XCTAssertEqual(Set(try response.hits(as: JSON.self)).count, 2)
  }

  func test_jsonRecords_keepTheWholeHit() throws {
    let hits = try response.hits(as: JSON.self)
    XCTAssertEqual(hits[1].record["name"], "Dot")
    XCTAssertEqual(hits[0].record[path: "_rankingInfo.nbTypos"], 0)
    let numeric = try SearchResponse(hits: [["objectID": 42]]).hits(as: JSON.self)
    XCTAssertEqual(numeric.first?.objectID, "42")
  }

  func test_wrongType_errorNamesPositionAndKeyPath() {
    let bad = SearchResponse(hits: [
      ["objectID": "1", "name": "Echo", "price": 99.99],
      ["objectID": "2", "name": "Dot", "price": "cheap"],
    ])
    XCTAssertThrowsError(try bad.hits(as: Product.self)) { error in
      guard let error = error as? HitDecodingError else { return XCTFail("unexpected \(error)") }
      XCTAssertEqual(error.position, 1)
      XCTAssertEqual(error.objectID, "2")
      XCTAssertEqual(error.codingPath, "price")
      XCTAssertEqual(error.keyPath, "hits[1].price")
      XCTAssertTrue(error.description.contains("hits[1].price"), error.description)
      XCTAssertTrue(error.localizedDescription.contains("hits[1]"))
    }
  }

  func test_nestedAndMissingKeys_areNamed() {
    struct Variant: Decodable { var size: Int }
    struct Shirt: Decodable { var variants: [Variant] }
    let bad = SearchResponse(hits: [
      ["objectID": "a", "variants": [["size": 1]]],
      ["objectID": "b", "variants": [["size": 1], ["size": "L"]]],
    ])
    XCTAssertThrowsError(try bad.hits(as: Shirt.self)) { error in
      XCTAssertEqual((error as? HitDecodingError)?.keyPath, "hits[1].variants[1].size")
    }
    let missing = SearchResponse(hits: [["objectID": "a", "variants": [[:]]]])
    XCTAssertThrowsError(try missing.hits(as: Shirt.self)) { error in
      let error = error as? HitDecodingError
      XCTAssertEqual(error?.keyPath, "hits[0].variants[0].size")
      XCTAssertEqual(error?.reason, "missing key \"size\"")
    }
  }

  func test_badObjectIDAndGeoloc_areNamed() {
    let cases: [(JSON, String)] = [
      (["name": "x"], "hits[0].objectID"),
      (["objectID": true], "hits[0].objectID"),
      (["objectID": "1", "_geoloc": ["lat": "north", "lng": 1]], "hits[0]._geoloc.lat"),
      (
        ["objectID": "1", "_geoloc": [["lat": 1, "lng": 1], ["lat": 1]]], "hits[0]._geoloc[1].lng"
      ),
      ("not an object", "hits[0]"),
    ]
    for (hit, keyPath) in cases {
      XCTAssertThrowsError(try SearchResponse(hits: [hit]).hits(as: JSON.self)) { error in
        XCTAssertEqual((error as? HitDecodingError)?.keyPath, keyPath, "\(hit)")
      }
    }
  }

  func test_decodableHit_usesArrayPositionInErrors() throws {
    let data = Data(#"[{"objectID": "1", "name": "a", "price": 1}, {"objectID": "2"}]"#.utf8)
    XCTAssertThrowsError(try JSONDecoder().decode([Hit<Product>].self, from: data)) { error in
      XCTAssertEqual((error as? HitDecodingError)?.keyPath, "hits[1].name")
    }
    let good = Data(#"[{"objectID": "1", "name": "a", "price": 1}]"#.utf8)
    XCTAssertEqual(
      try JSONDecoder().decode([Hit<Product>].self, from: good).first?.record.name, "a")
  }

  func test_theRecord_isAlsoUnderInstantSearchsName() throws {
    let hits = try response.hits(as: Product.self)
    XCTAssertEqual(hits.map(\.object.name), ["Echo", "Dot"])
  }
}
