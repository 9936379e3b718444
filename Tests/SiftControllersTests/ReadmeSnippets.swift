// swift-format-ignore-file
// Every `swift` block of README.md, compiled. ReadmeTests checks that each block appears here
// verbatim (up to indentation), so the README cannot show code that does not build.
import Foundation
import Sift

/// The README's statement snippets, in the order they appear, returning what tests inspect.
@MainActor
enum ReadmeSnippets {
  static func searchBoxInAFewLines() throws -> (HitsSearcher, SearchBoxConnector) {
    let service = LocalSearchService()  // the embedded engine: offline, on-device
    try service.createIndex(
      named: "products",
      records: [["objectID": "1", "name": "Sony WH-1000XM5 headphones", "brand": "Sony"]],
      settings: LocalIndexSettings(json: ["searchableAttributes": ["name", "brand"]]))

    let searcher = HitsSearcher(service: service, indexName: "products")
    let searchBarController = SearchBarController(searchBar: HeadlessSearchBar())
    let searchBoxConnector = SearchBoxConnector(searcher: searcher, controller: searchBarController)

    searchBarController.searchBar.searchTextField.insertText("sony hedphones")  // a user typing
    return (searcher, searchBoxConnector)
  }

  struct Product: Decodable {
    let name: String
  }

  static func resultsScreen(service: any SearchService) -> (
    HitsSearcher, FilterState, [any Connection], HitsObservableController<Product>,
    ItemObservableController<String?>, SelectableSegmentObservableController<Int>,
    PaginationObservableController
  ) {
    let searcher = HitsSearcher(service: service, indexName: "products")
    let filterState = FilterState()
    searcher.connectFilterState(filterState)  // refinements, with disjunctive faceting

    let searchBox = SearchBoxObservableController()
    let hits = HitsObservableController<Product>()  // the page picked below
    let stats = ItemObservableController<String?>(item: nil)  // "1,234 results (3ms)"
    let isLoading = ItemObservableController<Bool>(item: false)
    let sortBy = SelectableSegmentObservableController<Int>()
    let pages = PaginationObservableController()

    let connectors: [any Connection] = [
      SearchBoxConnector(searcher: searcher, controller: searchBox),
      HitsConnector<Product>(searcher: searcher, interactor: HitsInteractor(infiniteScrolling: .off), controller: hits),
      StatsConnector(searcher: searcher, controller: stats),
      LoadingConnector(searcher: searcher, controller: isLoading),
      SortByConnector(searcher: searcher, indexNames: ["products", "products_price_asc"], controller: sortBy),
      PaginationConnector(searcher: searcher, padding: 2, controller: pages),
    ]
    searcher.search()
    _ = isLoading
    return (searcher, filterState, connectors, hits, stats, sortBy, pages)
  }
}
