import SiftCore

extension RuleSet {
  /// What the rules applied to a search make of it.
  struct Application {
    /// The search with the rules' query edits, filters and parameters.
    var query: SearchQuery
    /// The rules applied, highest precedence first.
    var applied: [Rule] = []
    /// Records to place at positions, with whether they must match the filters.
    var promotions: [(objectID: String, position: Int, mustMatchFilters: Bool)] = []
    /// Records to remove from the hits.
    var hidden: [String] = []
    /// The applied rules' custom data, in order.
    var userData: [JSON] = []
    var renderingContent: RenderingContent?
  }

  /// Parameters several rules may set: their filters add up.
  private static let additiveParameters: Set<String> = [
    "filters", "facetFilters", "numericFilters", "tagFilters", "optionalFilters",
  ]

  /// Applies the rules of `matches` (highest precedence first) to `query`, skipping a rule that
  /// conflicts with one applied before it, as Algolia's rule-matching algorithm excludes the
  /// rule of lower precedence: one whose pattern matched query words an applied rule's pattern
  /// matched (overlapping patterns), one that edits query words an applied rule edited (or
  /// replaces the query when another edits it, or edits it when another replaced it), or one
  /// that sets a parameter an applied rule set (filters excepted: they add up).
  /// - Parameters:
  ///   - matches: the rules triggered, highest precedence first.
  ///   - query: the search.
  ///   - tokens: the query's words, as the rules' tokenizer reads them.
  func apply(_ matches: [Match], to query: SearchQuery, tokens: [Tokenizer.Token])
    -> Application
  {
    var application = Application(query: query)
    var editedRanges: [Range<Int>] = []
    var matchedRanges: [Range<Int>] = []
    var replacedQuery = false
    var setParameters: Set<String> = []
    // Token edits: a removal (nil) or a replacement of each token range.
    var tokenEdits: [(range: Range<Int>, insert: String?)] = []
    var replacement: String?
    var filters: [String] = []
    var facetFilters: [LegacyFilterList.Element] = []
    var optionalFilters: [LegacyFilterList.Element] = []
    var overlay: [String: JSON] = [:]
    let words = tokens.map { TextFolding.string($0.folded) }

    for match in matches {
      let entry = entries[match.entry]
      if let range = match.range,
        matchedRanges.contains(where: { $0.overlaps(range) || $0 == range })
      {
        continue
      }
      if entry.editsQuery {
        let range = match.range ?? 0..<words.count
        if replacedQuery { continue }
        if case .replace? = entry.queryEdit, !editedRanges.isEmpty { continue }
        if editedRanges.contains(where: { $0.overlaps(range) || ($0.isEmpty && range.isEmpty) }) {
          continue
        }
      }
      let keys = Set(entry.params.keys).subtracting(Self.additiveParameters)
      if !keys.isDisjoint(with: setParameters) { continue }
      if entry.renderingContent != nil, application.renderingContent != nil { continue }

      // Applied.
      application.applied.append(entry.rule)
      if let range = match.range { matchedRanges.append(range) }
      setParameters.formUnion(keys)
      if entry.editsQuery { editedRanges.append(match.range ?? 0..<words.count) }
      switch entry.queryEdit {
      case .replace(let text)?:
        replacement = text
        replacedQuery = true
      case .edits(let edits)?:
        for edit in edits where !edit.delete.isEmpty && edit.delete.count <= words.count {
          for start in 0...(words.count - edit.delete.count)
          where Array(words[start..<start + edit.delete.count]) == edit.delete {
            tokenEdits.append((start..<start + edit.delete.count, edit.insert))
          }
        }
      case nil: break
      }
      for (automatic, optional) in [
        (entry.automaticFilters, false), (entry.automaticOptionalFilters, true),
      ] {
        for filter in automatic {
          let captures = match.captures.filter { $0.facet == filter.facet }
          guard !captures.isEmpty else { continue }
          let elements = captures.map { capture in
            Self.facetFilter(filter, value: capture.value, optional: optional)
          }
          let target: [LegacyFilterList.Element] =
            filter.disjunctive ? [.anyOf(elements)] : elements.map { .single($0) }
          if optional { optionalFilters += target } else { facetFilters += target }
        }
      }
      if let text = entry.parameters.filters { filters.append(text) }
      facetFilters += entry.parameters.facetFilters?.elements ?? []
      optionalFilters += entry.parameters.optionalFilters?.elements ?? []
      for (key, value) in entry.params where !Self.additiveParameters.contains(key) {
        overlay[key] = value
      }
      if let numeric = entry.parameters.numericFilters {
        application.query.numericFilters = LegacyFilterList(
          (application.query.numericFilters?.elements ?? []) + numeric.elements)
      }
      if let tags = entry.parameters.tagFilters {
        application.query.tagFilters = LegacyFilterList(
          (application.query.tagFilters?.elements ?? []) + tags.elements)
      }
      for promotion in entry.rule.consequence.promote {
        for (offset, id) in promotion.objectIDs.enumerated()
        where !application.promotions.contains(where: { $0.objectID == id }) {
          application.promotions.append(
            (id, promotion.position + offset, entry.rule.consequence.filterPromotes))
        }
      }
      application.hidden += entry.rule.consequence.hide
      if let data = entry.rule.consequence.userData { application.userData.append(data) }
      if let content = entry.renderingContent { application.renderingContent = content }
    }

    // The query text.
    let text = query.query ?? ""
    if let replacement {
      application.query.query = replacement
    } else if !tokenEdits.isEmpty {
      application.query.query = Self.edited(text, tokens: tokens, edits: tokenEdits)
    }
    // Parameters: the rules' replace the search's; filters add up.
    if !overlay.isEmpty {
      var parameters = application.query.parameters
      for (key, value) in overlay { parameters[key] = value }
      if let merged = try? JSON.object(parameters).decode(SearchQuery.self) {
        application.query = merged
      }
    }
    if !filters.isEmpty {
      let all = (query.filters.map { [$0] } ?? []) + filters
      application.query.filters = all.map { "(\($0))" }.joined(separator: " AND ")
    }
    if !facetFilters.isEmpty {
      application.query.facetFilters = LegacyFilterList(
        (query.facetFilters?.elements ?? []) + facetFilters)
    }
    if !optionalFilters.isEmpty {
      application.query.optionalFilters = LegacyFilterList(
        (query.optionalFilters?.elements ?? []) + optionalFilters)
    }
    return application
  }

  /// An element of `facetFilters` (or `optionalFilters`) selecting `value` of the filter's
  /// facet.
  private static func facetFilter(
    _ filter: Entry.AutomaticFilter, value: String, optional: Bool
  ) -> String {
    var text = filter.facet + ":"
    if filter.negative { text += "-" } else if value.hasPrefix("-") { text += "\\" }
    text += value
    if optional, let score = filter.score { text += "<score=\(score)>" }
    return text
  }

  /// `text` with token ranges removed (or replaced), spaces collapsed; it ends with a space
  /// (its last word complete, not a prefix) when it did, or when its last word was edited.
  static func edited(
    _ text: String, tokens: [Tokenizer.Token], edits: [(range: Range<Int>, insert: String?)]
  ) -> String {
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var edited = [String?](repeating: nil, count: tokens.count)
    var removed = [Bool](repeating: false, count: tokens.count)
    for edit in edits where edit.range.upperBound <= tokens.count {
      for index in edit.range { removed[index] = true }
      if let insert = edit.insert, let first = edit.range.first {
        removed[first] = false
        edited[first] = insert
      }
    }
    var position = 0
    for (index, token) in tokens.enumerated() {
      result.append(contentsOf: scalars[position..<token.start])
      if let insert = edited[index] {
        result.append(contentsOf: insert.unicodeScalars)
      } else if !removed[index] {
        result.append(contentsOf: scalars[token.start..<token.end])
      }
      position = token.end
    }
    result.append(contentsOf: scalars[position...])
    let lastEdited = tokens.indices.last.map { removed[$0] || edited[$0] != nil } ?? false
    var collapsed = String(result).split(whereSeparator: { $0 == " " }).joined(separator: " ")
    if !collapsed.isEmpty, lastEdited || text.hasSuffix(" ") { collapsed += " " }
    return collapsed
  }
}
