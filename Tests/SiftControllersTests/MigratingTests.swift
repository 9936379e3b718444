import Foundation
import Sift
import SiftAlgolia
import SiftTesting
import XCTest

/// Keeps MIGRATING.md honest: every Swift block is compiled (in MigratingSnippets.swift), and
/// the ported guide and example screens run.
@MainActor
final class MigratingTests: XCTestCase {
  func test_everySwiftBlockOfMigrating_isCompiledVerbatim() async throws {
    let compiled = MarkdownSwiftBlocks.normalized(
      try MarkdownSwiftBlocks.file(at: "Tests/SiftControllersTests/MigratingSnippets.swift"))
    let blocks = try MarkdownSwiftBlocks.blocks(inPageAt: "MIGRATING.md")
    XCTAssertGreaterThanOrEqual(blocks.count, 20)
    for block in blocks {
      XCTAssertTrue(
        compiled.contains(MarkdownSwiftBlocks.normalized(block)),
        "MIGRATING block not found in MigratingSnippets.swift:\n\(block)")
    }
  }

  // MARK: The getting-started guide

  func test_theGuidesLastStep_wiresEverythingAtViewDidLoad() async {
    let viewController = GettingStartedGuide.StepSeven.ViewController()
    viewController.viewDidLoad()
    let searcher = viewController.searcher
    searcher.cancel()  // the guide's searcher is Algolia's demo application: no network here
    XCTAssertEqual((searcher.service as? AlgoliaSearchService)?.appID, "latency")
    XCTAssertEqual(searcher.indexName, "bestbuy")
    XCTAssertTrue(viewController.searchConnector.isConnected)
    XCTAssertTrue(viewController.categoryConnector.isConnected)
    XCTAssertEqual(searcher.request.query.facets, ["category"])
    XCTAssertEqual(viewController.statsInteractor.onItemChanged.subscriptionCount, 1)

    viewController.viewDidAppear()
    XCTAssertTrue(viewController.searchBar.searchTextField.isFirstResponder)
    viewController.searchBar.searchTextField.insertText("tv")
    viewController.searchBar.searchTextField.pressReturn()
    searcher.cancel()
    XCTAssertEqual(searcher.query, "tv", "the search bar drives the searcher")

    viewController.filterState[and: "category"].add(
      Filter.Facet(attribute: "category", stringValue: "TVs"))
    searcher.cancel()
    XCTAssertEqual(searcher.request.filters, viewController.filterState.filters)
    XCTAssertEqual(
      viewController.categoryListController.items.map(\.item.value), ["TVs"],
      "the facet list shows the refinement")
    XCTAssertEqual(viewController.categoryListController.items.first?.isSelected, true)

    viewController.statsInteractor.item = SearchStats(totalHitsCount: 1_234, processingTimeMS: 5)
    XCTAssertEqual(viewController.title, "1,234 results (5ms)", "the screen is the stats view")
    XCTAssertEqual(viewController.categoryListTitle, "Category")
    viewController.showFilters()
    XCTAssertTrue(viewController.isShowingFilters)
    viewController.dismissFilters()
    XCTAssertFalse(viewController.isShowingFilters)
  }

  func test_theGuidesSteps_eachBuild() async {
    _ = GettingStartedGuide.StepOne.ViewController()
    let two = GettingStartedGuide.StepTwo.ViewController()
    two.viewDidLoad()
    let three = GettingStartedGuide.StepThree.ViewController()
    three.viewDidLoad()
    let four = GettingStartedGuide.StepFour.ViewController()
    four.viewDidLoad()
    let five = GettingStartedGuide.StepFive.ViewController()
    five.viewDidLoad()
    let six = GettingStartedGuide.StepSix.ViewController()
    six.viewDidLoad()
    for searcher in [two.searcher, three.searcher, four.searcher, five.searcher, six.searcher] {
      searcher.cancel()
      XCTAssertEqual(searcher.indexName, "bestbuy")
    }
    XCTAssertTrue(five.searchConnector.isConnected)
    XCTAssertTrue(six.categoryConnector.isConnected)
  }

  func test_theGuidesHitsViewController_showsTheHits() async throws {
    let service = LocalSearchService()
    try service.createIndex(
      named: "bestbuy",
      records: [["objectID": "1", "name": "Sony TV"], ["objectID": "2", "name": "LG TV"]],
      settings: LocalIndexSettings(json: ["searchableAttributes": ["name"]]))
    let searcher = HitsSearcher(service: service, indexName: "bestbuy")
    let hitsViewController = SearchResultsViewController()
    let searchConnector = SearchConnector<Item>(
      searcher: searcher, searchBar: HeadlessSearchBar(), hitsInteractor: .init(),
      hitsController: hitsViewController)
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(hitsViewController.rows, ["Sony TV", "LG TV"])
    XCTAssertTrue(searchConnector.isConnected)
  }

  // MARK: The search screen

  func test_theSearchScreen_showsHitsStatsAndLoading_andSearchesWhatIsTyped() async {
    let viewController = SearchDemoViewController()
    viewController.viewDidLoad()
    let searcher = viewController.demoController.searcher
    let results = viewController.resultsViewController
    XCTAssertTrue(results.loadingController.item, "loading")
    await searcher.settled()
    XCTAssertFalse(results.loadingController.item)
    XCTAssertEqual(viewController.title, "Search")
    XCTAssertEqual(
      results.hitsViewController.rows,
      ["Samsung Galaxy S24", "Apple iPhone 15", "Samsung Galaxy Buds"])
    XCTAssertTrue(results.statsController.item?.hasPrefix("3 results") ?? false)

    viewController.viewDidAppear()
    viewController.searchBar.searchTextField.insertText("samsung")
    viewController.searchBar.searchTextField.pressReturn()
    await searcher.settled()
    XCTAssertEqual(
      Set(results.hitsViewController.rows), ["Samsung Galaxy S24", "Samsung Galaxy Buds"])
    XCTAssertTrue(results.statsController.item?.hasPrefix("2 results") ?? false)
    var picked: [String] = []
    results.hitsViewController.didSelect = { _, hit in picked.append(hit.object.name) }
    results.hitsViewController.tableView(didSelectRowAt: 0)
    XCTAssertEqual(picked.count, 1)
  }

  // MARK: The filters screen

  func test_theFacetLists_showTheColorsPromotionsAndCategories_withGreenPreselected() async {
    let viewController = FacetListDemoViewController()
    let demo = viewController.demoController
    await demo.searcher.settled()
    XCTAssertEqual(demo.filterState.description, #"( "color":"green" )"#)
    XCTAssertEqual(
      viewController.colorController.items.map(\.item.value), ["green"],
      "an and-list counts the records its own refinement leaves")
    XCTAssertEqual(viewController.colorController.items.first?.isSelected, true)
    XCTAssertEqual(
      viewController.categoryController.items.map(\.item.value), ["Jackets", "Shirts"],
      "green items' categories, by count")
    viewController.categoryController.select(value: "Shirts")
    await demo.searcher.settled()
    XCTAssertEqual(
      demo.filterState.description, #"( "category":"Shirts" ) AND ( "color":"green" )"#)
    XCTAssertEqual(
      viewController.categoryController.items.map(\.item.value), ["Jackets", "Shirts"],
      "an or-list keeps its other values")
    viewController.clearFilterController.clear()
    XCTAssertTrue(demo.filterState.isEmpty)
  }

  func test_theToggles_addAndRemoveTheirFilters() async {
    let viewController = ToggleFilterDemoViewController()
    let demo = viewController.demoController
    await demo.searcher.settled()
    XCTAssertEqual(viewController.vintageButtonController.label, "vintage")
    XCTAssertEqual(viewController.couponSwitchController.label, "promotions: coupon")
    XCTAssertEqual(viewController.sizeConstraintButtonController.label, "size > 40")
    viewController.vintageButtonController.toggle()
    viewController.couponSwitchController.toggle()
    viewController.sizeConstraintButtonController.toggle()
    await demo.searcher.settled()
    XCTAssertEqual(
      demo.filterState.description,
      #"( "_tags":"vintage" ) AND ( "promotions":"coupon" ) AND ( "size" > 40.0 )"#)
    XCTAssertEqual(demo.searcher.latestResults?.response.nbHits, 2)
    XCTAssertTrue(viewController.couponSwitchController.isSelected)
    viewController.clearFilterController.clear()
    XCTAssertFalse(viewController.vintageButtonController.isSelected)
  }

  func test_theRange_showsThePriceBounds_andFiltersToThePickedRange() async {
    let viewController = FilterNumericRangeDemoViewController()
    viewController.viewDidLoad()
    let demo = viewController.demoController
    await demo.searcher.settled()
    XCTAssertEqual(viewController.numericRangeController.bounds, 25...120)
    XCTAssertTrue(viewController.statsController.item?.hasPrefix("4 results") ?? false)
    viewController.numericRangeController.set(20...90)
    await demo.searcher.settled()
    XCTAssertEqual(demo.filterState.description, #"( "price":25.0 TO 90.0 )"#)
    XCTAssertTrue(viewController.statsController.item?.hasPrefix("3 results") ?? false)
    viewController.searchBar.searchTextField.insertText("shirt")
    viewController.searchBar.searchTextField.pressReturn()
    await demo.searcher.settled()
    XCTAssertTrue(viewController.statsController.item?.hasPrefix("2 results") ?? false)
    viewController.clearFilterController.clear()
    XCTAssertNil(viewController.numericRangeController.range)
  }
}
