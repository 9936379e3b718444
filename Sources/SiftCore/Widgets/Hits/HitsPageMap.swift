/// The pages of one result set, keyed by the request that produced them.
///
/// A page map belongs to exactly one result set (a request without its page). Pages of another
/// result set are refused, so hits from before a query or filter change can never mix with hits
/// after it. The row count only grows within a result set and never exceeds `nbHits`.
struct HitsPageMap<Record> {
  /// The result set the pages belong to.
  let resultSet: HitsSearcher.Request
  /// The total number of hits of the result set.
  private(set) var nbHits: Int
  /// The number of pages the backend can serve (Algolia's `nbPages`).
  private(set) var nbPages: Int
  /// The page size.
  let hitsPerPage: Int
  /// The loaded pages.
  private(set) var pages: [Int: [Record]] = [:]
  /// The rows shown: a high-water mark of the loaded rows, within `nbHits`.
  private(set) var rowCount = 0

  init(resultSet: HitsSearcher.Request, response: SearchResponse, hitsPerPage: Int) {
    self.resultSet = resultSet
    self.nbHits = response.nbHits ?? response.hits.count
    self.nbPages = response.nbPages ?? 1
    self.hitsPerPage = max(1, hitsPerPage)
  }

  /// Stores a page of this result set. Returns false, storing nothing, for another result set.
  mutating func insert(page: Int, records: [Record], response: SearchResponse) -> Bool {
    guard page >= 0 else { return false }
    nbHits = response.nbHits ?? nbHits
    nbPages = response.nbPages ?? nbPages
    pages[page] = records
    rowCount = min(nbHits, max(rowCount, page * hitsPerPage + records.count))
    checkInvariants()
    return true
  }

  /// For a list without infinite scrolling: the page shown is the whole list, whatever its
  /// page number.
  mutating func insertAsOnlyPage(records: [Record], response: SearchResponse) {
    nbHits = response.nbHits ?? nbHits
    nbPages = response.nbPages ?? nbPages
    pages = [0: records]
    rowCount = min(nbHits, records.count)
    checkInvariants()
  }

  func record(at row: Int) -> Record? {
    guard row >= 0, row < rowCount else { return nil }
    return pages[row / hitsPerPage].flatMap { page in
      let offset = row % hitsPerPage
      return offset < page.count ? page[offset] : nil
    }
  }

  func page(ofRow row: Int) -> Int { max(0, row) / hitsPerPage }

  /// The pages missing around `row`, `offset` rows either side, that the backend can serve.
  func missingPages(around row: Int, offset: Int) -> [Int] {
    let first = page(ofRow: row - offset)
    let last = min(page(ofRow: row + offset), nbPages - 1)
    guard first <= last else { return [] }
    return (first...last).filter { pages[$0] == nil && $0 * hitsPerPage < nbHits }
  }

  /// Drops pages more than `distance` pages away from `row`'s page; they load again if shown.
  mutating func cleanUp(around row: Int, distance: Int) {
    let center = page(ofRow: row)
    pages = pages.filter { abs($0.key - center) <= distance }
  }

  func checkInvariants() {
    #if DEBUG
      assert(rowCount <= nbHits, "more rows than hits")
      assert(pages.keys.allSatisfy { $0 >= 0 }, "negative page")
    #endif
  }
}
