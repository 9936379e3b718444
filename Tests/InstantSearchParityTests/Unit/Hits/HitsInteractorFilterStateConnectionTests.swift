import SiftCore
import XCTest

@MainActor
final class HitsInteractorFilterStateConnectionTests: XCTestCase {
  private func makeInteractor() -> HitsInteractor<JSON> {
    HitsInteractor<JSON>(infiniteScrolling: .on(withOffset: 10), showItemsOnEmptyQuery: true)
  }

  func testLeak() async {
    weak var disposableInteractor: HitsInteractor<JSON>?
    weak var disposableFilterState: FilterState?
    do {
      let interactor = makeInteractor()
      let filterState = FilterState()
      disposableInteractor = interactor
      disposableFilterState = filterState
      let connection = interactor.connectFilterState(filterState)
      connection.connect()
    }
    XCTAssertNil(disposableInteractor, "Leaked interactor")
    XCTAssertNil(disposableFilterState, "Leaked filterState")
  }

  func testConnection() async {
    let interactor = makeInteractor()
    let filterState = FilterState()
    let connection = interactor.connectFilterState(filterState)
    connection.connect()
    HitsInteractorFilterStateConnectionTester(interactor: interactor, filterState: filterState)
      .check(isConnected: true)
  }

  func testConnectionMethod() async {
    let interactor = makeInteractor()
    let filterState = FilterState()
    interactor.connectFilterState(filterState)
    HitsInteractorFilterStateConnectionTester(interactor: interactor, filterState: filterState)
      .check(isConnected: true)
  }

  func testDisconnection() async {
    let interactor = makeInteractor()
    let filterState = FilterState()
    let connection = interactor.connectFilterState(filterState)
    connection.connect()
    connection.disconnect()
    HitsInteractorFilterStateConnectionTester(interactor: interactor, filterState: filterState)
      .check(isConnected: false)
  }
}

/// Checks the link between a hits interactor and a filter state: a change of the refinements
/// changes the interactor's request.
@MainActor
final class HitsInteractorFilterStateConnectionTester {
  let interactor: HitsInteractor<JSON>
  let filterState: FilterState
  var requestChangedExpectedFulfillmentCount = 1

  init(interactor: HitsInteractor<JSON>, filterState: FilterState) {
    self.interactor = interactor
    self.filterState = filterState
  }

  func check(isConnected: Bool, file: StaticString = #filePath, line: UInt = #line) {
    var requestChanges = 0
    let subscription = interactor.onRequestChanged.subscribe(with: self) { _, _ in
      requestChanges += 1
    }
    defer { subscription.cancel() }
    // InstantSearch adds the filter, then calls notifyChange() to publish the change; Sift's
    // `add` publishes it (one change, one notification), as FilterState documents.
    filterState.add(Filter.Tag(value: "t"), toGroupWithID: .and(name: ""))
    XCTAssertEqual(
      requestChanges, isConnected ? requestChangedExpectedFulfillmentCount : 0,
      "change query when filter state changed", file: file, line: line)
  }
}
