import SiftCore
import SiftTesting
import XCTest

// InstantSearch's internal `update(with:)` is what a connected searcher's response does in
// Sift: the test fires the response through a searcher.
@MainActor
final class DynamicFacetListInteractorTests: XCTestCase {
  func testDisjunctiveFacetsPropagation() async {
    let interactor = DynamicFacetListInteractor()
    let searcher = HitsSearcher(service: StubSearchService(), indexName: "")
    interactor.connectSearcher(searcher)

    func facetCounts(of raw: (String, Int)...) -> [String: Int] {
      Dictionary(uniqueKeysWithValues: raw.map { ($0.0, $0.1) })
    }

    var response = SearchResponse()
    response.facets = [
      "size": facetCounts(of: ("s", 10), ("m", 20), ("l", 30), ("xl", 40)),
      "brand": facetCounts(of: ("samsung", 5), ("sony", 4), ("philips", 12)),
      "color": facetCounts(of: ("red", 5), ("green", 10), ("blue", 15)),
    ]
    response.renderingContent = RenderingContent(
      facetOrdering: FacetOrdering(facets: FacetsOrder(order: ["color", "size", "brand"])))

    searcher.onResults.fire(response)

    XCTAssertEqual(interactor.orderedFacets.count, 3)

    let orderedAttributes = interactor.orderedFacets.map(\.attribute)
    XCTAssertTrue(orderedAttributes.contains("size"))
    XCTAssertTrue(orderedAttributes.contains("brand"))
    XCTAssertTrue(orderedAttributes.contains("color"))

    func assertFacets(
      for attribute: Attribute, expected: [(String, Int)], line: UInt = #line
    ) {
      guard let attributed = interactor.orderedFacets.first(where: { $0.attribute == attribute })
      else {
        XCTFail("Missing attribute \(attribute)", line: line)
        return
      }
      let actual = attributed.facets.map { "\($0.value):\($0.count)" }.sorted()
      let expected = expected.map { "\($0.0):\($0.1)" }.sorted()
      XCTAssertEqual(actual, expected, "Facet values mismatch for \(attribute)", line: line)
    }

    assertFacets(for: "size", expected: [("s", 10), ("m", 20), ("l", 30), ("xl", 40)])
    assertFacets(for: "brand", expected: [("samsung", 5), ("sony", 4), ("philips", 12)])
    assertFacets(for: "color", expected: [("red", 5), ("green", 10), ("blue", 15)])
  }
}
