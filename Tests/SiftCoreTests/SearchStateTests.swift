import Foundation
import SiftCore
import XCTest

/// `SearchState`'s forms: InstantSearch.js's URL parameters and UI state JSON, and the
/// searcher request it reads from and writes to.
final class SearchStateTests: XCTestCase {
  private func sonyTVs() -> SearchState {
    var state = SearchState(indexName: "products", query: "tv", page: 1)
    state.refinementList["brand"] = ["Sony"]
    return state
  }

  func test_urlQueryString_isInstantSearchJSsDefaultRoutingForm() {
    XCTAssertEqual(
      sonyTVs().urlQueryString,
      "products[query]=tv&products[refinementList][brand][0]=Sony&products[page]=2")
  }

  func test_urlQueryString_writesEveryKey_inAFixedOrder_percentEncodingValues() {
    let state = SearchState(
      indexName: "products", query: "4k tv & more", page: 0, hitsPerPage: 40,
      sortBy: "products_price_asc", refinementList: ["brand": ["LG", "Sony"], "_tags": ["new"]],
      range: ["price": .init(lowerBound: 100, upperBound: 499.5)], toggle: ["free_shipping": true],
      hierarchicalMenu: ["categories.lvl0": ["TV & Home Theater", "TVs"]],
      boundingBox: GeoBoundingBox(
        northEast: GeoLocation(lat: 48.9, lng: 2.4), southWest: GeoLocation(lat: 48.8, lng: 2.2)),
      filters: #"NOT "brand":"Acme""#)
    XCTAssertEqual(
      state.urlQueryString.split(separator: "&"),
      [
        "products[query]=4k%20tv%20%26%20more",
        "products[refinementList][_tags][0]=new",
        "products[refinementList][brand][0]=LG",
        "products[refinementList][brand][1]=Sony",
        "products[hierarchicalMenu][categories.lvl0][0]=TV%20%26%20Home%20Theater",
        "products[hierarchicalMenu][categories.lvl0][1]=TVs",
        "products[range][price]=100%3A499.5",
        "products[toggle][free_shipping]=true",
        "products[geoSearch][boundingBox]=48.9%2C2.4%2C48.8%2C2.2",
        "products[filters]=NOT%20%22brand%22%3A%22Acme%22",
        "products[sortBy]=products_price_asc",
        "products[hitsPerPage]=40",
        "products[page]=1",
      ])
    XCTAssertEqual(
      try SearchState(urlQueryString: state.urlQueryString, indexName: "products"), state)
  }

  func test_readsURLsAsInstantSearchJSWritesThem() throws {
    // qs.stringify's default output: brackets encoded, RFC 3986 escapes.
    let encoded =
      "products%5Bquery%5D=samsung%20tv&products%5BrefinementList%5D%5Bbrand%5D%5B0%5D=Samsung"
      + "&products%5BrefinementList%5D%5Bbrand%5D%5B1%5D=LG&products%5Brange%5D%5Bprice%5D=%3A500"
      + "&products%5Btoggle%5D%5Bfree_shipping%5D=true&products%5Bmenu%5D%5Btype%5D=OLED"
      + "&products%5Bconfigure%5D%5BhitsPerPage%5D=8&products%5Bpage%5D=3"
    let state = try SearchState(urlQueryString: "?" + encoded, indexName: "products")
    XCTAssertEqual(state.query, "samsung tv")
    XCTAssertEqual(state.refinementList, ["brand": ["Samsung", "LG"], "type": ["OLED"]])
    XCTAssertEqual(state.range["price"], .init(upperBound: 500))
    XCTAssertEqual(state.toggle, ["free_shipping": true])
    XCTAssertEqual(state.page, 2, "page 3 there is page index 2 here")
    XCTAssertNil(state.hitsPerPage, "configure is not routed, as InstantSearch.js's simple mapping")

    let handWritten = try SearchState(
      urlQueryString:
        "products[query]=a+b&products[refinementList][brand][]=X&products[refinementList][brand][]=Y",
      indexName: "products")
    XCTAssertEqual(handWritten.query, "a b")
    XCTAssertEqual(handWritten.refinementList["brand"], ["X", "Y"])
  }

  func test_severalIndicesShareOneQueryString() throws {
    let suggestions = SearchState(indexName: "suggestions", query: "tv")
    let text = SearchState.urlQueryString([sonyTVs(), suggestions])
    XCTAssertEqual(try SearchState.states(fromURLQueryString: text), [sonyTVs(), suggestions])
    XCTAssertEqual(try SearchState(urlQueryString: text, indexName: "suggestions"), suggestions)
    XCTAssertEqual(
      try SearchState(urlQueryString: text, indexName: "brands"), SearchState(indexName: "brands"))
  }

  func test_wrongValues_areTypedErrorsNamingTheParameter() {
    let cases: [(String, SearchStateError)] = [
      (
        "products[page]=0",
        .invalidValue(key: "products[page]", value: "0", expected: "a whole number from 1")
      ),
      (
        "products[hitsPerPage]=many",
        .invalidValue(
          key: "products[hitsPerPage]", value: "many", expected: "a whole number from 1")
      ),
      (
        "products[range][price]=cheap",
        .invalidValue(
          key: "products[range][price]", value: "cheap", expected: "min:max, either side empty")
      ),
      (
        "products[toggle][free_shipping]=yes",
        .invalidValue(
          key: "products[toggle][free_shipping]", value: "yes", expected: "true or false")
      ),
      (
        "products[refinementList]=Sony",
        .invalidValue(
          key: "products[refinementList]", value: "Sony", expected: "attributes in brackets")
      ),
      (
        "products[geoSearch][boundingBox]=1,2,3",
        .invalidValue(
          key: "products[geoSearch][boundingBox]", value: "1,2,3",
          expected: "lat1,lng1,lat2,lng2 on Earth")
      ),
    ]
    for (text, expected) in cases {
      XCTAssertThrowsError(try SearchState(urlQueryString: text, indexName: "products"), text) {
        XCTAssertEqual($0 as? SearchStateError, expected)
      }
    }
    let huge = String(repeating: "a=1&", count: 20_000)
    XCTAssertThrowsError(try SearchState(urlQueryString: huge, indexName: "products")) {
      XCTAssertEqual($0 as? SearchStateError, .tooLong(length: 80_000, limit: 65_536))
    }
    let many = (0..<1_001).map { "products[refinementList][b][\($0)]=x" }.joined(separator: "&")
    XCTAssertThrowsError(try SearchState(urlQueryString: many, indexName: "products")) {
      XCTAssertEqual($0 as? SearchStateError, .tooManyParameters(count: 1_001, limit: 1_000))
    }
  }

  func test_codable_isInstantSearchJSsUIStateJSON_withTheIndexName() throws {
    var state = sonyTVs()
    state.range["price"] = .init(lowerBound: 10)
    state.hierarchicalMenu["categories.lvl0"] = ["TV", "OLED"]
    let json = try JSON.parse(JSONEncoder().encode(state))
    XCTAssertEqual(
      json,
      [
        "indexName": "products", "query": "tv", "page": 2,
        "refinementList": ["brand": ["Sony"]], "range": ["price": "10:"],
        "hierarchicalMenu": ["categories.lvl0": ["TV", "OLED"]],
      ])
    XCTAssertEqual(
      try JSONDecoder().decode(SearchState.self, from: JSONEncoder().encode(state)), state)
    XCTAssertThrowsError(
      try JSONDecoder().decode(
        SearchState.self, from: Data(#"{"indexName": "products", "page": 0}"#.utf8)))
  }

  func test_aRequestsRefinements_goUnderTheirKeys_andTheRestIntoFilters() {
    var request = HitsSearcher.Request(indexName: "products_price_asc", query: SearchQuery("tv"))
    request.filters.add(
      contentsOf: [
        Filter.Facet(attribute: "brand", stringValue: "Sony"),
        Filter.Facet(attribute: "brand", stringValue: "LG"),
      ], toGroupWithID: .or(name: "brand", filterType: .facet))
    request.filters.add(
      Filter.Facet(attribute: "free_shipping", boolValue: true),
      toGroupWithID: .and(name: "free_shipping"))
    request.filters.add(
      Filter.Numeric(attribute: "price", range: 100...500), toGroupWithID: .and(name: "price"))
    request.filters.add(
      Filter.Numeric(attribute: "rating", operator: .greaterThanOrEqual, value: 4),
      toGroupWithID: .and(name: "rating"))
    request.filters.add(
      Filter.Facet(attribute: "brand", stringValue: "Acme", isNegated: true),
      toGroupWithID: .and(name: "excluded"))
    request.filters.add(
      Filter.Numeric(attribute: "stock", operator: .greaterThan, value: 0),
      toGroupWithID: .and(name: "stock"))
    request.filters.setHierarchicalSelection(
      path: [
        Filter.Facet(attribute: "categories.lvl0", stringValue: "TV"),
        Filter.Facet(attribute: "categories.lvl1", stringValue: "TV > OLED"),
      ], forGroupNamed: "_hierarchical")

    let state = SearchState(request: request, indexName: "products")
    XCTAssertEqual(state.sortBy, "products_price_asc")
    XCTAssertEqual(state.refinementList, ["brand": ["LG", "Sony"]])
    XCTAssertEqual(state.toggle, ["free_shipping": true])
    XCTAssertEqual(
      state.range,
      ["price": .init(lowerBound: 100, upperBound: 500), "rating": .init(lowerBound: 4)])
    XCTAssertEqual(state.hierarchicalMenu, ["categories.lvl0": ["TV", "OLED"]])
    XCTAssertEqual(state.filters, #"( NOT "brand":"Acme" ) AND ( "stock" > 0.0 )"#)

    let restored = try? state.applied(to: HitsSearcher.Request(indexName: "products"))
    XCTAssertEqual(restored?.indexName, "products_price_asc")
    XCTAssertEqual(
      restored?.filters.groupIDs,
      [
        .hierarchical(name: "_hierarchical"), .or(name: "brand", filterType: .facet),
        .and(name: "brand"), .and(name: "free_shipping"), .and(name: "price"),
        .and(name: "rating"), .and(name: "stock"),
      ], "what filters holds comes back in groups named after its attributes")
    XCTAssertEqual(restored?.filters.algoliaFilters, request.filters.algoliaFilters)
    XCTAssertEqual(
      restored?.filters.hierarchicalPath(forGroupNamed: "_hierarchical"),
      request.filters.hierarchicalPath(forGroupNamed: "_hierarchical"))
  }

  func test_applying_usesTheMappingsGroups_andRefusesWhatCannotBeHeld() throws {
    var state = SearchState(indexName: "products")
    state.refinementList["color"] = ["red", "blue"]
    state.refinementList["_tags"] = ["featured"]
    state.hierarchicalMenu["categories.lvl0"] = ["A", "B"]
    var mapping = SearchStateMapping()
    mapping.groups["color"] = .and(name: "colors")
    mapping.hierarchicalMenus = [
      .init(
        facet: HierarchicalFacet(attributePrefix: "categories", levels: 3, separator: " / "),
        groupName: "categories")
    ]
    let filters = try state.refinements(mapping: mapping)
    XCTAssertEqual(filters.filters(inGroupWithID: .and(name: "colors")).count, 2)
    XCTAssertEqual(filters.filters(inGroupWithID: .or(name: "_tags", filterType: .tag)).count, 1)
    XCTAssertEqual(
      filters.hierarchicalPath(forGroupNamed: "categories").map(\.value.description),
      ["A", "A / B"])

    state.hierarchicalMenu["categories.lvl0"] = ["A", "B", "C", "D"]
    XCTAssertThrowsError(try state.refinements(mapping: mapping)) {
      XCTAssertEqual(
        $0 as? SearchStateError,
        .hierarchicalPathTooDeep(
          attribute: "categories.lvl0", path: ["A", "B", "C", "D"], levels: 3))
    }
    let inverted = SearchState(
      indexName: "p", range: ["price": .init(lowerBound: 9, upperBound: 1)])
    XCTAssertThrowsError(try inverted.refinements())
    let broken = SearchState(indexName: "p", filters: "brand:(")
    XCTAssertThrowsError(try broken.refinements()) {
      guard case .filters? = $0 as? SearchStateError else { return XCTFail("\($0)") }
    }
  }
}
