import Foundation
import SiftCore

extension RuleSet {
  /// Runs `request` on `snapshot` with the rules it triggers applied: the search changed by
  /// their query edits and parameters, their hidden records left out and their promoted
  /// records placed, and the response carrying their `userData`, `appliedRules` and
  /// `renderingContent`.
  /// - Parameters:
  ///   - request: the search, as asked.
  ///   - snapshot: the index searched.
  ///   - indexName: the index's name, for the response.
  ///   - date: the date rules' validity periods are checked against.
  /// - Throws: ``LocalIndexError`` when the search the rules make is invalid.
  /// - Complexity: that of ``matches(_:)``, plus that of the search.
  func search(
    _ request: SearchRequest, snapshot: IndexSnapshot, indexName: String, date: Date
  ) throws(LocalIndexError) -> SearchResponse {
    let text = request.query.query ?? ""
    let scalars = Array(text.unicodeScalars)
    let tokens = tokenizer.tokens(in: text)
    let typed = tokens.map { String(String.UnicodeScalarView(scalars[$0.start..<$0.end])) }
    let languages = QueryLanguage.parse(snapshot.settings.queryLanguages).languages
    let context = Context(
      words: tokens.map { TextFolding.string($0.folded) }, typed: typed,
      span: { range in
        String(
          String.UnicodeScalarView(
            scalars[tokens[range.lowerBound].start..<tokens[range.upperBound - 1].end]))
      },
      contexts: Set(request.ruleContexts),
      filters: Self.conjuncts(request.filters).map(Self.filterKey), snapshot: snapshot,
      languages: languages.isEmpty ? [.english] : languages, synonyms: request.synonymSet,
      date: date)
    let matches = matches(context)
    guard !matches.isEmpty else { return snapshot.search(request, indexName: indexName) }
    let application = apply(matches, to: request.query, tokens: tokens)
    guard !application.applied.isEmpty else {
      return snapshot.search(request, indexName: indexName)
    }

    var ruled = try SearchRequest(application.query, settings: snapshot.settings)
    ruled.synonymSet = request.synonymSet
    ruled.hiddenDocuments = application.hidden.compactMap {
      snapshot.document(objectID: $0).map(UInt32.init)
    }
    let hidden = Set(ruled.hiddenDocuments)
    var filtered: DocSet?
    for promotion in application.promotions {
      guard let doc = snapshot.document(objectID: promotion.objectID).map(UInt32.init),
        !hidden.contains(doc)
      else { continue }
      if promotion.mustMatchFilters, let filters = ruled.filters {
        if filtered == nil { filtered = snapshot.documents(matching: filters) }
        guard filtered?.contains(doc) == true else { continue }
      }
      ruled.promotions.append((doc, promotion.position))
    }

    var response = snapshot.search(ruled, indexName: indexName)
    let fields = Set(ruled.responseFields)
    func wanted(_ name: String) -> Bool { fields.contains("*") || fields.contains(name) }
    if wanted("query") { response.query = text }
    if wanted("userData"), !application.userData.isEmpty {
      response.userData = application.userData
    }
    if wanted("appliedRules") {
      response.additionalFields["appliedRules"] = .array(
        application.applied.map { ["objectID": .string($0.objectID)] })
    }
    if wanted("renderingContent"), let content = application.renderingContent {
      response.renderingContent = content
    }
    if ruled.getRankingInfo, !ruled.promotions.isEmpty {
      let promoted = Set(ruled.promotions.map { snapshot.objectIDs[Int($0.doc)] })
      for index in response.hits.indices {
        guard case .object(var hit) = response.hits[index],
          let id = hit["objectID"]?.stringValue, promoted.contains(id),
          case .object(var info)? = hit["_rankingInfo"]
        else { continue }
        info["promoted"] = true
        hit["_rankingInfo"] = .object(info)
        response.hits[index] = .object(hit)
      }
    }
    return response
  }
}
