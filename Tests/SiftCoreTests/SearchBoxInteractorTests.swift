import SiftCore
import XCTest

@MainActor
final class SearchBoxInteractorTests: XCTestCase {
  func test_query_firesOnQueryChangedOnlyWhenItChanges() async {
    let interactor = SearchBoxInteractor()
    var changes: [String?] = []
    interactor.onQueryChanged.subscribe(with: self) { _, query in changes.append(query) }
    interactor.query = "a"
    interactor.query = "a"
    interactor.query = nil
    XCTAssertEqual(changes, ["a", nil])
  }

  func test_submitQuery_firesOnQuerySubmittedWithTheCurrentQuery() async {
    let interactor = SearchBoxInteractor(query: "shoes")
    var submitted: [String?] = []
    interactor.onQuerySubmitted.subscribe(with: self) { _, query in submitted.append(query) }
    interactor.submitQuery()
    XCTAssertEqual(submitted, ["shoes"])
  }
}
