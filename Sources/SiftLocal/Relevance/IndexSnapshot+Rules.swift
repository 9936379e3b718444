import SiftCore

extension IndexSnapshot {
  /// The outcome with the request's promoted records (`promote` consequences of rules) at their
  /// positions: taken out of the ranking, then placed in order of position (past the end, at the
  /// end). A promoted record that does not match the search is added to `nbHits`.
  ///
  /// The outcome must hold the matches (``MatchOutcome/facetDocuments``) and, past the page,
  /// as many ranked records as there are promotions.
  /// - Complexity: O(r · p) for r ranked records and p promotions.
  func promoting(_ outcome: MatchOutcome, request: SearchRequest) -> MatchOutcome {
    guard !request.promotions.isEmpty else { return outcome }
    var outcome = outcome
    let promoted = Set(request.promotions.map(\.doc))
    var ranked = outcome.ranked.filter { !promoted.contains($0.doc) }
    for promotion in request.promotions.sorted(by: { $0.position < $1.position }) {
      let document =
        outcome.ranked.first { $0.doc == promotion.doc } ?? RankedDocument(doc: promotion.doc)
      ranked.insert(document, at: min(promotion.position, ranked.count))
      if !outcome.facetDocuments.contains(promotion.doc) { outcome.nbHits += 1 }
    }
    outcome.ranked = ranked
    return outcome
  }
}
