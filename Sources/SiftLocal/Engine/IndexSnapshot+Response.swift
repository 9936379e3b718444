import SiftCore

extension IndexSnapshot {
  /// Runs a search and renders Algolia's response.
  /// - Complexity: that of ``match(_:)``, plus O(matches · facet values per record) for facets
  ///   and O(page size · attribute length) for highlighting.
  func search(_ request: SearchRequest, indexName: String?) -> SearchResponse {
    let clock = ContinuousClock()
    let started = clock.now
    let window = PageWindow(request, limit: settings.paginationLimitedTo)
    var request = resolvingAutomaticRadius(request)
    // Promoted records take the places of others: as many more are ranked, and the matches
    // are kept to tell the promoted records that match from those added.
    let topCount =
      window.overflow
      ? window.limit : min(window.wanted, window.limit) + request.promotions.count
    let needsFacetDocuments = !request.facets.isEmpty || !request.promotions.isEmpty
    var outcome = match(request, topCount: topCount, needsFacetDocuments: needsFacetDocuments)
    // removeWordsIfNoResults: the query again, a word fewer each time (or every word
    // optional), until something is found.
    var queryAfterRemoval: String?
    if outcome.nbHits == 0, request.removeWordsIfNoResults != .none {
      let original = request.text
      for attempt in Self.removals(
        of: original, tokenizer: tokenizer, request.removeWordsIfNoResults)
      {
        request.text = attempt.text
        request.optionalWords = attempt.optionalWords + request.optionalWords
        outcome = match(request, topCount: topCount, needsFacetDocuments: needsFacetDocuments)
        request.optionalWords.removeFirst(attempt.optionalWords.count)
        if outcome.nbHits > 0 {
          queryAfterRemoval = attempt.text
          break
        }
      }
      if queryAfterRemoval == nil { request.text = original }
    }
    outcome = promoting(outcome, request: request)
    let nbHits = outcome.nbHits
    let end = min(
      window.overflow ? Int.max : window.wanted, nbHits, window.limit, outcome.ranked.count)
    let pageDocuments = window.start < end ? Array(outcome.ranked[window.start..<end]) : []
    let reachable = min(outcome.nbSortedHits ?? nbHits, window.limit)
    let nbPages =
      request.hitsPerPage > 0 ? (reachable + request.hitsPerPage - 1) / request.hitsPerPage : 0

    let highlighter = highlighter(for: outcome, request: request)
    let hits = pageDocuments.map { hit(for: $0, request: request, highlighter: highlighter) }
    // The hits are built: the scratch is kept for the next search.
    highlightScratches.recycle(highlighter.scratch)

    var facets: ([String: [String: Int]], [String: FacetStats])?
    if !request.facets.isEmpty {
      var counts: [String: [String: Int]] = [:]
      var stats: [String: FacetStats] = [:]
      var afterDistinct: DocSet?
      // The facets counted over the matches without statistics: counted together, in one pass
      // over the matches.
      var together: [(name: String, column: FacetColumn)] = []
      for name in requestedFacets(request.facets) {
        guard let column = self.facets[name] else { continue }
        if !column.hasNumbers, !countsAfterDistinct(name, request) {
          together.append((name, column))
          continue
        }
        let (values, stat) = facetCounts(
          column, documents: countedDocuments(name, outcome, request, cache: &afterDistinct),
          request: request)
        counts[name] = values
        if let stat { stats[name] = stat }
      }
      let counted = Self.valueCounts(
        of: together.map(\.column), over: outcome.facetDocuments,
        count: outcome.facetDocumentCount)
      for ((name, column), valueCounts) in zip(together, counted) {
        counts[name] = Self.shownValues(column, counts: valueCounts, request: request)
      }
      facets = (counts, stats)
    }
    // The matches are no longer needed: their bitmap goes back to the pool.
    docSets.recycle(outcome.facetDocuments)
    return response(
      request: request, indexName: indexName, window: window, hits: hits, nbHits: nbHits,
      nbPages: nbPages, facets: facets, nbSortedHits: outcome.nbSortedHits,
      queryAfterRemoval: queryAfterRemoval, started: started)
  }

  /// Where a search's page starts and ends among the ranked documents.
  struct PageWindow {
    /// The first hit of the page, its number of hits, and where it ends (`overflow` when that
    /// is past `Int.max`).
    let start: Int
    let length: Int
    let wanted: Int
    let overflow: Bool
    /// `paginationLimitedTo`.
    let limit: Int

    /// The window of `request` (`page` and `hitsPerPage`, or `offset` and `length`).
    init(_ request: SearchRequest, limit: Int) {
      self.limit = limit
      if let offset = request.offset {
        start = offset
        length = request.length ?? request.hitsPerPage
      } else {
        let (product, productOverflow) = request.page.multipliedReportingOverflow(
          by: request.hitsPerPage)
        start = productOverflow ? Int.max : product
        length = request.hitsPerPage
      }
      (wanted, overflow) = start.addingReportingOverflow(length)
    }
  }

  /// The highlighter of the hits of `outcome`.
  func highlighter(for outcome: MatchOutcome, request: SearchRequest) -> Highlighter {
    Highlighter(
      words: outcome.words, terms: terms, tokenizer: tokenizer, preTag: request.highlightPreTag,
      postTag: request.highlightPostTag, ellipsis: request.snippetEllipsisText,
      hits: outcome.hits, replaceSynonyms: request.replaceSynonymsInHighlight, snapshot: self,
      scratch: highlightScratches.take())
  }

  /// Algolia's response of a search, around its hits, counts and facets (counts by value and
  /// statistics by facet).
  func response(
    request: SearchRequest, indexName: String?, window: PageWindow, hits: [JSON], nbHits: Int,
    nbPages: Int, facets: ([String: [String: Int]], [String: FacetStats])?, nbSortedHits: Int?,
    queryAfterRemoval: String?, started: ContinuousClock.Instant
  ) -> SearchResponse {
    var response = SearchResponse(
      hits: hits, nbHits: nbHits, page: request.offset == nil ? request.page : nil,
      nbPages: nbPages, hitsPerPage: request.hitsPerPage, exhaustiveNbHits: true,
      query: request.query.query ?? "", index: indexName)
    response.setParameters(of: request.query)
    if request.offset != nil { response.additionalFields["offset"] = JSON(window.start) }
    if request.offset != nil { response.additionalFields["length"] = JSON(window.length) }
    if let (counts, stats) = facets {
      response.facets = counts
      response.facetsStats = stats.isEmpty ? nil : stats
      response.exhaustiveFacetsCount = true
    }
    if let nbSortedHits {
      response.nbSortedHits = nbSortedHits
      response.appliedRelevancyStrictness = request.relevancyStrictness
    }
    if let queryAfterRemoval {
      response.additionalFields["queryAfterRemoval"] = .string(queryAfterRemoval)
    }
    if let renderingContent = settings.renderingContent {
      response.renderingContent = renderingContent
    }
    response.exhaustive = ExhaustiveFlags(
      facetsCount: request.facets.isEmpty ? nil : true, nbHits: true, typo: true)
    if request.clickAnalytics { response.queryID = Self.makeQueryID() }
    if let center = request.aroundLatLng {
      response.aroundLatLng = "\(center.lat),\(center.lng)"
      if request.automaticRadius, let radius = request.aroundRadius {
        response.additionalFields["automaticRadius"] = .string(
          String(Self.clampedInt(radius.rounded())))
      }
    }
    let elapsed = ContinuousClock().now - started
    response.processingTimeMS = Int(
      elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
    return Self.keeping(request.responseFields, of: response)
  }

  /// The most words `lastWords` and `firstWords` remove, as Algolia documents them.
  static let removedWordsLimit = 5

  /// The queries to try, in order, when a query finds nothing (`removeWordsIfNoResults`): its
  /// text with words removed, one more each time and at most ``removedWordsLimit``, or all its
  /// words made optional.
  static func removals(
    of text: String, tokenizer: Tokenizer, _ mode: LocalIndexSettings.RemoveWordsIfNoResults
  ) -> [(text: String, optionalWords: [String])] {
    let scalars = Array(text.unicodeScalars)
    let tokens = tokenizer.tokens(in: text)
    guard tokens.count > 1 else { return [] }
    func words(_ range: Range<Int>) -> String {
      guard let first = range.first, let last = range.last else { return "" }
      var result = String.UnicodeScalarView()
      result.append(contentsOf: scalars[tokens[first].start..<tokens[last].end])
      // The last word keeps its prefix matching when the text did not end after it.
      if last == tokens.count - 1 { result.append(contentsOf: scalars[tokens[last].end...]) }
      return String(result)
    }
    switch mode {
    case .none: return []
    case .lastWords:
      return (1..<min(tokens.count, removedWordsLimit + 1)).map {
        (words(0..<tokens.count - $0) + " ", [])
      }
    case .firstWords:
      return (1..<min(tokens.count, removedWordsLimit + 1)).map {
        (words($0..<tokens.count), [])
      }
    case .allOptional:
      let all = tokens.map { TextFolding.string($0.folded) }
      return [(text, all)]
    }
  }

  /// The response with only `fields` (`responseFields`; `*` keeps every field).
  static func keeping(_ fields: [String], of response: SearchResponse) -> SearchResponse {
    guard !fields.contains("*") else { return response }
    let names = Set(fields)
    var kept = SearchResponse(hits: names.contains("hits") ? response.hits : [])
    func keep<Value>(_ name: String, _ path: WritableKeyPath<SearchResponse, Value?>) {
      if names.contains(name) { kept[keyPath: path] = response[keyPath: path] }
    }
    keep("nbHits", \.nbHits)
    keep("page", \.page)
    keep("nbPages", \.nbPages)
    keep("hitsPerPage", \.hitsPerPage)
    keep("processingTimeMS", \.processingTimeMS)
    keep("exhaustiveNbHits", \.exhaustiveNbHits)
    keep("exhaustiveFacetsCount", \.exhaustiveFacetsCount)
    keep("facets", \.facets)
    keep("facets_stats", \.facetsStats)
    keep("query", \.query)
    keep("params", \.params)
    keep("queryID", \.queryID)
    keep("index", \.index)
    keep("userData", \.userData)
    keep("renderingContent", \.renderingContent)
    keep("nbSortedHits", \.nbSortedHits)
    keep("appliedRelevancyStrictness", \.appliedRelevancyStrictness)
    keep("aroundLatLng", \.aroundLatLng)
    keep("exhaustive", \.exhaustive)
    kept.additionalFields = response.additionalFields.filter { names.contains($0.key) }
    return kept
  }

  /// The documents the counts of facet `name` are over: the matches (before distinct unless
  /// `facetingAfterDistinct`), or, for an `afterDistinct(…)` facet when distinct applies, the
  /// distinct hits (made once, in `cache`).
  func countedDocuments(
    _ name: String, _ outcome: MatchOutcome, _ request: SearchRequest, cache: inout DocSet?
  ) -> DocSet {
    guard countsAfterDistinct(name, request) else { return outcome.facetDocuments }
    if let cache { return cache }
    // With distinct every hit is ranked, so the ranked documents are the distinct hits.
    assert(outcome.ranked.count == outcome.nbHits, "distinct hits not all ranked")
    var set = DocSet(universe: count)
    for document in outcome.ranked { set.insert(document.doc) }
    cache = set
    return set
  }

  /// Whether facet `name` is counted over the distinct hits rather than the matches (an
  /// `afterDistinct(…)` facet when distinct applies; see ``countedDocuments(_:_:_:cache:)``).
  func countsAfterDistinct(_ name: String, _ request: SearchRequest) -> Bool {
    !request.facetingAfterDistinct && request.distinct > 0 && distinctGroups != nil
      && settings.attributesForFaceting.contains { $0.name == name && $0.isAfterDistinct }
  }

  /// The facet attributes a `facets` parameter names: `*` for every declared facet; names not
  /// declared (or filter-only) are left out, as Algolia does.
  func requestedFacets(_ names: [String]) -> [String] {
    let declared = settings.attributesForFaceting.filter { !$0.isFilterOnly }.map(\.name)
    if names.contains("*") { return declared }
    // A search box asks for a few: compared one by one, with no set to build and hash.
    if names.count * declared.count <= 256 {
      var kept: [String] = []
      for name in names where declared.contains(name) && !kept.contains(name) {
        kept.append(name)
      }
      return kept
    }
    let allowed = Set(declared)
    var seen: Set<String> = []
    return names.filter { allowed.contains($0) && seen.insert($0).inserted }
  }

  /// Counts of a facet's values over `documents`: the top `maxValuesPerFacet` by count then
  /// value (or by value with `sortFacetValuesBy: alpha`), and the numeric values' statistics.
  /// - Complexity: O(universe / 64 + values of the documents + v log k) for v distinct values
  ///   and k = `maxValuesPerFacet` (value ids are in display order, so only the kept values are
  ///   sorted).
  func facetCounts(
    _ column: FacetColumn, documents: DocSet, request: SearchRequest
  ) -> ([String: Int], FacetStats?) {
    var counts = [UInt32](repeating: 0, count: column.valueCount)
    var stats: FacetStats?
    if column.hasNumbers {
      // Counted together with the statistics, in document order (the same sums as adding the
      // numbers one by one).
      var minimum = Double.infinity
      var maximum = -Double.infinity
      var sum = 0.0
      var numbers = 0
      counts.withUnsafeMutableBufferPointer { counts in
        func add(_ id: Int, _ number: Double?) {
          counts[id] &+= 1
          guard let number else { return }
          minimum = min(minimum, number)
          maximum = max(maximum, number)
          sum += number
          numbers += 1
        }
        let limit = column.valueCount
        switch column.values {
        case .numbers(let values):
          values.withUnsafeBufferPointer { values in
            column.docValues.forEachValue(of: documents, limit: limit) { add($0, values[$0]) }
          }
        case .text:
          let textNumbers = column.textNumbers
          column.docValues.forEachValue(of: documents, limit: min(limit, textNumbers.count)) {
            add($0, textNumbers[$0])
          }
        }
      }
      if numbers > 0 {
        stats = FacetStats(min: minimum, max: maximum, avg: sum / Double(numbers), sum: sum)
      }
    } else {
      column.docValues.count(documents, into: &counts)
    }
    return (Self.shownValues(column, counts: counts, request: request), stats)
  }

  /// The values of a facet to show, with their counts (`counts` by value id): the top
  /// `maxValuesPerFacet` by count then value (or by value with `sortFacetValuesBy: alpha`).
  /// - Complexity: O(v log k) for v values and k = `maxValuesPerFacet`.
  static func shownValues(
    _ column: FacetColumn, counts: [UInt32], request: SearchRequest
  ) -> [String: Int] {
    let shown = topValues(
      counts, limit: request.maxValuesPerFacet, byValue: request.sortFacetValuesByAlpha)
    return column.shownValues(shown, counts: counts)
  }

  /// The counts by value id of each of `columns` over `documents`: from each value's documents
  /// for a column of few values where that is cheaper
  /// (``FacetColumn/countsFromValueDocuments(over:total:)``), the others document by document
  /// (``countingEachDocument(_:over:)``). Over most of the documents, the others are counted
  /// instead, and their counts taken from the column's over every document (kept in
  /// ``FacetColumn/everyDocumentCounts``). `count` is the number of `documents` when the
  /// caller knows it (``MatchOutcome/facetDocumentCount``); they are counted otherwise.
  /// - Complexity: O(universe / 64 + Σ values of the fewer of the documents and the others
  ///   over the columns); O(universe) more for a column the first time.
  static func valueCounts(
    of columns: [FacetColumn], over documents: DocSet, count: Int? = nil
  ) -> [[UInt32]] {
    guard !columns.isEmpty else { return [] }
    assert(count == nil || count == documents.count, "a known count that is not the set's")
    let total = count ?? documents.count
    let universe = documents.universe
    guard total > universe / 2 else {
      return valueCounts(of: columns, over: documents, total: total)
    }
    // A search of frequent words matches most documents: the others are fewer to count.
    var others = documents
    others.invert()
    let counted = valueCounts(of: columns, over: others, total: universe - total)
    return zip(columns, counted).map { column, othersCounts in
      // A column is counted over sets of its snapshot's documents, whose universe is theirs.
      let every = column.everyDocumentCounts.value {
        valueCounts(
          of: [column], over: DocSet(universe: universe, full: true), total: universe)[0]
      }
      // Counted by the same code over the same documents, so none is below the others' count.
      return zip(every, othersCounts).map { $0 &- $1 }
    }
  }

  /// ``valueCounts(of:over:)`` counting `documents` themselves, `total` of them.
  private static func valueCounts(
    of columns: [FacetColumn], over documents: DocSet, total: Int
  ) -> [[UInt32]] {
    // Columns of few values, one of them on most documents, are counted from each value's
    // documents; the others document by document, together.
    let fromValues = columns.map { $0.countsFromValueDocuments(over: documents, total: total) }
    let counted = columns.indices.filter { fromValues[$0] == nil }
    let byDocument = countingEachDocument(counted.map { columns[$0] }, over: documents)
    var results = fromValues.map { $0 ?? [] }
    for (index, counts) in zip(counted, byDocument) { results[index] = counts }
    return results
  }

  /// The counts by value id of each of `columns` over `documents`, counted in one pass over
  /// the documents: a block of them is listed, then each column counts the block while it is
  /// in cache.
  /// - Complexity: O(universe / 64 + Σ values of the documents over the columns).
  static func countingEachDocument(
    _ columns: [FacetColumn], over documents: DocSet
  ) -> [[UInt32]] {
    guard !columns.isEmpty else { return [] }
    var slots = columns.map { column in
      [UInt32](repeating: 0, count: column.docValues.countSlots(valueCount: column.valueCount))
    }
    // One column: counted straight from the set's words, with no block between.
    if columns.count == 1,
      slots[0].withUnsafeMutableBufferPointer({ columns[0].docValues.count(documents, into: $0) })
    {
      return [columns[0].docValues.counts(slots[0], valueCount: columns[0].valueCount)]
    }
    var block = [UInt32](repeating: 0, count: FacetDocValues.blockSize)
    block.withUnsafeMutableBufferPointer { block in
      func countBlock(_ count: Int) {
        let listed = UnsafeBufferPointer(rebasing: block[0..<count])
        for index in columns.indices {
          slots[index].withUnsafeMutableBufferPointer {
            columns[index].docValues.count(
              block: listed, valueCount: columns[index].valueCount, into: $0)
          }
        }
      }
      guard let base = block.baseAddress else { return }
      var filled = 0
      documents.words.withUnsafeBufferPointer { words in
        for index in words.indices {
          // Room for a whole word's documents.
          if filled > FacetDocValues.blockSize - 64 {
            countBlock(filled)
            filled = 0
          }
          var bits = words[index]
          let first = UInt32(truncatingIfNeeded: index << 6)
          while bits != 0 {
            base[filled] = first | UInt32(truncatingIfNeeded: bits.trailingZeroBitCount)
            filled &+= 1
            bits &= bits &- 1
          }
        }
      }
      if filled > 0 { countBlock(filled) }
    }
    return columns.indices.map { index in
      columns[index].docValues.counts(slots[index], valueCount: columns[index].valueCount)
    }
  }

  /// The ids of the `limit` values to show among those counted: by count (highest first) then
  /// id, or by id alone when `byValue` (ids are in display order, so that is by value).
  /// - Complexity: O(v log limit) for v values.
  static func topValues(_ counts: [UInt32], limit: Int, byValue: Bool) -> [Int] {
    guard limit > 0 else { return [] }
    if byValue {
      var kept: [Int] = []
      for id in counts.indices where counts[id] > 0 {
        kept.append(id)
        if kept.count == limit { break }
      }
      return kept
    }
    // Smallest keys first: the count's complement above the id.
    var top = TopKeys(capacity: limit)
    for (id, count) in counts.enumerated() where count > 0 {
      top.insert(UInt64(UInt32.max - count) << 32 | UInt64(id))
    }
    return top.sorted().map { Int(truncatingIfNeeded: $0 & 0xFFFF_FFFF) }
  }

  /// The hit of `document`: its retrieved attributes, highlights, snippets and ranking info.
  func hit(
    for document: RankedDocument, request: SearchRequest, highlighter: Highlighter
  ) -> JSON {
    let doc = Int(document.doc)
    // The members the hit reads, with room for what it adds to them.
    if highlighter.scratch.readMembers == nil {
      let members = readMembers(request)
      highlighter.scratch.readMembers = .some(members)
      // Hits that read every member: the first made from a template too, that of the first
      // record's keys (a catalogue's records mostly have the same).
      if members == nil {
        highlighter.scratch.recordShape = recordShapeSeed.value { firstRecordShape() }
      }
    }
    var record = records[doc].value(
      members: highlighter.scratch.readMembers ?? nil, reservingMembers: Self.addedHitMembers,
      shape: &highlighter.scratch.recordShape)
    // The document's matched words, read from the occurrence index once for all its
    // attributes.
    var marks: DocumentMarks?
    func documentMarks() -> DocumentMarks {
      if let marks { return marks }
      let found = self.marks(of: doc, highlighter: highlighter)
      marks = found
      return found
    }
    let (attributes, template) = highlightedAttributes(
      request, record: record, highlighter: highlighter)
    // The previous hit's room, given back below.
    var highlighted = highlighter.scratch.highlighted.take()
    for (name, field) in attributes {
      guard let value = record.attributeValue(name) else {
        highlighted.append(nil)
        continue
      }
      if let field {
        highlighted.append(highlighter.highlight(value, field: field, marks: documentMarks()))
      } else {
        highlighted.append(highlighter.highlight(value))
      }
    }
    var highlights: [String: JSON] = [:]
    if let template {
      // Every hit's highlights have the same keys: made from the template, those the record
      // lacks removed once the others are set.
      highlights = template.members(highlighted.lazy.map { $0 ?? .null })
      for (index, result) in highlighted.enumerated() where result == nil {
        highlights[attributes[index].name] = nil
      }
    } else {
      for (index, result) in highlighted.enumerated() {
        if let result { Self.set(result, at: attributes[index].name, in: &highlights) }
      }
    }
    highlighter.scratch.highlighted.keep(&highlighted)
    var snippets: [String: JSON] = [:]
    for entry in request.attributesToSnippet {
      let parts = entry.split(separator: ":", maxSplits: 1)
      let count = parts.count == 2 ? Int(parts[1]) ?? 10 : 10
      for name in attributeNames([String(parts.first ?? "")], record: record) {
        guard let value = record.attributeValue(name) else { continue }
        let result: JSON?
        if let field = highlighter.field(named: name) {
          result = highlighter.snippet(
            value, wordCount: count, field: field, marks: documentMarks())
        } else {
          result = highlighter.snippet(value, wordCount: count)
        }
        guard let result else { continue }
        Self.set(result, at: name, in: &snippets)
      }
    }
    if var used = marks {
      marks = nil
      used.giveRoom(to: highlighter.scratch)
    }
    // The record's last use: its members move to the hit, to be changed in place.
    var hit = retrieved(&record, request: request)
    let objectID = JSON.string(objectIDs[doc])
    if hit["objectID"] != objectID { hit["objectID"] = objectID }
    if !highlights.isEmpty { hit["_highlightResult"] = .object(highlights) }
    if !snippets.isEmpty { hit["_snippetResult"] = .object(snippets) }
    if request.getRankingInfo {
      var info: [String: JSON] = [
        "nbTypos": JSON(document.typos),
        "firstMatchedWord": JSON(document.firstMatchedWord),
        "proximityDistance": JSON(document.proximity),
        "userScore": JSON(count - Int(customRanks[doc])),
        "geoDistance": JSON(document.geoDistance),
        "geoPrecision": JSON(Int(request.aroundPrecision)),
        "nbExactWords": JSON(document.exact),
        "words": JSON(document.words),
        "filters": JSON(document.filters),
      ]
      if request.aroundLatLng == nil { info["geoDistance"] = JSON(0) }
      hit["_rankingInfo"] = .object(info)
    }
    return .object(hit)
  }

  /// How many members a hit adds to its record's (`objectID`, `_highlightResult`,
  /// `_snippetResult`): room its record is decoded with.
  static let addedHitMembers = 3

  /// The shape (``CompactRecord/Shape``) of the first record's members, each read: the shape
  /// hits that read every member start from. Empty when there is no record, or the first is not
  /// an object.
  func firstRecordShape() -> CompactRecord.Shape {
    var shape = CompactRecord.Shape()
    if records.count > 0 {
      _ = records[0].value(members: nil, reservingMembers: Self.addedHitMembers, shape: &shape)
    }
    return shape
  }

  /// The keys (as UTF-8 bytes) of the record members a hit of `request` reads, when the
  /// request names them all: those it retrieves, highlights and snippets, each name and its
  /// path's first component. `nil` when a hit reads every member: no `attributesToRetrieve`,
  /// or `*` in it or in the attributes to highlight or snippet.
  func readMembers(_ request: SearchRequest) -> [[UInt8]]? {
    guard let retrieved = request.attributesToRetrieve, !retrieved.contains("*") else {
      return nil
    }
    // A list without `*` retrieves its names; `-name` only excludes from `*`.
    var names = retrieved.filter { !$0.hasPrefix("-") }
    if let highlighted = request.attributesToHighlight {
      guard !highlighted.contains("*") else { return nil }
      names += highlighted
    } else {
      names += fields.map(\.name)
    }
    for entry in request.attributesToSnippet {
      let name = String(entry.split(separator: ":", maxSplits: 1).first ?? "")
      guard name != "*" else { return nil }
      names.append(name)
    }
    var keys: [[UInt8]] = []
    func add(_ key: Substring) {
      let bytes = Array(key.utf8)
      if !bytes.isEmpty, !keys.contains(bytes) { keys.append(bytes) }
    }
    for name in names {
      add(name[...])
      if let dot = name.firstIndex(of: ".") { add(name[..<dot]) }
    }
    return keys
  }

  /// Sets `value` at the dotted path `name` of `members`, as ``SiftCore/JSON/set(_:atPath:)``
  /// does (a plain name is one assignment).
  private static func set(_ value: JSON, at name: String, in members: inout [String: JSON]) {
    guard name.utf8.contains(UInt8(ascii: ".")) else {
      members[name] = value
      return
    }
    var object = JSON.object(members)
    members = [:]
    object.set(value, atPath: name)
    members = object.objectValue ?? [:]
  }

  /// The attributes to highlight in `record`, each with the searchable field the occurrence
  /// index highlights it from, if any (see ``Highlighter/field(named:)``), and the template of
  /// their `_highlightResult` objects when there is one. The same for every hit of a search,
  /// unless `*` names each record's own attributes: worked out by its first hit, or kept from
  /// an earlier search that named the same (``HighlightScratch/highlighting``).
  private func highlightedAttributes(
    _ request: SearchRequest, record: JSON, highlighter: Highlighter
  ) -> (attributes: [(name: String, field: Int?)], template: ObjectTemplate?) {
    let scratch = highlighter.scratch
    if scratch.highlightingIsCurrent, let kept = scratch.highlighting {
      return (kept.attributes, kept.template)
    }
    // Those an earlier search of the snapshot worked out, when it named the same.
    if !scratch.highlightingIsCurrent, let kept = scratch.highlighting,
      kept.requested == request.attributesToHighlight,
      kept.readsOccurrences == highlighter.readsOccurrences
    {
      scratch.highlightingIsCurrent = true
      return (kept.attributes, kept.template)
    }
    let attributes = attributeNames(request.attributesToHighlight, record: record).map {
      (name: $0, field: highlighter.field(named: $0))
    }
    guard request.attributesToHighlight?.contains("*") != true else { return (attributes, nil) }
    let names = attributes.map(\.name)
    var template: ObjectTemplate?
    if Set(names).count == names.count,
      !names.contains(where: { $0.utf8.contains(UInt8(ascii: ".")) })
    {
      template = ObjectTemplate(keys: names)
    }
    scratch.highlighting = HighlightedAttributes(
      requested: request.attributesToHighlight, readsOccurrences: highlighter.readsOccurrences,
      attributes: attributes, template: template)
    scratch.highlightingIsCurrent = true
    return (attributes, template)
  }

  /// Attribute names to highlight or snippet: the given ones (`*` for every attribute of the
  /// record), or every searchable attribute.
  private func attributeNames(_ names: [String]?, record: JSON) -> [String] {
    guard let names else {
      var seen: Set<String> = []
      return fields.map(\.name).filter { seen.insert($0).inserted }
    }
    if names.contains("*") {
      return (record.objectValue?.keys.sorted() ?? []).filter {
        $0 != "objectID" && !$0.hasPrefix("_")
      }
    }
    return names.filter { !$0.isEmpty }
  }

  /// The record's attributes to return: `attributesToRetrieve` (`*` for all, `-name` to
  /// exclude) minus `unretrievableAttributes`. The record is left `null` when its members are
  /// returned: held nowhere else, they are changed in place, not copied.
  private func retrieved(_ record: inout JSON, request: SearchRequest) -> [String: JSON] {
    var result: [String: JSON]
    if let names = request.attributesToRetrieve, !names.contains("*") {
      let members = record.objectValue ?? [:]
      result = [:]
      for name in names where !name.hasPrefix("-") {
        if let value = members[name] ?? record[path: name] {
          Self.set(value, at: name, in: &result)
        }
      }
    } else {
      result = record.objectValue ?? [:]
      record = .null
      for name in request.attributesToRetrieve ?? [] where name.hasPrefix("-") {
        result[String(name.dropFirst())] = nil
      }
    }
    for name in settings.unretrievableAttributes { result[name] = nil }
    return result
  }

  private static func makeQueryID() -> String {
    var generator = SystemRandomNumberGenerator()
    let high = generator.next() as UInt64
    let low = generator.next() as UInt64
    func hex(_ value: UInt64) -> String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    return hex(high) + hex(low)
  }
}

extension JSON {
  /// Sets `value` at a dotted path, creating objects on the way.
  mutating func set(_ value: JSON, atPath path: String) {
    let components = path.split(separator: ".", omittingEmptySubsequences: false)
    set(value, at: components[...])
  }

  private mutating func set(_ value: JSON, at components: ArraySlice<Substring>) {
    guard let first = components.first else {
      self = value
      return
    }
    var members = objectValue ?? [:]
    var child = members[String(first)] ?? .object([:])
    child.set(value, at: components.dropFirst())
    members[String(first)] = child
    self = .object(members)
  }
}
