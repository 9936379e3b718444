import SiftCore
import XCTest

/// InstantSearch's `PageMap` is the store of a hits list's pages; Sift's hits interactor keeps
/// its pages likewise (in a page map of its own), and each test reads them through the
/// interactor: the rows (`numberOfHits()`, `hits`, `peekHit(atIndex:)`), and the pages they
/// come from.
@MainActor
final class PageMapTests: XCTestCase {
  struct Page: Equatable {
    let index: Int
    let items: [String]
  }

  func toPages(_ tuples: [(index: Int, items: [String])]) -> [Page] {
    tuples.map { Page(index: $0.index, items: $0.items) }
  }

  /// A list holding `pages`, pages of `hitsPerPage` rows (the largest page's size by default);
  /// nil for no page, as InstantSearch's page map is.
  static func pageMap(
    _ pages: [Int: [String]], hitsPerPage: Int? = nil, pageCleanUpOffset: Int? = nil
  ) -> HitsInteractor<JSON>? {
    guard let last = pages.keys.max() else { return nil }
    let hitsPerPage = hitsPerPage ?? pages.values.map(\.count).max() ?? 1
    let interactor = HitsInteractor<JSON>(
      infiniteScrolling: .on(withOffset: 0), pageCleanUpOffset: pageCleanUpOffset)
    for (index, items) in pages.sorted(by: { $0.key < $1.key }) {
      insert(
        items, withIndex: index, into: interactor, hitsPerPage: hitsPerPage,
        nbHits: (last + 1) * hitsPerPage)
    }
    return interactor
  }

  static func insert(
    _ items: [String], withIndex index: Int, into interactor: HitsInteractor<JSON>,
    hitsPerPage: Int, nbHits: Int
  ) {
    interactor.update(
      with: SearchParityFixtures.stamped(
        SearchParityFixtures.response(
          hits: items.enumerated().map {
            SearchParityFixtures.jsonHit($1, objectID: "\(index)-\($0)")
          },
          page: index, nbHits: nbHits, hitsPerPage: hitsPerPage)))
  }

  /// The pages of the list, in order: the rows of each page that holds any.
  static func loadedPages(_ interactor: HitsInteractor<JSON>?, hitsPerPage: Int) -> [Page] {
    guard let interactor else { return [] }
    let rows = interactor.hits
    return stride(from: 0, to: rows.count, by: hitsPerPage).compactMap { start in
      let items = rows[start..<min(start + hitsPerPage, rows.count)].compactMap {
        $0?["value"]?.stringValue
      }
      return items.isEmpty ? nil : Page(index: start / hitsPerPage, items: items)
    }
  }

  /// The values of every row, nil where the page is not loaded.
  static func values(_ interactor: HitsInteractor<JSON>?) -> [String?] {
    interactor?.hits.map { $0?["value"]?.stringValue } ?? []
  }

  func testConstructionWithSequence() async {
    let pageMap = Self.pageMap([0: ["i1", "i2", "i3"]])

    XCTAssertEqual(
      Self.loadedPages(pageMap, hitsPerPage: 3), [Page(index: 0, items: ["i1", "i2", "i3"])])
    XCTAssertEqual(Self.loadedPages(pageMap, hitsPerPage: 3).last?.index, 0)
    XCTAssertEqual(Self.loadedPages(pageMap, hitsPerPage: 3).count, 1)
    XCTAssertEqual(pageMap?.numberOfHits(), 3)
  }

  func testConstructionWithDictionary() async {
    XCTAssertNil(Self.pageMap([:]))

    let p0 = ["i1", "i2", "i3"]
    let p1 = ["i4", "i5"]

    let expectedPages = [Page(index: 0, items: p0), Page(index: 1, items: p1)]
    let pageMap = Self.pageMap([0: p0, 1: p1])

    XCTAssertEqual(Self.loadedPages(pageMap, hitsPerPage: 3), expectedPages)
    XCTAssertEqual(Self.loadedPages(pageMap, hitsPerPage: 3).last?.index, 1)
    XCTAssertEqual(Self.loadedPages(pageMap, hitsPerPage: 3).count, 2)
    XCTAssertEqual(pageMap?.numberOfHits(), 5)
  }

  func testTotalPagesCount() async {
    // InstantSearch's total page count runs to the last page loaded: the rows, in pages.
    let pageMap = Self.pageMap([0: ["i1"], 1: ["i2"]])
    XCTAssertEqual(pageMap?.numberOfHits(), 2)

    let pageMap2 = Self.pageMap([0: ["i1"], 10: ["i2"]])
    XCTAssertEqual(pageMap2?.numberOfHits(), 11)
  }

  func testIteration() async {
    let dictionary = [0: ["i1", "i2", "i3"], 1: ["i4", "i5"]]
    let expectedSequence = dictionary.sorted { $0.key < $1.key }.map { $0.value }.flatMap { $0 }
    let pageMap = Self.pageMap(dictionary)
    XCTAssertEqual(Self.values(pageMap), expectedSequence)
  }

  func testInsertion() async {
    let p0 = ["i1", "i2", "i3"]
    let p1 = ["i4", "i5", "i6"]
    let pageMap = Self.pageMap([0: p0])

    Self.insert(p1, withIndex: 1, into: pageMap!, hitsPerPage: 3, nbHits: 6)

    XCTAssertEqual(
      Self.loadedPages(pageMap, hitsPerPage: 3),
      [Page(index: 0, items: p0), Page(index: 1, items: p1)])
    XCTAssertEqual(Self.loadedPages(pageMap, hitsPerPage: 3).last?.index, 1)
    XCTAssertEqual(Self.loadedPages(pageMap, hitsPerPage: 3).count, 2)
    XCTAssertEqual(pageMap?.numberOfHits(), 6)
  }

  func testInsertionKeepingMissingPage() async throws {
    let p0 = ["i4", "i5", "i6"]
    let p2 = ["i10", "i11", "i12"]

    let pageMap = try XCTUnwrap(Self.pageMap([0: p0]))

    XCTAssertEqual(Self.loadedPages(pageMap, hitsPerPage: 3), [Page(index: 0, items: p0)])
    XCTAssertEqual(Self.loadedPages(pageMap, hitsPerPage: 3).last?.index, 0)
    XCTAssertEqual(Self.loadedPages(pageMap, hitsPerPage: 3).count, 1)
    XCTAssertEqual(pageMap.numberOfHits(), 3)
    XCTAssertNotNil(pageMap.peekHit(atIndex: 0))
    XCTAssertNil(pageMap.peekHit(atIndex: 3))

    Self.insert(p2, withIndex: 2, into: pageMap, hitsPerPage: 3, nbHits: 9)

    XCTAssertEqual(Self.loadedPages(pageMap, hitsPerPage: 3), toPages([(0, p0), (2, p2)]))
    XCTAssertEqual(Self.loadedPages(pageMap, hitsPerPage: 3).last?.index, 2)
    XCTAssertEqual(Self.loadedPages(pageMap, hitsPerPage: 3).count, 2)
    XCTAssertEqual(pageMap.numberOfHits(), 9)
    XCTAssertNotNil(pageMap.peekHit(atIndex: 0))
    XCTAssertNil(pageMap.peekHit(atIndex: 3))
    XCTAssertNotNil(pageMap.peekHit(atIndex: 6))

    let expectedSequence: [String?] = p0 + Array(repeating: nil, count: 3) + p2
    XCTAssertEqual(Self.values(pageMap), expectedSequence)
  }

  func testContainsItem() async throws {
    let p0 = ["i4", "i5", "i6"]
    let pageMap = try XCTUnwrap(Self.pageMap([0: p0]))

    XCTAssertNotNil(pageMap.peekHit(atIndex: 1))
    XCTAssertNil(pageMap.peekHit(atIndex: 4))
    XCTAssertNotNil(pageMap.peekHit(atIndex: 0), "contains page 0")
    XCTAssertNil(pageMap.peekHit(atIndex: 3), "does not contain page 1")
    XCTAssertEqual(pageMap.peekHit(atIndex: 0)?["value"], "i4")
    XCTAssertEqual(pageMap.peekHit(atIndex: 1)?["value"], "i5")
    XCTAssertEqual(pageMap.peekHit(atIndex: 2)?["value"], "i6")
  }

  func testPageMapConvertibleInit() async {
    // InstantSearch builds a page map from any page (`Pageable`); in Sift a page of results is
    // a search response, here page 5.
    let items = ["i1", "i11", "i21"]
    let pageMap = Self.pageMap([5: items])
    XCTAssertEqual(Self.loadedPages(pageMap, hitsPerPage: 3), toPages([(5, items)]))
  }

  /// Four pages of 11 rows, the row shown in page `basePageIndex`, keeping `offset` pages around
  /// it (InstantSearch's `cleanUp(basePageIndex:keepingPagesOffset:)`; in Sift the clean-up
  /// runs as a row is shown, `pageCleanUpOffset` pages around it).
  private func cleanedUp(basePageIndex: Int, keepingPagesOffset offset: Int) -> [Page] {
    let pages = [
      0: (0...10).map { "a\($0)" }, 1: (0...10).map { "b\($0)" }, 2: (0...10).map { "c\($0)" },
      3: (0...10).map { "d\($0)" },
    ]
    let pageMap = Self.pageMap(pages, pageCleanUpOffset: offset)
    pageMap?.notifyAppearance(ofHitAt: basePageIndex * 11)
    return Self.loadedPages(pageMap, hitsPerPage: 11)
  }

  private var page0: [String] { (0...10).map { "a\($0)" } }
  private var page1: [String] { (0...10).map { "b\($0)" } }
  private var page2: [String] { (0...10).map { "c\($0)" } }
  private var page3: [String] { (0...10).map { "d\($0)" } }

  func testCleanUp() async {
    XCTAssertEqual(
      cleanedUp(basePageIndex: 1, keepingPagesOffset: 1),
      toPages([(0, page0), (1, page1), (2, page2)]))
  }

  func testCleanUp2() async {
    XCTAssertEqual(
      cleanedUp(basePageIndex: 2, keepingPagesOffset: 1),
      toPages([(1, page1), (2, page2), (3, page3)]))
  }

  func testCleanUp3() async {
    // Deliberate difference: a clean-up offset of 0 keeps the pages next to the row shown too
    // (Sift keeps at least one page either side), so that the rows being scrolled into are not
    // dropped and loaded again; InstantSearch keeps the row's page alone.
    XCTAssertEqual(
      cleanedUp(basePageIndex: 2, keepingPagesOffset: 0),
      toPages([(1, page1), (2, page2), (3, page3)]))
  }

  func testCleanUp4() async {
    XCTAssertEqual(
      cleanedUp(basePageIndex: 2, keepingPagesOffset: 3),
      toPages([(0, page0), (1, page1), (2, page2), (3, page3)]))
  }

  func testCleanUpFirstElement() async {
    XCTAssertEqual(
      cleanedUp(basePageIndex: 0, keepingPagesOffset: 1), toPages([(0, page0), (1, page1)]))
  }

  func testCleanUpLastElement() async {
    XCTAssertEqual(
      cleanedUp(basePageIndex: 3, keepingPagesOffset: 1), toPages([(2, page2), (3, page3)]))
  }
}
