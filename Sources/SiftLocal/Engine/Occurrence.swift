/// One word of a document in the occurrence index: its term and where it stands. A document's
/// occurrences are sorted by term, then position, so the matches of a query word are found by a
/// search in them; term and position sit side by side, read together.
struct Occurrence: Sendable, Hashable, Comparable {
  /// The term's id.
  let term: UInt32
  /// Where the word stands.
  let position: FieldPosition

  static func < (lhs: Occurrence, rhs: Occurrence) -> Bool {
    (lhs.term, lhs.position) < (rhs.term, rhs.position)
  }
}
