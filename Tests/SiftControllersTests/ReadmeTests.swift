import Foundation
import Sift
import SiftAlgolia
import SiftTesting
import XCTest

/// Keeps README.md honest: every Swift block is compiled (in ReadmeSnippets.swift) and runs.
@MainActor
final class ReadmeTests: XCTestCase {
  func test_everySwiftBlockOfTheReadme_isCompiledVerbatim() async throws {
    let compiled = MarkdownSwiftBlocks.normalized(
      try MarkdownSwiftBlocks.file(at: "Tests/SiftControllersTests/ReadmeSnippets.swift")
        + MarkdownSwiftBlocks.file(
          at: "Tests/SiftControllersTests/ReadmeSnippets+MoreWidgets.swift"))
    let blocks = try MarkdownSwiftBlocks.blocks(inPageAt: "README.md")
      .filter { !$0.hasPrefix("// Package.swift") }
    XCTAssertGreaterThanOrEqual(blocks.count, 4)
    for block in blocks {
      XCTAssertTrue(
        compiled.contains(MarkdownSwiftBlocks.normalized(block)),
        "README block not found in ReadmeSnippets.swift:\n\(block)")
    }
  }

  func test_offlineConfigurationSnippet_loadsFilesAndSynonyms() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sift-readme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func file(_ name: String, _ json: JSON) throws -> URL {
      let url = folder.appendingPathComponent(name)
      try json.encodedData().write(to: url)
      return url
    }
    let (catalog, talks) = try ReadmeSnippets.offline(
      talksURL: try file(
        "talks.json",
        [
          ["objectID": "1", "name": "The telly at home", "date": 2],
          ["objectID": "2", "name": "Sofa stories", "date": 1],
        ]),
      settingsURL: try file(
        "settings.json",
        ["searchableAttributes": ["name"], "replicas": ["talks_date_asc"]]),
      dateAscURL: try file(
        "date.json", ["searchableAttributes": ["name"], "customRanking": ["asc(date)"]]),
      synonymsExportURL: try file(
        "synonyms.json", [["objectID": "s", "type": "synonym", "synonyms": ["sofa", "couch"]]]))
    XCTAssertEqual(talks.synonyms.map(\.objectID), ["tv", "s"])
    let tv = try await catalog.search([IndexedQuery(indexName: "talks", query: SearchQuery("tv"))])
    XCTAssertEqual(tv.first?.nbHits, 1)
    let couch = try await catalog.search([
      IndexedQuery(indexName: "talks_date_asc", query: SearchQuery("couch"))
    ])
    XCTAssertEqual(couch.first?.nbHits, 0, "synonyms are the index's own, not forwarded")
    XCTAssertEqual(try talks.search(SearchQuery("couch")).nbHits, 1)
  }

  func test_readmeSnippets_doWhatTheReadmeSays() async throws {
    let (searcher, connector) = try ReadmeSnippets.searchBoxInAFewLines()
    XCTAssertEqual(connector.interactor.query, "sony hedphones")
    XCTAssertNil(searcher.latestResults, "debounced: nothing searched yet")
    connector.interactor.submitQuery()
    await searcher.settled()
    XCTAssertEqual(searcher.latestResults?.request.query.query, "sony hedphones")
    XCTAssertEqual(searcher.latestResults?.response.nbHits, 1, "the typo is tolerated")

    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("sift-readme-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let engine = LocalSearchService()
    try engine.createIndex(
      named: "products", records: [["objectID": "1", "name": "Sony WH-1000XM5 headphones"]])
    let (saved, savedSearcher) = try ReadmeSnippets.saveAndOpen(
      service: engine, appSupport: directory)
    XCTAssertEqual(saved.index(named: "products")?.count, 2, "the journaled write is saved")
    XCTAssertEqual(saved.index(named: "products")?.saveStatus?.journalEntries, 0, "compacted")
    XCTAssertTrue(savedSearcher.service is LocalSearchService)

    let algoliaSearcher = ReadmeSnippets.algolia()
    XCTAssertTrue(algoliaSearcher.service is AlgoliaSearchService)
    XCTAssertEqual(algoliaSearcher.indexName, "products")

    let controller = ReadmeSnippets.customizeExistingImplementation()
    XCTAssertEqual(controller.searchBar.textContentType, .countryName)

    let observableSearcher = RecordingSearcher()
    let observableConnector = ReadmeSnippets.observable(searcher: observableSearcher)
    XCTAssertEqual(observableConnector.interactor.query, "shoes")
    XCTAssertEqual(observableSearcher.searchedQueries, ["shoes"], "submit searches at once")

    let testSearcher = await ReadmeSnippets.testingYourWidgets()
    XCTAssertEqual(testSearcher.searchedQueries, ["sh"])

    let service = StubSearchService()
    service.respond { query in
      SearchResponse(
        hits: [["objectID": "1", "name": "TV"]], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20,
        processingTimeMS: 3, index: query.indexName)
    }
    let (resultsSearcher, _, connectors, hits, stats, sortBy, pages) =
      ReadmeSnippets.resultsScreen(service: service)
    await resultsSearcher.settled()
    XCTAssertTrue(connectors.allSatisfy(\.isConnected))
    XCTAssertEqual(hits.hits.first??.name, "TV")
    XCTAssertEqual(stats.item, "1 result (3ms)")
    XCTAssertEqual(sortBy.selected, 0)
    XCTAssertEqual(pages.pagination.pages, [0])

    try await filtersScreenDoesWhatTheReadmeSays()

    let field = HeadlessTextField()
    let custom = QueryFieldController(textField: field)
    var changes: [String?] = []
    custom.onQueryChanged = { changes.append($0) }
    field.insertText("x")
    custom.setQuery("y")
    XCTAssertEqual(changes, ["x"])
  }

  func test_readmeResultsScreen_showsThePickedPage() async {
    let service = StubSearchService()
    service.respond { query in
      let page = query.query.page ?? 0
      let hitsPerPage = query.query.hitsPerPage ?? 20
      let rows = (page * hitsPerPage)..<((page + 1) * hitsPerPage)
      return SearchResponse(
        hits: rows.map { ["objectID": .string("\($0)"), "name": .string("TV \($0)")] },
        nbHits: 100, page: page, nbPages: 5, hitsPerPage: hitsPerPage, processingTimeMS: 1,
        index: query.indexName)
    }
    let (searcher, _, connectors, hits, _, _, pages) = ReadmeSnippets.resultsScreen(
      service: service)
    await searcher.settled()
    XCTAssertEqual(hits.hits.count, 20)
    XCTAssertEqual(pages.pagination.pages, [0, 1, 2, 3, 4])
    let scrollsBefore = hits.scrollToTopRequestCount
    pages.select(page: 2)
    await searcher.settled()
    XCTAssertEqual(hits.hits.map { $0?.name }, (40..<60).map { "TV \($0)" }, "exactly page 2")
    XCTAssertEqual(hits.scrollToTopRequestCount, scrollsBefore + 1, "shown from its first row")
    XCTAssertEqual(pages.pagination.currentPage, 2)
    XCTAssertTrue(connectors.allSatisfy(\.isConnected))
  }

  private func filtersScreenDoesWhatTheReadmeSays() async throws {
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
    let screen = ReadmeSnippets.filtersScreen(service: service)
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

  func test_readmeSectionsOnInsightsGeoRelatedItemsSwitchIndexRoutingAndCaching_doWhatTheySay()
    async throws
  {
    let service = StubSearchService()
    service.respond { query in
      SearchResponse(
        hits: [["objectID": "1", "name": "TV", "_geoloc": ["lat": 51.5, "lng": -0.1]]], nbHits: 1,
        page: query.query.page ?? 0, nbPages: 3, hitsPerPage: 20,
        queryID: query.query.clickAnalytics == true ? "43b15df305339e827f0ac0bdc5ebcaa7" : nil,
        index: query.indexName)
    }

    let sortSearcher = HitsSearcher(service: service, indexName: "products")
    let (switchIndex, sortSheet) = ReadmeSnippets.switchIndex(searcher: sortSearcher)
    XCTAssertEqual(sortSheet.items.map(\.title), ["Most relevant", "Lowest price"])
    XCTAssertEqual(sortSearcher.indexName, "products_price_asc")
    XCTAssertEqual(sortSheet.selected, "products_price_asc")
    XCTAssertTrue(switchIndex.isConnected)

    let movies = LocalSearchService()
    let records: [JSON] = [
      ["objectID": "alien", "title": "Alien", "director": "Ridley Scott", "genres": ["Horror"]],
      ["objectID": "up", "title": "Up", "director": "Pete Docter", "genres": ["Family"]],
      [
        "objectID": "prometheus", "title": "Prometheus", "director": "Ridley Scott",
        "genres": ["Horror"],
      ],
    ]
    try movies.createIndex(
      named: "movies", records: records,
      settings: LocalIndexSettings(json: ["attributesForFaceting": ["director", "genres"]]))
    let (related, relatedMovies) = ReadmeSnippets.relatedItems(
      service: movies, alien: try records[0].decode(Hit<ReadmeSnippets.Movie>.self))
    await related.searcher.settled()
    XCTAssertEqual(relatedMovies.hits.compactMap { $0?.title }, ["Prometheus", "Up"])

    let (geoSearch, airportsMap) = try ReadmeSnippets.geoSearch(service: service)
    await geoSearch.searcher.settled()
    XCTAssertEqual(
      service.receivedBatches.last?.first?.query.insideBoundingBox, [[51.7, 0.4, 51.2, -0.6]])
    XCTAssertEqual(airportsMap.hits.first?.geolocation, GeoLocation(lat: 51.5, lng: -0.1))

    let shopSearcher = HitsSearcher(service: service, indexName: "products")
    let filterState = FilterState()
    shopSearcher.connectFilterState(filterState)
    let productHits = HitsInteractor<Hit<ReadmeSnippets.Product>>()
    let brandList = FacetListConnector(
      searcher: shopSearcher, filterState: filterState, attribute: "brand", operator: .or)
    let (insights, hitsTracker, filterTracker) = try ReadmeSnippets.insights(
      searcher: shopSearcher, productHits: productHits, brandList: brandList,
      boughtHit: Hit(objectID: "1", record: ReadmeSnippets.Product(name: "TV")))
    XCTAssertEqual(shopSearcher.request.query.clickAnalytics, true)
    XCTAssertEqual(insights.pendingEvents.map(\.eventType), [.conversion])
    XCTAssertEqual(insights.authenticatedUserToken, "user-42")
    XCTAssertTrue(hitsTracker.isConnected && filterTracker.isConnected)
    insights.isEnabled = false  // nothing of this test goes to Algolia

    let searchPage = try XCTUnwrap(URL(string: "https://shop.example/search"))
    let webLink =
      "https://shop.example/search?products%5Bquery%5D=tv"
      + "&products%5BrefinementList%5D%5Bbrand%5D%5B0%5D=Sony&products%5Bpage%5D=2"
    let routing = try ReadmeSnippets.routing(
      searcher: shopSearcher, filterState: filterState, searchPage: searchPage,
      openedURL: try XCTUnwrap(URL(string: webLink)))
    await shopSearcher.settled()
    XCTAssertEqual(shopSearcher.query, "tv")
    XCTAssertEqual(shopSearcher.request.query.page, 1)
    XCTAssertEqual(filterState.algoliaFilters, #"( "brand":"Sony" )"#)
    XCTAssertEqual(routing.url(relativeTo: searchPage).absoluteString, webLink)
    try routing.apply(url: searchPage)
    await shopSearcher.settled()
    XCTAssertEqual(
      routing.url(relativeTo: searchPage).absoluteString, "https://shop.example/search",
      "the initial screen: no query, no dangling ?")

    let backend = RecordingSearchService(wrapping: service)
    let (cachedService, cachedSearcher) = ReadmeSnippets.responseCache(service: backend)
    cachedSearcher.query = "radio"
    cachedSearcher.search()
    await cachedSearcher.settled()
    cachedSearcher.search()
    await cachedSearcher.settled()
    XCTAssertEqual(backend.receivedBatches.count, 1)
    XCTAssertEqual(cachedService.cachedResponseCount, 1)
  }
}
