// swift-format-ignore-file
// Every `swift` block of README.md, compiled. ReadmeTests checks that each block appears here
// verbatim (up to indentation), so the README cannot show code that does not build.
import Foundation
import Sift
import SiftAlgolia
import SiftTesting

// README: Implement your own controller
public class QueryFieldController: SearchBoxController {

  public var onQueryChanged: ((String?) -> Void)?
  public var onQuerySubmitted: ((String?) -> Void)?

  public let textField: any TextInput

  public init(textField: any TextInput) {
    self.textField = textField
    setupTextField()
  }

  public func setQuery(_ query: String?) {
    textField.text = query
  }

  private func setupTextField() {
    textField.returnKeyType = .search
    textField.addTarget(self, action: QueryFieldController.textFieldDidChange, for: .editingChanged)
    textField.addTarget(self, action: QueryFieldController.textFieldDidReturn, for: .editingDidEndOnExit)
  }

  private func textFieldDidChange() {
    onQueryChanged?(textField.text)
  }

  private func textFieldDidReturn() {
    textField.resignFirstResponder()
    onQuerySubmitted?(textField.text)
  }
}

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

  /// What the README's filters screen builds, for the test to drive.
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

  static func algolia() -> HitsSearcher {
    let service = AlgoliaSearchService(appID: "YourApplicationID", apiKey: "YourSearchOnlyAPIKey")
    let searcher = HitsSearcher(service: service, indexName: "products")  // widgets unchanged
    return searcher
  }

  static func saveAndOpen(service: LocalSearchService, appSupport: URL) throws -> (
    LocalSearchService, HitsSearcher
  ) {
    let catalog = appSupport.appendingPathComponent("Catalog.sift")  // a directory
    try service.save(to: catalog)  // every index, with its replicas, settings, synonyms and rules
    try service.index(named: "products")?.saveObjects([["objectID": "2", "name": "Bose QC45"]])  // journaled
    try service.compact()  // folds the journal into a new version (done by itself as it grows)

    // At the next launch: open it, at once and offline
    let saved = try LocalSearchService(savedIn: catalog, access: .readOnly)
    let savedSearcher = HitsSearcher(service: saved, indexName: "products")
    return (saved, savedSearcher)
  }

  /// Compiled, not run: the refresh reads from Algolia's hosts.
  static func mirror(mirrorDirectory: URL) async throws -> HitsSearcher {
    let hosted = AlgoliaSearchService(appID: "YourApplicationID", apiKey: "YourAPIKey")  // browse + settings ACLs
    let mirror = LocalIndexMirror(source: hosted, indexName: "products", directory: mirrorDirectory)
    try mirror.openSaved()  // the copy downloaded last time, if any: at once, no network
    let onlineFirst = OnlineFirstSearchService(online: hosted, offline: mirror.service)
    let mirrorSearcher = HitsSearcher(service: onlineFirst, indexName: "products")  // widgets unchanged

    try await mirror.update { print("\($0.records) of \($0.totalRecords ?? 0) records") }  // refresh
    return mirrorSearcher
  }

  static func customizeExistingImplementation() -> SearchBarController {
    let searchBarController = SearchBarController(searchBar: HeadlessSearchBar())
    // or TextFieldController(searchBar: HeadlessSearchBar()), which adapts the bar's text field
    searchBarController.searchBar.textContentType = .countryName
    return searchBarController
  }

  static func observable(searcher: RecordingSearcher) -> SearchBoxConnector {
    let observableSearchBox = SearchBoxObservableController()
    let observableConnector = SearchBoxConnector(searcher: searcher, controller: observableSearchBox)
    observableSearchBox.query = "shoes"  // what a binding does as the user types
    observableSearchBox.submit()
    return observableConnector
  }

  static func testingYourWidgets() async -> RecordingSearcher {
    let clock = ManualClock()
    let testSearcher = RecordingSearcher()
    let controller = RecordingSearchBoxController()
    let connector = SearchBoxConnector(searcher: testSearcher, clock: clock, controller: controller)
    controller.type("s")
    controller.type("sh")
    await clock.advance(by: .milliseconds(100))
    assert(testSearcher.searchedQueries == ["sh"])  // one search for the burst
    assert(connector.interactor.query == "sh")
    return testSearcher
  }

  // README: Your Algolia configuration, offline
  static func offline(
    talksURL: URL, settingsURL: URL, dateAscURL: URL, synonymsExportURL: URL
  ) throws -> (LocalSearchService, LocalIndex) {
    let catalog = LocalSearchService()
    let talks = try catalog.loadIndex(
      named: "talks", recordsFile: talksURL, settingsFile: settingsURL,
      replicaSettingsFiles: ["talks_date_asc": dateAscURL]
    ) { progress in
      print("loading \(Int(progress.fractionRead * 100))%")  // a loading line
    }
    try talks.saveSynonyms([Synonym(objectID: "tv", synonyms: ["tv", "television", "telly"])])
    try talks.saveSynonyms(contentsOf: synonymsExportURL)  // Algolia's export, as it is
    return (catalog, talks)
  }
}
