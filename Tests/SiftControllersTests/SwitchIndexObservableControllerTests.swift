import Sift
import SiftTesting
import XCTest

@MainActor
final class SwitchIndexObservableControllerTests: XCTestCase {
  func test_showsTitlesAndSelection_andSelectingSwitchesTheIndex() async {
    let service = StubSearchService()
    let searcher = HitsSearcher(service: service, indexName: "products")
    let sort = SwitchIndexObservableController()
    let connector = SwitchIndexConnector(
      searcher: searcher,
      items: [
        SwitchIndexItem(indexName: "products", title: "Most relevant"),
        SwitchIndexItem(indexName: "products_price_asc", title: "Lowest price"),
      ],
      controller: sort)
    XCTAssertEqual(sort.items.map(\.title), ["Most relevant", "Lowest price"])
    XCTAssertEqual(sort.selected, "products")
    sort.select("products_price_asc")
    await searcher.settled()
    XCTAssertEqual(sort.selected, "products_price_asc")
    XCTAssertEqual(service.receivedBatches.last?.first?.indexName, "products_price_asc")
    XCTAssertTrue(connector.isConnected)
  }
}
