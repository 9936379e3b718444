/// The renumbering from insertion order, in which a snapshot reads its records (their memory
/// order), to document order (`customRanking` order), in which it keeps them.
struct DocumentPermutation {
  /// The insertion index of each document.
  let order: [Int]
  /// The document of each insertion index.
  let documentOf: [UInt32]

  /// The permutation that puts insertion index `order[d]` at document `d`.
  init(order: [Int]) {
    self.order = order
    var documentOf = [UInt32](repeating: 0, count: order.count)
    for (document, index) in order.enumerated() {
      documentOf[index] = UInt32(truncatingIfNeeded: document)
    }
    self.documentOf = documentOf
  }

  /// The positions of entries in document order, given each entry's insertion index in
  /// `insertionIndices` (nondecreasing): a document's entries keep their relative order.
  /// - Complexity: O(n + entries).
  func entryOrder(_ insertionIndices: [UInt32]) -> [Int] {
    // One entry per record (a single-valued attribute every record has): the order itself.
    if insertionIndices.count == order.count,
      insertionIndices.indices.allSatisfy({ insertionIndices[$0] == UInt32(truncatingIfNeeded: $0) }
      )
    {
      return order
    }
    // Each insertion index's entries are a run: its start, then the runs gathered by document.
    var starts = [Int](repeating: 0, count: order.count + 1)
    for index in insertionIndices { starts[Int(index) + 1] += 1 }
    for index in starts.indices.dropFirst() { starts[index] += starts[index - 1] }
    var result: [Int] = []
    result.reserveCapacity(insertionIndices.count)
    for index in order { result.append(contentsOf: starts[index]..<starts[index + 1]) }
    return result
  }

  /// `values` (one per insertion index) in document order.
  func documentOrdered<Value>(_ values: [Value]) -> [Value] {
    order.map { values[$0] }
  }
}
