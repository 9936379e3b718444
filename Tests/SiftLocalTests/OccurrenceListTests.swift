import Foundation
import SiftCore
import XCTest

@testable import SiftLocal

/// The occurrence index in 4 bytes a word when its terms and positions fit, in 8 when they do
/// not: both search alike, save, and open again.
final class OccurrenceListTests: XCTestCase {
  func test_aPackedWord_keepsItsTermAndPosition_andOrdersAsThem() {
    guard
      let layout = PackedOccurrenceLayout(termCount: 5_000, fieldCount: 3, largestPosition: 700)
    else { return XCTFail("5,000 terms, 3 fields and 700 positions do not fit in 32 bits") }
    var generator = SplitMix64(seed: 0x0CC)
    let words = (0..<2_000).map { _ in
      Occurrence(
        term: UInt32.random(in: 0..<5_000, using: &generator),
        position: FieldPosition(
          field: Int.random(in: 0..<3, using: &generator),
          position: Int.random(in: 0...700, using: &generator),
          isWholeField: Bool.random(using: &generator)))
    }
    for word in words {
      XCTAssertEqual(layout.occurrence(layout.pack(term: word.term, position: word.position)), word)
    }
    let packedOrder = words.sorted {
      layout.pack(term: $0.term, position: $0.position)
        < layout.pack(term: $1.term, position: $1.position)
    }
    XCTAssertEqual(packedOrder, words.sorted())
  }

  func test_wordsThatDoNotFitIn32Bits_haveNoPackedLayout() {
    XCTAssertNil(
      PackedOccurrenceLayout(termCount: 70_000, fieldCount: 1, largestPosition: 69_999))
    XCTAssertNil(PackedOccurrenceLayout(termCount: 1 << 24, fieldCount: 200, largestPosition: 3))
    XCTAssertNotNil(PackedOccurrenceLayout(termCount: 1 << 20, fieldCount: 2, largestPosition: 500))
    // Saved layouts out of range (a damaged file) are refused.
    XCTAssertNil(PackedOccurrenceLayout(placeBits: 0, shift: 4))
    XCTAssertNil(PackedOccurrenceLayout(placeBits: 25, shift: 25))
    XCTAssertNil(PackedOccurrenceLayout(placeBits: 10, shift: 9))
    XCTAssertNil(PackedOccurrenceLayout(placeBits: 10, shift: 19))
    XCTAssertNil(PackedOccurrenceLayout(placeBits: 24, shift: 32))
  }

  func test_anIndexOfShortRecords_keepsItsWordsInFourBytes() throws {
    let index = try SavedIndexFixtures.index()
    guard case .packed(let entries, _) = index.snapshot.occurrences else {
      return XCTFail("the occurrences are not packed")
    }
    XCTAssertEqual(index.snapshot.occurrences.memoryBytes, 32 + entries.count * 4)
    XCTAssertEqual(entries.count, Int(index.snapshot.occurrenceOffsets.last ?? 0))
  }

  /// 70,000 distinct words in one attribute need 17 bits of term and 18 of position: the
  /// index keeps 8 bytes a word, and finds, phrases, saves and opens them all the same.
  func test_anIndexTooLargeToPack_searchesSavesAndOpens() throws {
    let words = Fixtures.distinctWords(70_000)
    let records: [JSON] = [
      ["objectID": "long", "text": .string(words.joined(separator: " "))],
      ["objectID": "short", "text": .string("\(words[69_998]) and \(words[3])")],
    ]
    let index = try Fixtures.index(
      records,
      settings: [
        "searchableAttributes": ["text"], "advancedSyntax": true, "attributesToHighlight": [],
        "attributesToRetrieve": ["objectID"],
      ])
    guard case .wide = index.snapshot.occurrences else {
      return XCTFail("70,000 words and positions were packed")
    }
    func answers(_ index: LocalIndex) throws -> [[String]] {
      var last = SearchQuery(words[69_999])
      last.typoTolerance = .disabled
      var both = SearchQuery("\(words[3]) \(words[69_998])")
      both.typoTolerance = .disabled
      // A phrase of the long record's last two words, then one the short record breaks.
      let phrase = SearchQuery("\"\(words[69_998]) \(words[69_999])\"")
      let broken = SearchQuery("\"\(words[69_998]) \(words[3])\"")
      return try [last, both, phrase, broken].map { Fixtures.ids(try index.search($0)) }
    }
    let expected = [["long"], ["short", "long"], ["long"], []]
    XCTAssertEqual(try answers(index), expected)

    let directory = try temporaryDirectory()
    try index.save(to: directory)
    let opened = try LocalIndex(savedIn: directory, access: .readOnly)
    guard case .wide = opened.snapshot.occurrences else {
      return XCTFail("the opened index's occurrences are not kept as saved")
    }
    XCTAssertEqual(try answers(opened), expected)
  }
}
