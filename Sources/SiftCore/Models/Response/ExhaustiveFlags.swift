/// Whether the engine computed a response's figures exhaustively: the response's `exhaustive`
/// object. Each flag is `nil` when the response does not mention it.
public struct ExhaustiveFlags: Sendable, Hashable, Codable {
  /// Whether facet counts are exact (`facetsCount`).
  public var facetsCount: Bool?
  /// Whether all facet values were considered (`facetValues`).
  public var facetValues: Bool?
  /// Whether `nbHits` is exact (`nbHits`).
  public var nbHits: Bool?
  /// Whether all rules were matched (`rulesMatch`).
  public var rulesMatch: Bool?
  /// Whether typo tolerance was exhaustive (`typo`).
  public var typo: Bool?

  /// Creates flags.
  /// - Parameters:
  ///   - facetsCount: whether facet counts are exact.
  ///   - facetValues: whether all facet values were considered.
  ///   - nbHits: whether the hit count is exact.
  ///   - rulesMatch: whether all rules were matched.
  ///   - typo: whether typo tolerance was exhaustive.
  public init(
    facetsCount: Bool? = nil, facetValues: Bool? = nil, nbHits: Bool? = nil,
    rulesMatch: Bool? = nil, typo: Bool? = nil
  ) {
    self.facetsCount = facetsCount
    self.facetValues = facetValues
    self.nbHits = nbHits
    self.rulesMatch = rulesMatch
    self.typo = typo
  }
}
