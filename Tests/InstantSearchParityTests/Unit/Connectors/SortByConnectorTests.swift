import SiftCore
import SiftTesting
import XCTest

@MainActor
final class SortByConnectorTests: XCTestCase {
  var searcher: HitsSearcher!
  var controller: TestSelectableSegmentController!
  var connector: SortByConnector!

  func setUpConnector() {
    searcher = HitsSearcher(service: StubSearchService(), indexName: "")
    controller = TestSelectableSegmentController()
    connector = SortByConnector(
      searcher: searcher, indexNames: ["Index1", "Index2", "Index3"], selected: 0,
      controller: controller)
  }

  func testInitialIndicesNames() async {
    setUpConnector()
    XCTAssertEqual(connector.indexNames, ["Index1", "Index2", "Index3"])
  }

  func testSetItemsInteractorToController() async {
    setUpConnector()
    var received: [[Int: String]] = []
    controller.onItemsChanged = { [controller] in
      received.append(controller?.items ?? [:])
    }
    connector.indexNames = ["Index4", "Index5", "Index6"]
    XCTAssertEqual(received, [[0: "Index4", 1: "Index5", 2: "Index6"]])
  }

  func testSelectionControllerToInteractor() async {
    setUpConnector()
    controller.clickItem(withKey: 2)
    XCTAssertEqual(connector.selectedIndexName, "Index3")
  }

  func testSelectionInteractorToController() async {
    setUpConnector()
    var received: [Int?] = []
    controller.onSelectedChanged = { [controller] in
      received.append(controller?.selected)
    }
    connector.selectedIndexName = "Index2"
    XCTAssertEqual(received, [1])
  }
}
