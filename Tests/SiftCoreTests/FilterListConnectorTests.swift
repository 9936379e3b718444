import SiftCore
import SiftTesting
import XCTest

@MainActor
final class FilterListConnectorTests: XCTestCase {
  private let red = Filter.Facet(attribute: "color", value: "red")
  private let blue = Filter.Facet(attribute: "color", value: "blue")
  private let cheap = Filter.Numeric(attribute: "price", range: 0...50)
  private let mid = Filter.Numeric(attribute: "price", range: 50...100)

  func test_facetFilters_multipleOr_selectAndDeselect() async {
    let filterState = FilterState()
    let list = UserFilterList<Filter.Facet>()
    let connector = FacetFilterListConnector(
      filterState: filterState, filters: [red, blue], selectionMode: .multiple, operator: .or,
      groupName: "color", controller: list)
    connector.connect()
    list.onClick?(red)
    list.onClick?(blue)
    XCTAssertEqual(filterState.algoliaFilters, #"( "color":"blue" OR "color":"red" )"#)
    XCTAssertEqual(Set(list.selected), [red, blue])
    list.onClick?(red)
    XCTAssertEqual(filterState.algoliaFilters, #"( "color":"blue" )"#)
  }

  func test_numericFilters_single_replacesTheBand_andKeepsOtherFiltersOfTheGroup() async {
    let filterState = FilterState()
    let other = Filter.Numeric(attribute: "rating", operator: .greaterThan, value: 3)
    filterState[and: "price"].add(other)
    let list = UserFilterList<Filter.Numeric>()
    let connector = NumericFilterListConnector(
      filterState: filterState, filters: [cheap, mid], selectionMode: .single, operator: .and,
      groupName: "price", controller: list)
    connector.connect()
    list.onClick?(cheap)
    list.onClick?(mid)
    XCTAssertEqual(filterState.algoliaFilters, #"( "price":50.0 TO 100.0 AND "rating" > 3.0 )"#)
    list.onClick?(mid)
    XCTAssertEqual(filterState.algoliaFilters, #"( "rating" > 3.0 )"#)
  }

  func test_tagFilters_reflectTagsAddedElsewhere() async {
    let filterState = FilterState()
    let list = UserFilterList<Filter.Tag>()
    let connector = TagFilterListConnector(
      filterState: filterState, filters: [Filter.Tag(value: "new"), Filter.Tag(value: "sale")],
      selectionMode: .multiple, operator: .or, groupName: "tags", controller: list)
    connector.connect()
    filterState[or: "tags", Filter.Tag.self].add(Filter.Tag(value: "sale"))
    XCTAssertEqual(list.selected, [Filter.Tag(value: "sale")])
    XCTAssertEqual(list.rows.map(\.isSelected), [false, true])
  }

  func test_eachPick_isOneTransaction_henceOneSearch() async {
    let service = StubSearchService()
    let searcher = HitsSearcher(service: service, indexName: "products")
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let list = UserFilterList<Filter.Numeric>()
    let connector = NumericFilterListConnector(
      filterState: filterState, filters: [cheap, mid], selectionMode: .single, operator: .and,
      groupName: "price", controller: list)
    connector.connect()
    list.onClick?(cheap)
    await searcher.settled()
    list.onClick?(mid)  // removes one band and adds another
    await searcher.settled()
    XCTAssertEqual(service.receivedCallCount, 2)
  }

  func test_disconnect_releasesTheController() async {
    let filterState = FilterState()
    var list: UserFilterList<Filter.Facet>? = UserFilterList()
    weak let weakList = list
    let connector = FacetFilterListConnector(
      filterState: filterState, filters: [red], selectionMode: .single, operator: .and,
      groupName: "color", controller: list!)
    connector.connect()
    connector.disconnect()
    XCTAssertNil(list?.onClick)
    list = nil
    XCTAssertNil(weakList)
    XCTAssertEqual(filterState.onChange.subscriptionCount, 0)
  }

  func test_aUserListOfTagFilters_underInstantSearchsControllerName() async {
    final class TagChips: TagFilterListController {
      var onClick: ((Filter.Tag) -> Void)?
      var chips: [String] = []
      func setSelectableItems(_ selectableItems: [SelectableItem<Filter.Tag>]) {
        chips = selectableItems.map { ($0.isSelected ? "✓ " : "") + $0.item.value }
      }
      func reload() {}
    }
    let filterState = FilterState()
    let chips = TagChips()
    let connector = TagFilterListConnector(
      filterState: filterState, filters: ["sale", "new"], selectionMode: .multiple,
      operator: .or, groupName: "tags", controller: chips)
    chips.onClick?("new")
    XCTAssertEqual(chips.chips, ["sale", "✓ new"])
    XCTAssertEqual(filterState.description, #"( "_tags":"new" )"#)
    XCTAssertTrue(connector.isConnected)
  }
}
