import SiftCore
import XCTest

final class DefaultFilterPresenterTests: XCTestCase {
  func test_labelsEachKindOfFilter() {
    XCTAssertEqual(
      DefaultFilterPresenter.present(.facet(Filter.Facet(attribute: "brand", value: "Apple"))),
      "brand: Apple")
    XCTAssertEqual(
      DefaultFilterPresenter.present(.facet(Filter.Facet(attribute: "rating", value: 4))),
      "rating: 4")
    XCTAssertEqual(
      DefaultFilterPresenter.present(
        .numeric(Filter.Numeric(attribute: "price", operator: .lessThanOrEqual, value: 99.5))),
      "price <= 99.5")
    XCTAssertEqual(
      DefaultFilterPresenter.present(.numeric(Filter.Numeric(attribute: "price", range: 10...50))),
      "price: 10 – 50")
    XCTAssertEqual(DefaultFilterPresenter.present(.tag(Filter.Tag(value: "sale"))), "sale")
    XCTAssertEqual(
      DefaultFilterPresenter.present(.tag(Filter.Tag(value: "sale", isNegated: true))), "not sale")
  }

  func test_aTrueBooleanFacet_readsAsItsAttribute_asInInstantSearch() {
    let freeShipping = Filter.Facet(attribute: "free_shipping", boolValue: true)
    XCTAssertEqual(DefaultFilterPresenter.present(.facet(freeShipping)), "free_shipping")
    XCTAssertEqual(DefaultFilterPresenter.present(.facet(!freeShipping)), "not free_shipping")
    XCTAssertEqual(
      DefaultFilterPresenter.present(.facet(Filter.Facet(attribute: "in_stock", boolValue: false))),
      "in_stock: false")
  }
}
