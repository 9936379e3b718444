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
}
