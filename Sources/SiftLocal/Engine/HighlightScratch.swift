/// What the highlights of one search share (see ``Highlighter``): the terms its query words
/// match, the mark of each term already worked out, and buffers to split texts into words.
///
/// One search uses it, on one thread: it is not `Sendable`.
final class HighlightScratch {
  /// The terms the query words match, as ranges of term ids, sorted and disjoint (`nil` until
  /// first asked for).
  var markedTerms: [Range<UInt32>]?
  /// For each term met so far: the index of its mark in ``termMarks``, or -1 when it matches no
  /// query word.
  var termMarkIndex: [UInt32: Int32] = [:]
  /// The marks of the terms met so far.
  var termMarks: [TermMark] = []
  /// The attributes every hit highlights, with the searchable field of each the occurrence
  /// index can highlight (`nil` until first asked for, and for `*`, whose attributes are each
  /// record's).
  var highlightedAttributes: [(name: String, field: Int?)]?
  /// The objects of the hits' `_highlightResult` when the attributes highlighted are the same
  /// for every hit, plain names each once (`nil` otherwise).
  var highlightTemplate: ObjectTemplate?

  /// Room for the folded bytes of an ASCII text (``Tokenizer/asciiWords(_:into:words:)``).
  private(set) var folded = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
  /// Room for the ranges of an ASCII text's words.
  private(set) var words = UnsafeMutablePointer<Range<Int>>.allocate(capacity: 256)
  private var capacity = 256

  /// Makes room for a text of `count` bytes in ``folded`` and ``words`` (their contents are
  /// not kept).
  func reserve(_ count: Int) {
    guard count > capacity else { return }
    folded.deallocate()
    words.deallocate()
    capacity = max(count, capacity * 2)
    folded = .allocate(capacity: capacity)
    words = .allocate(capacity: capacity)
  }

  deinit {
    folded.deallocate()
    words.deallocate()
  }
}
