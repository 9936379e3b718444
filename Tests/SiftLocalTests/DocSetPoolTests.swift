import SiftCore
import XCTest

@testable import SiftLocal

/// The buffers of bitmaps kept from search to search: what a set holds never depends on where
/// its buffer came from.
final class DocSetPoolTests: XCTestCase {
  private func set(universe: Int, _ docs: [UInt32]) -> DocSet {
    var set = DocSet(universe: universe)
    for doc in docs { set.insert(doc) }
    return set
  }

  private func members(_ set: DocSet) -> [UInt32] {
    var members: [UInt32] = []
    set.forEachMember { members.append($0) }
    return members
  }

  func test_emptySet_fromAKeptBuffer_hasNoMember() {
    let pool = DocSetPool()
    pool.recycle(DocSet(universe: 1_000, full: true))
    XCTAssertEqual(pool.count, 1)
    let empty = pool.empty(universe: 1_000)
    XCTAssertEqual(pool.count, 0, "the kept buffer is the one handed out")
    XCTAssertEqual(empty.universe, 1_000)
    XCTAssertEqual(empty.count, 0)
    XCTAssertEqual(empty, DocSet(universe: 1_000))
  }

  func test_copy_fromAKeptBuffer_holdsTheSetsMembers_andIsIndependent() {
    let pool = DocSetPool()
    pool.recycle(set(universe: 700, [1, 2, 3, 650]))
    let original = set(universe: 700, [0, 63, 64, 699])
    var copy = pool.copy(of: original)
    XCTAssertEqual(pool.count, 0)
    XCTAssertEqual(members(copy), [0, 63, 64, 699])
    copy.remove(63)
    copy.insert(5)
    XCTAssertEqual(members(original), [0, 63, 64, 699], "the original is untouched")
    XCTAssertEqual(members(copy), [0, 5, 64, 699])
  }

  /// A set handed back while another still holds its buffer: the set later made in that buffer
  /// is copied before it is written, and the holder keeps its members.
  func test_bufferHandedBack_whileShared_leavesItsHolderUnchanged() {
    let pool = DocSetPool()
    let holder = set(universe: 300, [10, 20, 30])
    pool.recycle(holder)
    var reused = pool.empty(universe: 300)
    reused.insert(7)
    XCTAssertEqual(members(holder), [10, 20, 30])
    XCTAssertEqual(members(reused), [7])

    let other = set(universe: 300, [1, 2])
    pool.recycle(holder)
    let copied = pool.copy(of: other)
    XCTAssertEqual(members(holder), [10, 20, 30])
    XCTAssertEqual(members(copied), [1, 2])
  }

  func test_keepsAtMostItsCapacity_andBuffersOfOneUniverse() {
    let pool = DocSetPool(capacity: 3)
    for _ in 0..<5 { pool.recycle(DocSet(universe: 128, full: true)) }
    XCTAssertEqual(pool.count, 3)
    // A set over another universe: the kept buffers (of the old one) are let go.
    pool.recycle(DocSet(universe: 2_000))
    XCTAssertEqual(pool.count, 1)
    // None of that size: a new set, empty.
    let small = pool.empty(universe: 128)
    XCTAssertEqual(small.count, 0)
    XCTAssertEqual(small.universe, 128)
    XCTAssertEqual(pool.count, 1)
    // The empty set of no universe has no buffer to keep.
    pool.recycle(DocSet(universe: 0))
    XCTAssertEqual(pool.count, 1)
  }

  /// Searches that split their candidates into many tiers, again and again on one snapshot
  /// (its pool then hands every split kept buffers, dirty from the searches before), rank as
  /// the same searches on a fresh snapshot, whose pool starts empty.
  func test_searchesSplittingTiers_rankAlike_withBuffersKeptFromEarlierSearches() throws {
    var generator = SplitMix64(seed: 0xD0C_5E7)
    let words = ["alpha", "beta", "gamma", "delta", "alpine", "bet", "gam", "delt", "zeta"]
    let records: [JSON] = (0..<900).map { index in
      func text(_ count: Int) -> JSON {
        .string(
          (0..<count).map { _ in words.randomElement(using: &generator) ?? "alpha" }
            .joined(separator: " "))
      }
      return [
        "objectID": .string("r\(index)"), "name": text(2), "summary": text(5),
        "description": text(30), "size": JSON(index % 37),
      ]
    }
    let settings: JSON = [
      "searchableAttributes": ["name", "summary", "unordered(description)"],
      "customRanking": ["desc(size)"],
    ]
    let reused = try Fixtures.index(records, settings: settings).snapshot
    let queries = ["alpha beta", "alp", "gamma delta zeta", "bet gam", "delta", "zeta alp bet"]
    for round in 0..<3 {
      for text in queries {
        let request = try SearchRequest(SearchQuery(text), settings: reused.settings)
        for (budget, splitSize) in [(0, 1), (3, 2), (0, 40)] {
          let fresh = try Fixtures.index(records, settings: settings).snapshot
          let expected = fresh.match(
            request, topCount: 20, needsFacetDocuments: false, tierBudget: budget,
            splitSize: splitSize)
          let outcome = reused.match(
            request, topCount: 20, needsFacetDocuments: false, tierBudget: budget,
            splitSize: splitSize)
          let label = "round \(round) '\(text)' budget \(budget) split \(splitSize)"
          XCTAssertEqual(outcome.ranked.map(\.doc), expected.ranked.map(\.doc), label)
          XCTAssertEqual(outcome.nbHits, expected.nbHits, label)
        }
      }
    }
    XCTAssertGreaterThan(reused.docSets.count, 0, "the searches kept buffers")
  }
}
