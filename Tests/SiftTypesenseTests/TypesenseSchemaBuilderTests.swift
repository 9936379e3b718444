import SiftCore
import XCTest

@testable import SiftTypesense

/// A Typesense collection derived from an Algolia index's settings and records.
final class TypesenseSchemaBuilderTests: XCTestCase {
  private let records: [JSON] = [
    [
      "objectID": "1", "name": "Phone", "brand": "Acme", "tags": ["new", "5G"], "price": 199.5,
      "stock": 3, "sale": true, "_geoloc": ["lat": 1, "lng": 2], "_tags": ["featured"],
      "categories": ["lvl0": "Tech", "lvl1": "Tech > Phones"], "color": "red", "code": 12,
      "description": "A phone",
    ],
    [
      "objectID": "2", "name": "Case", "brand": "Acme", "tags": "accessory", "price": 20,
      "stock": 0, "sale": false, "categories": ["lvl0": "Tech"], "code": "X12",
    ],
  ]

  private func build(_ settings: JSON) throws -> (
    TypesenseCollectionSchema, TypesenseSearchService.CollectionParameters
  ) {
    try TypesenseSchemaBuilder(collection: "items", settings: settings, geoField: "_geoloc")
      .build(records: records)
  }

  func test_fieldsTakeTheirTypesFromTheRecords_andTheirRolesFromTheSettings() throws {
    let (schema, parameters) = try build([
      "searchableAttributes": ["unordered(name)", "brand, tags", "categories.lvl1"],
      "attributesForFaceting": [
        "searchable(brand)", "filterOnly(color)", "categories.lvl0", "categories.lvl1", "price",
        "code",
      ],
      "customRanking": ["desc(stock)", "asc(price)"],
      "attributesToSnippet": ["name:5"], "attributeForDistinct": "brand",
    ])
    func field(_ name: String) -> TypesenseCollectionSchema.Field? { schema.field(named: name) }
    XCTAssertEqual(field("name"), .init(name: "name", type: "string"))
    XCTAssertEqual(field("brand"), .init(name: "brand", type: "string", facet: true))
    XCTAssertEqual(field("tags")?.type, "string[]", "an array in one record makes a list field")
    XCTAssertEqual(field("color"), .init(name: "color", type: "string", optional: true))
    XCTAssertEqual(
      field("categories.lvl1"),
      .init(
        name: "categories.lvl1", type: "string", facet: true, optional: true))
    XCTAssertEqual(field("price"), .init(name: "price", type: "float", facet: true))
    XCTAssertEqual(field("stock"), .init(name: "stock", type: "int64"))
    XCTAssertEqual(field("sale")?.type, "bool")
    XCTAssertEqual(field("code")?.type, "string", "numbers and text together make text")
    XCTAssertNil(field("description"), "text the settings do not name is stored, not indexed")
    XCTAssertEqual(
      field("_tags"), .init(name: "_tags", type: "string[]", facet: true, optional: true))
    XCTAssertEqual(field("_geoloc"), .init(name: "_geoloc", type: "geopoint", optional: true))
    XCTAssertNil(field("objectID"))
    XCTAssertTrue(schema.enableNestedFields)
    XCTAssertEqual(schema.defaultSortingField, "stock")

    XCTAssertEqual(parameters.queryBy.map(\.name), ["name", "brand", "tags", "categories.lvl1"])
    XCTAssertEqual(parameters.sortBy, "_text_match:desc,stock:desc,price:asc")
    XCTAssertEqual(parameters.attributesToSnippet, ["name:5"])
    XCTAssertNil(parameters.attributesToHighlight)
    XCTAssertEqual(parameters.distinctAttribute, "brand")
  }

  func test_withoutSearchableAttributes_everyStringAttributeIsSearched() throws {
    let (_, parameters) = try build([:])
    XCTAssertEqual(
      Set(parameters.queryBy.map(\.name)),
      ["name", "brand", "tags", "color", "code", "description"])
  }

  func test_settingsThatCannotBecomeASchema_areRefusedNamingTheSetting() {
    for (settings, setting) in [
      (["customRanking": ["desc(stock)", "asc(price)", "desc(code)"]], "customRanking"),
      (["customRanking": ["desc(tags)"]], "customRanking"),
      (["customRanking": ["stock"]], "customRanking"),
      (["searchableAttributes": "name"], "searchableAttributes"),
      (["attributesForFaceting": [3]], "attributesForFaceting"),
    ] as [(JSON, String)] {
      XCTAssertThrowsError(try build(settings), setting) { error in
        guard case .invalidSettings(let refused, _)? = error as? TypesenseError else {
          return XCTFail("\(error)")
        }
        XCTAssertEqual(refused, setting)
      }
    }
  }

  func test_aReplica_sortsByItsFirstRankingCriterion_orItsCustomRanking() throws {
    let builder = TypesenseSchemaBuilder(collection: "items", settings: [:], geoField: "_geoloc")
    XCTAssertEqual(
      try builder.replicaSortBy(["ranking": ["asc(price)", "typo", "geo"]]),
      "price:asc,_text_match:desc")
    XCTAssertEqual(
      try builder.replicaSortBy(["customRanking": ["desc(stock)"]]),
      "_text_match:desc,stock:desc")
    XCTAssertNil(try builder.replicaSortBy(["ranking": ["typo", "geo"]]))
  }
}
