import SiftCore

/// An index's rules, checked against its settings and prepared for searches: patterns folded
/// as the index folds words, filters parsed, query edits and parameters read.
struct RuleSet: Sendable {
  /// The rules, as saved, each with what a search needs of it.
  let entries: [Entry]
  /// The tokenizer patterns were folded with (the index's).
  let tokenizer: Tokenizer
  /// The entries every condition of which needs a literal word in the query (a word of its
  /// pattern, matched without alternatives), by those words: a query without any of an entry's
  /// words cannot trigger it.
  let entriesByWord: [String: [Int]]
  /// The entries a query of any words may trigger (a condition without a pattern, with
  /// placeholders only, or matched with alternatives), in order.
  let alwaysChecked: [Int]

  /// No rules.
  static let empty = RuleSet(entries: [], tokenizer: Tokenizer())

  private init(entries: [Entry], tokenizer: Tokenizer) {
    self.entries = entries
    self.tokenizer = tokenizer
    var byWord: [String: [Int]] = [:]
    var always: [Int] = []
    for (index, entry) in entries.enumerated() {
      var words: [String] = []
      for condition in entry.conditions {
        guard !condition.alternatives,
          let word = condition.pattern?.lazy.compactMap({ token -> String? in
            if case .word(let word) = token { return word }
            return nil
          }).first
        else {
          words = []
          break
        }
        if !words.contains(word) { words.append(word) }
      }
      if words.isEmpty {
        always.append(index)
      } else {
        for word in words { byWord[word, default: []].append(index) }
      }
    }
    entriesByWord = byWord
    alwaysChecked = always
  }

  /// The entries a query of `words` may trigger, in order.
  /// - Complexity: O(words + the entries returned · log of their count).
  func candidates(for words: [String]) -> [Int] {
    var found = alwaysChecked
    for word in words {
      if let indices = entriesByWord[word] { found += indices }
    }
    guard found.count > alwaysChecked.count else { return found }
    found.sort()
    var unique: [Int] = []
    unique.reserveCapacity(found.count)
    for index in found where unique.last != index { unique.append(index) }
    return unique
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
