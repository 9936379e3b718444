import SiftCore

/// An index's rules, checked against its settings and prepared for searches: patterns folded
/// as the index folds words, filters parsed, query edits and parameters read.
struct RuleSet: Sendable {
  /// The rules, as saved, each with what a search needs of it.
  let entries: [Entry]
  /// The tokenizer patterns were folded with (the index's).
  let tokenizer: Tokenizer

  /// No rules.
  static let empty = RuleSet(entries: [], tokenizer: Tokenizer())

  private init(entries: [Entry], tokenizer: Tokenizer) {
    self.entries = entries
    self.tokenizer = tokenizer
  }

  /// Checks and prepares `rules` for an index with `settings`.
  /// - Throws: ``LocalIndexError/invalidRule(objectID:reason:)`` naming the first rule and key
  ///   path that does not parse or that the engine does not implement.
  init(_ rules: [Rule], settings: LocalIndexSettings) throws(LocalIndexError) {
    let tokenizer = Tokenizer(
      separatorsToIndex: settings.separatorsToIndex,
      keepDiacriticsOnCharacters: settings.keepDiacriticsOnCharacters)
    var entries: [Entry] = []
    entries.reserveCapacity(rules.count)
    for rule in rules {
      entries.append(try Entry(rule, settings: settings, tokenizer: tokenizer))
    }
    self.init(entries: entries, tokenizer: tokenizer)
  }

  var isEmpty: Bool { entries.isEmpty }

  /// Folds `text` into words as the index does.
  static func words(_ text: String, tokenizer: Tokenizer) -> [String] {
    tokenizer.tokens(in: text).map { TextFolding.string($0.folded) }
  }
}
