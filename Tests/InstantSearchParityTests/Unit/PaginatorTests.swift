import SiftCore
import XCTest

/// InstantSearch's `Paginator` adds each page of a result set to the page map, and starts a new
/// one after `invalidate()`; Sift's hits interactor does both (`update(with:)`,
/// `notifyQueryChanged()`).
@MainActor
final class PaginatorTests: XCTestCase {
  typealias Page = PageMapTests.Page

  func toPages(_ tuples: [(index: Int, items: [String])]) -> [Page] {
    tuples.map { Page(index: $0.index, items: $0.items) }
  }

  private func process(_ items: [String], index: Int, into paginator: HitsInteractor<JSON>) {
    PageMapTests.insert(items, withIndex: index, into: paginator, hitsPerPage: 3, nbHits: 6)
  }

  func testProcessing() async {
    let paginator = HitsInteractor<JSON>(infiniteScrolling: .on(withOffset: 0))

    let p0 = ["i1", "i2", "i3"]
    let p1 = ["i4", "i5", "i6"]

    XCTAssertNil(paginator.resultSet)

    // Adding a first page of dataset
    process(p0, index: 0, into: paginator)

    let pageMap0 = PageMapTests.loadedPages(paginator, hitsPerPage: 3)
    XCTAssertEqual(pageMap0, [Page(index: 0, items: p0)])
    XCTAssertEqual(pageMap0.last?.index, 0)
    XCTAssertEqual(pageMap0.count, 1)
    XCTAssertEqual(paginator.numberOfHits(), 3)

    // Adding another page for same dataset
    process(p1, index: 1, into: paginator)

    let pageMap1 = PageMapTests.loadedPages(paginator, hitsPerPage: 3)
    XCTAssertEqual(pageMap1, toPages([(0, p0), (1, p1)]))
    XCTAssertEqual(pageMap1.last?.index, 1)
    XCTAssertEqual(pageMap1.count, 2)
    XCTAssertEqual(paginator.numberOfHits(), 6)
  }

  func testInvalidation() async {
    let paginator = HitsInteractor<JSON>(infiniteScrolling: .on(withOffset: 0))
    var invalidations = 0
    paginator.onRequestChanged.subscribe(with: self) { _, _ in invalidations += 1 }
    process(["i1", "i2", "i3"], index: 0, into: paginator)
    XCTAssertNotNil(paginator.resultSet)
    XCTAssertEqual(paginator.numberOfHits(), 3)
    XCTAssertEqual(invalidations, 0)
    paginator.notifyQueryChanged()
    XCTAssertEqual(invalidations, 1)
    process(["i4", "i5", "i6"], index: 0, into: paginator)
    XCTAssertNotNil(paginator.resultSet)
    XCTAssertEqual(paginator.numberOfHits(), 3)
    XCTAssertEqual(PageMapTests.values(paginator), ["i4", "i5", "i6"])
  }
}
