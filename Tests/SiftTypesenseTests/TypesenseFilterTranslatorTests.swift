import SiftCore
import XCTest

@testable import SiftTypesense

/// Sift's filters rendered as Typesense `filter_by`, by the types of the collection's fields.
final class TypesenseFilterTranslatorTests: XCTestCase {
  private let translator = TypesenseFilterTranslator(
    schema: TypesenseCollectionSchema(
      name: "products",
      fields: [
        .init(name: "brand", type: "string", facet: true),
        .init(name: "tags", type: "string[]", facet: true),
        .init(name: "price", type: "float", facet: true),
        .init(name: "rating", type: "int32", facet: true),
        .init(name: "views", type: "int64"),
        .init(name: "free_shipping", type: "bool", facet: true),
        .init(name: "_geoloc", type: "geopoint"),
        .init(name: "_tags", type: "string[]", facet: true),
      ]))

  private func filterBy(_ filters: String) throws -> String? {
    let expression = try XCTUnwrap(FilterExpression.parse(filters))
    return try translator.clause(for: expression, parameter: "filters").rendered
  }

  func test_facetFilters_areExactMatches_inBackquotes() throws {
    XCTAssertEqual(try filterBy("brand:Apple"), "brand:=`Apple`")
    XCTAssertEqual(try filterBy(#"brand:"Hewlett Packard""#), "brand:=`Hewlett Packard`")
    XCTAssertEqual(try filterBy(#"tags:"a, b (c) && d || e""#), "tags:=`a, b (c) && d || e`")
  }

  func test_aBackquoteInAValue_isLeftOut_asTypesenseIgnoresItWhenMatching() throws {
    XCTAssertEqual(try filterBy(#"brand:"Rock`n`Roll""#), "brand:=`RocknRoll`")
  }

  func test_orOfOneField_becomesOneList_andNotOfSeveral_oneExclusionList() throws {
    XCTAssertEqual(try filterBy("brand:Apple OR brand:Sony"), "brand:=[`Apple`, `Sony`]")
    XCTAssertEqual(
      try filterBy("NOT brand:Apple AND NOT brand:Sony"), "brand:!=[`Apple`, `Sony`]")
    XCTAssertEqual(try filterBy("brand:Apple OR tags:new"), "brand:=`Apple` || tags:=`new`")
  }

  func test_notOfAGroup_isPushedDownToTheFilters() throws {
    XCTAssertEqual(
      try filterBy("NOT (brand:Apple AND price > 100)"), "brand:!=`Apple` || price:<=100")
    XCTAssertEqual(
      try filterBy("NOT (brand:Apple OR tags:new) AND rating >= 4"),
      "brand:!=`Apple` && tags:!=`new` && rating:>=4")
    XCTAssertEqual(
      try filterBy("(brand:Apple OR brand:Sony) AND (price < 10 OR price > 100)"),
      "brand:=[`Apple`, `Sony`] && (price:<10 || price:>100)")
  }

  func test_numericComparisons_keepTheirMeaning_onIntegerFields() throws {
    XCTAssertEqual(try filterBy("rating > 3.5"), "rating:>=4")
    XCTAssertEqual(try filterBy("rating >= 3.5"), "rating:>=4")
    XCTAssertEqual(try filterBy("rating < 3.5"), "rating:<=3")
    XCTAssertEqual(try filterBy("rating <= 3.5"), "rating:<=3")
    XCTAssertEqual(try filterBy("rating > 3"), "rating:>=4")
    XCTAssertEqual(try filterBy("rating:2.5 TO 4.5"), "rating:[3..4]")
    XCTAssertEqual(try filterBy("rating = 3.5"), "id:=[]", "no integer equals 3.5")
    XCTAssertNil(try filterBy("rating != 3.5"), "every rating differs from 3.5")
    XCTAssertEqual(try filterBy("rating > 5000000000"), "id:=[]", "beyond int32")
    XCTAssertEqual(try filterBy("rating < 5000000000"), "rating:<=2147483647")
    XCTAssertEqual(try filterBy("views > 5000000000"), "views:>=5000000001")
  }

  func test_numericComparisons_onFloatFields_areWrittenAsIs_withoutExponents() throws {
    XCTAssertEqual(try filterBy("price > 3.5"), "price:>3.5")
    XCTAssertEqual(try filterBy("price:10 TO 20.25"), "price:[10..20.25]")
    XCTAssertEqual(try filterBy("price < 0.0000001"), "price:<0.0000001")
  }

  func test_notEqualsAndNegatedNumbers_becomeComparisons_asTypesenseHasNoNumericNotEquals()
    throws
  {
    XCTAssertEqual(try filterBy("price != 10"), "price:<10 || price:>10")
    XCTAssertEqual(try filterBy("NOT price:10 TO 20"), "price:<10 || price:>20")
    XCTAssertEqual(try filterBy("NOT price > 10"), "price:<=10")
    XCTAssertEqual(try filterBy("NOT rating = 4"), "rating:<4 || rating:>4")
    XCTAssertEqual(try filterBy("rating:4"), "rating:=4")
  }

  func test_facetValuesOnNumberAndBooleanFields_areReadAsTheirType() throws {
    XCTAssertEqual(try filterBy("free_shipping:true"), "free_shipping:=true")
    XCTAssertEqual(try filterBy(#"free_shipping:"FALSE""#), "free_shipping:=false")
    XCTAssertEqual(try filterBy("NOT free_shipping:true"), "free_shipping:!=true")
    XCTAssertEqual(try filterBy("price:19.99"), "price:=19.99")
    XCTAssertEqual(try filterBy(#"rating:"4""#), "rating:=4")
    XCTAssertEqual(try filterBy("rating:four"), "id:=[]", "no rating is a word")
    XCTAssertEqual(try filterBy("brand:42"), "brand:=`42`", "a number on a string field")
  }

  func test_objectIDAndTags_mapToTheIDAndTagsFields() throws {
    XCTAssertEqual(try filterBy("objectID:p1 OR objectID:p2"), "id:=[`p1`, `p2`]")
    XCTAssertEqual(
      try filterBy("_tags:featured AND NOT _tags:old"), "_tags:=`featured` && _tags:!=`old`")
    XCTAssertThrowsError(try filterBy("NOT objectID:p1")) { error in
      guard case TypesenseError.unsupportedFilter(let parameter, _, _)? = error as? TypesenseError
      else { return XCTFail("\(error)") }
      XCTAssertEqual(parameter, "filters")
    }
  }

  func test_aNumericFilterOnAStringField_andAFacetOnAGeopoint_areRefused() {
    for filters in ["brand > 3", "_geoloc:here"] {
      XCTAssertThrowsError(try filterBy(filters), filters) { error in
        guard case .unsupportedFilter? = error as? TypesenseError else {
          return XCTFail("\(error)")
        }
      }
    }
  }

  func test_fieldsNotInTheSchema_areWrittenAsStrings_forTypesenseToReport() throws {
    XCTAssertEqual(try filterBy("color:Red"), "color:=`Red`")
    XCTAssertEqual(try filterBy("weight > 2"), "weight:>2")
  }
}
