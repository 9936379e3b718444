import Foundation
import SiftCore

extension RuleSet {
  /// What a search offers the rules' conditions.
  struct Context {
    /// The query's words, folded.
    var words: [String]
    /// The query's words as typed, and the text between the first and last of each span.
    var typed: [String]
    var span: (Range<Int>) -> String
    /// The search's `ruleContexts`.
    var contexts: Set<String>
    /// The conjuncts of the search's filters (all filter parameters), normalized.
    var filters: [FilterExpression]
    /// The index searched, for placeholder values.
    var snapshot: IndexSnapshot
    /// Languages whose plurals match with `alternatives`.
    var languages: [QueryLanguage]
    /// The index's synonyms (for `alternatives`).
    var synonyms: SynonymSet?
    /// The date validity periods are checked against.
    var date: Date
  }

  /// A rule whose condition a search meets, with what precedence needs to know.
  struct Match {
    /// The rule's index in ``RuleSet/entries``.
    var entry: Int
    /// The first query word of the pattern's match (`Int.max` without a pattern).
    var position = Int.max
    /// The query words matched, then the filters matched.
    var length = 0
    /// `is` 4, `startsWith` 3, `endsWith` 2, `contains` 1, no pattern 0.
    var anchoring = 0
    var hasContext = false
    var hasFilters = false
    /// Whether the pattern matched with literal words only: no placeholder, and no word matched
    /// by one of its alternatives (a plural, a synonym).
    var isLiteral = true
    /// Whether the rule has validity periods (a temporary rule).
    var isTemporary = false
    /// The rule's objectID.
    var objectID = ""
    /// The query words of the pattern's match.
    var range: Range<Int>?
    /// Each placeholder's facet, the value spelled and its words.
    var captures: [(facet: String, value: String, range: Range<Int>)] = []

    /// Whether this match takes precedence over `other`, by Algolia's documented tie-breaking
    /// order: earlier position, longer match, stronger anchoring (`is`, then `startsWith`, then
    /// `endsWith`, then `contains`), with a context, with filters, literals over placeholders
    /// (and over alternatives), temporary over permanent, then the smaller objectID.
    func precedes(_ other: Match) -> Bool {
      if position != other.position { return position < other.position }
      if length != other.length { return length > other.length }
      if anchoring != other.anchoring { return anchoring > other.anchoring }
      if hasContext != other.hasContext { return hasContext }
      if hasFilters != other.hasFilters { return hasFilters }
      if isLiteral != other.isLiteral { return isLiteral }
      if isTemporary != other.isTemporary { return isTemporary }
      if objectID != other.objectID { return objectID < other.objectID }
      return entry < other.entry
    }
  }

  /// The rules `context` triggers, highest precedence first: enabled, valid at its date, with a
  /// condition met (or without conditions).
  /// - Complexity: O(candidate rules · conditions · query words · pattern words), plus a facet
  ///   lookup per placeholder and query span; a rule whose patterns need a word the query does
  ///   not hold is not a candidate (see ``candidates(for:)``).
  func matches(_ context: Context) -> [Match] {
    var found: [Match] = []
    for index in candidates(for: context.words) {
      let entry = entries[index]
      let rule = entry.rule
      guard rule.enabled else { continue }
      guard rule.validity.isEmpty || rule.validity.contains(where: { $0.contains(context.date) })
      else { continue }
      let isTemporary = !rule.validity.isEmpty
      if entry.conditions.isEmpty {
        found.append(Match(entry: index, isTemporary: isTemporary, objectID: rule.objectID))
        continue
      }
      var best: Match?
      for condition in entry.conditions {
        guard var match = Self.match(condition, context) else { continue }
        match.entry = index
        match.isTemporary = isTemporary
        match.objectID = rule.objectID
        if best.map({ match.precedes($0) }) ?? true { best = match }
      }
      if let best { found.append(best) }
    }
    return found.sorted { $0.precedes($1) }
  }

  /// The match of one condition, if the search meets it.
  private static func match(_ condition: Entry.Condition, _ context: Context) -> Match? {
    var match = Match(entry: 0)
    if let wanted = condition.context {
      guard context.contexts.contains(wanted) else { return nil }
      match.hasContext = true
    }
    if !condition.filters.isEmpty {
      for conjunct in condition.filters {
        guard Self.holds(conjunct, in: context.filters) else { return nil }
      }
      match.hasFilters = true
      match.length += condition.filters.count
    }
    if let pattern = condition.pattern {
      guard let found = Self.find(pattern, condition: condition, in: context) else { return nil }
      match.position = found.range.lowerBound
      match.length += found.range.count
      match.range = found.range
      match.captures = found.captures
      match.isLiteral = !condition.hasPlaceholder && !found.usedAlternatives
      switch condition.anchoring {
      case .is: match.anchoring = 4
      case .startsWith: match.anchoring = 3
      case .endsWith: match.anchoring = 2
      case .contains: match.anchoring = 1
      }
    }
    return match
  }

  /// Where `pattern` stands in the query's words as `condition.anchoring` asks (the earliest
  /// place), and its placeholders' values.
  private static func find(
    _ pattern: [Entry.PatternToken], condition: Entry.Condition, in context: Context
  ) -> (
    range: Range<Int>, captures: [(facet: String, value: String, range: Range<Int>)],
    usedAlternatives: Bool
  )? {
    let words = context.words
    let lastStart: Int
    switch condition.anchoring {
    case .is, .startsWith: lastStart = 0
    case .endsWith, .contains: lastStart = words.count
    }
    // A literal first word without alternatives: only the places that hold it can match.
    var firstWord: String?
    if !condition.alternatives, case .word(let word)? = pattern.first { firstWord = word }
    for start in 0...lastStart {
      if let firstWord, start >= words.count || words[start] != firstWord { continue }
      var captures: [(facet: String, value: String, range: Range<Int>)] = []
      var usedAlternatives = false
      guard
        let end = matchTokens(
          pattern[...], at: start, condition: condition, context: context, captures: &captures,
          usedAlternatives: &usedAlternatives)
      else { continue }
      switch condition.anchoring {
      case .is, .endsWith: if end != words.count { continue }
      case .startsWith, .contains: break
      }
      return (start..<end, captures, usedAlternatives)
    }
    return nil
  }

  /// Matches `pattern` against the query's words from `start`, a placeholder taking the longest
  /// span that spells a facet value and still lets the rest match; returns the end, and notes
  /// in `usedAlternatives` whether a word matched by an alternative only.
  private static func matchTokens(
    _ pattern: ArraySlice<Entry.PatternToken>, at start: Int, condition: Entry.Condition,
    context: Context, captures: inout [(facet: String, value: String, range: Range<Int>)],
    usedAlternatives: inout Bool
  ) -> Int? {
    guard let first = pattern.first else { return start }
    let words = context.words
    switch first {
    case .word(let word):
      guard start < words.count else { return nil }
      if words[start] != word {
        guard condition.alternatives, isAlternative(words[start], of: word, context) else {
          return nil
        }
        usedAlternatives = true
      }
      return matchTokens(
        pattern.dropFirst(), at: start + 1, condition: condition, context: context,
        captures: &captures, usedAlternatives: &usedAlternatives)
    case .facet(let facet):
      guard start < words.count, let column = context.snapshot.facets[facet] else { return nil }
      // Facet values are rarely long: spans of up to 8 words are tried, longest first.
      for end in stride(from: min(words.count, start + 8), to: start, by: -1) {
        // The words as typed (so that diacritics and separators count), or spaced.
        let candidates = [
          context.span(start..<end), context.typed[start..<end].joined(separator: " "),
        ]
        guard
          let value = candidates.first(where: {
            !column.documents(matching: .string($0), universe: context.snapshot.count).isEmpty
          })
        else { continue }
        captures.append((facet, value, start..<end))
        let alternativesBefore = usedAlternatives
        if let matched = matchTokens(
          pattern.dropFirst(), at: end, condition: condition, context: context,
          captures: &captures, usedAlternatives: &usedAlternatives)
        {
          return matched
        }
        captures.removeLast()
        usedAlternatives = alternativesBefore
      }
      return nil
    }
  }

  /// Whether the query word `word` is a plural form or a one-word synonym of the pattern word
  /// `pattern` (`alternatives`).
  private static func isAlternative(_ word: String, of pattern: String, _ context: Context)
    -> Bool
  {
    for language in context.languages where language.pluralAlternatives(of: pattern).contains(word)
    {
      return true
    }
    guard let synonyms = context.synonyms else { return false }
    return synonyms.alternatives(of: [pattern][...]).contains { $0.words == [word] }
      || synonyms.alternatives(of: [word][...]).contains { $0.words == [pattern] }
  }

  /// Whether the search's filter conjuncts `filters` hold `conjunct`: as one of them, or, for a
  /// single filter, as an alternative of one of their `OR` groups.
  private static func holds(_ conjunct: FilterExpression, in filters: [FilterExpression]) -> Bool {
    filters.contains { present in
      if present == conjunct { return true }
      if case .or(let alternatives) = present, case .filter = conjunct {
        return alternatives.contains(conjunct)
      }
      if case .or(let wanted) = conjunct, case .or(let alternatives) = present {
        return Set(wanted) == Set(alternatives)
      }
      return false
    }
  }

  /// The conjuncts of a normalized expression.
  static func conjuncts(_ expression: FilterExpression?) -> [FilterExpression] {
    switch expression {
    case nil: return []
    case .and(let operands)?: return operands
    case let other?: return [other]
    }
  }

  /// An expression as conditions compare them: facet string values lowercased (facet values
  /// match case-insensitively), scores dropped.
  static func filterKey(_ expression: FilterExpression) -> FilterExpression {
    switch expression {
    case .filter(var filter):
      if case .facet(var facet) = filter {
        if case .string(let text) = facet.value { facet.value = .string(text.lowercased()) }
        facet.score = nil
        filter = .facet(facet)
      }
      return .filter(filter)
    case .not(let operand): return .not(filterKey(operand))
    case .and(let operands): return .and(operands.map(filterKey))
    case .or(let operands): return .or(operands.map(filterKey))
    }
  }
}
