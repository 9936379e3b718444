import SiftCore
import XCTest

final class DefaultStatsPresenterTests: XCTestCase {
  private let present = DefaultStatsPresenter()

  func test_plural_groupsThousands() {
    XCTAssertEqual(
      present(SearchStats(totalHitsCount: 1234, processingTimeMS: 3)), "1,234 results (3ms)")
    XCTAssertEqual(
      present(SearchStats(totalHitsCount: 1_234_567, processingTimeMS: 12)),
      "1,234,567 results (12ms)")
    XCTAssertEqual(present(SearchStats(totalHitsCount: 0, processingTimeMS: 1)), "0 results (1ms)")
    XCTAssertEqual(
      present(SearchStats(totalHitsCount: 999, processingTimeMS: 1)), "999 results (1ms)")
  }

  func test_singular() {
    XCTAssertEqual(present(SearchStats(totalHitsCount: 1, processingTimeMS: 0)), "1 result (0ms)")
  }

  func test_sortedHits_whenDifferentFromTotal() {
    XCTAssertEqual(
      present(SearchStats(totalHitsCount: 1000, processingTimeMS: 2, nbSortedHits: 25)),
      "25 relevant results sorted out of 1,000 (2ms)")
    XCTAssertEqual(
      present(SearchStats(totalHitsCount: 1000, processingTimeMS: 2, nbSortedHits: 1)),
      "1 relevant result sorted out of 1,000 (2ms)")
    XCTAssertEqual(
      present(SearchStats(totalHitsCount: 25, processingTimeMS: 2, nbSortedHits: 25)),
      "25 results (2ms)")
  }

  func test_nilStats_giveNil_andMissingTimingIsOmitted() {
    XCTAssertNil(present(nil))
    XCTAssertEqual(present(SearchStats(totalHitsCount: 5)), "5 results")
  }

  func test_customSeparator_andClosureForm() {
    let presenter: StatsPresenter = DefaultStatsPresenter(groupingSeparator: ".").presenter
    XCTAssertEqual(
      presenter(SearchStats(totalHitsCount: 12345, processingTimeMS: 7)), "12.345 results (7ms)")
    XCTAssertEqual(present.grouped(-1_000_000), "-1,000,000")
    XCTAssertEqual(present.grouped(Int.min), "-9,223,372,036,854,775,808")
  }
}
