/// A word of the query, with the terms of the index it matches.
struct QueryWord: Sendable {
  /// The folded word as text (what `matchedWords` reports).
  var text: String
  /// The folded word.
  var folded: [UInt32]
  /// Whether it matches as a prefix of longer words.
  var isPrefix: Bool
  /// Whether records need not contain it (`optionalWords`).
  var isOptional: Bool
  /// The most typos (edit distance) it accepts.
  var maxTypos: Int
  /// Term ranges it matches, each with the edit distance of the match.
  var matches: [TermDictionary.Match] = []
  /// Terms it matches besides its own matches: other singular/plural forms, synonyms,
  /// alternative corrections and placeholders, each counted as it says.
  var alternatives: [Alternative] = []
  /// Phrases it matches: multi-word synonyms, or the words of a quoted phrase (a word made of
  /// a phrase has no matches of its own).
  var phrases: [Phrase] = []

  /// A term a word matches besides its own matches, and how a match counts.
  struct Alternative: Sendable, Hashable {
    var term: Int
    var typos: UInt8
    var exact: Bool
    /// Whether it comes from a synonym (rather than a singular/plural form).
    var isSynonym = false
  }

  /// Terms a word matches when they are adjacent, in order, in one attribute; and how a match
  /// counts.
  struct Phrase: Sendable, Hashable {
    var terms: [Int]
    var typos: UInt8
    var exact: Bool
  }

  /// How term `id` matches this word: its typo count (a typo on the first letter counts
  /// double), whether it is the word itself, and whether only a prefix matched.
  func match(term id: Int, in terms: TermDictionary) -> WordMatch? {
    var best: WordMatch?
    for match in matches where match.terms.contains(id) {
      let candidate = WordMatch(
        typos: typoCount(distance: match.distance, term: id, in: terms),
        isExact: match.distance == 0 && terms.length(id) == folded.count,
        prefixLength: match.distance == 0 && terms.length(id) > folded.count
          ? folded.count : nil)
      if best.map({ candidate.isBetter(than: $0) }) ?? true { best = candidate }
    }
    for alternative in alternatives where alternative.term == id {
      let candidate = WordMatch(
        typos: Int(alternative.typos), isExact: alternative.exact, prefixLength: nil)
      if best.map({ candidate.isBetter(than: $0) }) ?? true { best = candidate }
    }
    return best
  }

  /// Whether term `id` matches this word only as a synonym (not itself, a typo, a prefix or a
  /// plural form).
  func matchesOnlyAsSynonym(term id: Int) -> Bool {
    guard !matches.contains(where: { $0.terms.contains(id) }) else { return false }
    let found = alternatives.filter { $0.term == id }
    return !found.isEmpty && found.allSatisfy(\.isSynonym)
  }

  /// The typo count of a match at `distance`: one more when the first letter differs.
  func typoCount(distance: Int, term id: Int, in terms: TermDictionary) -> Int {
    guard distance > 0, let first = folded.first else { return distance }
    return terms.term(id).first == first ? distance : distance + 1
  }
}

/// How one term matches one query word.
struct WordMatch: Sendable, Equatable {
  var typos: Int
  var isExact: Bool
  /// For a prefix match without typo, the number of folded scalars matched.
  var prefixLength: Int?

  func isBetter(than other: WordMatch) -> Bool {
    if typos != other.typos { return typos < other.typos }
    return isExact && !other.isExact
  }
}
