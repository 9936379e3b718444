import SiftCore
import XCTest

@MainActor
final class SearchBoxInteractorTests: XCTestCase {
  func testOnQueryChangedEvent() async {
    let interactor = SearchBoxInteractor()
    let changedQuery = "q1"
    var changes = 0

    interactor.onQueryChanged.subscribe(with: self) { _, query in
      XCTAssertEqual(query, changedQuery)
      changes += 1
    }

    interactor.query = changedQuery

    XCTAssertEqual(changes, 1, "on query changed")
  }

  func testOnQuerySubmittedEvent() async {
    let interactor = SearchBoxInteractor()
    let submittedQuery = "q2"
    var submissions = 0

    interactor.onQuerySubmitted.subscribe(with: self) { _, query in
      XCTAssertEqual(submittedQuery, query)
      submissions += 1
    }

    interactor.query = submittedQuery
    interactor.submitQuery()

    XCTAssertEqual(submissions, 1, "on query submitted")
  }
}
