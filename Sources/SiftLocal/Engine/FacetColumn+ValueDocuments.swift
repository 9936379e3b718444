import Foundation

extension FacetColumn {
  /// The most values a column may have for its counts to be read from each value's documents
  /// (``countsFromValueDocuments(over:total:)``): bounds the bitmaps it keeps to two bytes per
  /// document.
  static let valueDocumentsLimit = 16

  /// The counts by value id over `documents` (`total` of them), read from each value's
  /// documents in the filter index instead of from each document's value: the documents of
  /// each value but the largest looked up in `documents` (or, for a value with more documents
  /// than `documents` has words, its bitmap intersected with it), and the largest value's count
  /// what the others leave. `nil` when counting each document is cheaper, or when the column is
  /// not one whose every document has exactly one value of one kind (the only columns where
  /// what the others leave is the largest value's count).
  ///
  /// A search box's facets are mostly of few values, one of them on most documents (a
  /// priority, an architecture, a stock status): those cost a few hundred lookups instead of
  /// one per match.
  /// - Complexity: O(values + Σ min(documents of a value, universe / 64)) over the values but
  ///   the largest.
  func countsFromValueDocuments(over documents: DocSet, total: Int) -> [UInt32]? {
    guard case .uint8(let ids) = docValues, case .text = values, !hasNumbers,
      valueCount > 1, valueCount <= Self.valueDocumentsLimit,
      textFilter.atomValues.isEmpty, textFilter.atomCount == valueCount,
      // Every document has a value: each is in exactly one value's documents.
      textFilter.docs.count == ids.count, documents.universe <= ids.count
    else { return nil }
    let words = documents.words.count
    var largest = 0
    var largestCount = -1
    for value in 0..<valueCount {
      let count = textFilter.documents(ofAtom: UInt32(value)).count
      if count > largestCount { (largest, largestCount) = (value, count) }
    }
    var cost = 0
    for value in 0..<valueCount where value != largest {
      cost += min(textFilter.documents(ofAtom: UInt32(value)).count, words)
    }
    guard cost < total else { return nil }
    var counts = [UInt32](repeating: 0, count: valueCount)
    var others = 0
    let docs = textFilter.docs
    for value in 0..<valueCount where value != largest {
      let range = textFilter.documents(ofAtom: UInt32(value))
      // A saved file's blocks of them checked before they are read, as every read of them is.
      docs.verify(range)
      var count = 0
      if range.count <= words {
        for index in range {
          let doc = docs[index]
          if Int(doc) < documents.universe, documents.contains(doc) { count += 1 }
        }
      } else {
        let bitmap = valueBitmaps.bitmap(of: value, words: words) {
          var set = DocSet(universe: documents.universe)
          for index in range where Int(docs[index]) < documents.universe {
            set.insert(docs[index])
          }
          return set.words
        }
        documents.words.withUnsafeBufferPointer { matched in
          bitmap.withUnsafeBufferPointer { bitmap in
            for word in 0..<min(matched.count, bitmap.count) {
              count &+= (matched[word] & bitmap[word]).nonzeroBitCount
            }
          }
        }
      }
      counts[value] = UInt32(clamping: count)
      others += count
    }
    // (A saved file written wrong may list a document twice: never below zero.)
    counts[largest] = UInt32(clamping: max(0, total - others))
    return counts
  }
}

/// The bitmaps of a facet column's values, made the first time a search counts a value from
/// them (see ``FacetColumn/countsFromValueDocuments(over:total:)``) and kept for the
/// snapshot's life: at most ``FacetColumn/valueDocumentsLimit`` of them, of one bit per
/// document.
final class FacetValueBitmaps: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`: bitmaps by value id.
  private var bitmaps: [Int: [UInt64]] = [:]

  /// The bitmap of value `value` in `words` words: kept, or made by `make` and kept.
  func bitmap(of value: Int, words: Int, make: () -> [UInt64]) -> [UInt64] {
    if let known = lock.withLock({ bitmaps[value] }), known.count == words { return known }
    let made = make()
    lock.withLock { bitmaps[value] = made }
    return made
  }
}
