extension Rule {
  /// One condition of a rule: every part it has must hold.
  ///
  /// - ``pattern`` with ``anchoring``: the query's words (folded as the index folds them) hold
  ///   the pattern's words, consecutive, at the anchoring's place. A `{facet:attribute}`
  ///   placeholder in the pattern stands for query words that spell a value of that facet.
  /// - ``alternatives``: a pattern word also matches its singular and plural forms and its
  ///   one-word synonyms.
  /// - ``context``: the search's `ruleContexts` hold it.
  /// - ``filters``: the search's filters hold these filters.
  public struct Condition: Sendable, Hashable {
    /// The words the query must hold, with `{facet:attribute}` placeholders.
    public var pattern: String?
    /// Where the pattern must stand (given with ``pattern``).
    public var anchoring: Anchoring?
    /// Whether pattern words also match their plurals and synonyms.
    public var alternatives: Bool
    /// A context the search's `ruleContexts` must hold.
    public var context: String?
    /// Filters, in Algolia's filters syntax, that the search's filters must hold.
    public var filters: String?

    /// Creates a condition.
    /// - Parameters:
    ///   - pattern: the words the query must hold.
    ///   - anchoring: where they must stand.
    ///   - alternatives: whether plurals and synonyms match too.
    ///   - context: a context the search must carry.
    ///   - filters: filters the search must apply.
    public init(
      pattern: String? = nil, anchoring: Anchoring? = nil, alternatives: Bool = false,
      context: String? = nil, filters: String? = nil
    ) {
      self.pattern = pattern
      self.anchoring = anchoring
      self.alternatives = alternatives
      self.context = context
      self.filters = filters
    }
  }
}
