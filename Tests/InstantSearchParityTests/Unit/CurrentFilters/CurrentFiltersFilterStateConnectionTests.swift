import SiftCore
import XCTest

// InstantSearch's `CurrentFiltersInteractor.FilterStateConnection(…)` is the connection Sift's
// `connectFilterState(_:)` returns, connected.
@MainActor
final class CurrentFiltersFilterStateConnectionTests: XCTestCase {
  let groupName = "Test group"
  let filter = Filter.Facet(attribute: "Test Attribute", stringValue: "facet")

  weak var disposableInteractor: CurrentFiltersInteractor?
  weak var disposableFilterState: FilterState?

  func testLeak() async {
    do {
      let interactor = CurrentFiltersInteractor()
      let filterState = FilterState()

      disposableInteractor = interactor
      disposableFilterState = filterState

      let connection = interactor.connectFilterState(filterState)
      connection.connect()
    }
    XCTAssertNil(disposableInteractor, "Leaked interactor")
    XCTAssertNil(disposableFilterState, "Leaked filterState")
  }

  func testConnect() async {
    let interactor = CurrentFiltersInteractor()
    let filterState = FilterState()

    let connection = interactor.connectFilterState(filterState)
    connection.connect()

    checkConnection(interactor: interactor, filterState: filterState, isConnected: true)
    checkBackConnection(interactor: interactor, filterState: filterState, isConnected: true)
  }

  func testConnectFunction() async {
    let interactor = CurrentFiltersInteractor()
    let filterState = FilterState()

    interactor.connectFilterState(filterState)

    checkConnection(interactor: interactor, filterState: filterState, isConnected: true)
    checkBackConnection(interactor: interactor, filterState: filterState, isConnected: true)
  }

  func testDisconnect() async {
    let interactor = CurrentFiltersInteractor()
    let filterState = FilterState()

    let connection = interactor.connectFilterState(filterState)
    connection.connect()
    connection.disconnect()

    checkConnection(interactor: interactor, filterState: filterState, isConnected: false)
    checkBackConnection(interactor: interactor, filterState: filterState, isConnected: false)
  }

  func checkConnection(
    interactor: CurrentFiltersInteractor, filterState: FilterState, isConnected: Bool,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    var received: [[FilterAndID]] = []
    interactor.onItemsChanged.subscribe(with: self) { _, items in
      received.append(items)
    }

    filterState[and: groupName].removeAll()
    filterState[and: groupName].add(filter)
    filterState.notifyChange()

    let expected = [FilterAndID(filter: Filter(filter), id: .and(name: groupName))]
    XCTAssertEqual(received, isConnected ? [expected] : [], file: file, line: line)
    interactor.onItemsChanged.cancelSubscription(for: self)
  }

  func checkBackConnection(
    interactor: CurrentFiltersInteractor, filterState: FilterState, isConnected: Bool,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    // Deliberate difference: a filter state sends `onChange` only when its filters change, and
    // the filter is already in it after `checkConnection`; it is taken out first, so that adding
    // the item through the interactor is a change (InstantSearch notifies either way).
    filterState[and: groupName].removeAll()

    var changes = 0
    filterState.onChange.subscribe(with: self) { test, filters in
      XCTAssertTrue(
        filters.contains(test.filter, inGroupWithID: .and(name: test.groupName)), file: file,
        line: line)
      changes += 1
    }

    interactor.add(item: FilterAndID(filter: Filter(filter), id: .and(name: groupName)))

    XCTAssertEqual(changes, isConnected ? 1 : 0, file: file, line: line)
    filterState.onChange.cancelSubscription(for: self)
  }
}
