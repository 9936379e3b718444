import SiftCore
import XCTest

@testable import SiftTypesense

/// Algolia records as Typesense documents, every record checked before anything is written.
final class TypesenseDocumentConverterTests: XCTestCase {
  private let converter = TypesenseDocumentConverter(
    schema: TypesenseCollectionSchema(
      name: "items",
      fields: [
        .init(name: "name", type: "string"), .init(name: "tags", type: "string[]", optional: true),
        .init(name: "stock", type: "int64", optional: true),
        .init(name: "price", type: "float", optional: true),
        .init(name: "meta.code", type: "string", optional: true),
        .init(name: "location", type: "geopoint", optional: true),
        .init(name: "small", type: "int32", optional: true),
        .init(name: "home", type: "geopoint", optional: true),
      ]),
    geoField: "location")

  func test_objectIDBecomesID_andGeolocTheGeopointField() throws {
    let documents = try converter.documents([
      ["objectID": "a1", "name": "Phone", "_geoloc": ["lat": 48.8, "lng": "2.3"]],
      ["objectID": 42, "name": "Case", "_geoloc": ["lat": 1, "lng": 2]],
    ])
    XCTAssertEqual(documents[0], ["id": "a1", "name": "Phone", "location": [48.8, 2.3]])
    XCTAssertEqual(documents[1], ["id": "42", "name": "Case", "location": [1, 2]])
  }

  func test_aRecordWithoutObjectID_usesItsIDOrANameOfTheCollection() throws {
    let documents = try converter.documents(
      [["id": 7, "name": "Seven"], ["name": "Anonymous"]], firstPosition: 10)
    XCTAssertEqual(documents.map { $0["id"] }, ["7", "items-12"])
    XCTAssertEqual(documents[0]["id"], "7")
  }

  func test_valuesAreMadeToFitTheirFields() throws {
    let documents = try converter.documents([
      ["objectID": "1", "name": 12, "tags": "solo", "meta": ["code": true], "stock": .null]
    ])
    XCTAssertEqual(
      documents[0], ["id": "1", "name": "12", "tags": ["solo"], "meta": ["code": "true"]])
  }

  func test_aRecordThatCannotFit_isRefusedWithItsPositionAndKeyPath() {
    let cases: [(JSON, String)] = [
      (["objectID": "1", "name": "x", "stock": 2.5], "stock"),
      (["objectID": "1", "name": "x", "price": "cheap"], "price"),
      (["objectID": "1", "name": ["a", "b"]], "name"),
      (["objectID": "1"], "name"),
      (["objectID": "1", "name": "x", "_geoloc": ["lat": "north", "lng": 2]], "_geoloc.lat"),
      (["objectID": "1", "id": "2", "name": "x"], "id"),
      (["objectID": ["1"], "name": "x"], "objectID"),
      (["objectID": "1", "name": "x", "small": 3_000_000_000], "small"),
      (["objectID": "1", "name": "x", "home": [91, 0]], "home"),
    ]
    for (record, keyPath) in cases {
      XCTAssertThrowsError(
        try converter.documents([["objectID": "0", "name": "fine"], record]), keyPath
      ) { error in
        guard case .invalidRecord(let position, _, let path, _)? = error as? TypesenseError else {
          return XCTFail("\(error)")
        }
        XCTAssertEqual(position, 1)
        XCTAssertEqual(path, keyPath)
      }
    }
  }

  func test_aGeopointFieldOfItsOwn_takesLocationsAsTheyAre() throws {
    let documents = try converter.documents([["objectID": "1", "name": "x", "home": [1.5, 2]]])
    XCTAssertEqual(documents[0]["home"], [1.5, 2])
  }

  func test_aRecordWithoutARequiredLocation_isRefusedWithItsRecordAndField() {
    for converter in [
      Self.converter(geoType: "geopoint", optional: false),
      Self.converter(geoType: "geopoint", optional: false, geoField: "_geoloc"),
    ] {
      assertRefusesRecordsWithoutALocation(converter)
    }
  }

  private func assertRefusesRecordsWithoutALocation(_ converter: TypesenseDocumentConverter) {
    for record: JSON in [
      ["objectID": "b2", "name": "x"], ["objectID": "b2", "name": "x", "_geoloc": .null],
    ] {
      XCTAssertThrowsError(
        try converter.documents([
          ["objectID": "a1", "name": "y", "_geoloc": ["lat": 1, "lng": 2]], record,
        ])
      ) { error in
        guard
          case .invalidRecord(let position, let objectID, let keyPath, let reason)? =
            error as? TypesenseError
        else { return XCTFail("\(error)") }
        XCTAssertEqual(position, 1)
        XCTAssertEqual(objectID, "b2")
        XCTAssertEqual(keyPath, "_geoloc")
        XCTAssertTrue(reason.contains("required"), reason)
      }
    }
  }

  func test_aMalformedGeoloc_isRefusedWithItsKeyPath() {
    let single = Self.converter(geoType: "geopoint", optional: true)
    let list = Self.converter(geoType: "geopoint[]", optional: true)
    let cases: [(TypesenseDocumentConverter, JSON, String)] = [
      (single, "48.8,2.3", "_geoloc"),
      (single, 48.8, "_geoloc"),
      (single, [48.8, 2.3], "_geoloc.0"),
      (single, ["lat": 48.8], "_geoloc.lng"),
      (single, ["lat": true, "lng": 2], "_geoloc.lat"),
      (single, ["lat": 91, "lng": 2], "_geoloc.lat"),
      (single, ["lat": 1, "lng": -181], "_geoloc.lng"),
      (single, [["lat": 1, "lng": 2], ["lat": 3, "lng": 4]], "_geoloc"),
      (single, [], "_geoloc"),
      (
        Self.converter(geoType: "geopoint", optional: true, geoField: "_geoloc"),
        [["lat": 1, "lng": 2], ["lat": 3, "lng": 4]], "_geoloc"
      ),
      (list, [["lat": 1, "lng": 2], "here"], "_geoloc.1"),
      (list, [["lat": 1, "lng": 2], ["lat": 1, "lng": "east"]], "_geoloc.1.lng"),
    ]
    for (converter, geoloc, keyPath) in cases {
      XCTAssertThrowsError(
        try converter.documents([
          ["objectID": "a1", "name": "y"], ["objectID": "b2", "name": "x", "_geoloc": geoloc],
        ]), "\(geoloc)"
      ) { error in
        guard
          case .invalidRecord(let position, let objectID, let path, _)? = error as? TypesenseError
        else { return XCTFail("\(error)") }
        XCTAssertEqual(position, 1, "\(geoloc)")
        XCTAssertEqual(objectID, "b2", "\(geoloc)")
        XCTAssertEqual(path, keyPath, "\(geoloc)")
      }
    }
  }

  func test_oneLocationInAListGeopointField_becomesAListOfOne() throws {
    let documents = try Self.converter(geoType: "geopoint[]", optional: false).documents([
      ["objectID": "1", "name": "x", "_geoloc": ["lat": 1, "lng": 2]],
      ["objectID": "2", "name": "y", "_geoloc": [["lat": 3, "lng": 4], ["lat": 5, "lng": 6]]],
    ])
    XCTAssertEqual(documents.map { $0["location"] }, [[[1, 2]], [[3, 4], [5, 6]]])
  }

  func test_twoRecordsWithOneObjectID_areRefused() {
    XCTAssertThrowsError(
      try converter.documents([["objectID": "1", "name": "a"], ["objectID": "1", "name": "b"]]))
  }

  /// A converter whose geopoint field `geoField` has `geoType` and may or may not be optional.
  private static func converter(
    geoType: String, optional: Bool, geoField: String = "location"
  ) -> TypesenseDocumentConverter {
    TypesenseDocumentConverter(
      schema: TypesenseCollectionSchema(
        name: "places",
        fields: [
          .init(name: "name", type: "string"),
          .init(name: geoField, type: geoType, optional: optional),
        ]),
      geoField: geoField)
  }
}
