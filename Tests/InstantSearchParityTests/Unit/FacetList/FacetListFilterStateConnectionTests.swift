import SiftCore
import XCTest

// InstantSearch's `FacetListConnector.FilterStateConnection(…)` is the connection Sift's
// `connectFilterState(_:attribute:operator:groupName:)` returns, connected.
@MainActor
final class FacetListFilterStateConnectionTests: XCTestCase {
  let attribute: Attribute = "Test Attribute"
  let groupName = "Test group"
  let facets: [FacetValue] = .init(prefix: "v", count: 4)

  weak var disposableInteractor: FacetListInteractor?
  weak var disposableFilterState: FilterState?

  func testLeak() async {
    do {
      let interactor = FacetListInteractor(facets: facets, selectionMode: .single)
      let filterState = FilterState()

      disposableInteractor = interactor
      disposableFilterState = filterState

      let connection = interactor.connectFilterState(
        filterState, attribute: attribute, operator: .and, groupName: groupName)
      connection.connect()
    }
    XCTAssertNil(disposableInteractor, "Leaked interactor")
    XCTAssertNil(disposableFilterState, "Leaked filterState")
  }

  func testConnect() async {
    let interactor = FacetListInteractor(facets: facets, selectionMode: .single)
    let filterState = FilterState()

    let connection = interactor.connectFilterState(
      filterState, attribute: attribute, operator: .and, groupName: groupName)
    connection.connect()

    checkConnection(interactor: interactor, filterState: filterState, isConnected: true)
    checkBackConnection(interactor: interactor, filterState: filterState, isConnected: true)
  }

  func testConnectFunction() async {
    let interactor = FacetListInteractor(facets: facets, selectionMode: .single)
    let filterState = FilterState()

    interactor.connectFilterState(
      filterState, attribute: attribute, operator: .and, groupName: groupName)

    checkConnection(interactor: interactor, filterState: filterState, isConnected: true)
    checkBackConnection(interactor: interactor, filterState: filterState, isConnected: true)
  }

  func testDisconnect() async {
    let interactor = FacetListInteractor(facets: facets, selectionMode: .single)
    let filterState = FilterState()

    let connection = interactor.connectFilterState(
      filterState, attribute: attribute, operator: .and, groupName: groupName)
    connection.connect()
    connection.disconnect()

    checkConnection(interactor: interactor, filterState: filterState, isConnected: false)
    checkBackConnection(interactor: interactor, filterState: filterState, isConnected: false)
  }

  func checkConnection(
    interactor: FacetListInteractor, filterState: FilterState, isConnected: Bool,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let selectedIndex = 2

    var received: [Set<String>] = []
    interactor.onSelectionsChanged.subscribe(with: self) { _, selections in
      received.append(selections)
    }

    filterState[and: groupName].removeAll()
    let facetFilter = Filter.Facet(attribute: attribute, stringValue: facets[selectedIndex].value)
    filterState[and: groupName].add(facetFilter)
    filterState.notifyChange()

    XCTAssertEqual(
      received, isConnected ? [[facets[selectedIndex].value]] : [], file: file, line: line)
    interactor.onSelectionsChanged.cancelSubscription(for: self)
  }

  func checkBackConnection(
    interactor: FacetListInteractor, filterState: FilterState, isConnected: Bool,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let selectedIndex = 1
    let facetFilter = Filter.Facet(attribute: attribute, stringValue: facets[selectedIndex].value)

    var changes = 0
    filterState.onChange.subscribe(with: self) { test, filters in
      XCTAssertTrue(
        filters.contains(facetFilter, inGroupWithID: .and(name: test.groupName)), file: file,
        line: line)
      changes += 1
    }

    interactor.computeSelections(selectingItemForKey: facets[selectedIndex].value)

    XCTAssertEqual(changes, isConnected ? 1 : 0, file: file, line: line)
    filterState.onChange.cancelSubscription(for: self)
  }
}
