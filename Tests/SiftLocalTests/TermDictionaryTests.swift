import SiftCore
import XCTest

@testable import SiftLocal

final class TermDictionaryTests: XCTestCase {
  /// Optimal-string-alignment distance, computed directly.
  private func distance(_ a: [UInt32], _ b: [UInt32]) -> Int {
    var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { rows[i][0] = i }
    for j in 0...b.count { rows[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
        }
      }
    }
    return rows[a.count][b.count]
  }

  /// On a small alphabet most of a node's children are scalars of the query word; on a larger
  /// one most are not, and the walk shares one row among them.
  func test_fuzzyMatches_equalABruteForceScan() {
    for alphabet in ["abcde", "abcdefghijklmn"] {
      fuzzyMatchesEqualABruteForceScan(alphabet: Array(alphabet.unicodeScalars.map(\.value)))
    }
  }

  private func fuzzyMatchesEqualABruteForceScan(alphabet: [UInt32]) {
    var generator = SplitMix64(seed: 7)
    func word(_ length: ClosedRange<Int>) -> [UInt32] {
      (0..<Int.random(in: length, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator) ?? 0
      }
    }
    let terms = Set((0..<400).map { _ in word(1...7) }).sorted { $0.lexicographicallyPrecedes($1) }
    let dictionary = TermDictionary(sortedTerms: terms)
    dictionary.checkInvariants()
    for _ in 0..<60 {
      let query = word(2...6)
      for maxDistance in 0...2 {
        for prefix in [false, true] {
          var found: [Int: Int] = [:]
          for match in dictionary.fuzzyMatches(query, maxDistance: maxDistance, prefix: prefix) {
            for id in match.terms { found[id] = min(found[id] ?? .max, match.distance) }
          }
          var expected: [Int: Int] = [:]
          for (id, term) in terms.enumerated() {
            let best =
              prefix
              ? (1...term.count).map { distance(Array(term.prefix($0)), query) }.min() ?? .max
              : distance(term, query)
            if best <= maxDistance { expected[id] = best }
          }
          XCTAssertEqual(found, expected, "\(query) ≤\(maxDistance) prefix \(prefix)")
        }
      }
    }
  }

  /// The distance rows keep only their band, and the walk has a stack of its own: a very long
  /// word (beyond any query, which is capped at 512 bytes) is walked in memory linear in its
  /// length, on any thread, and finds what is there.
  func test_fuzzyMatches_ofAVeryLongWord_staysLinear() {
    let long = Array(repeating: UInt32(UInt8(ascii: "a")), count: 30_000)
    var nearlyLong = long
    nearlyLong[15_000] = UInt32(UInt8(ascii: "b"))
    let dictionary = TermDictionary(sortedTerms: [
      Array("ab".unicodeScalars.map(\.value)), nearlyLong,
    ])
    let matches = dictionary.fuzzyMatches(long, maxDistance: 2, prefix: false)
    XCTAssertEqual(matches.map(\.distance), [1])
    // Prefix matches report the term at each depth within the distance; its best is 1.
    let prefixes = dictionary.fuzzyMatches(long, maxDistance: 2, prefix: true)
    XCTAssertEqual(prefixes.map(\.distance).min(), 1)
    XCTAssertEqual(Set(prefixes.map(\.terms)), [1..<2])
  }

  /// Every term is found at its id, and nothing else is found (the terms' prefixes that are not
  /// terms, longer words, the empty word, unknown scalars).
  func test_find_givesEveryTermsIdAndNothingElse() {
    var generator = SplitMix64(seed: 11)
    let alphabet: [UInt32] = [0x61, 0x62, 0x63, 0xe9, 0x65e5, 0x1f600]
    func word() -> [UInt32] {
      (0..<Int.random(in: 1...6, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator) ?? 0
      }
    }
    let terms = Set((0..<500).map { _ in word() }).sorted { $0.lexicographicallyPrecedes($1) }
    let dictionary = TermDictionary(sortedTerms: terms)
    dictionary.checkInvariants()
    var ids: [[UInt32]: Int] = [:]
    for (id, term) in terms.enumerated() { ids[term] = id }
    for (id, term) in terms.enumerated() {
      XCTAssertEqual(dictionary.find(term), id)
      XCTAssertEqual(dictionary.find(Array(term.dropLast())), ids[Array(term.dropLast())])
      XCTAssertEqual(dictionary.find(term + [0x62]), ids[term + [0x62]])
      XCTAssertNil(dictionary.find(term + [0x7a]))
    }
    XCTAssertNil(dictionary.find([]))
    XCTAssertNil(TermDictionary(sortedTerms: []).find([0x61]))
  }

  func test_prefixRange_coversExactlyTheTermsWithThePrefix() {
    let words = ["app", "apple", "apply", "apt", "banana"].map {
      Array($0.unicodeScalars.map(\.value))
    }
    let dictionary = TermDictionary(sortedTerms: words)
    XCTAssertEqual(dictionary.prefixRange(Array("app".unicodeScalars.map(\.value))), 0..<3)
    XCTAssertEqual(dictionary.prefixRange(Array("b".unicodeScalars.map(\.value))), 4..<5)
    XCTAssertEqual(dictionary.prefixRange(Array("c".unicodeScalars.map(\.value))).count, 0)
    XCTAssertEqual(dictionary.find(Array("apt".unicodeScalars.map(\.value))), 3)
  }

  /// Interning gives equal words one id and distinct words distinct ids, in order of first
  /// appearance, across the tables' growth: short words of small units (the packed cache, NUL
  /// included), long words and wide units (the table of hashes); ASCII words given as bytes
  /// (ingest's path, the bytes after the word anything) get the ids of the same words given as
  /// units. Past the ids the cache holds (a limit of 300 here), new short words go to the table
  /// and are found there.
  func test_termInterner_givesOneIdPerDistinctWord() {
    for limit in [nil, 300] {
      var interner = limit.map { TermInterner(shortIDLimit: $0) } ?? TermInterner()
      let count = checkInterning(&interner)
      if let limit { XCTAssertGreaterThan(count, limit * 3) }
    }
  }

  /// Interns 20,000 random words, checks every id; returns the number of distinct words.
  private func checkInterning(
    _ interner: inout TermInterner, file: StaticString = #filePath, line: UInt = #line
  ) -> Int {
    var generator = SplitMix64(seed: 3)
    var expected: [[UInt32]: UInt32] = [:]
    let units: [UInt32] = [0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0, 0xFF, 0x100, 0x3042]
    for _ in 0..<20_000 {
      let length =
        Int.random(in: 0..<10, using: &generator) == 0
        ? Int.random(in: 0...20, using: &generator) : Int.random(in: 1...4, using: &generator)
      let word = (0..<length).map { _ in
        Int.random(in: 0..<8, using: &generator) == 0
          ? units.randomElement(using: &generator) ?? 0
          : UInt32.random(in: 0x61...0x66, using: &generator)
      }
      let id: UInt32
      if word.allSatisfy({ $0 < 0x80 }), Bool.random(using: &generator) {
        var bytes = word.map { UInt8($0) }
        bytes += (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        id = bytes.withUnsafeBufferPointer {
          interner.intern(asciiBytes: $0.baseAddress!, count: word.count)
        }
      } else {
        id = word.withUnsafeBufferPointer { interner.intern($0) }
      }
      if let known = expected[word] {
        XCTAssertEqual(id, known, file: file, line: line)
      } else {
        XCTAssertEqual(Int(id), expected.count, file: file, line: line)
        expected[word] = id
      }
      XCTAssertEqual(Array(interner.word(Int(id))), word, file: file, line: line)
    }
    XCTAssertEqual(interner.count, expected.count, file: file, line: line)
    return expected.count
  }

  /// A cached expansion is the one computed; the cache starts over once full.
  func test_wordExpansionCache_keepsAtMostItsCapacity() {
    let cache = WordExpansionCache(capacity: 3)
    var computed = 0
    func expand(_ word: String) -> [TermDictionary.Match] {
      let key = WordExpansionCache.Key(
        folded: Array(word.unicodeScalars.map(\.value)), maxTypos: 1, isPrefix: false)
      return cache.matches(for: key) {
        computed += 1
        return [TermDictionary.Match(terms: word.count..<word.count + 1, distance: 1)]
      }
    }
    XCTAssertEqual(expand("ab").map(\.terms), [2..<3])
    XCTAssertEqual(expand("ab").map(\.terms), [2..<3])
    XCTAssertEqual(computed, 1)
    _ = expand("abc")
    _ = expand("abcd")
    XCTAssertEqual(cache.count, 3)
    _ = expand("abcde")
    XCTAssertEqual(cache.count, 1)
    XCTAssertEqual(expand("ab").map(\.terms), [2..<3])
    XCTAssertEqual(computed, 5)
  }
}
