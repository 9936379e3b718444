import SiftCore
import XCTest

final class FacetListPresenterTests: XCTestCase {
  private func item(_ value: String, _ count: Int, _ isSelected: Bool) -> SelectableItem<FacetValue>
  {
    SelectableItem(item: FacetValue(value: value, count: count), isSelected: isSelected)
  }

  private var initial: [SelectableItem<FacetValue>] {
    [
      item("red", 10, true),
      item("orange", 20, true),
      item("yellow", 30, false),
      item("black", 5, false),
      item("blue", 40, false),
      item("green", 0, true),
    ]
  }

  func testCountDescSelectedOnTop() {
    let expected: [SelectableItem<FacetValue>] = [
      item("orange", 20, true),
      item("red", 10, true),
      item("green", 0, true),
      item("blue", 40, false),
      item("yellow", 30, false),
      item("black", 5, false),
    ]

    let presenter = FacetListPresenter(sortBy: [.isRefined, .count(order: .descending)])
    let actual = presenter.transform(initial)

    XCTAssertEqual(expected.map(\.item), actual.map(\.item))
  }

  func testCountDescNotSelectedOnTop() {
    let expected: [SelectableItem<FacetValue>] = [
      item("blue", 40, false),
      item("yellow", 30, false),
      item("orange", 20, true),
      item("red", 10, true),
      item("black", 5, false),
      item("green", 0, true),
    ]

    let presenter = FacetListPresenter(sortBy: [.count(order: .descending)])
    let actual = presenter.transform(initial)

    XCTAssertEqual(expected.map(\.item), actual.map(\.item))
  }

  func testCountAscSelectedOnTop() {
    let expected: [SelectableItem<FacetValue>] = [
      item("green", 0, true),
      item("red", 10, true),
      item("orange", 20, true),
      item("black", 5, false),
      item("yellow", 30, false),
      item("blue", 40, false),
    ]

    let presenter = FacetListPresenter(sortBy: [.isRefined, .count(order: .ascending)])
    let actual = presenter.transform(initial)

    XCTAssertEqual(expected.map(\.item), actual.map(\.item))
  }

  func testCountAscNotSelectedOnTop() {
    let expected: [SelectableItem<FacetValue>] = [
      item("blue", 40, false),
      item("yellow", 30, false),
      item("orange", 20, true),
      item("red", 10, true),
      item("black", 5, false),
      item("green", 0, true),
    ]

    let presenter = FacetListPresenter(sortBy: [.count(order: .descending)])
    let actual = presenter.transform(initial)

    XCTAssertEqual(expected.map(\.item), actual.map(\.item))
  }

  func testNameAscSelectedOnTop() {
    let expected: [SelectableItem<FacetValue>] = [
      item("green", 0, true),
      item("orange", 20, true),
      item("red", 10, true),
      item("black", 5, false),
      item("blue", 40, false),
      item("yellow", 30, false),
    ]

    let presenter = FacetListPresenter(sortBy: [.isRefined, .alphabetical(order: .ascending)])
    let actual = presenter.transform(initial)

    XCTAssertEqual(expected.map(\.item), actual.map(\.item))
  }

  func testNameAscNotSelectedOnTop() {
    let expected: [SelectableItem<FacetValue>] = [
      item("black", 5, false),
      item("blue", 40, false),
      item("green", 0, true),
      item("orange", 20, true),
      item("red", 10, true),
      item("yellow", 30, false),
    ]

    let presenter = FacetListPresenter(sortBy: [.alphabetical(order: .ascending)])
    let actual = presenter.transform(initial)

    XCTAssertEqual(expected.map(\.item), actual.map(\.item))
  }

  func testNameDescSelectedOnTop() {
    let expected: [SelectableItem<FacetValue>] = [
      item("red", 10, true),
      item("orange", 20, true),
      item("green", 0, true),
      item("yellow", 30, false),
      item("blue", 40, false),
      item("black", 5, false),
    ]

    let presenter = FacetListPresenter(sortBy: [.isRefined, .alphabetical(order: .descending)])
    let actual = presenter.transform(initial)

    XCTAssertEqual(expected.map(\.item), actual.map(\.item))
  }

  func testNameDescNotSelectedOnTop() {
    let expected: [SelectableItem<FacetValue>] = [
      item("yellow", 30, false),
      item("red", 10, true),
      item("orange", 20, true),
      item("green", 0, true),
      item("blue", 40, false),
      item("black", 5, false),
    ]

    let presenter = FacetListPresenter(sortBy: [.alphabetical(order: .descending)])
    let actual = presenter.transform(initial)

    XCTAssertEqual(expected.map(\.item), actual.map(\.item))
  }

  func testSortWithEqualCounts() {
    let initial: [SelectableItem<FacetValue>] = [
      item("blue", 10, false),
      item("red", 10, true),
      item("green", 5, true),
      item("orange", 10, true),
    ]

    let expected: [SelectableItem<FacetValue>] = [
      item("orange", 10, true),
      item("red", 10, true),
      item("green", 5, true),
      item("blue", 10, false),
    ]

    let presenter = FacetListPresenter(sortBy: [
      .isRefined, .count(order: .descending), .alphabetical(order: .ascending),
    ])
    let actual = presenter.transform(initial)

    XCTAssertEqual(expected.map(\.item), actual.map(\.item))
  }
}
