import SiftCore

/// An index's synonyms, folded as the index folds words, for lookup as a query's words are read.
struct SynonymSet: Sendable {
  /// What a query word (or each word of a query phrase) also matches: a word or a phrase
  /// (folded words), and how a match counts.
  struct Alternative: Sendable, Hashable {
    /// The folded words: one, or a phrase.
    var words: [String]
    /// Typos a match counts (alternative corrections).
    var typos: UInt8
    /// Whether it comes from a synonym with a phrase on either side (`multiWordsSynonym` in
    /// `alternativesAsExact`), rather than one word for one word (`singleWordSynonym`).
    var isMultiWord: Bool
  }

  /// The synonyms, as given.
  let synonyms: [Synonym]
  /// Alternatives by the folded query words they apply to, joined by a space.
  private let alternatives: [String: [Alternative]]
  /// The most words a key of ``alternatives`` has.
  let longestKey: Int
  /// Placeholder tokens, as written in records (`<streetnumber>`).
  let placeholders: Set<String>

  /// No synonyms.
  static let empty = SynonymSet([], tokenizer: Tokenizer())

  /// The set of an index's `synonyms` and of its settings' synonym groups, folded as the
  /// settings fold words.
  init(_ synonyms: [Synonym] = [], settings: LocalIndexSettings) {
    let groups = settings.synonymGroups.enumerated().map { index, words in
      Synonym(objectID: "settings-\(index)", synonyms: words)
    }
    self.init(
      synonyms + groups,
      tokenizer: Tokenizer(
        separatorsToIndex: settings.separatorsToIndex,
        keepDiacriticsOnCharacters: settings.keepDiacriticsOnCharacters))
  }

  /// The set of `synonyms`, their words folded by `tokenizer`.
  init(_ synonyms: [Synonym], tokenizer: Tokenizer) {
    self.synonyms = synonyms
    func fold(_ text: String) -> [String] {
      tokenizer.tokens(in: text).map { TextFolding.string($0.folded) }
    }
    var alternatives: [String: [Alternative]] = [:]
    var placeholders: Set<String> = []
    func add(_ from: [String], _ to: [String], typos: UInt8) {
      guard !from.isEmpty, !to.isEmpty, from != to else { return }
      let alternative = Alternative(
        words: to, typos: typos, isMultiWord: from.count > 1 || to.count > 1)
      let key = from.joined(separator: " ")
      if alternatives[key]?.contains(alternative) != true {
        alternatives[key, default: []].append(alternative)
      }
    }
    for synonym in synonyms {
      switch synonym.type {
      case .synonym:
        let groups = synonym.synonyms.map(fold)
        for from in groups { for to in groups { add(from, to, typos: 0) } }
      case .oneWaySynonym:
        let from = fold(synonym.input ?? "")
        for to in synonym.synonyms { add(from, fold(to), typos: 0) }
      case .altCorrection1, .altCorrection2:
        let from = fold(synonym.word ?? "")
        let typos: UInt8 = synonym.type == .altCorrection1 ? 1 : 2
        for to in synonym.corrections { add(from, fold(to), typos: typos) }
      case .placeholder:
        guard let placeholder = synonym.placeholder else { continue }
        placeholders.insert(placeholder)
        let term = Self.placeholderTerm(placeholder)
        for replacement in synonym.replacements { add(fold(replacement), [term], typos: 0) }
      }
    }
    self.alternatives = alternatives
    self.placeholders = placeholders
    longestKey = alternatives.keys.map { $0.split(separator: " ").count }.max() ?? 0
  }

  /// The term a placeholder is indexed as: its text, lowercased, kept whole (a term with `<`
  /// that no tokenized word can be).
  static func placeholderTerm(_ placeholder: String) -> String {
    placeholder.lowercased()
  }

  /// The alternatives of the query words `words` (folded), taken together.
  func alternatives(of words: ArraySlice<String>) -> [Alternative] {
    alternatives[words.joined(separator: " ")] ?? []
  }

  var isEmpty: Bool { alternatives.isEmpty }
}
