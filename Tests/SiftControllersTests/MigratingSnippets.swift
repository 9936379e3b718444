// swift-format-ignore-file
// Every `swift` block of MIGRATING.md, compiled. MigratingTests checks that each block appears
// here verbatim (up to indentation), and runs the ported screens.
import Foundation
import Sift
import SiftAlgolia
import SiftTypesense

// MIGRATING: Getting started, the record
struct Item: Codable {
  let name: String
}

// MIGRATING: Getting started, the hits view controller
@MainActor
class SearchResultsViewController: HitsController {
  var hitsSource: HitsInteractor<Item>?

  /// What the table shows, row by row: the headless table view.
  private(set) var rows: [String?] = []

  func viewDidLoad() {
    // No cell class to register: a headless table shows text.
  }

  func tableView(numberOfRowsInSection _: Int) -> Int {
    hitsSource?.numberOfHits() ?? 0
  }

  func tableView(cellForRowAt row: Int) -> String? {
    hitsSource?.hit(atIndex: row)?.name
  }

  func tableView(didSelectRowAt row: Int) {
    if let _ = hitsSource?.hit(atIndex: row) {
      // Handle hit selection
    }
  }

  func reload() {
    rows = (0..<tableView(numberOfRowsInSection: 0)).map { tableView(cellForRowAt: $0) }
  }
}

enum GettingStartedGuide {
  enum StepOne {}
  enum StepTwo {}
  enum StepThree {}
  enum StepFour {}
  enum StepFive {}
  enum StepSix {}
  enum StepSeven {}
}

// MIGRATING: Getting started, step 1
extension GettingStartedGuide.StepOne {
  @MainActor
  class ViewController {
    let searchBar = HeadlessSearchBar()
    let hitsViewController = SearchResultsViewController()
  }
}

// MIGRATING: Getting started, step 2
extension GettingStartedGuide.StepTwo {
  @MainActor
  class ViewController {
    let searchBar = HeadlessSearchBar()
    let hitsViewController = SearchResultsViewController()

    let searcher = HitsSearcher(appID: "latency",
                                apiKey: "1f6fd3a6fb973cb08419fe7d288fa4db",
                                indexName: "bestbuy")
    lazy var searchConnector = SearchConnector<Item>(searcher: searcher,
                                                     searchBar: searchBar,
                                                     hitsInteractor: .init(),
                                                     hitsController: hitsViewController)

    func viewDidLoad() {
      searchConnector.connect()
      searcher.search()
    }
  }
}

// MIGRATING: Getting started, step 3
extension GettingStartedGuide.StepThree {
  @MainActor
  class ViewController {
    let searchBar = HeadlessSearchBar()
    let hitsViewController = SearchResultsViewController()

    let searcher = HitsSearcher(appID: "latency",
                                apiKey: "1f6fd3a6fb973cb08419fe7d288fa4db",
                                indexName: "bestbuy")
    lazy var searchConnector = SearchConnector<Item>(searcher: searcher,
                                                     searchBar: searchBar,
                                                     hitsInteractor: .init(),
                                                     hitsController: hitsViewController)

    func viewDidLoad() {
      searchConnector.connect()
      searcher.search()
      setupUI()
    }

    func viewDidAppear() {
      searchBar.searchTextField.becomeFirstResponder()
    }

    func setupUI() {
      searchBar.placeholder = "Search"
    }
  }
}

// MIGRATING: Getting started, step 4
extension GettingStartedGuide.StepFour {
  @MainActor
  class ViewController {
    let searchBar = HeadlessSearchBar()
    let hitsViewController = SearchResultsViewController()

    let searcher = HitsSearcher(appID: "latency",
                                apiKey: "1f6fd3a6fb973cb08419fe7d288fa4db",
                                indexName: "bestbuy")
    lazy var searchConnector = SearchConnector<Item>(searcher: searcher,
                                                     searchBar: searchBar,
                                                     hitsInteractor: .init(),
                                                     hitsController: hitsViewController)
    let statsInteractor = StatsInteractor()

    func viewDidLoad() {
      searchConnector.connect()
      statsInteractor.connectSearcher(searcher)
      searcher.search()
      setupUI()
    }

    func viewDidAppear() {
      searchBar.searchTextField.becomeFirstResponder()
    }

    func setupUI() {
      searchBar.placeholder = "Search"
    }
  }
}

// MIGRATING: Getting started, step 5
extension GettingStartedGuide.StepFive {
  @MainActor
  class ViewController {
    var title: String?
    let searchBar = HeadlessSearchBar()
    let hitsTableViewController = SearchResultsViewController()

    let searcher = HitsSearcher(appID: "latency",
                                apiKey: "1f6fd3a6fb973cb08419fe7d288fa4db",
                                indexName: "bestbuy")
    lazy var searchConnector = SearchConnector<Item>(searcher: searcher,
                                                     searchBar: searchBar,
                                                     hitsInteractor: .init(),
                                                     hitsController: hitsTableViewController)
    let statsInteractor = StatsInteractor()

    func viewDidLoad() {
      searchConnector.connect()
      statsInteractor.connectSearcher(searcher)
      statsInteractor.connectController(self)
      searcher.search()
      setupUI()
    }

    func viewDidAppear() {
      searchBar.searchTextField.becomeFirstResponder()
    }

    func setupUI() {
      searchBar.placeholder = "Search"
    }
  }
}

extension GettingStartedGuide.StepFive.ViewController: StatsTextController {
  func setItem(_ item: String?) {
    title = item
  }
}

// MIGRATING: Getting started, step 6
extension GettingStartedGuide.StepSix {
  @MainActor
  class ViewController {
    var title: String?
    let searchBar = HeadlessSearchBar()
    let hitsViewController = SearchResultsViewController()

    let searcher = HitsSearcher(appID: "latency",
                                apiKey: "1f6fd3a6fb973cb08419fe7d288fa4db",
                                indexName: "bestbuy")
    lazy var searchConnector = SearchConnector<Item>(searcher: searcher,
                                                     searchBar: searchBar,
                                                     hitsInteractor: .init(),
                                                     hitsController: hitsViewController,
                                                     filterState: filterState)
    let statsInteractor = StatsInteractor()
    let filterState = FilterState()
    lazy var categoryConnector = FacetListConnector(searcher: searcher,
                                                    filterState: filterState,
                                                    attribute: "category",
                                                    operator: .and,
                                                    controller: categoryListController)

    lazy var categoryListController = FacetListObservableController()

    func viewDidLoad() {
      searchConnector.connect()
      categoryConnector.connect()
      statsInteractor.connectSearcher(searcher)
      statsInteractor.connectController(self)
      searcher.search()
      setupUI()
    }

    func viewDidAppear() {
      searchBar.searchTextField.becomeFirstResponder()
    }

    func setupUI() {
      searchBar.placeholder = "Search"
    }
  }
}

extension GettingStartedGuide.StepSix.ViewController: StatsTextController {
  func setItem(_ item: String?) {
    title = item
  }
}

// MIGRATING: Getting started, step 7
extension GettingStartedGuide.StepSeven {
  @MainActor
  class ViewController {
    var title: String?
    let searchBar = HeadlessSearchBar()
    let hitsViewController = SearchResultsViewController()

    let searcher = HitsSearcher(appID: "latency",
                                apiKey: "1f6fd3a6fb973cb08419fe7d288fa4db",
                                indexName: "bestbuy")
    lazy var searchConnector = SearchConnector<Item>(searcher: searcher,
                                                     searchBar: searchBar,
                                                     hitsInteractor: .init(),
                                                     hitsController: hitsViewController,
                                                     filterState: filterState)
    let statsInteractor = StatsInteractor()
    let filterState = FilterState()
    lazy var categoryConnector = FacetListConnector(searcher: searcher,
                                                    filterState: filterState,
                                                    attribute: "category",
                                                    operator: .and,
                                                    controller: categoryListController)

    lazy var categoryListController = FacetListObservableController()
    var categoryListTitle: String?
    private(set) var isShowingFilters = false

    func viewDidLoad() {
      searchConnector.connect()
      categoryConnector.connect()
      statsInteractor.connectSearcher(searcher)
      statsInteractor.connectController(self)
      searcher.search()
      setupUI()
    }

    func viewDidAppear() {
      searchBar.searchTextField.becomeFirstResponder()
    }

    func setupUI() {
      searchBar.placeholder = "Search"
      categoryListTitle = "Category"
    }

    func showFilters() {
      isShowingFilters = true
    }

    func dismissFilters() {
      isShowingFilters = false
    }
  }
}

extension GettingStartedGuide.StepSeven.ViewController: StatsTextController {
  func setItem(_ item: String?) {
    title = item
  }
}

// MIGRATING: the examples' backends
extension SearchService where Self == LocalSearchService {
  @MainActor static var ecommerce: LocalSearchService { ExampleServices.ecommerce }
  @MainActor static var instantSearch: LocalSearchService { ExampleServices.instantSearch }
}

extension String {
  static let ecommerceProducts = "STAGING_native_ecom_demo_products"
  static let facetList = "mobile_demo_facet_list"
  static let filterNumericComparison = "mobile_demo_filter_numeric_comparison"
  static let filterToggle = "mobile_demo_filter_toggle"
}

// MIGRATING: Search screen, the record
struct StoreItem: Codable {
  let name: String
  let brand: String?
  let price: Double?
}

// MIGRATING: Search screen, the controller
@MainActor
class EcommerceDemoController {
  let searcher: HitsSearcher
  let hitsInteractor: HitsInteractor<Hit<StoreItem>>
  let searchBoxConnector: SearchBoxConnector
  let statsConnector: StatsConnector
  let loadingConnector: LoadingConnector

  init(searchTriggeringMode: SearchTriggeringMode = .searchAsYouType) {
    searcher = .init(service: .ecommerce,
                     indexName: .ecommerceProducts)
    hitsInteractor = .init()
    searchBoxConnector = .init(searcher: searcher, searchTriggeringMode: searchTriggeringMode)
    statsConnector = .init(searcher: searcher)
    loadingConnector = .init(searcher: searcher)
    hitsInteractor.connectSearcher(searcher)
  }
}

// MIGRATING: Search screen, the hits table
@MainActor
class StoreItemsTableViewController: HitsController {
  var hitsSource: HitsInteractor<Hit<StoreItem>>?

  var didSelect: ((Int, Hit<StoreItem>) -> Void)?

  /// What the table shows, row by row: the headless table view.
  private(set) var rows: [String] = []

  func tableView(numberOfRowsInSection _: Int) -> Int {
    return hitsSource?.numberOfHits() ?? 0
  }

  func tableView(cellForRowAt row: Int) -> String {
    guard let hit = hitsSource?.hit(atIndex: row) else {
      return ""
    }
    return hit.object.name
  }

  func tableView(didSelectRowAt row: Int) {
    if let hit = hitsSource?.hit(atIndex: row) {
      didSelect?(row, hit)
    }
  }

  func reload() {
    rows = (0..<tableView(numberOfRowsInSection: 0)).map { tableView(cellForRowAt: $0) }
  }
}

// MIGRATING: Search screen, the results
@MainActor
class ResultsViewController {
  let hitsViewController: StoreItemsTableViewController

  let statsConnector: StatsConnector
  let statsController: ItemObservableController<String?>

  let loadingConnector: LoadingConnector
  let loadingController: ItemObservableController<Bool>

  init(searcher: HitsSearcher) {
    hitsViewController = .init()
    statsController = .init(item: nil)
    statsConnector = .init(searcher: searcher, controller: statsController)
    loadingController = .init(item: false)
    loadingConnector = .init(searcher: searcher, controller: loadingController)
  }
}

// MIGRATING: Search screen, the view controller
@MainActor
class SearchDemoViewController {
  var title: String?
  let demoController: EcommerceDemoController
  let searchBar: HeadlessSearchBar
  let textFieldController: TextFieldController
  let resultsViewController: ResultsViewController

  init(searchTriggeringMode: SearchTriggeringMode = .searchAsYouType) {
    demoController = EcommerceDemoController(searchTriggeringMode: searchTriggeringMode)
    resultsViewController = .init(searcher: demoController.searcher)
    searchBar = .init()
    textFieldController = .init(searchBar: searchBar)
  }

  func viewDidLoad() {
    setupUI()
    demoController.searchBoxConnector.connectController(textFieldController)
    demoController.hitsInteractor.connectController(resultsViewController.hitsViewController)
    demoController.searcher.search()
  }

  func viewDidAppear() {
    searchBar.searchTextField.becomeFirstResponder()
  }

  private func setupUI() {
    title = "Search"
  }
}

// MIGRATING: Filters screen, the facet lists
@MainActor
class FacetListDemoController {
  let searcher: HitsSearcher
  let filterState: FilterState

  let clearConnector: FilterClearConnector
  let colorConnector: FacetListConnector
  let categoryConnector: FacetListConnector
  let promotionConnector: FacetListConnector

  init<CC: FacetListController, PC: FacetListController, CTC: FacetListController>(colorController: CC,
                                                                                   promotionController: PC,
                                                                                   categoryController: CTC) {
    searcher = .init(service: .instantSearch,
                     indexName: .facetList)
    filterState = .init()
    clearConnector = .init(filterState: filterState)

    // Color
    let colorPresenter = FacetListPresenter(sortBy: [.isRefined, .alphabetical(order: .ascending)], limit: 3)

    colorConnector = .init(searcher: searcher,
                           filterState: filterState,
                           attribute: "color",
                           selectionMode: .single,
                           facets: [],
                           operator: .and,
                           controller: colorController,
                           presenter: colorPresenter)

    // Promotion
    let promotionPresenter = FacetListPresenter(sortBy: [.count(order: .descending)], limit: 5)

    promotionConnector = .init(searcher: searcher,
                               filterState: filterState,
                               attribute: "promotions",
                               selectionMode: .multiple,
                               facets: [],
                               operator: .and,
                               controller: promotionController,
                               presenter: promotionPresenter)

    // Category
    let categoryRefinementListPresenter = FacetListPresenter(sortBy: [.count(order: .descending), .alphabetical(order: .ascending)], showEmptyFacets: false)

    categoryConnector = .init(searcher: searcher,
                              filterState: filterState,
                              attribute: "category",
                              selectionMode: .multiple,
                              facets: [],
                              operator: .or,
                              controller: categoryController,
                              presenter: categoryRefinementListPresenter)

    // Predefined filter
    let greenColor = Filter.Facet(attribute: "color", stringValue: "green")
    let groupID = FilterGroup.ID.and(name: "color")
    filterState.notify(.add(filter: greenColor, toGroupWithID: groupID))

    searcher.connectFilterState(filterState)
    searcher.search()
  }
}

// MIGRATING: Filters screen, the toggles
@MainActor
class ToggleFilterDemoController {
  let searcher: HitsSearcher
  let filterState: FilterState
  let clearFilterConnector: FilterClearConnector

  let sizeConstraintConnector: FilterToggleConnector<Filter.Numeric>
  let vintageConnector: FilterToggleConnector<Filter.Tag>
  let couponConnector: FilterToggleConnector<Filter.Facet>

  init() {
    searcher = HitsSearcher(service: .instantSearch,
                            indexName: .filterToggle)
    filterState = .init()
    clearFilterConnector = .init(filterState: filterState)

    // Size constraint button
    let sizeConstraintFilter = Filter.Numeric(attribute: "size", operator: .greaterThan, value: 40)
    sizeConstraintConnector = .init(filterState: filterState,
                                    filter: sizeConstraintFilter)

    // Vintage tag button
    let vintageFilter = Filter.Tag(value: "vintage")
    vintageConnector = .init(filterState: filterState,
                             filter: vintageFilter)

    // Coupon switch
    let couponFacet = Filter.Facet(attribute: "promotions", stringValue: "coupon")
    couponConnector = .init(filterState: filterState,
                            filter: couponFacet)

    searcher.connectFilterState(filterState)
    searcher.search()
  }
}

// MIGRATING: Filters screen, the range
@MainActor
class FilterNumericRangeDemoController {
  let searcher: HitsSearcher
  let filterState: FilterState
  let filterClearConnector: FilterClearConnector

  let searchBoxConnector: SearchBoxConnector
  let rangeConnector: NumberRangeConnector<Double>
  let statsConnector: StatsConnector

  init() {
    searcher = HitsSearcher(service: .instantSearch,
                            indexName: .filterNumericComparison)
    filterState = .init()
    filterClearConnector = .init(filterState: filterState)
    rangeConnector = .init(searcher: searcher,
                           filterState: filterState,
                           attribute: "price")
    statsConnector = .init(searcher: searcher)
    searchBoxConnector = .init(searcher: searcher)
    searcher.connectFilterState(filterState)
    searcher.search()
  }
}

// MIGRATING: Filters screen, the view controllers
@MainActor
class FacetListDemoViewController {
  let demoController: FacetListDemoController

  let colorController: FacetListObservableController
  let categoryController: FacetListObservableController
  let promotionController: FacetListObservableController
  let clearFilterController: ClearFiltersObservableController

  init() {
    colorController = FacetListObservableController()
    promotionController = FacetListObservableController()
    categoryController = .init()
    demoController = .init(colorController: colorController,
                           promotionController: promotionController,
                           categoryController: categoryController)
    clearFilterController = .init()
    demoController.clearConnector.connectController(clearFilterController)
  }
}

@MainActor
class ToggleFilterDemoViewController {
  let demoController: ToggleFilterDemoController

  let vintageButtonController: FilterToggleObservableController
  let sizeConstraintButtonController: FilterToggleObservableController
  let couponSwitchController: FilterToggleObservableController
  let clearFilterController: ClearFiltersObservableController

  init() {
    sizeConstraintButtonController = FilterToggleObservableController()
    vintageButtonController = FilterToggleObservableController()
    couponSwitchController = FilterToggleObservableController()
    demoController = .init()
    clearFilterController = ClearFiltersObservableController()
    setup()
  }

  private func setup() {
    demoController.clearFilterConnector.connectController(clearFilterController)
    demoController.sizeConstraintConnector.connectController(sizeConstraintButtonController)
    demoController.vintageConnector.connectController(vintageButtonController)
    demoController.couponConnector.connectController(couponSwitchController)
  }
}

@MainActor
class FilterNumericRangeDemoViewController {
  let searchBar: HeadlessSearchBar
  let demoController: FilterNumericRangeDemoController
  let statsController: ItemObservableController<String?>
  let numericRangeController: NumberRangeObservableController<Double>
  let clearFilterController: ClearFiltersObservableController
  let searchBoxController: TextFieldController

  init() {
    searchBar = HeadlessSearchBar()
    demoController = .init()
    numericRangeController = NumberRangeObservableController()
    clearFilterController = ClearFiltersObservableController()
    statsController = ItemObservableController(item: nil)
    searchBoxController = TextFieldController(searchBar: searchBar)
  }

  func viewDidLoad() {
    setup()
  }

  private func setup() {
    demoController.searchBoxConnector.connectController(searchBoxController)
    demoController.statsConnector.connectController(statsController)
    demoController.rangeConnector.connectController(numericRangeController)
    demoController.rangeConnector.interactor.connectSearcher(demoController.searcher, attribute: "price")
    demoController.filterClearConnector.connectController(clearFilterController)
  }
}

/// The examples' backends: the embedded engine with a few records each, where InstantSearch's
/// examples use Algolia's demo applications.
@MainActor
enum ExampleServices {
  static let ecommerce = makeService(
    index: .ecommerceProducts,
    records: [
      ["objectID": "1", "name": "Samsung Galaxy S24", "brand": "Samsung", "price": 799],
      ["objectID": "2", "name": "Apple iPhone 15", "brand": "Apple", "price": 899],
      ["objectID": "3", "name": "Samsung Galaxy Buds", "brand": "Samsung", "price": 129],
    ],
    settings: ["searchableAttributes": ["name", "brand"], "attributesForFaceting": ["brand"]])

  static let instantSearch: LocalSearchService = {
    let service = LocalSearchService()
    let products: [JSON] = [
      ["objectID": "1", "name": "Green jacket", "color": "green", "category": "Jackets",
       "promotions": ["coupon"], "price": 120, "size": 44, "_tags": ["vintage"]],
      ["objectID": "2", "name": "Green shirt", "color": "green", "category": "Shirts",
       "promotions": ["free shipping"], "price": 30, "size": 38, "_tags": []],
      ["objectID": "3", "name": "Red shirt", "color": "red", "category": "Shirts",
       "promotions": ["coupon", "free shipping"], "price": 25, "size": 42, "_tags": ["vintage"]],
      ["objectID": "4", "name": "Blue jeans", "color": "blue", "category": "Trousers",
       "promotions": [], "price": 80, "size": 40, "_tags": []],
    ]
    let settings: JSON = [
      "searchableAttributes": ["name"],
      "attributesForFaceting": ["color", "category", "promotions", "price", "size"],
    ]
    for index in [String.facetList, .filterToggle, .filterNumericComparison] {
      _ = try? service.createIndex(
        named: index, records: products, settings: LocalIndexSettings(json: settings))
    }
    return service
  }()

  private static func makeService(index: String, records: [JSON], settings: JSON)
    -> LocalSearchService
  {
    let service = LocalSearchService()
    _ = try? service.createIndex(
      named: index, records: records, settings: LocalIndexSettings(json: settings))
    return service
  }
}

// MIGRATING: From typesense-instantsearch-adapter
@MainActor
func makeTypesenseSearcher() -> HitsSearcher {
  let service = TypesenseSearchService(
    nodes: [.init(scheme: .https, host: "search.example.com", port: 443, path: "/typesense")],
    apiKey: "search-only-key",
    configuration: .init(
      connectionTimeout: .seconds(2),
      collections: [
        "products": .init(
          queryBy: ["name", "description", "categories"],
          searchParameters: ["prioritize_exact_match": "true"])
      ],
      sortedIndices: [
        "products_price_asc": .init(collection: "products", sortBy: "price:asc")
      ]))
  return HitsSearcher(
    service: CachingSearchService(wrapping: service, timeToLive: .seconds(120)),
    indexName: "products")
}
