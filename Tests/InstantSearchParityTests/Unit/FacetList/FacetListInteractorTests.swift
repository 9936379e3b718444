import Foundation
import SiftCore
import SiftTesting
import XCTest

@MainActor
final class FacetListInteractorTests: XCTestCase {
  final class TestController: FacetListController {
    var onClick: ((FacetValue) -> Void)?
    var didReload: (() -> Void)?
    var selectableItems: [SelectableItem<FacetValue>] = []

    func setSelectableItems(_ selectableItems: [SelectableItem<FacetValue>]) {
      self.selectableItems = selectableItems
    }

    func reload() {
      didReload?()
    }
  }

  func testFacetListInteractorConstructor() async {
    let defaultMultipleSelectionInteractor = FacetListInteractor()
    XCTAssertEqual(defaultMultipleSelectionInteractor.selectionMode, .multiple)

    let singleSelectionFacetInteractor = FacetListInteractor(selectionMode: .single)
    XCTAssertEqual(singleSelectionFacetInteractor.selectionMode, .single)

    let multipleSelectionFacetInteractor = FacetListInteractor(selectionMode: .multiple)
    XCTAssertEqual(multipleSelectionFacetInteractor.selectionMode, .multiple)
  }

  func testConnectFilterState() async {
    let interactor = FacetListInteractor(selectionMode: .single)

    interactor.items = [
      FacetValue(value: "cat1", count: 10, highlighted: "cat1"),
      FacetValue(value: "cat2", count: 5, highlighted: "cat2"),
      FacetValue(value: "cat3", count: 5, highlighted: "cat3"),
    ]

    let filterState = FilterState()

    interactor.connectFilterState(filterState, attribute: "categories", operator: .and)

    let groupID: FilterGroup.ID = .and(name: "categories")

    // Interactor -> FilterState
    interactor.computeSelections(selectingItemForKey: "cat1")

    XCTAssertTrue(
      filterState.contains(
        Filter.Facet(attribute: "categories", stringValue: "cat1"), inGroupWithID: groupID))

    // FilterState -> Interactor
    filterState.notify(
      .add(
        filter: Filter.Facet(attribute: "categories", stringValue: "cat2"), toGroupWithID: groupID))

    XCTAssertEqual(interactor.selections, ["cat1", "cat2"])
  }

  func testConnectSearcher() async throws {
    let interactor = FacetListInteractor(selectionMode: .single)

    let searcher = HitsSearcher(service: StubSearchService(), indexName: "", query: SearchQuery())

    interactor.connectSearcher(searcher, attribute: "type")

    let results = try JSONDecoder().decode(
      SearchResponse.self,
      from: Data(
        """
        {"hits": [], "nbHits": 596, "page": 0, "nbPages": 60, "hitsPerPage": 10,
         "processingTimeMS": 1, "query": "", "params": "facets=%5B%22type%22%5D",
         "facets": {"type": {"book": 357, "electronics": 184, "office": 28, "gifts": 27},
                    "brand": {"acme": 12}}}
        """.utf8))

    searcher.onResults.fire(results)

    let expectedFacets: Set<FacetValue> = [
      FacetValue(value: "book", count: 357, highlighted: "book"),
      FacetValue(value: "electronics", count: 184, highlighted: "electronics"),
      FacetValue(value: "gifts", count: 27, highlighted: "gifts"),
      FacetValue(value: "office", count: 28, highlighted: "office"),
    ]

    XCTAssertEqual(Set(interactor.items), expectedFacets)
  }
}
