import Foundation
import SiftCore
import XCTest

/// `FilterState`: accessors, change notification and transactions, restoration.
///
/// Every test is `@MainActor` and `async`, as XCTest on Linux requires for main-actor tests.
@MainActor
final class FilterStateTests: XCTestCase {
  private final class Recorder {
    var received: [Filters] = []
  }

  private let apple = Filter.Facet(attribute: "brand", value: "Apple")
  private let sony = Filter.Facet(attribute: "brand", value: "Sony")
  private let cheap = Filter.Numeric(attribute: "price", operator: .lessThan, value: 100)

  private func recording(_ filterState: FilterState) -> Recorder {
    let recorder = Recorder()
    filterState.onChange.subscribe(with: recorder) { recorder, filters in
      recorder.received.append(filters)
    }
    return recorder
  }

  func test_eachChange_firesOnce_andNoChangeFiresNothing() async {
    let filterState = FilterState()
    let recorder = recording(filterState)
    filterState.add(apple, toGroupWithID: .and(name: "a"))
    filterState.add(apple, toGroupWithID: .and(name: "a"))
    filterState.remove(sony)
    filterState.add(cheap, toGroupWithID: .or(name: "brand", filterType: .facet))
    XCTAssertEqual(recorder.received.count, 1)
    XCTAssertEqual(recorder.received.last?.algoliaFilters, #"( "brand":"Apple" )"#)
    filterState.toggle(apple, inGroupWithID: .and(name: "a"))
    XCTAssertEqual(recorder.received.count, 2)
    XCTAssertTrue(filterState.isEmpty)
  }

  func test_edit_firesOnceWithTheFinalState() async {
    let filterState = FilterState()
    let recorder = recording(filterState)
    filterState.edit { state in
      state[or: "brand", Filter.Facet.self].add(apple)
      state[or: "brand", Filter.Facet.self].add(sony)
      state[and: "price"].add(cheap)
      state.edit { inner in
        inner[or: "brand", Filter.Facet.self].remove(sony)
      }
      XCTAssertTrue(recorder.received.isEmpty)
    }
    XCTAssertEqual(recorder.received.count, 1)
    XCTAssertEqual(
      recorder.received.first?.algoliaFilters, #"( "brand":"Apple" ) AND ( "price" < 100.0 )"#)
  }

  func test_edit_withoutNetChange_firesNothing() async {
    let filterState = FilterState()
    let recorder = recording(filterState)
    filterState.edit { state in
      state.add(apple, toGroupWithID: .and(name: "a"))
      state.remove(apple, fromGroupWithID: .and(name: "a"))
    }
    XCTAssertTrue(recorder.received.isEmpty)
  }

  func test_edit_thatThrows_rollsBackAndFiresNothing() async {
    struct Failure: Error {}
    let filterState = FilterState()
    filterState.add(sony, toGroupWithID: .and(name: "a"))
    let recorder = recording(filterState)
    XCTAssertThrowsError(
      try filterState.edit { (state) throws(Failure) in
        state.add(apple, toGroupWithID: .and(name: "a"))
        throw Failure()
      })
    XCTAssertTrue(recorder.received.isEmpty)
    XCTAssertEqual(filterState.getFilters(), [Filter(sony)])
  }

  func test_notifyChange_firesTheCurrentFilters() async {
    let filterState = FilterState()
    filterState.add(apple, toGroupWithID: .and(name: "a"))
    let recorder = recording(filterState)
    filterState.notifyChange()
    XCTAssertEqual(recorder.received, [filterState.filters])
  }

  func test_accessors_readAndWriteTheirGroup() async {
    let filterState = FilterState()
    let brands: OrGroupAccessor<Filter.Facet> = filterState[or: "brand"]
    brands.add(contentsOf: [apple, sony])
    XCTAssertEqual(brands.filters, [apple, sony])
    XCTAssertTrue(brands.contains(apple))
    XCTAssertTrue(
      filterState.contains(apple, inGroupWithID: .or(name: "brand", filterType: .facet)))
    brands.toggle(apple)
    XCTAssertFalse(brands.contains(apple))

    let misc = filterState[and: "misc"]
    misc.add(cheap)
    misc.add(Filter.Tag(value: "promo"))
    XCTAssertEqual(misc.filters.count, 2)
    misc.removeAll(for: "_tags")
    XCTAssertEqual(misc.filters, [Filter(cheap)])
    XCTAssertEqual(filterState.getFilters(for: "price"), [Filter(cheap)])

    filterState[or: "price", Filter.Numeric.self].add(cheap)
    XCTAssertEqual(filterState.getFilters().count, 3 - 1)
    filterState.removeAll(for: "price")
    XCTAssertTrue(misc.isEmpty)
    XCTAssertFalse(brands.isEmpty)
    brands.removeAll()
    XCTAssertTrue(filterState.isEmpty)
  }

  func test_hierarchicalAccessor_selectsPathAndFilter() async throws {
    let filterState = FilterState()
    let recorder = recording(filterState)
    let menu = HierarchicalFacet(attributePrefix: "hierarchicalCategories", levels: 3)
    let categories = filterState[hierarchical: "categories"]
    try categories.select("Cameras & Camcorders > Digital Cameras", in: menu)
    XCTAssertEqual(recorder.received.count, 1)
    XCTAssertEqual(categories.attributes, menu.attributes)
    XCTAssertEqual(
      categories.path.map(\.value),
      ["Cameras & Camcorders", "Cameras & Camcorders > Digital Cameras"])
    XCTAssertEqual(categories.filter?.attribute, "hierarchicalCategories.lvl1")
    XCTAssertEqual(
      filterState.algoliaFilters,
      #"( "hierarchicalCategories.lvl1":"Cameras & Camcorders > Digital Cameras" )"#)

    XCTAssertThrowsError(try categories.select("A > B > C > D", in: menu)) { error in
      XCTAssertEqual(
        error as? HierarchicalFacetError, .tooDeep(value: "A > B > C > D", levels: 4, attributes: 3)
      )
    }
    XCTAssertEqual(recorder.received.count, 1)

    try categories.select(nil, in: menu)
    XCTAssertTrue(categories.isEmpty)
    XCTAssertTrue(categories.path.isEmpty)
    XCTAssertEqual(categories.attributes, menu.attributes)
    XCTAssertEqual(recorder.received.count, 2)
  }

  func test_restore_fromJSON_andRejectsMalformedJSONWithoutChanging() async throws {
    let source = FilterState()
    source[or: "brand", Filter.Facet.self].add(apple)
    source[and: "price"].add(cheap)
    let data = try source.filters.jsonData()

    let target = FilterState()
    let recorder = recording(target)
    try target.restore(fromJSON: data)
    XCTAssertEqual(target.filters, source.filters)
    XCTAssertEqual(recorder.received.count, 1)

    XCTAssertThrowsError(try target.restore(fromJSON: Data(#"{"groups":[{"type":"and"}]}"#.utf8))) {
      error in
      XCTAssertEqual((error as? FiltersDecodingError)?.kind, .missingKey)
    }
    XCTAssertEqual(target.filters, source.filters)
    XCTAssertEqual(recorder.received.count, 1)
  }

  func test_settingFilters_firesOnlyWhenDifferent() async {
    let filterState = FilterState()
    let recorder = recording(filterState)
    var filters = Filters()
    filters.add(apple, toGroupWithID: .and(name: "a"))
    filterState.filters = filters
    filterState.filters = filters
    XCTAssertEqual(recorder.received, [filters])
  }

  // InstantSearch's FilterState API, as ported code calls it.

  func test_removeAllOthers_keepsOneGroup_inOneChange() async {
    let filterState = FilterState()
    filterState[or: "brand", Filter.Facet.self].add(apple, sony)
    filterState[and: "price"].add(cheap)
    filterState[and: "tags"].add(Filter.Tag(value: "sale"))
    let recorder = recording(filterState)
    filterState[or: "brand", Filter.Facet.self].removeAllOthers()
    XCTAssertEqual(filterState.description, #"( "brand":"Apple" OR "brand":"Sony" )"#)
    XCTAssertEqual(recorder.received.count, 1)
    filterState[and: "price"].add(cheap)
    filterState.removeAll(except: [.and(name: "price")])
    XCTAssertEqual(filterState.description, #"( "price" < 100.0 )"#)
  }

  func test_severalFilters_areAddedRemovedAndToggled_inOneChangeEach() async {
    let filterState = FilterState()
    let recorder = recording(filterState)
    let tags = filterState[and: "tags"]
    tags.add(Filter.Tag(value: "sale"), Filter.Tag(value: "new"), cheap)  // variadic, any kinds
    XCTAssertEqual(tags.filters.count, 3)
    tags.toggle(Filter.Tag(value: "sale"), Filter.Tag(value: "vintage"))
    XCTAssertEqual(
      filterState.description, #"( "_tags":"new" AND "_tags":"vintage" AND "price" < 100.0 )"#)
    tags.remove(Filter.Tag(value: "new"), cheap)
    XCTAssertEqual(filterState.description, #"( "_tags":"vintage" )"#)
    filterState[or: "brand", Filter.Facet.self].add(apple, sony)
    filterState.removeAll([Filter(apple), Filter(sony)])
    XCTAssertEqual(filterState.description, #"( "_tags":"vintage" )"#)
    XCTAssertEqual(recorder.received.count, 5, "one change per call")
  }

  func test_negation_andTagLiterals_asInInstantSearch() async {
    let filterState = FilterState()
    var vintage: Filter.Tag = "vintage"
    vintage.not()
    let notApple = !apple
    filterState[and: "exclusions"].add(vintage, notApple, !cheap)
    XCTAssertEqual(
      filterState.description,
      #"( NOT "_tags":"vintage" AND NOT "brand":"Apple" AND NOT "price" < 100.0 )"#)
    XCTAssertFalse((!notApple).isNegated)
    XCTAssertTrue((!Filter.tag("sale")).isNegated)
  }

  func test_description_printsTheFilters_andDebugDescriptionTheirGroups() async {
    let filterState = FilterState()
    XCTAssertEqual("\(filterState)", "")
    XCTAssertEqual(filterState.debugDescription, "FilterState {}")
    filterState[or: "brand", Filter.Facet.self].add(sony)
    filterState[and: "price"].add(cheap)
    XCTAssertEqual("\(filterState)", #"( "brand":"Sony" ) AND ( "price" < 100.0 )"#)
    XCTAssertEqual(
      filterState.debugDescription,
      "FilterState {\n  or(\"brand\", facet): ( \"brand\":\"Sony\" )\n"
        + "  and(\"price\"): ( \"price\" < 100.0 )\n}")
    XCTAssertEqual(filterState.filters.description, filterState.description)
  }

  func test_theSameReadAPI_onAFilterStateAndItsFilters() async {
    let filterState = FilterState()
    filterState[or: "brand", Filter.Facet.self].add(apple)
    filterState[and: "price"].add(cheap)
    let filters = filterState.filters
    XCTAssertEqual(filterState.getFilters(for: "brand"), [Filter(apple)])
    XCTAssertEqual(filters.getFilters(for: "brand"), [Filter(apple)])
    XCTAssertEqual(filterState.filters(for: "price"), filters.filters(for: "price"))
    XCTAssertEqual(
      filterState.getFiltersAndID(),
      [
        FilterAndID(filter: Filter(apple), id: .or(name: "brand", filterType: .facet)),
        FilterAndID(filter: Filter(cheap), id: .and(name: "price")),
      ])
    XCTAssertEqual(filters.getFiltersAndID(), filterState.getFiltersAndID())
    XCTAssertEqual(filterState.getGroupIDs(), filters.getGroupIDs())
    XCTAssertEqual(filterState.getFilters(), filters.allFilters)
    XCTAssertEqual(
      filterState.getFilters(forGroupWithID: .and(name: "price")),
      filters.filters(inGroupWithID: .and(name: "price")))
    XCTAssertEqual(filterState[or: "brand", Filter.Facet.self].filters(for: "brand"), [apple])
    XCTAssertEqual(filterState[and: "price"].filters(for: "brand"), [])
  }

  func test_aDeepLinksFiltersString_restoresTheFilterState() async throws {
    let original = FilterState()
    original[or: "brand", Filter.Facet.self].add(apple, sony)
    original[and: "price"].add(Filter.Numeric(attribute: "price", range: 10...50))
    original[and: "free_shipping"].add(Filter.Facet(attribute: "free_shipping", boolValue: true))
    original[or: "_tags", Filter.Tag.self].add("sale", "new")
    let link = try XCTUnwrap(original.algoliaFilters)

    let restored = FilterState()
    let recorder = recording(restored)
    try restored.restore(fromAlgoliaFilters: link)
    XCTAssertEqual(restored.filters, original.filters)
    XCTAssertEqual(restored.algoliaFilters, link)
    XCTAssertEqual(recorder.received.count, 1)
    XCTAssertEqual(restored[or: "brand", Filter.Facet.self].filters, [apple, sony])

    XCTAssertThrowsError(try restored.restore(fromAlgoliaFilters: "brand:Apple AND (price < 10")) {
      error in
      XCTAssertEqual(error as? AlgoliaFiltersError, .syntax(.unbalancedParenthesis(at: 16)))
    }
    XCTAssertEqual(restored.filters, original.filters, "a bad link changes nothing")
  }

  func test_hierarchicalAccessor_adds_asInInstantSearch() async {
    let filterState = FilterState()
    let digital = Filter.Facet(attribute: "categories.lvl1", stringValue: "Cameras > Digital")
    let categories = filterState[hierarchical: "_hierarchical"]
    categories.add(digital)
    XCTAssertTrue(categories.contains(digital))
    XCTAssertEqual(categories.filters, [digital])
    XCTAssertEqual(filterState.description, #"( "categories.lvl1":"Cameras > Digital" )"#)
    filterState[and: "price"].add(cheap)
    categories.removeAllOthers()
    XCTAssertEqual(filterState.description, #"( "categories.lvl1":"Cameras > Digital" )"#)
    categories.remove(digital)
    XCTAssertTrue(filterState.isEmpty)
  }

  func test_notify_appliesInstantSearchsCommands_andFiresOnce() async {
    let filterState = FilterState()
    let recorder = recording(filterState)
    let green = Filter.Facet(attribute: "color", stringValue: "green")
    filterState.notify(
      .add(filter: green, toGroupWithID: .and(name: "color")),
      .add(filters: [apple, sony], toGroupWithID: .or(name: "brand", filterType: .facet)),
      .toggle(filter: sony, toGroupWithID: .or(name: "brand", filterType: .facet)))
    XCTAssertEqual(filterState.description, #"( "brand":"Apple" ) AND ( "color":"green" )"#)
    XCTAssertEqual(recorder.received.count, 1)
    filterState.notify(
      .removeAll(for: "brand"), .remove(filter: green, fromGroupWithID: .and(name: "color")))
    XCTAssertTrue(filterState.isEmpty)
    filterState.notify(.removeAll)
    XCTAssertEqual(recorder.received.count, 3, "notify fires even when nothing changed")
  }
}
