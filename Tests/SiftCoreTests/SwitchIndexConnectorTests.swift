import SiftCore
import SiftTesting
import XCTest

/// A sort sheet as an app writes it: titles, a check mark on the selected one.
private final class UserSortSheet: SwitchIndexController {
  var select: ((String) -> Void)?
  var rows: [String] = []
  func set(items: [SwitchIndexItem], selected: String?) {
    rows = items.map { ($0.indexName == selected ? "✓ " : "") + $0.title }
  }
  func tap(_ title: String) {
    guard let row = rows.firstIndex(where: { $0.hasSuffix(title) }) else { return }
    select?(["products", "products_price_asc", "products_price_desc"][row])
  }
}

/// A controller ported from InstantSearch, which shows names only.
private final class PortedSwitchIndexController: SwitchIndexController {
  var select: ((String) -> Void)?
  var names: [String] = []
  var selectedName: String?
  func set(indexNames: [String], selected: String?) {
    names = indexNames
    selectedName = selected
  }
}

@MainActor
final class SwitchIndexConnectorTests: XCTestCase {
  private let items = [
    SwitchIndexItem(indexName: "products", title: "Most relevant"),
    SwitchIndexItem(indexName: "products_price_asc", title: "Lowest price"),
    SwitchIndexItem(indexName: "products_price_desc", title: "Highest price"),
  ]

  func test_pickingATitle_switchesTheSearchersIndex_andSearchesFromTheFirstPage() async {
    let service = StubSearchService()
    let searcher = HitsSearcher(service: service, indexName: "products")
    searcher.request.query.page = 3
    let sheet = UserSortSheet()
    let connector = SwitchIndexConnector(searcher: searcher, items: items, controller: sheet)
    XCTAssertEqual(sheet.rows, ["✓ Most relevant", "Lowest price", "Highest price"])

    sheet.tap("Lowest price")
    await searcher.settled()
    XCTAssertEqual(service.receivedBatches.last?.first?.indexName, "products_price_asc")
    XCTAssertEqual(service.receivedBatches.last?.first?.query.page ?? 0, 0)
    XCTAssertEqual(sheet.rows, ["Most relevant", "✓ Lowest price", "Highest price"])
    XCTAssertEqual(connector.interactor.selectedIndexName, "products_price_asc")
  }

  func test_anIndexChangedElsewhere_isReflected_andAnotherIndexSelectsNothing() async {
    let searcher = HitsSearcher(service: StubSearchService(), indexName: "products")
    let sheet = UserSortSheet()
    let connector = SwitchIndexConnector(searcher: searcher, items: items, controller: sheet)
    searcher.indexName = "products_price_desc"  // a deep link, another widget
    XCTAssertEqual(sheet.rows, ["Most relevant", "Lowest price", "✓ Highest price"])
    searcher.indexName = "suggestions"
    XCTAssertNil(connector.interactor.selectedIndexName)
    XCTAssertEqual(sheet.rows, ["Most relevant", "Lowest price", "Highest price"])
  }

  func test_selectingAnIndexNotOffered_throws_andChangesNothing() async {
    let service = StubSearchService()
    let searcher = HitsSearcher(service: service, indexName: "products")
    let connector = SwitchIndexConnector(
      searcher: searcher, items: items, controller: UserSortSheet())
    XCTAssertThrowsError(try connector.interactor.select(indexName: "products_rating")) { error in
      XCTAssertEqual(
        error as? SwitchIndexError,
        .unknownIndex(
          "products_rating",
          offered: ["products", "products_price_asc", "products_price_desc"]))
    }
    XCTAssertEqual(searcher.indexName, "products")
    XCTAssertEqual(service.receivedCallCount, 0)
  }

  func test_aPortedInstantSearchController_worksWithoutConnect_andDisconnectingReleasesIt() async {
    let searcher = HitsSearcher(service: StubSearchService(), indexName: "products")
    // InstantSearch: SwitchIndexInteractor(indexNames:selectedIndexName:), connectSearcher,
    // connectController, and no connect() call.
    let interactor = SwitchIndexInteractor(
      indexNames: ["products", "products_price_asc"], selectedIndexName: "products")
    interactor.connectSearcher(searcher)
    var controller: PortedSwitchIndexController? = PortedSwitchIndexController()
    weak let weakController = controller
    let connection = interactor.connectController(controller!)
    XCTAssertEqual(controller?.names, ["products", "products_price_asc"])
    XCTAssertEqual(controller?.selectedName, "products")
    controller?.select?("products_price_asc")
    XCTAssertEqual(searcher.indexName, "products_price_asc")
    XCTAssertEqual(controller?.selectedName, "products_price_asc")

    controller = nil
    XCTAssertNotNil(weakController, "the connection keeps its controller")
    connection.disconnect()
    XCTAssertNil(weakController, "disconnecting releases it")
    XCTAssertEqual(interactor.onSelectionChange.subscriptionCount, 0)
    XCTAssertEqual(interactor.onSelectionComputed.subscriptionCount, 1, "the searcher's link stays")
  }
}
