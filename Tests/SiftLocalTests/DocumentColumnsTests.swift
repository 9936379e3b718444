import SiftCore
import XCTest

@testable import SiftLocal

/// Object ids, document order and sort ranks, checked against direct evaluations.
final class DocumentColumnsTests: XCTestCase {
  func test_objectIDs_findEveryIdAndNothingElse() {
    var generator = SplitMix64(seed: 5)
    var ids: Set<String> = ["12345678", "123456789", "12345678a", "1234567", "a", "b", "K"]
    while ids.count < 500 {
      let length = Int.random(in: 1...12, using: &generator)
      ids.insert(String((0..<length).map { _ in "ab0129xyz".randomElement(using: &generator)! }))
    }
    let input = Array(ids)
    let column = ObjectIDColumn(input)
    XCTAssertEqual(column.count, input.count)
    for (doc, id) in input.enumerated() {
      XCTAssertEqual(column[doc], id)
      XCTAssertEqual(column.document(id), doc, id)
    }
    for missing in ["", "c", "12345678b", "1234567890", "a0", "zzzzzzzzzzzzz"]
    where !ids.contains(missing) {
      XCTAssertNil(column.document(missing), missing)
    }
    // The Kelvin sign is canonically equivalent to "K", as the record store's keys are.
    XCTAssertEqual(column.document("\u{212A}"), input.firstIndex(of: "K"))
    XCTAssertEqual(column.sorted.map { input[Int($0)] }, input.sorted())
  }

  /// Ids that share 8 and 16 bytes or more (as package names do), and ids that differ only by
  /// trailing NUL bytes, sort in byte order and are all found.
  func test_objectIDs_sharingLongPrefixes_sortInByteOrder() {
    var generator = SplitMix64(seed: 11)
    var ids: Set<String> = [
      "ab", "ab\0", "ab\0\0", "python3-", "python3-django-", "python3-django-\0",
      "python3-django-a", "python3-django-ab", "python3-django-abc-extra",
    ]
    let stems = ["python3-", "python3-django-", "libghc-", "golang-github-", ""]
    while ids.count < 2_000 {
      let stem = stems.randomElement(using: &generator)!
      let length = Int.random(in: 0...20, using: &generator)
      ids.insert(
        stem + String((0..<length).map { _ in "ab-09z".randomElement(using: &generator)! }))
    }
    let input = Array(ids)
    let column = ObjectIDColumn(input)
    XCTAssertEqual(
      column.sorted.map { Array(input[Int($0)].utf8) },
      input.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) })
    XCTAssertTrue(column.isOrdered)
    for (doc, id) in input.enumerated() { XCTAssertEqual(column.document(id), doc, id) }
  }

  func test_objectIDs_nonASCII_compareAsStrings() {
    let input = ["é", "z", "ab", "日本", "e\u{301}x", "A"]
    let column = ObjectIDColumn(input)
    for (doc, id) in input.enumerated() { XCTAssertEqual(column.document(id), doc, id) }
    XCTAssertEqual(column.document("e\u{301}"), 0)
    XCTAssertEqual(column.document("éx"), 4)
    XCTAssertNil(column.document("日"))
    XCTAssertEqual(column.sorted.map { input[Int($0)] }, input.sorted())
  }

  func test_documentOrderAndRanks_matchSortValueComparisons() throws {
    var generator = SplitMix64(seed: 9)
    let pool: [JSON] = [1, 2, 2.5, -1, "b", "a", "B", true, false, [3, 1], [], .null, ["x": 1]]
    let records: [JSON] = (0..<300).map { index in
      var record: [String: JSON] = ["objectID": .string("\(index)")]
      for name in ["first", "second"] where Int.random(in: 0..<6, using: &generator) > 0 {
        record[name] = pool.randomElement(using: &generator)
      }
      return .object(record)
    }
    for settings: JSON in [
      ["customRanking": ["desc(first)"]], ["customRanking": ["asc(first)", "desc(second)"]],
      [:],
    ] {
      let parsed = try LocalIndexSettings(json: settings)
      let keys = records.map { record in
        parsed.customRanking.map { SortValue(record.attributeValue($0.attribute)) }
      }
      let (order, ranks) = IndexSnapshot.documentOrder(
        ranks: parsed.customRanking.enumerated().map { criterion in
          IndexSnapshot.criterionRanks(
            keys.map { $0[criterion.offset] }, descending: criterion.element.isDescending)
        }, count: records.count)
      let descending = parsed.customRanking.map(\.isDescending)
      let expected = records.indices.sorted { lhs, rhs in
        let result = SortValue.compare(keys[lhs], keys[rhs], descending)
        return result != 0 ? result < 0 : lhs < rhs
      }
      XCTAssertEqual(order, expected, "\(settings)")
      XCTAssertEqual(
        ranks, SortValue.denseRanks(expected.map { keys[$0] }, criteria: descending),
        "\(settings)")
    }
    let sortKeys = records.map { [SortValue($0.attributeValue("second"))] }
    let sorted = IndexSnapshot.criterionRanks(sortKeys.map { $0[0] }, descending: false)
    XCTAssertEqual(sorted, SortValue.denseRanks(sortKeys, criteria: [false]))
  }
}
