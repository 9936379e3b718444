import SiftCore

extension RuleSet {
  /// One rule prepared for searches.
  struct Entry: Sendable {
    /// A part of a pattern: a folded word, or a `{facet:attribute}` placeholder.
    enum PatternToken: Sendable, Hashable {
      case word(String)
      case facet(String)
    }

    /// A condition prepared for searches.
    struct Condition: Sendable {
      /// The pattern's parts (`nil` without a pattern).
      var pattern: [PatternToken]?
      var anchoring: Rule.Anchoring
      var alternatives: Bool
      var context: String?
      /// The conjuncts the search's filters must hold, normalized (see
      /// ``RuleSet/filterKey(_:)``).
      var filters: [FilterExpression]

      /// Whether the pattern holds a placeholder.
      var hasPlaceholder: Bool {
        pattern?.contains { if case .facet = $0 { true } else { false } } ?? false
      }
    }

    /// How a rule changes the query text.
    enum QueryEdit: Sendable {
      /// The query is replaced.
      case replace(String)
      /// Words are removed (`insert` nil) or replaced, each as folded words.
      case edits([(delete: [String], insert: String?)])
    }

    /// A filter on a placeholder's facet value (`automaticFacetFilters`).
    struct AutomaticFilter: Sendable {
      var facet: String
      var disjunctive: Bool
      var negative: Bool
      var score: Int?
    }

    let rule: Rule
    let conditions: [Condition]
    let queryEdit: QueryEdit?
    let automaticFilters: [AutomaticFilter]
    let automaticOptionalFilters: [AutomaticFilter]
    let renderingContent: RenderingContent?
    /// The other parameters, merged into the search's (see ``RuleSet/apply(_:to:tokens:)``),
    /// as given and as a query.
    let params: [String: JSON]
    let parameters: SearchQuery
    /// Whether the rule changes the query text: a query replaced or edited. Automatic filters
    /// filter or boost on the value a placeholder spelled; its words stay in the query.
    var editsQuery: Bool { queryEdit != nil }

    /// The parameters handled here rather than merged as search parameters.
    static let ruleParameters: Set<String> = [
      "query", "automaticFacetFilters", "automaticOptionalFacetFilters", "renderingContent",
    ]

    init(_ rule: Rule, settings: LocalIndexSettings, tokenizer: Tokenizer) throws(LocalIndexError) {
      func fail(_ path: String, _ reason: String) -> LocalIndexError {
        .invalidRule(objectID: rule.objectID, reason: "\(path): \(reason)")
      }
      self.rule = rule
      var conditions: [Condition] = []
      for (index, condition) in rule.conditions.enumerated() {
        let path = rule.conditions.count == 1 ? "condition" : "conditions[\(index)]"
        if (condition.pattern == nil) != (condition.anchoring == nil) {
          throw fail(path, "pattern and anchoring go together")
        }
        if let context = condition.context {
          let allowed = context.unicodeScalars.allSatisfy {
            ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) || $0 == "_"
              || $0 == "-"
          }
          guard allowed, !context.isEmpty else {
            throw fail("\(path).context", "expected letters, digits, - and _ only")
          }
        }
        var filters: [FilterExpression] = []
        if let text = condition.filters {
          do {
            filters = RuleSet.conjuncts(try FilterExpression.parse(text)).map(RuleSet.filterKey)
          } catch {
            throw fail("\(path).filters", error.description)
          }
        }
        if condition.pattern == nil, condition.context == nil, condition.filters == nil {
          throw fail(path, "expected a pattern, a context or filters")
        }
        let pattern = try condition.pattern.map { (text) throws(LocalIndexError) in
          try Self.pattern(text, tokenizer: tokenizer, path: "\(path).pattern", fail: fail)
        }
        // A placeholder takes its values from a facet: one the index declares.
        for case .facet(let name) in pattern ?? []
        where !settings.attributesForFaceting.contains(where: { $0.name == name }) {
          throw fail(
            "\(path).pattern", "{facet:\(name)}: \(name) is not in attributesForFaceting")
        }
        conditions.append(
          Condition(
            pattern: pattern,
            anchoring: condition.anchoring ?? .contains, alternatives: condition.alternatives,
            context: condition.context, filters: filters))
      }
      self.conditions = conditions

      var params = rule.consequence.params
      // The query: replaced, or edited.
      var queryEdit: QueryEdit?
      switch params.removeValue(forKey: "query") {
      case nil, .null?: break
      case .string(let text)?: queryEdit = .replace(text)
      case .object(let members)?:
        var edits: [(delete: [String], insert: String?)] = []
        for key in members.keys.sorted() where key != "remove" && key != "edits" {
          throw fail("consequence.params.query.\(key)", "expected remove or edits")
        }
        for (index, word) in (members["remove"]?.arrayValue ?? []).enumerated() {
          guard let text = word.stringValue, !RuleSet.words(text, tokenizer: tokenizer).isEmpty
          else { throw fail("consequence.params.query.remove[\(index)]", "expected a word") }
          edits.append((RuleSet.words(text, tokenizer: tokenizer), nil))
        }
        if let value = members["remove"], value.arrayValue == nil, value != .null {
          throw fail("consequence.params.query.remove", "expected an array of words")
        }
        if let value = members["edits"], value.arrayValue == nil, value != .null {
          throw fail("consequence.params.query.edits", "expected an array of edits")
        }
        for (index, edit) in (members["edits"]?.arrayValue ?? []).enumerated() {
          let path = "consequence.params.query.edits[\(index)]"
          guard case .object(let fields) = edit else { throw fail(path, "expected an object") }
          for key in fields.keys.sorted() where !["type", "delete", "insert"].contains(key) {
            throw fail("\(path).\(key)", "expected type, delete or insert")
          }
          guard let delete = fields["delete"]?.stringValue,
            !RuleSet.words(delete, tokenizer: tokenizer).isEmpty
          else { throw fail("\(path).delete", "expected the words to edit") }
          let words = RuleSet.words(delete, tokenizer: tokenizer)
          switch fields["type"]?.stringValue {
          case "remove"?: edits.append((words, nil))
          case "replace"?:
            guard let insert = fields["insert"]?.stringValue else {
              throw fail("\(path).insert", "a replace edit needs the words to insert")
            }
            edits.append((words, insert))
          default: throw fail("\(path).type", "expected remove or replace")
          }
        }
        queryEdit = .edits(edits)
      case let other?:
        throw fail("consequence.params.query", "expected a string or edits, found \(other.kind)")
      }
      self.queryEdit = queryEdit

      // Automatic filters: on the facets of the patterns' placeholders.
      let placeholders = Set(
        conditions.flatMap { $0.pattern ?? [] }.compactMap { token -> String? in
          if case .facet(let name) = token { return name }
          return nil
        })
      func automatic(_ name: String) throws(LocalIndexError) -> [AutomaticFilter] {
        let path = "consequence.params.\(name)"
        guard let value = params.removeValue(forKey: name), value != .null else { return [] }
        let elements = value.arrayValue ?? [value]
        var result: [AutomaticFilter] = []
        for (index, element) in elements.enumerated() {
          var filter: AutomaticFilter
          switch element {
          case .string(let facet):
            filter = AutomaticFilter(facet: facet, disjunctive: false, negative: false)
          case .object(let fields):
            for key in fields.keys.sorted()
            where !["facet", "disjunctive", "score", "negative"].contains(key) {
              throw fail(
                "\(path)[\(index)].\(key)", "expected facet, disjunctive, score or negative")
            }
            guard let facet = fields["facet"]?.stringValue else {
              throw fail("\(path)[\(index)].facet", "expected a facet name")
            }
            filter = AutomaticFilter(
              facet: facet, disjunctive: fields["disjunctive"]?.boolValue ?? false,
              negative: fields["negative"]?.boolValue ?? false,
              score: fields["score"]?.intValue)
          default:
            throw fail("\(path)[\(index)]", "expected a facet name or an object")
          }
          guard placeholders.contains(filter.facet) else {
            throw fail(
              "\(path)[\(index)]",
              "no {facet:\(filter.facet)} placeholder in the rule's patterns to take a value from")
          }
          result.append(filter)
        }
        return result
      }
      automaticFilters = try automatic("automaticFacetFilters")
      automaticOptionalFilters = try automatic("automaticOptionalFacetFilters")

      if let value = params.removeValue(forKey: "renderingContent"), value != .null {
        do {
          renderingContent = try value.decode(RenderingContent.self)
        } catch {
          throw fail("consequence.params.renderingContent", "\(error)")
        }
      } else {
        renderingContent = nil
      }

      // Every other parameter must be one a search takes, with a value it accepts.
      do {
        let query = try JSON.object(params).decode(SearchQuery.self)
        try SearchParameterSupport.check(query)
        _ = try SearchRequest(query, settings: settings)
        parameters = query
      } catch let error as LocalIndexError {
        throw fail("consequence.params", error.description)
      } catch {
        throw fail("consequence.params", "\(error)")
      }
      self.params = params
      if rule.consequence == Rule.Consequence() {
        throw fail("consequence", "expected params, promote, hide or userData")
      }
    }

    /// Reads a pattern: folded words and `{facet:attribute}` placeholders.
    private static func pattern(
      _ text: String, tokenizer: Tokenizer, path: String,
      fail: (String, String) -> LocalIndexError
    ) throws(LocalIndexError) -> [PatternToken] {
      var tokens: [PatternToken] = []
      var rest = Substring(text)
      while let open = rest.range(of: "{facet:") {
        tokens += RuleSet.words(String(rest[..<open.lowerBound]), tokenizer: tokenizer).map {
          .word($0)
        }
        guard let close = rest[open.upperBound...].firstIndex(of: "}") else {
          throw fail(path, "unclosed {facet:…} placeholder")
        }
        let name = String(rest[open.upperBound..<close])
        guard !name.isEmpty else { throw fail(path, "a {facet:…} placeholder needs a facet name") }
        tokens.append(.facet(name))
        rest = rest[rest.index(after: close)...]
      }
      tokens += RuleSet.words(String(rest), tokenizer: tokenizer).map { .word($0) }
      return tokens
    }
  }
}
