import SiftCore
import XCTest

@testable import SiftLocal

final class TokenizerTests: XCTestCase {
  /// Indexed separators are words of their own, ASCII or not.
  func test_indexedSeparators_areWordsOfTheirOwn() {
    let tokenizer = Tokenizer(separatorsToIndex: "€#")
    let words = tokenizer.tokens(in: "a€b c#d e-f").map { TextFolding.string($0.folded) }
    XCTAssertEqual(words, ["a", "€", "b", "c", "#", "d", "e", "f"])
  }

  /// The ASCII byte path splits and folds exactly as the general path, with and without
  /// indexed separators, also in text that is ASCII but for a few characters (whose stretches
  /// between ASCII separators take the general path).
  func test_forEachWord_agreesWithTokens() {
    var generator = SplitMix64(seed: 11)
    let pieces = [
      "a", "B", "z", "Z", "0", "9", " ", "-", "#", "+", ".", "é", "ß", "日", "x1", "\t", "€",
      "e\u{301}", "\u{301}", "word", " ", "“", "—", "Ünï", "42",
    ]
    for separators in ["", "#+", "-", "€#"] {
      let tokenizer = Tokenizer(separatorsToIndex: separators)
      for round in 0..<600 {
        let text = (0..<Int.random(in: 0...(round % 2 == 0 ? 12 : 60), using: &generator)).map {
          _ in
          pieces.randomElement(using: &generator) ?? ""
        }.joined()
        var scratch: [UInt32] = []
        var words: [[UInt32]] = []
        tokenizer.forEachWord(in: text, scratch: &scratch) { words.append(Array($0)) }
        XCTAssertEqual(words, tokenizer.tokens(in: text).map(\.folded), "'\(text)' \(separators)")
      }
    }
  }

  /// The batch ASCII path (ingest's) finds and folds the words of the per-word path, in
  /// texts of one to several blocks of 64 bytes; text with a byte past ASCII anywhere is told
  /// apart.
  func test_asciiWords_agreesWithForEachWord() {
    var generator = SplitMix64(seed: 12)
    let pieces = [
      "a", "B", "z", "Q", "0", "9", " ", "-", "#", "+", ".", "x1", "\t", "_", "é", "@", "[", "`",
      "{", "/", ":", "Zebra", "word", "1234",
    ]
    for separators in ["", "#+", "-"] {
      let tokenizer = Tokenizer(separatorsToIndex: separators)
      for round in 0..<600 {
        let length = Int.random(in: 0...(round % 3 == 0 ? 24 : 160), using: &generator)
        let alphabet = round % 4 == 0 ? pieces : pieces.filter { $0 != "é" }
        let text = (0..<length).map { _ in
          alphabet.randomElement(using: &generator) ?? ""
        }.joined()
        let bytes = Array(text.utf8)
        let isASCII = bytes.withUnsafeBufferPointer { Tokenizer.isASCII($0) }
        XCTAssertEqual(isASCII, bytes.allSatisfy { $0 < 0x80 }, "'\(text)'")
        var scratch: [UInt32] = []
        var expected: [[UInt32]] = []
        tokenizer.forEachWord(in: text, scratch: &scratch) { expected.append(Array($0)) }
        let folded = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        let ranges = UnsafeMutablePointer<Range<Int>>.allocate(capacity: max(bytes.count, 1))
        defer {
          folded.deallocate()
          ranges.deallocate()
        }
        let found = bytes.withUnsafeBufferPointer {
          tokenizer.asciiWords($0, into: folded, words: ranges)
        }
        // Past ASCII, the words are not given: the caller takes the general path.
        XCTAssertEqual(found == nil, !isASCII, "'\(text)' \(separators)")
        guard let count = found else { continue }
        let words = (0..<count).map { index in ranges[index].map { UInt32(folded[$0]) } }
        XCTAssertEqual(words, expected, "'\(text)' \(separators)")
      }
    }
  }
}
