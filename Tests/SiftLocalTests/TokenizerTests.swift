import SiftTestSupport
import XCTest

@testable import SiftLocal

final class TokenizerTests: XCTestCase {
  /// The ASCII byte path splits and folds exactly as the general path, with and without
  /// indexed separators; non-ASCII text takes the general path.
  func test_forEachWord_agreesWithTokens() {
    var generator = SeededGenerator(seed: 11)
    let pieces = ["a", "B", "z", "Z", "0", "9", " ", "-", "#", "+", ".", "é", "ß", "日", "x1", "\t"]
    for separators in ["", "#+", "-"] {
      let tokenizer = Tokenizer(separatorsToIndex: separators)
      for _ in 0..<400 {
        let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
          pieces.randomElement(using: &generator) ?? ""
        }.joined()
        var scratch: [UInt32] = []
        var words: [[UInt32]] = []
        tokenizer.forEachWord(in: text, scratch: &scratch) { words.append(Array($0)) }
        XCTAssertEqual(words, tokenizer.tokens(in: text).map(\.folded), "'\(text)' \(separators)")
      }
    }
  }
}
