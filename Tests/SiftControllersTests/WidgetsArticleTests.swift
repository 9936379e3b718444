import Foundation
import Sift
import SiftAlgolia
import SiftTesting
import XCTest

/// Runs the Widgets article's snippets (WidgetsArticleSnippets) on the embedded engine and
/// checks that each widget does what the article says.
@MainActor
final class WidgetsArticleTests: XCTestCase {
  /// A small catalogue with every attribute the snippets refine, and a replica sorted by price.
  private func catalogue() throws -> LocalSearchService {
    let service = LocalSearchService()
    let records: [JSON] = [
      [
        "objectID": "1", "name": "Sony WH-1000XM5 headphones", "brand": "Sony", "price": 349,
        "rating": 5, "color": "black", "size": "M", "free_shipping": true,
        "categories": ["lvl0": "Audio", "lvl1": "Audio > Headphones"],
      ],
      [
        "objectID": "2", "name": "Sony Alpha 7 camera", "brand": "Sony", "price": 1999,
        "rating": 4, "color": "black", "size": "L", "free_shipping": false,
        "categories": ["lvl0": "Cameras", "lvl1": "Cameras > Mirrorless"],
      ],
      [
        "objectID": "3", "name": "Canon EOS camera strap", "brand": "Canon", "price": 25,
        "rating": 3, "color": "red", "size": "S", "free_shipping": true,
        "categories": ["lvl0": "Cameras", "lvl1": "Cameras > Accessories"],
      ],
      [
        "objectID": "4", "name": "Bose QuietComfort earbuds", "brand": "Bose", "price": 279,
        "rating": 4, "color": "green", "size": "S", "free_shipping": true,
        "categories": ["lvl0": "Audio", "lvl1": "Audio > Earbuds"],
      ],
    ]
    let settings: JSON = [
      "searchableAttributes": ["name", "brand"],
      "attributesForFaceting": [
        "brand", "color", "size", "free_shipping", "price", "rating", "categories.lvl0",
        "categories.lvl1",
      ],
      "customRanking": ["desc(rating)"], "replicas": ["products_price_asc"],
    ]
    try service.createIndex(
      named: "products", records: records, settings: LocalIndexSettings(json: settings),
      replicaSettings: [
        "products_price_asc": LocalIndexSettings(
          json: ["searchableAttributes": ["name", "brand"], "customRanking": ["asc(price)"]])
      ])
    return service
  }

  func test_theSearchBoxHitsStatsAndLoading_showWhatTheUserSearched() async throws {
    let service = try catalogue()
    let (searcher, _) = WidgetsArticleSnippets.shared(service: service)
    let (searchBoxConnector, searchBox) = WidgetsArticleSnippets.searchBox(searcher: searcher)
    let (hitsConnector, hits) = WidgetsArticleSnippets.hits(searcher: searcher)
    let (itemConnectors, stats, isLoading) = WidgetsArticleSnippets.statsAndLoading(
      searcher: searcher)
    searchBox.submit()
    await searcher.settled()
    XCTAssertEqual(searcher.query, "sony")
    XCTAssertEqual(
      hits.hits.compactMap { $0?.name }.sorted(),
      [
        "Sony Alpha 7 camera", "Sony WH-1000XM5 headphones",
      ])
    XCTAssertEqual(stats.item?.hasPrefix("2 results"), true, stats.item ?? "nil")
    XCTAssertFalse(isLoading.item)
    XCTAssertTrue(searchBoxConnector.isConnected && hitsConnector.isConnected)
    XCTAssertTrue(itemConnectors.allSatisfy(\.isConnected))
  }

  func test_relevantSortAndRuleData_readTheResponse() async throws {
    let service = StubSearchService()
    service.respond { query in
      SearchResponse(
        nbHits: 3, index: query.indexName, userData: [["title": "Summer sale"]], nbSortedHits: 1,
        appliedRelevancyStrictness: 90)
    }
    let (searcher, _) = WidgetsArticleSnippets.shared(service: service)
    let (connectors, relevantSort, banner) = WidgetsArticleSnippets.relevantSortAndRuleData(
      searcher: searcher)
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(banner.item?.title, "Summer sale")
    XCTAssertNotNil(relevantSort.priority, "a virtual replica's reply shows the relevant sort")
    XCTAssertTrue(connectors.allSatisfy(\.isConnected))
  }

  func test_theSegments_sortBySizeAndPageSize() async throws {
    let service = try catalogue()
    let (searcher, filterState) = WidgetsArticleSnippets.shared(service: service)
    let (connectors, sortBy, perPage, sizes) = WidgetsArticleSnippets.segments(
      searcher: searcher, filterState: filterState)
    await searcher.settled()
    XCTAssertEqual(searcher.indexName, "products_price_asc")
    XCTAssertEqual(sortBy.selected, 1)
    XCTAssertEqual(perPage.items.map(\.label), ["20 per page", "50 per page", "100 per page"])
    XCTAssertEqual(perPage.selected, 0)
    XCTAssertEqual(sizes.items.map(\.label), ["Any size", "Small"])
    sizes.select(1)
    await searcher.settled()
    XCTAssertEqual(filterState.algoliaFilters, #"( "size":"S" )"#)
    XCTAssertEqual(searcher.latestResults?.response.nbHits, 2)
    XCTAssertEqual(
      searcher.latestResults?.response.hits.first?["objectID"], "3", "cheapest first")
    XCTAssertTrue(connectors.allSatisfy(\.isConnected))
  }

  func test_switchIndexAndPagination_moveTheSearcher() async throws {
    let service = try catalogue()
    let (searcher, _) = WidgetsArticleSnippets.shared(service: service)
    let (switchIndex, sortSheet) = WidgetsArticleSnippets.switchIndex(searcher: searcher)
    XCTAssertEqual(searcher.indexName, "products_price_asc")
    XCTAssertEqual(sortSheet.items.map(\.title), ["Most relevant", "Lowest price"])
    XCTAssertEqual(sortSheet.selected, "products_price_asc")
    let (paginationConnector, pages) = WidgetsArticleSnippets.pagination(searcher: searcher)
    await searcher.settled()
    XCTAssertEqual(pages.pagination.pages, [0], "four records: one page")
    searcher.request.query.hitsPerPage = 1
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(pages.pagination.pages, [0, 1, 2, 3], "four pages, all within the padding")
    pages.select(page: 2)
    await searcher.settled()
    XCTAssertEqual(searcher.request.query.page, 2)
    XCTAssertEqual(pages.pagination.currentPage, 2)
    XCTAssertTrue(switchIndex.isConnected && paginationConnector.isConnected)
  }

  func test_theRefinementWidgets_writeTheFilterState() async throws {
    let service = try catalogue()
    let (searcher, filterState) = WidgetsArticleSnippets.shared(service: service)
    searcher.search()
    await searcher.settled()
    let (brandList, brands) = WidgetsArticleSnippets.facetList(
      searcher: searcher, filterState: filterState)
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(brands.items.map(\.item.value), ["Sony", "Bose", "Canon"], "by count")
    brands.select(value: "Sony")
    await searcher.settled()
    XCTAssertEqual(filterState.algoliaFilters, #"( "brand":"Sony" )"#)
    XCTAssertEqual(
      brands.items.map(\.item.value), ["Sony", "Bose", "Canon"],
      "the selected value first, then by count; an or-list keeps the others")
    XCTAssertEqual(searcher.latestResults?.response.nbHits, 2)

    let (listConnectors, colors, freeShipping) = WidgetsArticleSnippets.filterListsAndToggles(
      filterState: filterState)
    XCTAssertEqual(colors.items.map(\.item.value.description), ["red", "green", "blue"])
    XCTAssertTrue(freeShipping.isSelected)
    XCTAssertEqual(freeShipping.label, "Free shipping")
    let (numberConnectors, _, price) = WidgetsArticleSnippets.numbers(
      searcher: searcher, filterState: filterState)
    XCTAssertEqual(price.range, 10...50)
    let (categoryMenu, categories, breadcrumb) = WidgetsArticleSnippets.hierarchicalMenu(
      searcher: searcher, filterState: filterState)
    await searcher.settled()
    XCTAssertEqual(
      filterState.algoliaFilters,
      #"( "brand":"Sony" ) AND ( "categories.lvl0":"Cameras" ) AND "#
        + #"( "free_shipping":true ) AND ( "price":10.0 TO 50.0 )"#)
    XCTAssertEqual(breadcrumb.items.map(\.label), ["Cameras"])
    XCTAssertEqual(categories.items.first?.label, "Cameras")

    let (clearConnectors, currentFilters, _) = WidgetsArticleSnippets.currentAndClearFilters(
      filterState: filterState)
    await searcher.settled()
    XCTAssertTrue(filterState.isEmpty, "the clear button of the snippet was pressed")
    XCTAssertEqual(currentFilters.items, [])
    XCTAssertFalse(freeShipping.isSelected)
    XCTAssertEqual(searcher.latestResults?.response.nbHits, 4)
    XCTAssertTrue(
      ([brandList, categoryMenu] + listConnectors + numberConnectors + clearConnectors).allSatisfy(
        \.isConnected))
  }

  func test_geoRelatedItemsInsightsAndRouting_doWhatTheArticleSays() async throws {
    let service = StubSearchService()
    service.respond { query in
      SearchResponse(
        hits: [
          [
            "objectID": "1", "name": "Heathrow", "title": "Alien", "director": "Ridley Scott",
            "genres": ["Horror"], "_geoloc": ["lat": 51.47, "lng": -0.45],
          ]
        ], nbHits: 1, page: query.query.page ?? 0, nbPages: 3, hitsPerPage: 20,
        queryID: query.query.clickAnalytics == true ? "43b15df305339e827f0ac0bdc5ebcaa7" : nil,
        index: query.indexName)
    }
    let (geoSearch, airportsMap) = try WidgetsArticleSnippets.geoSearch(service: service)
    await geoSearch.searcher.settled()
    XCTAssertEqual(
      service.receivedBatches.last?.first?.query.insideBoundingBox, [[51.7, 0.4, 51.2, -0.6]])
    XCTAssertEqual(airportsMap.hits.first?.record.name, "Heathrow")

    let alien = Hit(
      objectID: "alien",
      record: WidgetsArticleSnippets.Movie(
        title: "Alien", director: "Ridley Scott", genres: ["Horror", "Sci-Fi"]))
    let (related, _) = WidgetsArticleSnippets.relatedItems(service: service, alien: alien)
    await related.searcher.settled()
    let relatedQuery = try XCTUnwrap(service.receivedBatches.last?.first?.query)
    XCTAssertEqual(relatedQuery.filters, #"( NOT "objectID":"alien" )"#)
    XCTAssertEqual(relatedQuery.optionalFilters?.elements.count, 3, "the director and two genres")

    let (searcher, filterState) = WidgetsArticleSnippets.shared(service: service)
    let productHits = HitsInteractor<Hit<WidgetsArticleSnippets.Product>>()
    let brandList = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: "brand", operator: .or)
    let (insights, hitsTracker, filterTracker) = try WidgetsArticleSnippets.insights(
      searcher: searcher, productHits: productHits, brandList: brandList,
      boughtHit: Hit(objectID: "1", record: WidgetsArticleSnippets.Product(name: "TV")))
    insights.isEnabled = false  // nothing of this test goes to Algolia
    XCTAssertEqual(searcher.request.query.clickAnalytics, true)
    XCTAssertEqual(insights.authenticatedUserToken, "user-42")
    XCTAssertTrue(hitsTracker.isConnected && filterTracker.isConnected)

    let searchPage = try XCTUnwrap(URL(string: "https://shop.example/search"))
    let webLink =
      "https://shop.example/search?products%5Bquery%5D=tv"
      + "&products%5BrefinementList%5D%5Bbrand%5D%5B0%5D=Sony&products%5Bpage%5D=2"
    let routing = try WidgetsArticleSnippets.routing(
      searcher: searcher, filterState: filterState, searchPage: searchPage,
      openedURL: try XCTUnwrap(URL(string: webLink)))
    await searcher.settled()
    XCTAssertEqual(searcher.query, "tv")
    XCTAssertEqual(searcher.request.query.page, 1)
    XCTAssertEqual(filterState.algoliaFilters, #"( "brand":"Sony" )"#)
    XCTAssertTrue(routing.isConnected)
    XCTAssertEqual(routing.url(relativeTo: searchPage).absoluteString, webLink)
    try routing.apply(url: searchPage)
    await searcher.settled()
    XCTAssertEqual(
      routing.url(relativeTo: searchPage).absoluteString, "https://shop.example/search",
      "the initial screen: no query, no dangling ?")
  }

  func test_aWholeFiltersScreen_refinesOnceAnActionAndClears() async throws {
    let service = StubSearchService()
    service.respond { query in
      SearchResponse(
        nbHits: 42,
        facets: [
          "categories.lvl0": ["Cameras": 30, "Audio": 12],
          "categories.lvl1": ["Cameras > Digital": 20, "Cameras > Film": 10],
        ], facetsStats: ["price": FacetStats(min: 5, max: 900)], index: query.indexName)
    }
    service.respondToFacetValues { query in
      let brands = [("Sony", 9), ("Samsung", 7), ("Apple", 6), ("LG", 5), ("Bose", 4), ("JBL", 3)]
      return FacetValuesResponse(
        facetHits: brands.filter { $0.0.lowercased().hasPrefix(query.facetQuery.lowercased()) }
          .map { FacetHit(value: $0.0, highlighted: $0.0, count: $0.1) })
    }
    let screen = WidgetsArticleSnippets.filtersScreen(service: service)
    await screen.searcher.settled()
    await screen.brandSearcher.settled()
    XCTAssertTrue(screen.connectors.allSatisfy(\.isConnected))
    XCTAssertEqual(
      screen.brands.items.map(\.item.value), ["Sony", "Samsung", "Apple", "LG", "Bose"])
    XCTAssertEqual(screen.brands.showMore, .showMore(hiddenCount: 1))
    screen.brands.toggleShowMore()
    XCTAssertEqual(screen.brands.items.count, 6)
    XCTAssertEqual(screen.freeShipping.label, "Free shipping")
    XCTAssertEqual(screen.price.bounds, 5...900)
    XCTAssertEqual(screen.categories.items.map(\.label), ["Cameras", "Audio"])

    screen.brandSearch.query = "s"  // typed: debounced, then the brand values are searched
    screen.brandSearch.submit()
    await screen.brandSearcher.settled()
    XCTAssertEqual(screen.brands.items.map(\.item.value), ["Sony", "Samsung"])
    let searchesBefore = service.receivedBatches.count
    screen.brands.select(value: "Sony")
    await screen.searcher.settled()
    XCTAssertEqual(service.receivedBatches.count - searchesBefore, 1, "one search per action")
    screen.freeShipping.toggle()
    screen.price.set(10...50)
    screen.categories.select("Cameras")
    screen.categories.select("Cameras > Digital")
    await screen.searcher.settled()
    XCTAssertEqual(
      screen.filterState.algoliaFilters,
      #"( "brand":"Sony" ) AND ( "categories.lvl1":"Cameras > Digital" ) AND "#
        + #"( "free_shipping":true ) AND ( "price":10.0 TO 50.0 )"#)
    XCTAssertEqual(screen.categories.items.map(\.label), ["Cameras", "Digital", "Film", "Audio"])
    XCTAssertEqual(screen.breadcrumb.items.map(\.label), ["Cameras", "Digital"])
    XCTAssertEqual(screen.currentFilters.items.count, 4)

    screen.breadcrumb.select("Cameras")
    XCTAssertEqual(screen.breadcrumb.items.map(\.label), ["Cameras"])
    screen.currentFilters.remove(try XCTUnwrap(screen.currentFilters.items.first))
    XCTAssertFalse(screen.brands.items.contains(where: \.isSelected))
    screen.clearAll.clear()
    XCTAssertTrue(screen.filterState.isEmpty)
    XCTAssertEqual(screen.currentFilters.items, [])
    XCTAssertFalse(screen.freeShipping.isSelected)
  }
}
