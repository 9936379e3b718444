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

  // The expected strings of these tests are what the `qs` library (6.15.3, the one
  // InstantSearch.js's history router uses) writes and reads for the same UI state.

  func test_urlQueryString_isInstantSearchJSsDefaultRoutingForm_byteForByte() {
    XCTAssertEqual(
      sonyTVs().urlQueryString,
      "products%5Bquery%5D=tv&products%5BrefinementList%5D%5Bbrand%5D%5B0%5D=Sony"
        + "&products%5Bpage%5D=2")
  }

  func test_urlQueryString_writesEveryKey_inAFixedOrder_asQsStringifyWritesThem() throws {
    let state = SearchState(
      indexName: "products", query: "4k tv & more", page: 0, hitsPerPage: 40,
      sortBy: "products_price_asc",
      refinementList: ["brand": ["LG", "Sony"], "_tags": ["new"], "size[eu]": ["42"]],
      range: ["price": .init(lowerBound: 100, upperBound: 499.5)], toggle: ["free_shipping": true],
      hierarchicalMenu: ["categories.lvl0": ["TV & Home Theater", "TVs"]],
      menu: ["type": "OLED"],
      numericMenu: ["price": .range(.init(lowerBound: 10, upperBound: 100)), "weight": .equal(5)],
      ratingMenu: ["rating": 4], configure: ["hitsPerPage": "8", "analyticsTags": ["web", "fr"]],
      boundingBox: GeoBoundingBox(
        northEast: GeoLocation(lat: 48.9, lng: 2.4), southWest: GeoLocation(lat: 48.8, lng: 2.2)),
      filters: #"NOT "brand":"Acme""#)
    XCTAssertEqual(
      state.urlQueryString.split(separator: "&"),
      [
        "products%5Bquery%5D=4k%20tv%20%26%20more",
        "products%5BrefinementList%5D%5B_tags%5D%5B0%5D=new",
        "products%5BrefinementList%5D%5Bbrand%5D%5B0%5D=LG",
        "products%5BrefinementList%5D%5Bbrand%5D%5B1%5D=Sony",
        "products%5BrefinementList%5D%5Bsize%5Beu%5D%5D%5B0%5D=42",
        "products%5Bmenu%5D%5Btype%5D=OLED",
        "products%5BhierarchicalMenu%5D%5Bcategories.lvl0%5D%5B0%5D=TV%20%26%20Home%20Theater",
        "products%5BhierarchicalMenu%5D%5Bcategories.lvl0%5D%5B1%5D=TVs",
        "products%5BnumericMenu%5D%5Bprice%5D=10%3A100",
        "products%5BnumericMenu%5D%5Bweight%5D=5",
        "products%5BratingMenu%5D%5Brating%5D=4",
        "products%5Brange%5D%5Bprice%5D=100%3A499.5",
        "products%5Btoggle%5D%5Bfree_shipping%5D=true",
        "products%5BgeoSearch%5D%5BboundingBox%5D=48.9%2C2.4%2C48.8%2C2.2",
        "products%5Bconfigure%5D%5BanalyticsTags%5D%5B0%5D=web",
        "products%5Bconfigure%5D%5BanalyticsTags%5D%5B1%5D=fr",
        "products%5Bconfigure%5D%5BhitsPerPage%5D=8",
        "products%5Bfilters%5D=NOT%20%22brand%22%3A%22Acme%22",
        "products%5BsortBy%5D=products_price_asc",
        "products%5BhitsPerPage%5D=40",
        "products%5Bpage%5D=1",
      ])
    XCTAssertEqual(
      try SearchState(urlQueryString: state.urlQueryString, indexName: "products"), state)
  }

  func test_keysAndValues_areEncodedAsQsEncodesThem_unicodeAndNumbersIncluded() throws {
    let state = SearchState(
      indexName: "產品", query: "café crème 日本 🎉 ~-._!*'()",
      range: [
        "a": .init(lowerBound: 0.1 + 0.2, upperBound: 1e21),
        "b": .init(lowerBound: 1e-7, upperBound: 123_456_789.125),
        "c": .init(lowerBound: -0.000001),
      ])
    XCTAssertEqual(
      state.urlQueryString,
      "%E7%94%A2%E5%93%81%5Bquery%5D=caf%C3%A9%20cr%C3%A8me%20%E6%97%A5%E6%9C%AC%20%F0%9F%8E%89"
        + "%20~-._%21%2A%27%28%29"
        + "&%E7%94%A2%E5%93%81%5Brange%5D%5Ba%5D=0.30000000000000004%3A1e%2B21"
        + "&%E7%94%A2%E5%93%81%5Brange%5D%5Bb%5D=1e-7%3A123456789.125"
        + "&%E7%94%A2%E5%93%81%5Brange%5D%5Bc%5D=-0.000001%3A")
    XCTAssertEqual(try SearchState(urlQueryString: state.urlQueryString, indexName: "產品"), state)
  }

  func test_theURL_isOneFoundationKeepsAsItIs() throws {
    // Brackets left raw are re-encoded by URL(string:) (and refused by URLComponents'
    // percentEncodedQuery on Apple platforms): the query read back would differ.
    var state = sonyTVs()
    state.refinementList["size[eu]"] = ["42"]
    let url = try XCTUnwrap(URL(string: "myapp://search?" + state.urlQueryString))
    XCTAssertEqual(url.query, state.urlQueryString)
    XCTAssertEqual(try SearchState(url: url, indexName: "products"), state)
  }

  func test_url_buildsAValidURLForEveryState_theInitialScreenWithoutAQuery() throws {
    let base = try XCTUnwrap(URL(string: "https://shop.example/search?old=1#results"))
    XCTAssertEqual(
      sonyTVs().url(relativeTo: base).absoluteString,
      "https://shop.example/search?products%5Bquery%5D=tv"
        + "&products%5BrefinementList%5D%5Bbrand%5D%5B0%5D=Sony&products%5Bpage%5D=2#results")
    XCTAssertEqual(
      SearchState(indexName: "products").url(relativeTo: base).absoluteString,
      "https://shop.example/search#results", "no dangling ?")
    let app = try XCTUnwrap(URL(string: "myapp://search"))
    XCTAssertEqual(
      SearchState(indexName: "products").url(relativeTo: app).absoluteString, "myapp://search")
    let states = [sonyTVs(), SearchState(indexName: "suggestions", query: "tv")]
    XCTAssertEqual(
      try SearchState.states(
        fromURLQueryString: SearchState.url(states, relativeTo: app).query ?? ""), states)
  }

  func test_readsURLsAsInstantSearchJSWritesThem() throws {
    // qs.stringify's output for a web app's UI state.
    let encoded =
      "products%5Bquery%5D=samsung%20tv&products%5BrefinementList%5D%5Bbrand%5D%5B0%5D=Samsung"
      + "&products%5BrefinementList%5D%5Bbrand%5D%5B1%5D=LG&products%5Brange%5D%5Bprice%5D=%3A500"
      + "&products%5Btoggle%5D%5Bfree_shipping%5D=true&products%5Bmenu%5D%5Btype%5D=OLED"
      + "&products%5BnumericMenu%5D%5Bweight%5D=%3A10&products%5BratingMenu%5D%5Brating%5D=4"
      + "&products%5Bconfigure%5D%5BhitsPerPage%5D=8&products%5Bpage%5D=3"
    let state = try SearchState(urlQueryString: "?" + encoded, indexName: "products")
    XCTAssertEqual(state.query, "samsung tv")
    XCTAssertEqual(state.refinementList, ["brand": ["Samsung", "LG"]])
    XCTAssertEqual(state.menu, ["type": "OLED"])
    XCTAssertEqual(state.numericMenu, ["weight": .range(.init(upperBound: 10))])
    XCTAssertEqual(state.ratingMenu, ["rating": 4])
    XCTAssertEqual(state.configure, ["hitsPerPage": "8"])
    XCTAssertEqual(state.range["price"], .init(upperBound: 500))
    XCTAssertEqual(state.toggle, ["free_shipping": true])
    XCTAssertEqual(state.page, 2, "page 3 there is page index 2 here")

    let handWritten = try SearchState(
      urlQueryString:
        "products[query]=a+b&products[refinementList][brand][]=X&products[refinementList][brand][]=Y",
      indexName: "products")
    XCTAssertEqual(handWritten.query, "a b")
    XCTAssertEqual(handWritten.refinementList["brand"], ["X", "Y"])
  }

  func test_menuNumericMenuRatingMenuAndConfigure_areReadAndWritten_notDropped() throws {
    let web =
      "products%5Bmenu%5D%5Btype%5D=OLED&products%5BnumericMenu%5D%5Bprice%5D=10%3A100"
      + "&products%5BnumericMenu%5D%5Bweight%5D=5&products%5BratingMenu%5D%5Brating%5D=4"
      + "&products%5Bconfigure%5D%5BfacetFilters%5D%5B0%5D%5B0%5D=a%3A1"
      + "&products%5Bconfigure%5D%5BfacetFilters%5D%5B0%5D%5B1%5D=a%3A2"
      + "&products%5Bconfigure%5D%5BfacetFilters%5D%5B1%5D=b%3A3"
      + "&products%5Bconfigure%5D%5BhitsPerPage%5D=8"
    let state = try SearchState(urlQueryString: web, indexName: "products")
    XCTAssertEqual(state.menu, ["type": "OLED"])
    XCTAssertEqual(
      state.numericMenu,
      ["price": .range(.init(lowerBound: 10, upperBound: 100)), "weight": .equal(5)])
    XCTAssertEqual(state.ratingMenu, ["rating": 4])
    XCTAssertEqual(
      state.configure, ["facetFilters": [["a:1", "a:2"], "b:3"], "hitsPerPage": "8"])
    XCTAssertEqual(state.urlQueryString, web, "written back byte for byte")

    let filters = try state.refinements()
    XCTAssertEqual(
      filters.filters(inGroupWithID: .and(name: "type")),
      [.facet(Filter.Facet(attribute: "type", stringValue: "OLED"))])
    XCTAssertEqual(
      filters.filters(inGroupWithID: .and(name: "weight")),
      [.numeric(Filter.Numeric(attribute: "weight", operator: .equals, value: 5))])
    XCTAssertEqual(
      filters.filters(inGroupWithID: .and(name: "rating")),
      [.numeric(Filter.Numeric(attribute: "rating", operator: .greaterThanOrEqual, value: 4))])
    let request = try state.applied(to: HitsSearcher.Request(indexName: "products"))
    XCTAssertEqual(request.query.hitsPerPage, 8)
    XCTAssertEqual(request.query.facetFilters?.json, [["a:1", "a:2"], "b:3"])

    // A screen that declares its widgets reads the same state back from its request.
    let mapping = SearchStateMapping(
      menus: ["type"], numericMenus: ["price", "weight"], ratingMenus: ["rating"],
      configuredParameters: ["facetFilters", "hitsPerPage"])
    XCTAssertEqual(SearchState(request: request, mapping: mapping), state)
    // Without the declarations the same refinements are a refinement list and ranges.
    let undeclared = SearchState(request: request)
    XCTAssertEqual(undeclared.refinementList, ["type": ["OLED"]])
    XCTAssertEqual(undeclared.range["rating"], .init(lowerBound: 4))
    XCTAssertEqual(undeclared.configure, [:])
  }

  func test_anAttributeWithBracketsInItsName_roundTrips() throws {
    let state = SearchState(
      indexName: "products", refinementList: ["size[eu]": ["42"], "a[b][c]": ["x"]],
      range: ["price[eur]": .init(lowerBound: 10)], menu: ["fit[us]": "slim"])
    let text = state.urlQueryString
    XCTAssertTrue(text.contains("products%5BrefinementList%5D%5Bsize%5Beu%5D%5D%5B0%5D=42"))
    XCTAssertEqual(try SearchState(urlQueryString: text, indexName: "products"), state)
    // Written with raw brackets too.
    XCTAssertEqual(
      try SearchState(
        urlQueryString: "products[refinementList][size[eu]][0]=42", indexName: "products"
      ).refinementList, ["size[eu]": ["42"]])
  }

  func test_anEmptyValue_readsAsNoValue_anEmptyPageAsTheFirstPage() throws {
    let state = try SearchState(
      urlQueryString:
        "products[query]=&products[page]=&products[hitsPerPage]=&products[sortBy]="
        + "&products[range][price]=&products[range][weight]=%3A&products[toggle][free]="
        + "&products[menu][type]=&products[refinementList]=",
      indexName: "products")
    XCTAssertEqual(state, SearchState(indexName: "products"))
    XCTAssertNil(
      try SearchState(urlQueryString: "products[page]&products[query]=tv", indexName: "products")
        .page)
  }

  func test_aRepeatedKey_readsAsQsReadsIt() throws {
    // A repeated list key adds to the list.
    let list = try SearchState(
      urlQueryString:
        "products[refinementList][brand]=A&products[refinementList][brand]=B"
        + "&products[refinementList][brand][]=C",
      indexName: "products")
    XCTAssertEqual(list.refinementList["brand"], ["A", "B", "C"])
    // A repeated single value is a list there: not a query.
    XCTAssertThrowsError(
      try SearchState(
        urlQueryString: "products[query]=tv&products[query]=radio", indexName: "products")
    ) {
      XCTAssertEqual(
        $0 as? SearchStateError,
        .invalidValue(key: "products[query]", value: "[tv,radio]", expected: "a single value"))
    }
    // Past index 98, qs (with InstantSearch.js's arrayLimit: 99) makes an object of the indices;
    // it reads in the order of its indices.
    let sparse = try SearchState(
      urlQueryString:
        "products[refinementList][b][150]=z&products[refinementList][b][99]=y"
        + "&products[refinementList][b][2]=x",
      indexName: "products")
    XCTAssertEqual(sparse.refinementList["b"], ["x", "y", "z"])
    let many = (0...100).map { "products[refinementList][b][]=v\($0)" }.joined(separator: "&")
    XCTAssertEqual(
      try SearchState(urlQueryString: many, indexName: "products").refinementList["b"],
      (0...100).map { "v\($0)" })
  }

  func test_keysDeeperThanFiveBrackets_keepTheRestAsOneKey_asQsDoes() throws {
    let state = try SearchState(
      urlQueryString: "products[configure][a][b][c][d]=x&products[configure][e][f][g][h][i][j]=y",
      indexName: "products")
    XCTAssertEqual(
      state.configure, ["a": ["b": ["c": ["d": "x"]]], "e": ["f": ["g": ["h": ["[i][j]": "y"]]]]])
  }

  func test_aToggleThatIsOff_isLeftOut_asInstantSearchJSWritesIt() throws {
    // InstantSearch.js reads any value of a toggle as on; it writes only `true`.
    let state = SearchState(indexName: "products", toggle: ["free_shipping": false, "sale": true])
    XCTAssertEqual(state.urlQueryString, "products%5Btoggle%5D%5Bsale%5D=true")
    XCTAssertEqual(
      try SearchState(
        urlQueryString: "products[toggle][free_shipping]=false", indexName: "products"
      ).toggle, [:])
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
      (
        "products[numericMenu][price]=cheap",
        .invalidValue(
          key: "products[numericMenu][price]", value: "cheap",
          expected: "min:max (either side empty) or a number")
      ),
      (
        "products[ratingMenu][rating]=four",
        .invalidValue(key: "products[ratingMenu][rating]", value: "four", expected: "a number")
      ),
      (
        "products[menu][type][0]=OLED",
        .invalidValue(key: "products[menu][type]", value: "[OLED]", expected: "a single value")
      ),
      (
        "products[configure]=hitsPerPage",
        .invalidValue(
          key: "products[configure]", value: "hitsPerPage", expected: "attributes in brackets")
      ),
      (
        "products[refinementList][brand][0][x]=Sony",
        .invalidValue(
          key: "products[refinementList][brand]", value: "[{x:Sony}]",
          expected: "a list of values")
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
    state.menu["type"] = "OLED"
    state.numericMenu["weight"] = .equal(5)
    state.ratingMenu["rating"] = 4
    state.configure["hitsPerPage"] = "8"
    let json = try JSON.parse(JSONEncoder().encode(state))
    XCTAssertEqual(
      json,
      [
        "indexName": "products", "query": "tv", "page": 2,
        "refinementList": ["brand": ["Sony"]], "range": ["price": "10:"],
        "hierarchicalMenu": ["categories.lvl0": ["TV", "OLED"]], "menu": ["type": "OLED"],
        "numericMenu": ["weight": "5"], "ratingMenu": ["rating": 4],
        "configure": ["hitsPerPage": "8"],
      ])
    // InstantSearch.js's UI state holds numbers in configure; they read as a URL carries them.
    let uiState = #"{"indexName": "products", "configure": {"hitsPerPage": 8, "distinct": true}}"#
    XCTAssertEqual(
      try JSONDecoder().decode(SearchState.self, from: Data(uiState.utf8)).configure,
      ["hitsPerPage": "8", "distinct": "true"])
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
