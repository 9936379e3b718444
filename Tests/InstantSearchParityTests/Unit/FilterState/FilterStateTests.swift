import SiftCore
import XCTest

// InstantSearch's `GroupsStorage` is Sift's `Filters` value, and its `buildSQL()` is
// `algoliaFilters`.
@MainActor
final class FilterStateTests: XCTestCase {
  func testPlayground() async {
    var filters = Filters()
    let filterFacet1 = Filter.Facet(attribute: "category", value: "table")
    let filterFacet2 = Filter.Facet(attribute: "category", value: "chair")
    let filterNumeric1 = Filter.Numeric(attribute: "price", operator: .greaterThan, value: 10)
    let filterNumeric2 = Filter.Numeric(attribute: "price", operator: .lessThan, value: 20)
    let filterTag1 = Filter.Tag(value: "Tom")
    let filterTag2 = Filter.Tag(value: "Hank")

    let groupFacets = FilterGroup.ID.or(name: "filterFacets", filterType: .facet)
    let groupFacetsOtherInstance = FilterGroup.ID.or(name: "filterFacets", filterType: .facet)
    let groupNumerics = FilterGroup.ID.and(name: "filterNumerics")
    let groupTagsOr = FilterGroup.ID.or(name: "filterTags", filterType: .tag)
    let groupTagsAnd = FilterGroup.ID.and(name: "filterTags")

    filters.add(filterFacet1, toGroupWithID: groupFacets)
    // A group ID made again names the same group.
    filters.add(filterFacet2, toGroupWithID: groupFacetsOtherInstance)

    filters.add(filterNumeric1, toGroupWithID: groupNumerics)
    filters.add(filterNumeric2, toGroupWithID: groupNumerics)
    // The same filter twice is held once.
    filters.add(filterNumeric2, toGroupWithID: groupNumerics)

    filters.add(contentsOf: [filterTag1, filterTag2], toGroupWithID: groupTagsOr)
    filters.add(filterTag1, toGroupWithID: groupTagsAnd)
    XCTAssertEqual(
      filters.algoliaFilters,
      """
      ( "category":"chair" OR "category":"table" ) AND ( "price" < 20.0 AND "price" > 10.0 ) AND ( "_tags":"Hank" OR "_tags":"Tom" ) AND ( "_tags":"Tom" )
      """)

    XCTAssertTrue(filters.contains(filterFacet1))

    let missingFilter = Filter.Facet(attribute: "bla", value: false)
    XCTAssertFalse(filters.contains(missingFilter))

    filters.remove(filterTag1, fromGroupWithID: groupTagsAnd)
    filters.remove(filterTag1, fromGroupWithID: groupTagsAnd)
    filters.remove(Filter.Tag(value: "unexisting"), fromGroupWithID: groupTagsOr)
    filters.remove(filterFacet1)

    XCTAssertEqual(
      filters.algoliaFilters,
      """
      ( "category":"chair" ) AND ( "price" < 20.0 AND "price" > 10.0 ) AND ( "_tags":"Hank" OR "_tags":"Tom" )
      """)

    filters.removeAll([filterNumeric1, filterNumeric2])

    XCTAssertEqual(
      filters.algoliaFilters,
      """
      ( "category":"chair" ) AND ( "_tags":"Hank" OR "_tags":"Tom" )
      """)
  }

  func testInversion() async {
    var filters = Filters()

    filters.add(
      contentsOf: [
        Filter.Tag(value: "tagA", isNegated: true),
        Filter.Tag(value: "tagB", isNegated: true),
      ], toGroupWithID: .or(name: "a", filterType: .tag))

    filters.add(
      contentsOf: [
        Filter.Facet(attribute: "size", value: 40, isNegated: true),
        Filter.Facet(attribute: "featured", value: true, isNegated: true),
      ], toGroupWithID: .or(name: "b", filterType: .facet))

    XCTAssertEqual(
      filters.algoliaFilters,
      "( NOT \"_tags\":\"tagA\" OR NOT \"_tags\":\"tagB\" ) AND ( NOT \"featured\":true OR NOT \"size\":40.0 )"
    )
  }

  func testCopyConstructor() async {
    let filterState = FilterState()

    filterState[and: "a"].add(
      Filter.Facet(attribute: "f1", boolValue: true), Filter.Numeric(attribute: "f2", range: 0...10)
    )
    filterState[or: "b"].add(Filter.Tag(value: "t1"), Filter.Tag(value: "t2"))
    filterState[hierarchical: "c"].add(.init(attribute: "f", stringValue: "test"))

    let filterStateCopy = FilterState(filterState.filters)

    XCTAssert(filterStateCopy[and: "a"].contains(Filter.Facet(attribute: "f1", boolValue: true)))
    XCTAssert(filterStateCopy[and: "a"].contains(Filter.Numeric(attribute: "f2", range: 0...10)))
    XCTAssert(filterStateCopy[or: "b"].contains(Filter.Tag(value: "t1")))
    XCTAssert(filterStateCopy[or: "b"].contains(Filter.Tag(value: "t2")))
    XCTAssert(
      filterStateCopy[hierarchical: "c"].contains(.init(attribute: "f", stringValue: "test")))
    filterState.removeAll()
  }

  func testSetWithContent() async {
    let filterState = FilterState()

    filterState[and: "a"].add(
      Filter.Facet(attribute: "f1", boolValue: true), Filter.Numeric(attribute: "f2", range: 0...10)
    )
    filterState[or: "b"].add(Filter.Tag(value: "t1"), Filter.Tag(value: "t2"))
    filterState[hierarchical: "c"].add(.init(attribute: "f", stringValue: "test"))

    let anotherFilterState = FilterState()
    anotherFilterState.filters = filterState.filters

    XCTAssert(anotherFilterState[and: "a"].contains(Filter.Facet(attribute: "f1", boolValue: true)))
    XCTAssert(anotherFilterState[and: "a"].contains(Filter.Numeric(attribute: "f2", range: 0...10)))
    XCTAssert(anotherFilterState[or: "b"].contains(Filter.Tag(value: "t1")))
    XCTAssert(anotherFilterState[or: "b"].contains(Filter.Tag(value: "t2")))
    XCTAssert(
      anotherFilterState[hierarchical: "c"].contains(.init(attribute: "f", stringValue: "test")))
  }

  func testAdd() async {
    var filters = Filters()

    let filterFacet1 = Filter.Facet(attribute: "category", value: "table")
    let filterFacet2 = Filter.Facet(attribute: "category", value: "chair")
    let filterNumeric1 = Filter.Numeric(attribute: "price", operator: .greaterThan, value: 10)
    let filterNumeric2 = Filter.Numeric(attribute: "price", operator: .lessThan, value: 20)
    let filterTag1 = Filter.Tag(value: "Tom")
    let filterTag2 = Filter.Tag(value: "Hank")

    let groupFacets: FilterGroup.ID = .or(name: "filterFacets", filterType: .facet)
    let groupFacetsOtherInstance: FilterGroup.ID = .or(name: "filterFacets", filterType: .facet)
    let groupNumerics: FilterGroup.ID = .and(name: "filterNumerics")
    let groupTagsOr: FilterGroup.ID = .or(name: "filterTags", filterType: .tag)
    let groupTagsAnd: FilterGroup.ID = .and(name: "filterTags")

    filters.add(filterFacet1, toGroupWithID: groupFacets)
    filters.add(filterFacet2, toGroupWithID: groupFacetsOtherInstance)

    filters.add(filterNumeric1, toGroupWithID: groupNumerics)
    filters.add(filterNumeric2, toGroupWithID: groupNumerics)
    filters.add(filterNumeric2, toGroupWithID: groupNumerics)

    filters.add(contentsOf: [filterTag1, filterTag2], toGroupWithID: groupTagsOr)
    filters.add(filterTag1, toGroupWithID: groupTagsAnd)

    XCTAssertEqual(
      filters.algoliaFilters,
      """
      ( "category":"chair" OR "category":"table" ) AND ( "price" < 20.0 AND "price" > 10.0 ) AND ( "_tags":"Hank" OR "_tags":"Tom" ) AND ( "_tags":"Tom" )
      """)
  }

  func testContains() async {
    var filters = Filters()

    let tagA = Filter.Tag(value: "A")
    let tagB = Filter.Tag(value: "B")
    let tagC = Filter.Tag(value: "C")
    let numeric = Filter.Numeric(attribute: "price", operator: .lessThan, value: 100)
    let facet = Filter.Facet(attribute: "new", value: true)

    filters.add(contentsOf: [tagA, tagB], toGroupWithID: .or(name: "tags", filterType: .tag))

    filters.add(
      contentsOf: [Filter.Tag(value: "hm"), Filter.Tag(value: "other")],
      toGroupWithID: .or(name: "tags", filterType: .tag))

    filters.add(
      contentsOf: [
        Filter.Numeric(attribute: "size", range: 15...20),
        Filter.Numeric(attribute: "price", operator: .greaterThan, value: 100),
      ], toGroupWithID: .or(name: "numeric", filterType: .numeric))

    filters.add(numeric, toGroupWithID: .and(name: "others"))
    filters.add(facet, toGroupWithID: .and(name: "others"))
    filters.add(Filter.Tag(value: "someTag"), toGroupWithID: .and(name: "some"))
    filters.add(
      contentsOf: [
        Filter.Numeric(attribute: "price", operator: .greaterThan, value: 20),
        Filter.Numeric(attribute: "size", range: 15...20),
      ], toGroupWithID: .and(name: "some"))
    filters.add(
      contentsOf: [
        Filter.Facet(attribute: "brand", stringValue: "apple"),
        Filter.Facet(attribute: "featured", boolValue: true),
        Filter.Facet(attribute: "rating", numberValue: 4),
      ], toGroupWithID: .and(name: "some"))

    XCTAssertTrue(filters.contains(tagA))
    XCTAssertTrue(filters.contains(tagB))
    XCTAssertTrue(filters.contains(numeric))
    XCTAssertTrue(filters.contains(facet))
    XCTAssertTrue(filters.contains(tagA, inGroupWithID: .or(name: "tags", filterType: .tag)))
    XCTAssertTrue(filters.contains(tagB, inGroupWithID: .or(name: "tags", filterType: .tag)))
    XCTAssertTrue(filters.contains(numeric, inGroupWithID: .and(name: "others")))
    XCTAssertTrue(filters.contains(facet, inGroupWithID: .and(name: "others")))

    XCTAssertFalse(filters.contains(tagC))
    XCTAssertFalse(filters.contains(Filter.Facet(attribute: "new", value: false)))
    XCTAssertFalse(filters.contains(tagC, inGroupWithID: .or(name: "tags", filterType: .tag)))
    XCTAssertFalse(filters.contains(tagA, inGroupWithID: .and(name: "others")))
    XCTAssertFalse(filters.contains(tagB, inGroupWithID: .and(name: "others")))

    XCTAssertEqual(
      filters.algoliaFilters,
      """
      ( "price" > 100.0 OR "size":15.0 TO 20.0 ) AND ( "new":true AND "price" < 100.0 ) AND ( "_tags":"someTag" AND "brand":"apple" AND "featured":true AND "price" > 20.0 AND "rating":4.0 AND "size":15.0 TO 20.0 ) AND ( "_tags":"A" OR "_tags":"B" OR "_tags":"hm" OR "_tags":"other" )
      """)
  }

  func testRemove() async {
    var filters = Filters()

    let orGroupID: FilterGroup.ID = .or(name: "orTags", filterType: .tag)
    let andGroupID: FilterGroup.ID = .and(name: "any")
    let tagA = Filter.Tag(value: "a")
    let tagB = Filter.Tag(value: "b")
    let numericFilter = Filter.Numeric(attribute: "price", range: 1...10)
    filters.add(contentsOf: [tagA, tagB], toGroupWithID: orGroupID)
    filters.add(contentsOf: [tagA, tagB], toGroupWithID: andGroupID)
    filters.add(numericFilter, toGroupWithID: andGroupID)

    XCTAssertEqual(
      filters.algoliaFilters,
      """
      ( "_tags":"a" AND "_tags":"b" AND "price":1.0 TO 10.0 ) AND ( "_tags":"a" OR "_tags":"b" )
      """)

    XCTAssertTrue(filters.remove(tagA))
    XCTAssertFalse(filters.contains(tagA, inGroupWithID: andGroupID))
    XCTAssertFalse(filters.contains(tagA, inGroupWithID: orGroupID))
    XCTAssertFalse(filters.contains(Filter.Tag(value: "a")))

    XCTAssertEqual(
      filters.algoliaFilters,
      """
      ( "_tags":"b" AND "price":1.0 TO 10.0 ) AND ( "_tags":"b" )
      """)

    XCTAssertFalse(filters.remove(Filter.Tag(value: "a")))

    XCTAssertEqual(
      filters.algoliaFilters,
      """
      ( "_tags":"b" AND "price":1.0 TO 10.0 ) AND ( "_tags":"b" )
      """)

    XCTAssertTrue(filters.remove(Filter.Tag(value: "b"), fromGroupWithID: .and(name: "any")))

    XCTAssertTrue(filters.contains(Filter.Tag(value: "b")))
    XCTAssertFalse(filters.contains(Filter.Tag(value: "b"), inGroupWithID: .and(name: "any")))
    XCTAssertTrue(
      filters.contains(
        Filter.Tag(value: "b"), inGroupWithID: .or(name: "orTags", filterType: .tag)))

    XCTAssertEqual(
      filters.algoliaFilters,
      """
      ( "price":1.0 TO 10.0 ) AND ( "_tags":"b" )
      """)

    filters.removeAll(fromGroupWithID: .and(name: "any"))
    XCTAssertTrue(filters.getFilters(forGroupWithID: .and(name: "any")).isEmpty)

    XCTAssertEqual(
      filters.algoliaFilters,
      """
      ( "_tags":"b" )
      """)

    filters.removeAll()
    XCTAssertTrue(filters.isEmpty)

    XCTAssertEqual(filters.algoliaFilters, nil)
  }

  func testSubscriptAndOperatorPlayground() async {
    var filters = Filters()

    let filterFacet1 = Filter.Facet(attribute: "category", value: "table")
    let filterFacet2 = Filter.Facet(attribute: "category", value: "chair")
    let filterNumeric1 = Filter.Numeric(attribute: "price", operator: .greaterThan, value: 10)
    let filterNumeric2 = Filter.Numeric(attribute: "price", operator: .lessThan, value: 20)
    let filterTag1 = Filter.Tag(value: "Tom")

    filters.add(filterFacet1, toGroupWithID: .or(name: "a", filterType: .facet))
    filters.remove(filterFacet2, fromGroupWithID: .or(name: "a", filterType: .facet))

    XCTAssertEqual(
      filters.algoliaFilters,
      """
      ( "category":"table" )
      """)

    filters.add(filterNumeric1, toGroupWithID: .and(name: "b"))
    filters.add(filterTag1, toGroupWithID: .and(name: "b"))

    XCTAssertEqual(
      filters.algoliaFilters,
      """
      ( "category":"table" ) AND ( "_tags":"Tom" AND "price" > 10.0 )
      """)

    filters.add(
      contentsOf: [filterFacet1, filterFacet2], toGroupWithID: .or(name: "a", filterType: .facet))

    XCTAssertEqual(
      filters.algoliaFilters,
      """
      ( "category":"chair" OR "category":"table" ) AND ( "_tags":"Tom" AND "price" > 10.0 )
      """)

    filters.add(contentsOf: [filterNumeric1, filterNumeric2], toGroupWithID: .and(name: "b"))

    XCTAssertEqual(
      filters.algoliaFilters,
      """
      ( "category":"chair" OR "category":"table" ) AND ( "_tags":"Tom" AND "price" < 20.0 AND "price" > 10.0 )
      """)
  }

  func testClearAttribute() async {
    let filterNumeric1 = Filter.Numeric(attribute: "price", operator: .greaterThan, value: 10)
    let filterNumeric2 = Filter.Numeric(attribute: "price", operator: .lessThan, value: 20)
    let filterTag1 = Filter.Tag(value: "Tom")
    let filterTag2 = Filter.Tag(value: "Hank")

    let groupNumericsOr = FilterGroup.ID.or(name: "filterNumeric", filterType: .numeric)
    let groupTagsOr = FilterGroup.ID.or(name: "filterTags", filterType: .tag)

    var filters = Filters()

    filters.add(contentsOf: [filterNumeric1, filterNumeric2], toGroupWithID: groupNumericsOr)
    XCTAssertEqual(
      filters.algoliaFilters,
      """
      ( "price" < 20.0 OR "price" > 10.0 )
      """)

    filters.add(contentsOf: [filterTag1, filterTag2], toGroupWithID: groupTagsOr)

    XCTAssertEqual(
      filters.algoliaFilters,
      """
      ( "price" < 20.0 OR "price" > 10.0 ) AND ( "_tags":"Hank" OR "_tags":"Tom" )
      """)

    filters.removeAll(for: "price")

    XCTAssertFalse(filters.contains(filterNumeric1))
    XCTAssertFalse(filters.contains(filterNumeric2))
    XCTAssertTrue(filters.contains(filterTag1))
    XCTAssertTrue(filters.contains(filterTag2))

    XCTAssertEqual(
      filters.algoliaFilters,
      """
      ( "_tags":"Hank" OR "_tags":"Tom" )
      """)
  }

  func testIsEmpty() async {
    var filters = Filters()
    let filter = Filter.Numeric(attribute: "price", operator: .greaterThan, value: 10)
    let group = FilterGroup.ID.or(name: "group", filterType: .numeric)
    XCTAssertTrue(filters.isEmpty)
    filters.add(filter, toGroupWithID: group)
    XCTAssertEqual(
      filters.algoliaFilters,
      """
      ( "price" > 10.0 )
      """)
    XCTAssertFalse(filters.isEmpty)
    filters.remove(filter)
    XCTAssertTrue(filters.isEmpty, filters.description)
    XCTAssertEqual(filters.algoliaFilters, nil)
  }

  func testClear() async {
    var filters = Filters()
    let filterNumeric = Filter.Numeric(attribute: "price", operator: .greaterThan, value: 10)
    let filterTag = Filter.Tag(value: "Tom")
    let group = FilterGroup.ID.and(name: "group")
    filters.add(filterNumeric, toGroupWithID: group)
    XCTAssertEqual(
      filters.algoliaFilters,
      """
      ( "price" > 10.0 )
      """)
    filters.add(filterTag, toGroupWithID: group)
    XCTAssertEqual(
      filters.algoliaFilters,
      """
      ( "_tags":"Tom" AND "price" > 10.0 )
      """)
    filters.removeAll()
    XCTAssertTrue(filters.isEmpty)
    XCTAssertEqual(filters.algoliaFilters, nil)
  }

  func testToggle() async {
    var filters = Filters()
    let orGroup = FilterGroup.ID.or(name: "a", filterType: .facet)
    let andGroup = FilterGroup.ID.and(name: "a")

    let filter = Filter.Facet(attribute: "brand", stringValue: "sony")

    XCTAssertFalse(filters.getFilters(forGroupWithID: orGroup).contains(.facet(filter)))
    XCTAssertTrue(filters.getFilters(forGroupWithID: orGroup).isEmpty)

    filters.toggle(filter, inGroupWithID: orGroup)
    XCTAssertTrue(filters.getFilters(forGroupWithID: orGroup).contains(.facet(filter)))
    XCTAssertFalse(filters.getFilters(forGroupWithID: orGroup).isEmpty)

    filters.toggle(filter, inGroupWithID: orGroup)
    XCTAssertFalse(filters.contains(filter, inGroupWithID: orGroup))
    XCTAssertTrue(filters.getFilters(forGroupWithID: orGroup).isEmpty)

    XCTAssertFalse(filters.contains(filter, inGroupWithID: andGroup))
    XCTAssertTrue(filters.getFilters(forGroupWithID: andGroup).isEmpty)

    filters.toggle(filter, inGroupWithID: andGroup)
    XCTAssertTrue(filters.getFilters(forGroupWithID: andGroup).contains(.facet(filter)))
    XCTAssertFalse(filters.getFilters(forGroupWithID: andGroup).isEmpty)

    filters.toggle(filter, inGroupWithID: andGroup)
    XCTAssertFalse(filters.contains(filter, inGroupWithID: andGroup))
    XCTAssertTrue(filters.getFilters(forGroupWithID: andGroup).isEmpty)

    let size = Filter.Numeric(attribute: "size", operator: .equals, value: 40)
    let country = Filter.Facet(attribute: "country", stringValue: "france")
    filters.toggle(size, inGroupWithID: andGroup)
    filters.toggle(country, inGroupWithID: andGroup)

    XCTAssertFalse(filters.getFilters(forGroupWithID: andGroup).isEmpty)
    XCTAssertTrue(filters.getFilters(forGroupWithID: andGroup).contains(.numeric(size)))
    XCTAssertTrue(filters.getFilters(forGroupWithID: andGroup).contains(.facet(country)))

    filters.toggle(size, inGroupWithID: andGroup)
    filters.toggle(country, inGroupWithID: andGroup)

    XCTAssertTrue(filters.getFilters(forGroupWithID: andGroup).isEmpty)
    XCTAssertFalse(filters.getFilters(forGroupWithID: andGroup).contains(.numeric(size)))
    XCTAssertFalse(filters.getFilters(forGroupWithID: andGroup).contains(.facet(country)))

    let sizeFacet = Filter.Facet(attribute: "size", numberValue: 40)
    let countFacet = Filter.Facet(attribute: "count", numberValue: 25)
    filters.toggle(sizeFacet, inGroupWithID: orGroup)
    filters.toggle(countFacet, inGroupWithID: orGroup)

    XCTAssertFalse(filters.getFilters(forGroupWithID: orGroup).isEmpty)
    XCTAssertTrue(filters.getFilters(forGroupWithID: orGroup).contains(.facet(sizeFacet)))
    XCTAssertTrue(filters.getFilters(forGroupWithID: orGroup).contains(.facet(countFacet)))
  }

  func testDisjunctiveFacetAttributes() async {
    var filters = Filters()
    let g1 = FilterGroup.ID.or(name: "g1", filterType: .facet)
    let g2 = FilterGroup.ID.or(name: "g2", filterType: .facet)
    let g3 = FilterGroup.ID.and(name: "g3")

    filters.add(
      contentsOf: [
        Filter.Facet(attribute: "color", stringValue: "red"),
        Filter.Facet(attribute: "color", stringValue: "green"),
        Filter.Facet(attribute: "color", stringValue: "blue"),
      ], toGroupWithID: g1)

    XCTAssertEqual(filters.disjunctiveFacetAttributes, ["color"])

    filters.add(Filter.Facet(attribute: "country", stringValue: "france"), toGroupWithID: g2)

    XCTAssertEqual(filters.disjunctiveFacetAttributes, ["color", "country"])

    filters.add(Filter.Facet(attribute: "country", stringValue: "uk"), toGroupWithID: g2)

    filters.add(Filter.Facet(attribute: "size", numberValue: 40), toGroupWithID: g2)

    XCTAssertEqual(filters.disjunctiveFacetAttributes, ["color", "country", "size"])

    filters.add(
      Filter.Numeric(attribute: "price", operator: .greaterThan, value: 50), toGroupWithID: g3)
    filters.add(Filter.Facet(attribute: "featured", boolValue: true), toGroupWithID: g3)

    XCTAssertEqual(filters.disjunctiveFacetAttributes, ["color", "country", "size"])

    filters.add(
      Filter.Numeric(attribute: "price", operator: .lessThan, value: 100), toGroupWithID: g3)

    XCTAssertEqual(filters.disjunctiveFacetAttributes, ["color", "country", "size"])

    filters.add(Filter.Facet(attribute: "size", numberValue: 42), toGroupWithID: g2)

    XCTAssertEqual(filters.disjunctiveFacetAttributes, ["color", "country", "size"])

    filters.remove(
      contentsOf: [
        Filter.Facet(attribute: "color", stringValue: "red"),
        Filter.Facet(attribute: "color", stringValue: "green"),
        Filter.Facet(attribute: "color", stringValue: "blue"),
      ], fromGroupWithID: g1)

    XCTAssertEqual(filters.disjunctiveFacetAttributes, ["country", "size"])
  }

  func testRefinements() async {
    var filters = Filters()
    let g1 = FilterGroup.ID.or(name: "g1", filterType: .facet)

    func rawValues(_ attribute: Attribute) -> Set<String> {
      Set(filters.facetValues(for: attribute).map(\.description))
    }

    filters.add(
      contentsOf: [
        Filter.Facet(attribute: "color", stringValue: "red"),
        Filter.Facet(attribute: "color", stringValue: "green"),
        Filter.Facet(attribute: "color", stringValue: "blue"),
      ], toGroupWithID: g1)

    XCTAssertEqual(rawValues("color"), ["red", "green", "blue"])

    filters.add(
      Filter.Facet(attribute: "country", stringValue: "france"),
      toGroupWithID: .or(name: "g2", filterType: .facet))

    XCTAssertEqual(rawValues("color"), ["red", "green", "blue"])
    XCTAssertEqual(rawValues("country"), ["france"])

    filters.add(
      Filter.Facet(attribute: "country", stringValue: "uk"), toGroupWithID: .and(name: "g3"))

    XCTAssertEqual(rawValues("color"), ["red", "green", "blue"])
    XCTAssertEqual(rawValues("country"), ["france", "uk"])

    filters.remove(Filter.Facet(attribute: "color", stringValue: "green"), fromGroupWithID: g1)

    XCTAssertEqual(rawValues("color"), ["red", "blue"])
    XCTAssertEqual(rawValues("country"), ["france", "uk"])
  }

  func testFilterScoring() async {
    var filters = Filters()

    let filterFacet1 = Filter.Facet(attribute: "category", value: "table", score: 5)
    let filterFacet2 = Filter.Facet(attribute: "category", value: "chair", score: 10)
    let filterFacet3 = Filter.Facet(attribute: "type", value: "equipment", score: 3)

    let groupFacetsOr = FilterGroup.ID.or(name: "filterFacetsOr", filterType: .facet)
    let groupFacetsAnd = FilterGroup.ID.and(name: "filterFacetsAnd")

    filters.add(filterFacet1, toGroupWithID: groupFacetsOr)
    filters.add(filterFacet2, toGroupWithID: groupFacetsOr)
    filters.add(filterFacet3, toGroupWithID: groupFacetsAnd)

    XCTAssertEqual(
      filters.algoliaFilters,
      """
      ( "type":"equipment"<score=3> ) AND ( "category":"chair"<score=10> OR "category":"table"<score=5> )
      """)

    XCTAssertEqual(
      filters.legacyForm.facetFilters,
      [
        .single("type:equipment<score=3>"),
        .anyOf(["category:chair<score=10>", "category:table<score=5>"]),
      ])
  }
}
