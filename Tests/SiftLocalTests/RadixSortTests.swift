import SiftCore
import XCTest

@testable import SiftLocal

final class RadixSortTests: XCTestCase {
  func test_order_isTheStableSortByKey() {
    var generator = SplitMix64(seed: 5)
    for count in [0, 1, 10, 255, 256, 1000, 5000] {
      for spread: UInt64 in [1, 7, 1 << 20, .max] {
        let keys = (0..<count).map { _ in
          spread == .max ? generator.next() : UInt64.random(in: 0...spread, using: &generator)
        }
        let expected = keys.indices.sorted {
          keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1)
        }
        XCTAssertEqual(
          RadixSort.order(keys).map(Int.init), expected, "\(count) keys up to \(spread)")
      }
    }
  }

  /// The in-place sort of a build's small sorts sorts, whatever the count, the spread of the
  /// keys and their order going in (sorted, reversed, all equal).
  func test_sortSmall_sortsInPlace() {
    var generator = SplitMix64(seed: 6)
    for count in [0, 1, 2, 3, 23, 24, 25, 60, 300, 5000] {
      for spread: UInt64 in [0, 1, 7, 1 << 20, .max] {
        var keys = (0..<count).map { _ in
          spread == .max ? generator.next() : UInt64.random(in: 0...spread, using: &generator)
        }
        for shape in ["random", "sorted", "reversed"] {
          if shape == "sorted" { keys.sort() }
          if shape == "reversed" { keys.sort(by: >) }
          var sorted = keys
          sorted.withUnsafeMutableBufferPointer { RadixSort.sortSmall($0) }
          XCTAssertEqual(sorted, keys.sorted(), "\(count) \(shape) keys up to \(spread)")
        }
      }
    }
  }

  func test_doubleKeys_orderAsNumbersDo() {
    let numbers: [Double] = [
      -.infinity, -1e300, -2.5, -1, -.leastNonzeroMagnitude, -0.0, 0, .leastNonzeroMagnitude, 0.5,
      1, 3, 1e300, .infinity,
    ]
    for (lhs, rhs) in zip(numbers, numbers.dropFirst()) {
      if lhs == rhs {
        XCTAssertEqual(RadixSort.key(lhs), RadixSort.key(rhs), "\(lhs) \(rhs)")
      } else {
        XCTAssertLessThan(RadixSort.key(lhs), RadixSort.key(rhs), "\(lhs) \(rhs)")
      }
    }
    XCTAssertGreaterThan(RadixSort.key(.nan), RadixSort.key(.infinity))
  }

  /// A document's words come out grouped by term in term order, each term's words in the order
  /// they were set, whatever the document's length (placed by rank up to 128 words, sorted past
  /// it) and however many words share a term.
  func test_wordSorter_ordersByTermThenByOrderSet() {
    var generator = SplitMix64(seed: 7)
    for termCount in [3, 70, 1 << 20, 1 << 25] {
      let sorter = RadixSort.WordSorter(capacity: 300, termCount: termCount)
      for count in [0, 1, 2, 7, 8, 9, 61, 127, 128, 129, 300] {
        for _ in 0..<5 {
          // Positions grow with the order the words are set in, as a document's do.
          let words = (0..<count).map { index in
            (
              term: UInt32.random(in: 0..<UInt32(termCount), using: &generator),
              position: UInt32(index * 2)
            )
          }
          for (index, word) in words.enumerated() {
            sorter.set(index, term: word.term, position: word.position)
          }
          let expected = words.enumerated().sorted {
            ($0.element.term, $0.offset) < ($1.element.term, $1.offset)
          }.map { UInt64($0.element.term) << 32 | UInt64($0.element.position) }
          XCTAssertEqual(
            Array(sorter.sorted(count: count)), expected,
            "\(count) words of \(termCount) terms")
        }
      }
    }
  }
}
