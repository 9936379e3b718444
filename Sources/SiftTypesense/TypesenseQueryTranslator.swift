import Foundation
import SiftCore

/// Translates one search in Algolia's parameters into the parameters of a Typesense
/// `multi_search` entry, and says how to read its result back.
///
/// Every parameter is translated, accepted as having no effect on a server (analytics flags),
/// or refused with a ``TypesenseError`` naming it: none is silently dropped. The configuration's
/// and the collection's raw Typesense parameters are laid down first, and what the search
/// translates overrides them.
struct TypesenseQueryTranslator: Sendable {
  /// Algolia's default number of hits per page.
  static let defaultHitsPerPage = 20
  /// Typesense's largest page.
  static let maximumHitsPerPage = 250
  /// Algolia's default number of values per facet.
  static let defaultValuesPerFacet = 100
  /// How many results a search must find with fewer typos before Typesense stops looking for
  /// more (`typo_tokens_threshold`) under Algolia's `typoTolerance: true`: as many as Algolia
  /// lets a user page through by default, so that every reachable page has its typo matches.
  static let typoMatchThreshold = 1_000
  /// A `highlight_fields` value that names no field, for searches that highlight nothing.
  static let noHighlightFields = "__sift_no_highlight__"

  /// What the search is sent to.
  let target: TypesenseSearchTarget
  /// The search.
  let query: SearchQuery

  /// Translates the search.
  ///
  /// - Returns: The entry's parameters and how to read its result.
  /// - Throws: ``TypesenseError`` naming the parameter Typesense cannot express, or a filter
  ///   that does not parse.
  func translate() throws(TypesenseError) -> TypesenseSearchTranslation {
    try TypesenseParameterSupport.check(query)
    try refuseWhatTypesenseCannotExpress()
    var parameters: [String: JSON] = [:]
    for (name, value) in target.configuration.additionalSearchParameters {
      parameters[name] = .string(value)
    }
    for (name, value) in target.parameters.searchParameters { parameters[name] = .string(value) }
    parameters["collection"] = .string(target.collection)

    let text = (query.query ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    parameters["q"] = .string(text.isEmpty ? "*" : text)
    let fields = try searchFields()
    if fields.isEmpty, !text.isEmpty {
      throw .invalidParameter(
        name: "query",
        reason: "the collection \(target.collection) has no indexed string field to search; "
          + "set its CollectionParameters.queryBy")
    }
    if !fields.isEmpty {
      parameters["query_by"] = .string(fields.map(\.name).joined(separator: ","))
      let weights = fields.compactMap(\.weight)
      if weights.count == fields.count {
        parameters["query_by_weights"] = .string(weights.map(String.init).joined(separator: ","))
      } else if !weights.isEmpty {
        throw .invalidParameter(
          name: "query_by_weights",
          reason: "give every searched field of \(target.collection) a weight, or none")
      }
    }
    try addTypoTolerance(to: &parameters, fields: fields)
    try addPrefixAndWordRemoval(to: &parameters)
    let (page, hitsPerPage, window) = try addPaging(to: &parameters)
    let geo = try geoSearch()
    if let filterBy = try filterClause(geo: geo.filter).rendered {
      // A raw `filter_by` of the configuration or collection (a standing restriction) holds too.
      if let standing = parameters["filter_by"]?.stringValue, !standing.isEmpty {
        parameters["filter_by"] = .string("(\(standing)) && (\(filterBy))")
      } else {
        parameters["filter_by"] = .string(filterBy)
      }
    }
    try addSorting(to: &parameters, geoSort: geo.sort, hasText: !text.isEmpty)
    try addFacets(to: &parameters)
    let grouped = try addDistinct(to: &parameters)
    if try extraBool("enableRules") == false { parameters["enable_overrides"] = false }
    let highlighting = try highlighting(fields: fields)
    parameters["highlight_fields"] = .string(
      highlighting.typesenseFields.isEmpty
        ? Self.noHighlightFields : highlighting.typesenseFields.joined(separator: ","))
    if !highlighting.typesenseFields.isEmpty {
      parameters["highlight_full_fields"] = .string(
        highlighting.typesenseFields.joined(separator: ","))
    }
    parameters["highlight_start_tag"] = .string(highlighting.preTag)
    parameters["highlight_end_tag"] = .string(highlighting.postTag)
    let retrieval = retrieval(adding: highlighting.attributes, to: &parameters)

    let reading = TypesenseResponseReading(
      indexName: target.indexName, query: query, queryWords: Self.words(of: text), page: page,
      hitsPerPage: hitsPerPage, window: window, highlighted: highlighting.highlighted,
      snippeted: highlighting.snippeted, preTag: highlighting.preTag,
      postTag: highlighting.postTag, ellipsis: try extraString("snippetEllipsisText") ?? "…",
      retrieval: retrieval, geoField: target.configuration.geoLocationField,
      geoCenter: geo.center, getRankingInfo: query.getRankingInfo ?? false,
      clickAnalytics: query.clickAnalytics ?? false,
      responseFields: try extraStrings("responseFields"),
      renderingContent: extra("renderingContent"),
      schema: target.schema, grouped: grouped)
    return TypesenseSearchTranslation(parameters: parameters, reading: reading)
  }

  /// Refuses the modelled parameters whose values Typesense cannot express.
  private func refuseWhatTypesenseCannotExpress() throws(TypesenseError) {
    if let optional = query.optionalFilters, !optional.elements.isEmpty {
      throw .unsupportedParameter(
        name: "optionalFilters",
        reason: "Typesense 0.24 has no optional filters that boost matching records")
    }
    if let contexts = query.ruleContexts, !contexts.isEmpty {
      throw .unsupportedParameter(
        name: "ruleContexts", reason: "Typesense's overrides have no contexts")
    }
    if let strictness = query.relevancyStrictness, strictness != 100 {
      throw .unsupportedParameter(
        name: "relevancyStrictness",
        reason: "Typesense has no relevant sort: a sorted index sorts every hit")
    }
    if query.sortFacetValuesBy == .alpha {
      throw .unsupportedParameter(
        name: "sortFacetValuesBy", reason: "Typesense 0.24 sorts facet values by count only")
    }
    if query.facetingAfterDistinct == true {
      throw .unsupportedParameter(
        name: "facetingAfterDistinct",
        reason: "Typesense counts facets over every match, grouped or not")
    }
    if try extraBool("restrictHighlightAndSnippetArrays") == true {
      throw .unsupportedParameter(
        name: "restrictHighlightAndSnippetArrays",
        reason: "Typesense highlights every element of an array")
    }
    if try extraBool("allowTyposOnNumericTokens") == false {
      throw .unsupportedParameter(
        name: "allowTyposOnNumericTokens",
        reason: "Typesense allows typos on every word, numbers included")
    }
  }

  // MARK: Searched fields and typos

  /// The fields the query searches: the collection's ``CollectionParameters/queryBy``, else
  /// every indexed string field of the schema, narrowed by `restrictSearchableAttributes`.
  private func searchFields() throws(TypesenseError) -> [TypesenseSearchService.SearchField] {
    var fields = target.parameters.queryBy
    if fields.isEmpty {
      fields = target.schema.fields
        .filter { $0.isString && $0.index && $0.name != "id" }
        .map { TypesenseSearchService.SearchField($0.name) }
    }
    if let restriction = try extraStrings("restrictSearchableAttributes") {
      let allowed = Set(restriction)
      let restricted = fields.filter { allowed.contains($0.name) }
      guard !restricted.isEmpty || restriction.isEmpty else {
        throw .invalidParameter(
          name: "restrictSearchableAttributes",
          reason: "none of \(restriction) is searched in \(target.collection) (searched: "
            + fields.map(\.name).joined(separator: ", ") + ")")
      }
      if !restriction.isEmpty { fields = restricted }
    }
    return fields
  }

  private func addTypoTolerance(
    to parameters: inout [String: JSON], fields: [TypesenseSearchService.SearchField]
  ) throws(TypesenseError) {
    var typos = 2
    switch query.typoTolerance ?? .enabled {
    case .enabled:
      parameters["typo_tokens_threshold"] = .number(JSON.Number(Self.typoMatchThreshold))
    case .min:
      parameters["typo_tokens_threshold"] = 1
    case .disabled:
      typos = 0
    case .strict:
      throw .unsupportedParameter(
        name: "typoTolerance",
        reason: "Typesense keeps either every typo match or the fewest typos (\"min\"), not the "
          + "two lowest counts")
    }
    let exempt = Set(try extraStrings("disableTypoToleranceOnAttributes") ?? [])
    let perField = fields.map { exempt.contains($0.name) ? 0 : typos }
    if Set(perField).count > 1 {
      parameters["num_typos"] = .string(perField.map(String.init).joined(separator: ","))
    } else {
      parameters["num_typos"] = .number(JSON.Number(perField.first ?? typos))
    }
    if let length = try nonNegative(query.minWordSizefor1Typo, "minWordSizefor1Typo") {
      parameters["min_len_1typo"] = .number(JSON.Number(length))
    }
    if let length = try nonNegative(query.minWordSizefor2Typos, "minWordSizefor2Typos") {
      parameters["min_len_2typo"] = .number(JSON.Number(length))
    }
  }

  private func addPrefixAndWordRemoval(to parameters: inout [String: JSON]) throws(TypesenseError) {
    switch try extraString("queryType") {
    case nil, "prefixLast": break
    case "prefixNone": parameters["prefix"] = false
    case "prefixAll":
      throw .unsupportedParameter(
        name: "queryType", reason: "Typesense reads only the last word of a query as a prefix")
    case let other?:
      throw .invalidParameter(
        name: "queryType",
        reason: "expected prefixLast, prefixAll or prefixNone, found \(other)")
    }
    switch try extraString("removeWordsIfNoResults") {
    case nil, "none": parameters["drop_tokens_threshold"] = 0
    case "lastWords": parameters["drop_tokens_threshold"] = 1
    case "firstWords", "allOptional":
      throw .unsupportedParameter(
        name: "removeWordsIfNoResults",
        reason: "Typesense 0.24 drops a query's words from its end only (lastWords)")
    case let other?:
      throw .invalidParameter(
        name: "removeWordsIfNoResults",
        reason: "expected none, lastWords, firstWords or allOptional, found \(other)")
    }
  }

  // MARK: Paging

  /// Sets `page` and `per_page`; returns the zero-based page, the hits per page and, for
  /// `offset` / `length`, the slice of Typesense's page to keep.
  private func addPaging(
    to parameters: inout [String: JSON]
  ) throws(TypesenseError) -> (Int, Int, TypesenseResponseReading.Window?) {
    let offset = try nonNegative(query.offset, "offset")
    let length = try nonNegative(query.length, "length")
    if offset != nil || length != nil {
      guard let offset, let length else {
        throw .invalidParameter(
          name: offset == nil ? "offset" : "length", reason: "offset and length go together")
      }
      guard length <= Self.maximumHitsPerPage else {
        throw .unsupportedParameter(
          name: "length", reason: "Typesense returns at most \(Self.maximumHitsPerPage) hits a page"
        )
      }
      // The smallest page size whose page holds the whole window.
      var size = max(length, 1)
      while size <= Self.maximumHitsPerPage {
        let pageIndex = offset / size
        if offset + length <= (pageIndex + 1) * size { break }
        size += 1
      }
      guard size <= Self.maximumHitsPerPage else {
        throw .unsupportedParameter(
          name: "offset",
          reason: "Typesense pages hold at most \(Self.maximumHitsPerPage) hits, and hits "
            + "\(offset)..<\(offset + length) do not fall in one page")
      }
      let pageIndex = offset / size
      parameters["per_page"] = .number(JSON.Number(length == 0 ? 0 : size))
      parameters["page"] = .number(JSON.Number(pageIndex + 1))
      let window = TypesenseResponseReading.Window(
        offset: offset, length: length, skip: offset - pageIndex * size)
      return (length == 0 ? 0 : offset / length, length, window)
    }
    let hitsPerPage = try nonNegative(query.hitsPerPage, "hitsPerPage") ?? Self.defaultHitsPerPage
    guard hitsPerPage <= Self.maximumHitsPerPage else {
      throw .unsupportedParameter(
        name: "hitsPerPage",
        reason: "Typesense returns at most \(Self.maximumHitsPerPage) hits "
          + "a page (asked for \(hitsPerPage))")
    }
    let page = try nonNegative(query.page, "page") ?? 0
    parameters["per_page"] = .number(JSON.Number(hitsPerPage))
    parameters["page"] = .number(JSON.Number(page + 1))
    return (page, hitsPerPage, nil)
  }

  // MARK: Sorting, facets, distinct

  /// Sets `sort_by`: the sorted index's, else the collection's, else a raw `sort_by`; with the
  /// distance of a search around a point where Algolia's ranking puts it, right after text
  /// relevance (first when the sort has no `_text_match`). Typesense sorts by at most three
  /// criteria: criteria after the distance beyond the third are left out.
  private func addSorting(
    to parameters: inout [String: JSON], geoSort: String?, hasText: Bool
  ) throws(TypesenseError) {
    var sortBy = target.sortBy ?? target.parameters.sortBy ?? parameters["sort_by"]?.stringValue
    if let geoSort {
      var criteria =
        sortBy.map {
          $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        } ?? []
      if criteria.isEmpty, hasText { criteria = ["_text_match:desc"] }
      let relevance = criteria.firstIndex { $0.hasPrefix("_text_match") }
      let position = relevance.map { $0 + 1 } ?? 0
      criteria.insert(geoSort, at: position)
      criteria = Array(criteria.prefix(max(3, position + 1)))
      sortBy = criteria.joined(separator: ",")
    }
    if let sortBy { parameters["sort_by"] = .string(sortBy) }
  }

  private func addFacets(to parameters: inout [String: JSON]) throws(TypesenseError) {
    guard let requested = query.facets, !requested.isEmpty else { return }
    let facetFields = target.schema.fields.filter { $0.facet && $0.baseType != "object" }
      .map(\.name)
    let declared = Set(facetFields)
    var names: [String] = []
    // As Algolia does, attributes that are not facets get no counts (and no error).
    for name in requested.contains("*") ? facetFields : requested
    where declared.contains(name) && !names.contains(name) {
      names.append(name)
    }
    guard !names.isEmpty else { return }
    parameters["facet_by"] = .string(names.joined(separator: ","))
    let values =
      try nonNegative(query.maxValuesPerFacet, "maxValuesPerFacet") ?? Self.defaultValuesPerFacet
    parameters["max_facet_values"] = .number(JSON.Number(values))
  }

  /// Sets `group_by` for Algolia's `distinct`; returns whether hits come grouped.
  private func addDistinct(to parameters: inout [String: JSON]) throws(TypesenseError) -> Bool {
    let count: Int
    switch query.distinct {
    case nil, .enabled(false)?: return false
    case .enabled(true)?: count = 1
    case .count(let value)?: count = value
    }
    guard count > 0 else { return false }
    guard let attribute = target.parameters.distinctAttribute else {
      throw .unsupportedParameter(
        name: "distinct",
        reason: "the collection \(target.collection) has no distinct attribute: set its "
          + "CollectionParameters.distinctAttribute (a facet field) to group hits by it")
    }
    guard count <= 99 else {
      throw .unsupportedParameter(
        name: "distinct", reason: "Typesense keeps at most 99 hits per group")
    }
    parameters["group_by"] = .string(attribute)
    parameters["group_limit"] = .number(JSON.Number(count))
    return true
  }

  // MARK: Highlighting and retrieval

  /// The attributes to highlight and snippet, and what Typesense highlights for them.
  private struct Highlighting {
    var highlighted: [String]
    var snippeted: [TypesenseResponseReading.Snippet]
    /// The string fields Typesense highlights in full.
    var typesenseFields: [String]
    var preTag: String
    var postTag: String

    /// Every attribute highlighted or snippeted.
    var attributes: [String] {
      highlighted + snippeted.map(\.attribute).filter { !highlighted.contains($0) }
    }
  }

  private func highlighting(
    fields: [TypesenseSearchService.SearchField]
  ) throws(TypesenseError) -> Highlighting {
    let stringFields = target.schema.fields.filter { $0.isString && $0.index }.map(\.name)
    func expand(_ names: [String]) -> [String] {
      var result: [String] = []
      for name in names.contains("*") ? stringFields : names where !result.contains(name) {
        result.append(name)
      }
      return result
    }
    let highlighted = expand(
      query.attributesToHighlight ?? target.parameters.attributesToHighlight
        ?? fields.map(\.name))
    var snippeted: [TypesenseResponseReading.Snippet] = []
    for entry in query.attributesToSnippet ?? target.parameters.attributesToSnippet ?? [] {
      let parts = entry.split(separator: ":", maxSplits: 1)
      var words = 10
      if parts.count == 2 {
        guard let count = Int(parts[1]), count > 0 else {
          throw .invalidParameter(
            name: "attributesToSnippet",
            reason: "expected attribute or attribute:words, found \(entry)")
        }
        words = count
      }
      for name in expand([String(parts.first ?? "")])
      where !snippeted.contains(where: { $0.attribute == name }) {
        snippeted.append(TypesenseResponseReading.Snippet(attribute: name, words: words))
      }
    }
    let strings = Set(stringFields)
    var typesenseFields: [String] = []
    for name in highlighted + snippeted.map(\.attribute)
    where strings.contains(name) && !typesenseFields.contains(name) {
      typesenseFields.append(name)
    }
    return Highlighting(
      highlighted: highlighted, snippeted: snippeted, typesenseFields: typesenseFields,
      preTag: query.highlightPreTag ?? HighlightedString.defaultPreTag,
      postTag: query.highlightPostTag ?? HighlightedString.defaultPostTag)
  }

  /// Sets `include_fields` / `exclude_fields` for `attributesToRetrieve`, fetching the
  /// highlighted attributes too (they are removed from hits that did not ask for them).
  private func retrieval(
    adding highlighted: [String], to parameters: inout [String: JSON]
  ) -> TypesenseResponseReading.Retrieval {
    guard let names = query.attributesToRetrieve else { return .all }
    let excluded = names.filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) }
    let included = names.filter { !$0.hasPrefix("-") }
    if included.contains("*") || (included.isEmpty && !excluded.isEmpty) {
      let dropped = excluded.filter { !highlighted.contains($0) }
      if !dropped.isEmpty { parameters["exclude_fields"] = .string(dropped.joined(separator: ",")) }
      return excluded.isEmpty ? .all : .except(Set(excluded))
    }
    var fetched = ["id"] + included
    for name in highlighted + [target.configuration.geoLocationField]
    where !fetched.contains(name) {
      fetched.append(name)
    }
    parameters["include_fields"] = .string(fetched.joined(separator: ","))
    return .only(Set(included))
  }

  /// A query's words, folded, for `matchedWords`; words Typesense excludes (`-word`) are left
  /// out.
  static func words(of text: String) -> [String] {
    var words: [String] = []
    for token in text.split(whereSeparator: { $0.isWhitespace }) where !token.hasPrefix("-") {
      let word = TypesenseHighlighter.fold(
        String(token.filter { $0.isLetter || $0.isNumber }))
      if !word.isEmpty, !words.contains(word) { words.append(word) }
    }
    return words
  }
}
