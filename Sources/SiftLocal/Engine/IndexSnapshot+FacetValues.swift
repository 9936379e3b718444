import SiftCore

extension IndexSnapshot {
  /// Searches the values of a `searchable(…)` facet: values whose words start with every word
  /// of `facetQuery`, counted over the records matching `request`, best counts first.
  /// - Complexity: that of ``match(_:)`` plus O(values · value length).
  func searchForFacetValues(
    attribute: String, facetQuery: String, request: SearchRequest, maxFacetHits: Int
  ) throws(LocalIndexError) -> FacetValuesResponse {
    let clock = ContinuousClock()
    let started = clock.now
    guard
      settings.attributesForFaceting.contains(where: { $0.name == attribute && $0.isSearchable }),
      let column = facets[attribute]
    else {
      throw .facetNotSearchable(attribute)
    }
    let outcome = match(resolvingAutomaticRadius(request), topCount: 0)
    var counts = [UInt32](repeating: 0, count: column.valueCount)
    var afterDistinct: DocSet?
    column.docValues.count(
      countedDocuments(attribute, outcome, request, cache: &afterDistinct), into: &counts)
    let words = tokenizer.tokens(in: facetQuery).map { token in
      QueryWord(
        text: TextFolding.string(token.folded), folded: token.folded, isPrefix: true,
        isOptional: false, maxTypos: 0)
    }
    let highlighter = Highlighter(
      words: words, terms: TermDictionary(sortedTerms: []), tokenizer: tokenizer,
      preTag: request.highlightPreTag, postTag: request.highlightPostTag, ellipsis: "")
    // Matching values by count then value (ids are in display order); only those kept are
    // highlighted.
    var found: [(id: Int, count: UInt32)] = []
    for value in counts.indices where counts[value] > 0 {
      let tokens = tokenizer.tokens(in: column.display(value))
      let matchesAll = words.allSatisfy { word in
        tokens.contains { $0.folded.starts(with: word.folded) }
      }
      if matchesAll { found.append((value, counts[value])) }
    }
    found.sort { $0.count != $1.count ? $0.count > $1.count : $0.id < $1.id }
    let hits = found.prefix(max(0, min(100, maxFacetHits))).map { value in
      let text = column.display(value.id)
      let highlighted = highlighter.highlight(.string(text))?["value"]?.stringValue ?? text
      return FacetHit(value: text, highlighted: highlighted, count: Int(value.count))
    }
    let elapsed = clock.now - started
    return FacetValuesResponse(
      facetHits: hits, exhaustiveFacetsCount: true,
      processingTimeMS: Int(elapsed.components.attoseconds / 1_000_000_000_000_000)
        + Int(elapsed.components.seconds) * 1000)
  }
}
