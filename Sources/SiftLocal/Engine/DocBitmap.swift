/// A stored set of documents, read-only: a bitmap over `0 ..< universe` kept by a snapshot (the
/// documents of a frequent term or a one-letter prefix), in an array of the snapshot's own or
/// where a saved file holds it. Searches combine it into a ``DocSet``.
struct DocBitmap: Sendable {
  /// The bitmap's words: `(universe + 63) / 64` of them.
  let words: IndexArray<UInt64>
  let universe: Int

  /// The bitmap of `set`.
  init(_ set: DocSet) {
    words = IndexArray(set.words)
    universe = set.universe
  }

  /// A saved bitmap: `words` as they are, which must be `(universe + 63) / 64` words (the
  /// bits past `universe` are never read as documents).
  init(universe: Int, words: IndexArray<UInt64>) {
    precondition(words.count == (universe + 63) / 64, "a bitmap of the wrong size")
    self.universe = universe
    self.words = words
  }

  /// Whether `doc` is in the set.
  @inline(__always)
  func contains(_ doc: UInt32) -> Bool {
    let index = Int(doc)
    guard index < universe else { return false }
    return words[index >> 6] & (1 << UInt64(index & 63)) != 0
  }

  /// The set as a ``DocSet`` (copied).
  var set: DocSet {
    words.verifyAll()
    return words.withUnsafeBufferPointer { DocSet(universe: universe, words: Array($0)) }
  }
}
