// swift-format-ignore-file
// The README's `swift` blocks for insights, geo search, related items, switch index, routing and
// the response cache, compiled. ReadmeTests checks that each block appears here verbatim (up to
// indentation).
import Foundation
import Sift
import SiftAlgolia
import SiftTesting

extension ReadmeSnippets {
  struct Movie: Decodable {
    let title: String
    let director: String
    let genres: [String]
  }

  struct Airport: Decodable {
    let name: String
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

  static func responseCache(service: any SearchService) -> (CachingSearchService, HitsSearcher) {
    let cachedService = CachingSearchService(wrapping: service, capacity: 100, timeToLive: .seconds(300))
    let cachedSearcher = HitsSearcher(service: cachedService, indexName: "products")
    cachedService.invalidate(indexName: "products")  // after the catalog changed elsewhere
    return (cachedService, cachedSearcher)
  }
}
