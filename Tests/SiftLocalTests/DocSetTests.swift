import XCTest

@testable import SiftLocal

/// The bitmap of documents every search counts its matches in.
final class DocSetTests: XCTestCase {
  func test_count_isTheNumberOfDocumentsInserted_atEveryUniverseSize() {
    var generator = SystemRandomNumberGenerator()
    // Sizes of every remainder of words by four (the count sums four words a turn), empty and
    // full sets among them.
    for universe in 0...700 {
      var set = DocSet(universe: universe)
      var inserted = Set<UInt32>()
      if universe > 0 {
        for _ in 0..<Int.random(in: 0...universe, using: &generator) {
          let doc = UInt32.random(in: 0..<UInt32(universe), using: &generator)
          set.insert(doc)
          inserted.insert(doc)
        }
      }
      XCTAssertEqual(set.count, inserted.count, "universe \(universe)")
      XCTAssertEqual(DocSet(universe: universe, full: true).count, universe)
      XCTAssertEqual(DocSet(universe: universe).count, 0)
    }
  }
}
