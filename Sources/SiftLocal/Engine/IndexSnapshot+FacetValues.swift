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
    let outcome = match(request, topCount: 0)
    var counts = [UInt32](repeating: 0, count: column.valueCount)
    column.docValues.count(outcome.facetDocuments, into: &counts)
    let words = tokenizer.tokens(in: facetQuery).map { token in
      QueryWord(
        text: TextFolding.string(token.folded), folded: token.folded, isPrefix: true,
        isOptional: false, maxTypos: 0)
    }
    let highlighter = Highlighter(
      words: words, terms: TermDictionary(sortedTerms: []), tokenizer: tokenizer,
      preTag: request.highlightPreTag, postTag: request.highlightPostTag, ellipsis: "")
    var found: [FacetHit] = []
    for value in counts.indices where counts[value] > 0 {
      let text = column.display(value)
      let tokens = tokenizer.tokens(in: text)
      let matchesAll = words.allSatisfy { word in
        tokens.contains { $0.folded.starts(with: word.folded) }
      }
      guard matchesAll else { continue }
      let highlighted = highlighter.highlight(.string(text))?["value"]?.stringValue ?? text
      found.append(FacetHit(value: text, highlighted: highlighted, count: Int(counts[value])))
    }
    found.sort { lhs, rhs in
      if lhs.count != rhs.count { return lhs.count > rhs.count }
      return lhs.value.unicodeScalars.lexicographicallyPrecedes(rhs.value.unicodeScalars)
    }
    let elapsed = clock.now - started
    return FacetValuesResponse(
      facetHits: Array(found.prefix(max(0, min(100, maxFacetHits)))), exhaustiveFacetsCount: true,
      processingTimeMS: Int(elapsed.components.attoseconds / 1_000_000_000_000_000)
        + Int(elapsed.components.seconds) * 1000)
  }
}
