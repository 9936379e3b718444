// swift-format-ignore-file
// Every `swift` block of the Widgets article (Sources/Sift/Sift.docc/Widgets.md), compiled.
// DocumentationTests checks that each block appears here verbatim (up to indentation), and
// WidgetsArticleTests runs them.
import Foundation
import Sift
import SiftAlgolia

/// The Widgets article's snippets, each returning what its test inspects.
@MainActor
enum WidgetsArticleSnippets {
  struct Product: Decodable {
    let name: String
  }

  struct Banner: Decodable {
    let title: String
  }

  struct Airport: Decodable {
    let name: String
  }

  struct Movie: Decodable {
    let title: String
    let director: String
    let genres: [String]
  }

  /// What the Widgets article's filters screen builds, for the test to drive.
  struct FiltersScreen {
    let searcher: HitsSearcher
    let brandSearcher: FacetSearcher
    let filterState: FilterState
    let connectors: [any Connection]
    let brandSearch: SearchBoxObservableController
    let brands: FacetListObservableController
    let freeShipping: FilterToggleObservableController
    let price: NumberRangeObservableController<Double>
    let categories: HierarchicalMenuObservableController
    let breadcrumb: HierarchicalBreadcrumbObservableController
    let currentFilters: CurrentFiltersObservableController
    let clearAll: ClearFiltersObservableController
  }

  static func filtersScreen(service: any SearchService) -> FiltersScreen {
    let filtersSearcher = HitsSearcher(service: service, indexName: "products")
    let refinements = FilterState()
    filtersSearcher.connectFilterState(refinements)  // one search per refinement, disjunctive facets
    let brandSearcher = FacetSearcher(service: service, indexName: "products", attribute: "brand")

    let brandSearch = SearchBoxObservableController()  // "search for a brand"
    let brands = FacetListObservableController()  // five at a time, then "show more"
    let freeShipping = FilterToggleObservableController()
    let price = NumberRangeObservableController<Double>()  // bounds from facets_stats
    let categories = HierarchicalMenuObservableController()
    let breadcrumb = HierarchicalBreadcrumbObservableController()
    let currentFilters = CurrentFiltersObservableController()
    let clearAll = ClearFiltersObservableController()

    let categoryMenu = HierarchicalMenuConnector(
      searcher: filtersSearcher, filterState: refinements,
      facet: HierarchicalFacet(attributePrefix: "categories", levels: 3), groupName: "categories",
      controller: categories)
    categoryMenu.connectBreadcrumbController(breadcrumb)

    let filterConnectors: [any Connection] = [
      SearchBoxConnector(searcher: brandSearcher, controller: brandSearch),
      FacetListConnector(
        facetSearcher: brandSearcher, filterState: refinements, operator: .or, controller: brands,
        presenter: FacetListPresenter(sortBy: [.isRefined, .count(order: .descending)], limit: 5)),
      FilterToggleConnector(
        filterState: refinements, filter: Filter.Facet(attribute: "free_shipping", boolValue: true),
        controller: freeShipping) { _ in "Free shipping" },
      NumberRangeConnector(
        searcher: filtersSearcher, filterState: refinements, attribute: "price", controller: price),
      categoryMenu,
      CurrentFiltersConnector(filterState: refinements, controller: currentFilters),
      ClearFiltersConnector(filterState: refinements, controller: clearAll),
    ]
    filtersSearcher.search()
    brandSearcher.search()
    return FiltersScreen(
      searcher: filtersSearcher, brandSearcher: brandSearcher, filterState: refinements,
      connectors: filterConnectors, brandSearch: brandSearch, brands: brands,
      freeShipping: freeShipping, price: price, categories: categories, breadcrumb: breadcrumb,
      currentFilters: currentFilters, clearAll: clearAll)
  }

  static func shared(service: any SearchService) -> (HitsSearcher, FilterState) {
    let searcher = HitsSearcher(service: service, indexName: "products")
    let filterState = FilterState()
    searcher.connectFilterState(filterState)  // each refinement searches, with disjunctive faceting
    return (searcher, filterState)
  }

  static func searchBox(searcher: HitsSearcher) -> (SearchBoxConnector, SearchBoxObservableController) {
    let searchBox = SearchBoxObservableController()
    let searchBoxConnector = SearchBoxConnector(searcher: searcher, controller: searchBox)
    searchBox.query = "sony"  // what a text field binding does as the user types
    return (searchBoxConnector, searchBox)
  }

  static func hits(searcher: HitsSearcher) -> (HitsConnector<Product>, HitsObservableController<Product>) {
    let hits = HitsObservableController<Product>()
    let hitsConnector = HitsConnector<Product>(searcher: searcher, controller: hits)
    // a list shows hits.hits; as row 15 appears:
    hits.notifyAppearance(ofHitAt: 15)  // loads the next page when it is near
    return (hitsConnector, hits)
  }

  static func statsAndLoading(searcher: HitsSearcher) -> (
    [any Connection], ItemObservableController<String?>, ItemObservableController<Bool>
  ) {
    let stats = ItemObservableController<String?>(item: nil)
    let statsConnector = StatsConnector(searcher: searcher, controller: stats)  // "1,234 results (3ms)"
    let isLoading = ItemObservableController<Bool>(item: false)
    let loadingConnector = LoadingConnector(searcher: searcher, controller: isLoading)
    return ([statsConnector, loadingConnector], stats, isLoading)
  }

  static func relevantSortAndRuleData(searcher: HitsSearcher) -> (
    [any Connection], RelevantSortObservableController, ItemObservableController<Banner?>
  ) {
    let relevantSort = RelevantSortObservableController()
    let relevantSortConnector = RelevantSortConnector(
      searcher: searcher, controller: relevantSort, presenter: { $0 })
    let banner = ItemObservableController<Banner?>(item: nil)
    let bannerConnector = QueryRuleCustomDataConnector<Banner>(
      searcher: searcher, controller: banner, presenter: { $0 })
    return ([relevantSortConnector, bannerConnector], relevantSort, banner)
  }

  static func segments(searcher: HitsSearcher, filterState: FilterState) -> (
    [any Connection], SelectableSegmentObservableController<Int>,
    SelectableSegmentObservableController<Int>, SelectableSegmentObservableController<Int>
  ) {
    let sortBy = SelectableSegmentObservableController<Int>()
    let sortByConnector = SortByConnector(
      searcher: searcher, indexNames: ["products", "products_price_asc"], controller: sortBy)
    let perPage = SelectableSegmentObservableController<Int>()
    let perPageConnector = HitsPerPageConnector(
      searcher: searcher, choices: [20, 50, 100], defaultChoice: 20, controller: perPage)
    let sizes = SelectableSegmentObservableController<Int>()
    let sizesConnector = FilterMapConnector(
      filterState: filterState,
      items: [
        NamedFilter("Any size"),
        NamedFilter("Small", .facet(Filter.Facet(attribute: "size", stringValue: "S"))),
      ],
      groupName: "size", controller: sizes)
    sortBy.select(1)  // what a picker does: searches the replica sorted by price
    return ([sortByConnector, perPageConnector, sizesConnector], sortBy, perPage, sizes)
  }

  static func switchIndex(searcher: HitsSearcher) -> (
    SwitchIndexConnector, SwitchIndexObservableController
  ) {
    let sortSheet = SwitchIndexObservableController()
    let switchIndex = SwitchIndexConnector(
      searcher: searcher,
      items: [
        SwitchIndexItem(indexName: "products", title: "Most relevant"),
        SwitchIndexItem(indexName: "products_price_asc", title: "Lowest price"),
      ],
      controller: sortSheet)
    sortSheet.select("products_price_asc")  // what a picker does: switches the index and searches
    return (switchIndex, sortSheet)
  }

  static func pagination(searcher: HitsSearcher) -> (PaginationConnector, PaginationObservableController) {
    let pages = PaginationObservableController()
    let paginationConnector = PaginationConnector(searcher: searcher, padding: 2, controller: pages)
    return (paginationConnector, pages)
  }

  static func facetList(searcher: HitsSearcher, filterState: FilterState) -> (
    FacetListConnector, FacetListObservableController
  ) {
    let brands = FacetListObservableController()
    let brandList = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: "brand", operator: .or,
      controller: brands,
      presenter: FacetListPresenter(sortBy: [.isRefined, .count(order: .descending)], limit: 5))
    return (brandList, brands)
  }

  static func filterListsAndToggles(filterState: FilterState) -> (
    [any Connection], FilterListObservableController<Filter.Facet>, FilterToggleObservableController
  ) {
    let colors = FilterListObservableController<Filter.Facet>()
    let colorList = FacetFilterListConnector(
      filterState: filterState,
      filters: ["red", "green", "blue"].map { Filter.Facet(attribute: "color", stringValue: $0) },
      selectionMode: .multiple, operator: .or, groupName: "colors", controller: colors)
    let freeShipping = FilterToggleObservableController()
    let freeShippingToggle = FilterToggleConnector(
      filterState: filterState, filter: Filter.Facet(attribute: "free_shipping", boolValue: true),
      controller: freeShipping) { _ in "Free shipping" }
    freeShipping.toggle()
    return ([colorList, freeShippingToggle], colors, freeShipping)
  }

  static func numbers(searcher: HitsSearcher, filterState: FilterState) -> (
    [any Connection], NumberObservableController<Int>, NumberRangeObservableController<Double>
  ) {
    let minimumRating = NumberObservableController<Int>()
    let ratingConnector = NumberConnector<Int>(
      searcher: searcher, filterState: filterState, attribute: "rating", numericOperator: .greaterThanOrEqual,
      controller: minimumRating)
    let price = NumberRangeObservableController<Double>()
    let priceConnector = NumberRangeConnector<Double>(
      searcher: searcher, filterState: filterState, attribute: "price", controller: price)
    price.set(10...50)
    return ([ratingConnector, priceConnector], minimumRating, price)
  }

  static func hierarchicalMenu(searcher: HitsSearcher, filterState: FilterState) -> (
    HierarchicalMenuConnector, HierarchicalMenuObservableController,
    HierarchicalBreadcrumbObservableController
  ) {
    let categories = HierarchicalMenuObservableController()
    let breadcrumb = HierarchicalBreadcrumbObservableController()
    let categoryMenu = HierarchicalMenuConnector(
      searcher: searcher, filterState: filterState,
      facet: HierarchicalFacet(attributePrefix: "categories", levels: 3), groupName: "categories",
      controller: categories)
    categoryMenu.connectBreadcrumbController(breadcrumb)
    categories.select("Cameras")
    return (categoryMenu, categories, breadcrumb)
  }

  static func currentAndClearFilters(filterState: FilterState) -> (
    [any Connection], CurrentFiltersObservableController, ClearFiltersObservableController
  ) {
    let currentFilters = CurrentFiltersObservableController()
    let currentFiltersConnector = CurrentFiltersConnector(filterState: filterState, controller: currentFilters)
    let clearAll = ClearFiltersObservableController()
    let clearConnector = ClearFiltersConnector(filterState: filterState, controller: clearAll)
    clearAll.clear()  // removes every filter, and searches once
    return ([currentFiltersConnector, clearConnector], currentFilters, clearAll)
  }

  static func geoSearch(service: any SearchService) throws -> (
    GeoSearchConnector<Airport>, GeoHitsObservableController<Airport>
  ) {
    let airportsMap = GeoHitsObservableController<Airport>()
    let geoSearch = GeoSearchConnector<Airport>(
      searcher: HitsSearcher(service: service, indexName: "airports"), controller: airportsMap)
    try geoSearch.interactor.searchAround(GeoLocation(lat: 48.8566, lng: 2.3522), radius: .meters(50_000))
    // the user pans the map and taps "search this area":
    try geoSearch.interactor.searchInside(
      GeoBoundingBox(northEast: GeoLocation(lat: 51.7, lng: 0.4), southWest: GeoLocation(lat: 51.2, lng: -0.6)))
    return (geoSearch, airportsMap)
  }

  static func relatedItems(service: any SearchService, alien: Hit<Movie>) -> (
    RelatedItemsConnector<Movie>, HitsObservableController<Movie>
  ) {
    let relatedMovies = HitsObservableController<Movie>()
    let related = RelatedItemsConnector<Movie>(
      searcher: HitsSearcher(service: service, indexName: "movies"),
      hit: alien,  // the Hit<Movie> the page shows
      patterns: [
        MatchingPattern(attribute: "director", score: 3, filterPath: \.director),
        MatchingPattern(attribute: "genres", score: 1, filterPath: \.genres),
      ],
      controller: relatedMovies)
    related.searcher.search()
    return (related, relatedMovies)
  }

  static func insights(
    searcher: HitsSearcher, productHits: HitsInteractor<Hit<Product>>,
    brandList: FacetListConnector, boughtHit: Hit<Product>
  ) throws -> (Insights, HitsTracker, FilterTracker) {
    let insights = Insights(
      service: AlgoliaInsightsService(appID: "YourApplicationID", apiKey: "YourSearchOnlyAPIKey", region: .us))
    let hitsTracker = HitsTracker(eventName: "Product Clicked", searcher: searcher, insights: insights)
    hitsTracker.connectHitsInteractor(productHits)  // a selected row is a click, with its position
    let filterTracker = FilterTracker(eventName: "Filter Applied", searcher: searcher, insights: insights)
    filterTracker.connectFacetListInteractor(brandList.interactor, attribute: "brand")
    hitsTracker.trackConvert(for: boughtHit, eventName: "Product Bought")
    try insights.setAuthenticatedUserToken("user-42")  // after the user signs in
    return (insights, hitsTracker, filterTracker)
  }

  static func routing(
    searcher: HitsSearcher, filterState: FilterState, searchPage: URL, openedURL: URL
  ) throws -> SearchStateConnector {
    let routing = SearchStateConnector(searcher: searcher, filterState: filterState)
    routing.onStateChanged.subscribe(with: routing) { _, state in
      print(state.url(relativeTo: searchPage))  // share it, save it, hand it to the system
    }
    try routing.apply(url: openedURL)  // a deep link, or a link of the web app
    return routing
  }
}
