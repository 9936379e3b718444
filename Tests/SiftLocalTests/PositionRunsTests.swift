import SiftCore
import XCTest

@testable import SiftLocal

final class PositionRunsTests: XCTestCase {
  /// Each word reads back the position it was given, whatever breaks the runs: a new field, an
  /// array gap, a camelCase part at the previous word's position, a single-word field marked as
  /// whole, positions saturating at the limit, empty documents.
  func test_positions_readBackAsAdded() {
    var generator = SplitMix64(seed: 21)
    var runs = PositionRuns()
    var expected: [[UInt32]] = []
    var word = 0
    for _ in 0..<300 {
      var document: [UInt32] = []
      for field in 0..<Int.random(in: 0...4, using: &generator) {
        let fieldFirst = word
        var position =
          Int.random(in: 0...9, using: &generator) == 0
          ? FieldPosition.positionLimit - Int.random(in: 0...3, using: &generator) : 0
        for _ in 0..<Int.random(in: 0...4, using: &generator) {
          switch Int.random(in: 0...3, using: &generator) {
          case 0:
            // A text of several words.
            let count = Int.random(in: 1...6, using: &generator)
            runs.add(field: field, position: position, word: word, count: count)
            for offset in 0..<count {
              document.append(FieldPosition(field: field, position: position + offset).rawValue)
            }
            word += count
            position += count
          case 1:
            // A camelCase part, at the previous word's position.
            let at = max(0, position - 1)
            runs.add(FieldPosition(field: field, position: at), word: word)
            document.append(FieldPosition(field: field, position: at).rawValue)
            word += 1
            position = at + 1
          case 2:
            // An array gap.
            position += IndexSnapshot.arrayElementGap
          default:
            runs.add(FieldPosition(field: field, position: position), word: word)
            document.append(FieldPosition(field: field, position: position).rawValue)
            word += 1
            position += 1
          }
        }
        if word == fieldFirst + 1 {
          runs.markWholeField(fieldFirst)
          document[document.count - 1] |= 1
        }
      }
      runs.endDocument()
      expected.append(document)
    }
    var start = 0
    for (index, document) in expected.enumerated() {
      var read: [UInt32] = []
      runs.forEachPosition(ofDocument: index, words: start..<start + document.count) {
        offset, position in
        XCTAssertEqual(offset, read.count)
        read.append(position)
      }
      XCTAssertEqual(read, document, "document \(index)")
      start += document.count
    }
    XCTAssertLessThan(runs.starts.count, word / 2, "runs, for \(word) words")
  }
}
