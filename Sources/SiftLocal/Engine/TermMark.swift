/// How one word of a text matches a search's query words, for highlighting: the words it
/// matches, how much of it to highlight, and what to show instead of it.
///
/// A word of the index matches the same way wherever it stands, so a search works out the mark
/// of each matched term once (``Highlighter/termMark(_:)``) and reads it for every place the
/// term stands in a hit.
struct TermMark: Sendable, Equatable {
  /// The query words it matches, by index (never empty).
  var words: MatchedWords
  /// When no query word matches it whole, only a prefix (a longer word matched by prefix): the
  /// number of folded scalars of the longest prefix matched. `nil` when some word matches it
  /// whole (then all of it is highlighted).
  var prefixLength: Int?
  /// The query's word to show instead of it (`replaceSynonymsInHighlight`, for a word matched
  /// only as a synonym).
  var replacement: String?
}
