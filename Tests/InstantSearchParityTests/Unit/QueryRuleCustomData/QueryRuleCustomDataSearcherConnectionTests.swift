import SiftCore
import SiftTesting
import XCTest

@MainActor
final class QueryRuleCustomDataSearcherConnectionTests: XCTestCase {
  struct TestModel: Codable {
    let number: Int
    let text: String
  }

  func testHitsSearcherConnection() async {
    let searcher = HitsSearcher(service: StubSearchService(), indexName: "")
    let interactor = QueryRuleCustomDataInteractor<TestModel>()

    interactor.connectSearcher(searcher)

    let response = SearchResponse(userData: [["number": 10, "text": "test"]])

    var models: [TestModel?] = []
    interactor.onItemChanged.subscribe(with: self) { _, model in
      XCTAssertEqual(model?.number, 10)
      XCTAssertEqual(model?.text, "test")
      models.append(model)
    }

    searcher.onResults.fire(response)

    XCTAssertEqual(models.count, 1)
  }
}
