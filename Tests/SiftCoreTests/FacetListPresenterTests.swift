import SiftCore
import XCTest

final class FacetListPresenterTests: XCTestCase {
  private let rows = [
    SelectableItem(item: FacetValue(value: "b", count: 5), isSelected: false),
    SelectableItem(item: FacetValue(value: "A", count: 5), isSelected: false),
    SelectableItem(item: FacetValue(value: "c", count: 9), isSelected: false),
    SelectableItem(item: FacetValue(value: "d", count: 1), isSelected: true),
    SelectableItem(item: FacetValue(value: "e", count: 0), isSelected: false),
  ]

  private func values(_ presenter: FacetListPresenter) -> [String] {
    presenter.transform(rows).map(\.item.value)
  }

  func test_byDefault_sortsByDecreasingCount_thenAlphabetically() {
    XCTAssertEqual(values(FacetListPresenter()), ["c", "A", "b", "d", "e"])
  }

  func test_isRefinedFirst_thenTheNextCriteria() {
    let presenter = FacetListPresenter(sortBy: [.isRefined, .count(order: .descending)])
    XCTAssertEqual(values(presenter), ["d", "c", "A", "b", "e"])
  }

  func test_alphabeticalDescending_ignoresCase() {
    let presenter = FacetListPresenter(sortBy: [.alphabetical(order: .descending)])
    XCTAssertEqual(values(presenter), ["e", "d", "c", "b", "A"])
  }

  func test_countAscending_thenAlphabeticalAscending() {
    let presenter = FacetListPresenter(
      sortBy: [.count(order: .ascending), .alphabetical(order: .ascending)])
    XCTAssertEqual(values(presenter), ["e", "d", "A", "b", "c"])
  }

  func test_withoutEmptyFacets_dropsUnselectedZeroCounts() {
    let presenter = FacetListPresenter(showEmptyFacets: false)
    XCTAssertEqual(values(presenter), ["c", "A", "b", "d"])
  }

  func test_limit_collapsesToTheFirstValues_andOffersShowMore() {
    let presenter = FacetListPresenter(limit: 2)
    let sorted = presenter.transform(rows)
    XCTAssertEqual(presenter.visibleItems(sorted, isExpanded: false).map(\.item.value), ["c", "A"])
    XCTAssertEqual(presenter.visibleItems(sorted, isExpanded: true).count, 5)
    XCTAssertEqual(presenter.showMoreState(count: 5, isExpanded: false), .showMore(hiddenCount: 3))
    XCTAssertEqual(presenter.showMoreState(count: 5, isExpanded: true), .showLess)
    XCTAssertNil(presenter.showMoreState(count: 2, isExpanded: false), "everything fits")
    XCTAssertNil(FacetListPresenter().showMoreState(count: 50, isExpanded: false), "no limit")
  }
}
