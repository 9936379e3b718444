import SiftCore
import XCTest

final class PaginationTests: XCTestCase {
  func test_window_atTheStart_inTheMiddle_andAtTheEnd() {
    XCTAssertEqual(Pagination(currentPage: 0, pagesCount: 20, padding: 2).pages, [0, 1, 2, 3, 4])
    XCTAssertEqual(Pagination(currentPage: 1, pagesCount: 20, padding: 2).pages, [0, 1, 2, 3, 4])
    XCTAssertEqual(
      Pagination(currentPage: 10, pagesCount: 20, padding: 2).pages, [8, 9, 10, 11, 12])
    XCTAssertEqual(
      Pagination(currentPage: 18, pagesCount: 20, padding: 2).pages, [15, 16, 17, 18, 19])
    XCTAssertEqual(
      Pagination(currentPage: 19, pagesCount: 20, padding: 2).pages, [15, 16, 17, 18, 19])
  }

  func test_window_withFewerPagesThanTheWindow_showsThemAll() {
    XCTAssertEqual(Pagination(currentPage: 1, pagesCount: 3, padding: 2).pages, [0, 1, 2])
  }

  func test_zeroResults_haveNoPagesAndNoNeighbours() {
    let empty = Pagination(currentPage: 4, pagesCount: 0, padding: 2)
    XCTAssertEqual(empty.pages, [])
    XCTAssertEqual(empty.currentPage, 0)
    XCTAssertNil(empty.previousPage)
    XCTAssertNil(empty.nextPage)
    XCTAssertNil(empty.lastPage)
  }

  func test_neighbours_andClamping() {
    let middle = Pagination(currentPage: 5, pagesCount: 10)
    XCTAssertEqual(middle.previousPage, 4)
    XCTAssertEqual(middle.nextPage, 6)
    XCTAssertEqual(middle.lastPage, 9)
    XCTAssertEqual(Pagination(currentPage: 42, pagesCount: 10).currentPage, 9)
    XCTAssertTrue(Pagination(currentPage: 9, pagesCount: 10).isLastPage)
    XCTAssertTrue(Pagination(currentPage: 0, pagesCount: 10).isFirstPage)
  }
}
