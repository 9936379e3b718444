import Foundation
import SiftCore
import XCTest

/// The `Filters` value: group rules, rendering (Algolia syntax, legacy forms) and stable JSON.
final class FiltersTests: XCTestCase {
  private let apple = Filter.Facet(attribute: "brand", value: "Apple")
  private let sony = Filter.Facet(attribute: "brand", value: "Sony")
  private let cheap = Filter.Numeric(attribute: "price", operator: .lessThan, value: 100)
  private let featured = Filter.Tag(value: "featured")

  private func sample() -> Filters {
    var filters = Filters()
    filters.add(sony, toGroupWithID: .or(name: "brand", filterType: .facet))
    filters.add(apple, toGroupWithID: .or(name: "brand", filterType: .facet))
    filters.add(cheap, toGroupWithID: .and(name: "price"))
    filters.add(featured, toGroupWithID: .and(name: "price"))
    filters.add(
      Filter.Facet(attribute: "color", value: "red", isNegated: true),
      toGroupWithID: .and(name: "color"))
    return filters
  }

  func test_render_sortsGroupsByNameAndFiltersByRendering() {
    XCTAssertEqual(
      sample().algoliaFilters,
      #"( "brand":"Apple" OR "brand":"Sony" ) AND ( NOT "color":"red" ) AND "#
        + #"( "_tags":"featured" AND "price" < 100.0 )"#)
  }

  func test_render_orGroupBeforeAndGroupOfSameName() {
    var filters = Filters()
    filters.add(apple, toGroupWithID: .and(name: "g"))
    filters.add(cheap, toGroupWithID: .or(name: "g", filterType: .numeric))
    XCTAssertEqual(filters.algoliaFilters, #"( "price" < 100.0 ) AND ( "brand":"Apple" )"#)
  }

  func test_render_emptyIsNil_andEmptyGroupsAreDropped() {
    var filters = Filters()
    XCTAssertNil(filters.algoliaFilters)
    XCTAssertNil(filters.expression)
    filters.add(apple, toGroupWithID: .and(name: "a"))
    filters.remove(apple, fromGroupWithID: .and(name: "a"))
    XCTAssertNil(filters.algoliaFilters)
    XCTAssertTrue(filters.isEmpty)
    XCTAssertEqual(filters, Filters())
  }

  func test_render_hierarchicalGroupAsAndGroup() {
    var filters = Filters()
    let path = [
      Filter.Facet(attribute: "cat.lvl0", value: "A"),
      Filter.Facet(attribute: "cat.lvl1", value: "A > B"),
    ]
    filters.setHierarchicalSelection(path: path, forGroupNamed: "cat")
    XCTAssertEqual(filters.algoliaFilters, #"( "cat.lvl1":"A > B" )"#)
    XCTAssertEqual(filters.hierarchicalPath(forGroupNamed: "cat"), path)
  }

  func test_groups_refuseFiltersOfTheWrongKind() {
    var filters = Filters()
    XCTAssertFalse(filters.add(cheap, toGroupWithID: .or(name: "brand", filterType: .facet)))
    XCTAssertFalse(filters.add(featured, toGroupWithID: .hierarchical(name: "cat")))
    XCTAssertTrue(filters.isEmpty)
    XCTAssertTrue(filters.add(Filter(apple), toGroupWithID: .or(name: "b", filterType: .facet)))
    XCTAssertFalse(filters.add(apple, toGroupWithID: .or(name: "b", filterType: .facet)))
  }

  func test_removeAndToggle_acrossGroupsAndAttributes() {
    var filters = sample()
    XCTAssertTrue(filters.contains(apple))
    XCTAssertEqual(filters.filters(for: "brand").count, 2)
    XCTAssertTrue(filters.removeAll(for: "brand"))
    XCTAssertFalse(filters.contains(apple))
    XCTAssertTrue(filters.toggle(apple, inGroupWithID: .and(name: "x")))
    XCTAssertTrue(filters.contains(apple, inGroupWithID: .and(name: "x")))
    XCTAssertTrue(filters.toggle(apple, inGroupWithID: .and(name: "x")))
    XCTAssertFalse(filters.contains(apple))
    XCTAssertTrue(filters.remove(featured))
    XCTAssertFalse(filters.remove(featured))
    XCTAssertTrue(filters.removeAll(fromGroupWithID: .and(name: "price")))
    XCTAssertTrue(filters.removeAll())
    XCTAssertTrue(filters.isEmpty)
    XCTAssertFalse(filters.removeAll())
  }

  func test_disjunctiveFacetAttributes_comeFromFacetOrGroups() {
    var filters = sample()
    filters.add(cheap, toGroupWithID: .or(name: "p", filterType: .numeric))
    XCTAssertEqual(filters.disjunctiveFacetAttributes, ["brand"])
  }

  func test_expression_equalsParsedRendering() throws {
    let filters = sample()
    let rendered = try XCTUnwrap(filters.algoliaFilters)
    XCTAssertEqual(try FilterExpression(parsing: rendered), filters.expression)
  }

  func test_legacyForm_splitsByKind() {
    var filters = sample()
    filters.add(
      Filter.Numeric(attribute: "size", range: 1...2, isNegated: true),
      toGroupWithID: .and(name: "size"))
    let legacy = filters.legacyForm
    XCTAssertEqual(legacy.facetFilters, [["brand:Apple", "brand:Sony"], "color:-red"])
    XCTAssertEqual(legacy.numericFilters, ["price<100.0", ["size<1.0", "size>2.0"]])
    XCTAssertEqual(legacy.tagFilters, ["featured"])
    XCTAssertTrue(Filters().legacyForm.isEmpty)
  }

  // MARK: Codable

  func test_json_isStableAndRoundTrips() throws {
    var filters = sample()
    filters.add(
      Filter.Facet(attribute: "rating", value: 4.5, score: 2),
      toGroupWithID: .or(name: "rating", filterType: .facet))
    filters.add(
      Filter.Numeric(attribute: "size", range: 1...2), toGroupWithID: .and(name: "size"))
    filters.setHierarchicalAttributes(["cat.lvl0", "cat.lvl1"], forGroupNamed: "cat")
    filters.setHierarchicalSelection(
      path: [Filter.Facet(attribute: "cat.lvl0", value: "A")], forGroupNamed: "cat")

    let data = try filters.jsonData()
    XCTAssertEqual(try Filters(jsonData: data), filters)
    // Equal values built in another order give the same bytes.
    var other = Filters()
    for group in filters.groups.reversed() {
      other.add(contentsOf: group.filters.reversed(), toGroupWithID: group.id)
    }
    other.setHierarchicalPath(filters.hierarchicalPath(forGroupNamed: "cat"), forGroupNamed: "cat")
    other.setHierarchicalAttributes(["cat.lvl0", "cat.lvl1"], forGroupNamed: "cat")
    XCTAssertEqual(other, filters)
    XCTAssertEqual(try other.jsonData(), data)
  }

  func test_json_exactShape() throws {
    var filters = Filters()
    filters.add(apple, toGroupWithID: .or(name: "brand", filterType: .facet))
    filters.add(
      Filter.Numeric(attribute: "price", range: 10...20, isNegated: true),
      toGroupWithID: .and(name: "price"))
    filters.add(cheap, toGroupWithID: .and(name: "price"))
    let json = String(decoding: try filters.jsonData(), as: UTF8.self)
    XCTAssertEqual(
      json,
      #"{"groups":[{"filterType":"facet","filters":[{"attribute":"brand","type":"facet","value":"Apple"}],"#
        + #""name":"brand","type":"or"},{"filters":[{"attribute":"price","operator":"<","type":"numeric","value":100},"#
        + #"{"attribute":"price","lower":10,"negated":true,"type":"numeric","upper":20}],"name":"price","type":"and"}],"#
        + #""hierarchical":[]}"#)
  }

  func test_json_malformedInputThrowsTypedErrorsWithPaths() {
    func error(_ json: String) -> FiltersDecodingError? {
      do {
        _ = try Filters(jsonData: Data(json.utf8))
        return nil
      } catch {
        return error
      }
    }
    XCTAssertEqual(error("{not json")?.kind, .malformedJSON)
    let unknownOperator = error(
      #"{"groups":[{"type":"and","name":"p","filters":[{"type":"facet","attribute":"a","value":"b"},"#
        + #"{"type":"numeric","attribute":"price","operator":"=>","value":1}]}]}"#)
    XCTAssertEqual(unknownOperator?.kind, .invalidValue)
    XCTAssertEqual(unknownOperator?.path, "groups[0].filters[1].operator")
    let wrongKind = error(
      #"{"groups":[{"type":"or","name":"b","filterType":"facet","filters":[{"type":"tag","value":"t"}]}]}"#
    )
    XCTAssertEqual(wrongKind?.kind, .invalidValue)
    XCTAssertEqual(wrongKind?.path, "groups[0].filters[0]")
    let inverted = error(
      #"{"groups":[{"type":"and","name":"p","filters":[{"type":"numeric","attribute":"p","lower":3,"upper":1}]}]}"#
    )
    XCTAssertEqual(inverted?.path, "groups[0].filters[0].lower")
    let missing = error(#"{"groups":[{"type":"and","filters":[]}]}"#)
    XCTAssertEqual(missing?.kind, .missingKey)
    XCTAssertEqual(missing?.path, "groups[0].name")
    let mistyped = error(
      #"{"groups":[{"type":"and","name":"p","filters":[{"type":"facet","attribute":"a","value":[1]}]}]}"#
    )
    XCTAssertEqual(mistyped?.path, "groups[0].filters[0].value")
    let duplicated = error(
      #"{"groups":[{"type":"and","name":"p","filters":[]},{"type":"and","name":"p","filters":[]}]}"#
    )
    XCTAssertEqual(duplicated?.kind, .invalidValue)
    XCTAssertEqual(
      error(#"{"groups":[{"type":"xor","name":"p","filters":[]}]}"#)?.kind, .invalidValue)
    XCTAssertNotNil(unknownOperator?.description.contains("groups[0].filters[1].operator"))
  }

  func test_aFiltersString_becomesGroupsNamedAfterTheirAttributes() throws {
    let filters = try Filters(
      algoliaFilters:
        #"brand:Apple AND (color:red OR color:blue) AND price >= 10 AND NOT _tags:old"#)
    XCTAssertEqual(
      filters.groupIDs,
      [
        .and(name: "_tags"), .and(name: "brand"), .or(name: "color", filterType: .facet),
        .and(name: "price"),
      ])
    XCTAssertEqual(
      filters.algoliaFilters,
      #"( NOT "_tags":"old" ) AND ( "brand":"Apple" ) AND ( "color":"blue" OR "color":"red" )"#
        + #" AND ( "price" >= 10.0 )"#)
    XCTAssertEqual(try Filters(algoliaFilters: "  "), Filters())
    XCTAssertEqual(
      try Filters(algoliaFilters: "brand:Apple OR color:red").groupIDs,
      [.or(name: "brand,color", filterType: .facet)])
  }

  func test_aFiltersStringNoGroupHolds_isATypedErrorSayingWhich() {
    XCTAssertThrowsError(try Filters(algoliaFilters: "brand:Apple AND (brand:Sony OR price < 10)"))
    {
      error in
      guard case .unsupportedGroup(let index, let group, _) = error as? AlgoliaFiltersError else {
        return XCTFail("\(error)")
      }
      XCTAssertEqual(index, 2)
      XCTAssertEqual(group, #""brand":"Sony" OR "price" < 10.0"#)
    }
    XCTAssertThrowsError(try Filters(algoliaFilters: "a:1 OR (b:2 AND c:3)")) { error in
      XCTAssertTrue("\(error)".hasPrefix("Group 1 ("), "\(error)")
    }
    XCTAssertThrowsError(try Filters(algoliaFilters: "NOT (a:1 OR b:2)"))
  }
}
