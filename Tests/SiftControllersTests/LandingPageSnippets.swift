// swift-format-ignore-file
// The `swift` blocks of the catalogs' landing pages (Sources/<Module>/<Module>.docc/<Module>.md)
// and of the Customize existing widgets article, compiled. DocumentationTests checks that each
// block appears here, or in another *Snippets*.swift file, verbatim (up to indentation), and
// LandingPageTests runs them.
import Foundation
import Sift
import SiftAlgolia
import SiftTesting
import XCTest

/// The landing pages' snippets, each returning what its test inspects.
@MainActor
enum LandingPageSnippets {
  // SiftCore.md
  static func siftCore(
    service: any SearchService, mySearchBoxController: some SearchBoxController,
    myBrandListController: some FacetListController
  ) -> (HitsSearcher, FilterState, SearchBoxConnector, FacetListConnector) {
    let searcher = HitsSearcher(service: service, indexName: "products")
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let searchBox = SearchBoxConnector(searcher: searcher, controller: mySearchBoxController)
    let brands = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: "brand", operator: .or,
      controller: myBrandListController)
    searcher.search()
    return (searcher, filterState, searchBox, brands)
  }

  // SiftLocal.md
  static func siftLocal() throws -> (LocalSearchService, HitsSearcher) {
    let service = LocalSearchService()
    try service.createIndex(
      named: "products",
      records: [["objectID": "1", "name": "Sony WH-1000XM5 headphones", "brand": "Sony"]],
      settings: LocalIndexSettings(json: ["searchableAttributes": ["name", "brand"]]))
    let searcher = HitsSearcher(service: service, indexName: "products")
    return (service, searcher)
  }

  // SiftControllers.md
  static func siftControllers(searcher: HitsSearcher) -> (SearchBarController, SearchBoxConnector) {
    let searchBarController = SearchBarController(searchBar: HeadlessSearchBar())
    let searchBoxConnector = SearchBoxConnector(searcher: searcher, controller: searchBarController)
    searchBarController.searchBar.searchTextField.insertText("sony")  // a user typing
    return (searchBarController, searchBoxConnector)
  }

  // SiftAlgolia.md
  static func siftAlgolia() -> HitsSearcher {
    let service = AlgoliaSearchService(appID: "YourApplicationID", apiKey: "YourSearchOnlyAPIKey")
    let searcher = HitsSearcher(service: service, indexName: "products")
    return searcher
  }

  // SiftTesting.md
  static func siftTesting() async -> (RecordingSearcher, SearchBoxConnector) {
    let clock = ManualClock()
    let searcher = RecordingSearcher()
    let controller = RecordingSearchBoxController()
    let connector = SearchBoxConnector(searcher: searcher, clock: clock, controller: controller)
    controller.type("s")
    controller.type("sh")
    await clock.advance(by: .milliseconds(100))
    XCTAssertEqual(searcher.searchedQueries, ["sh"])  // one search for the burst
    return (searcher, connector)
  }

  // CustomizeExistingWidgets.md: the controller written in the walk-through, used.
  static func useQueryFieldController(searcher: some Searchable & QuerySettable) -> (
    HeadlessTextField, QueryFieldController, SearchBoxConnector
  ) {
    let field = HeadlessTextField()
    let queryField = QueryFieldController(textField: field)
    let queryConnector = SearchBoxConnector(
      searcher: searcher, searchTriggeringMode: .searchOnSubmit, controller: queryField)
    field.becomeFirstResponder()
    field.insertText("sony")
    field.pressReturn()  // searches "sony", and gives up the focus
    return (field, queryField, queryConnector)
  }
}
