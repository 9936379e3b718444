import SiftCore

extension Rule {
  /// What a rule does when it applies.
  ///
  /// ``params`` are search parameters, under Algolia's names:
  /// - `query`: a string replacing the query, or `{"edits": [{"type": "remove", "delete": w},
  ///   {"type": "replace", "delete": w, "insert": v}]}` (older exports: `{"remove": [w, …]}`).
  /// - `filters`, `facetFilters`, `numericFilters`, `tagFilters`: AND-ed with the search's;
  ///   `optionalFilters`: added to the search's.
  /// - `automaticFacetFilters` / `automaticOptionalFacetFilters`: for each `{facet:attribute}`
  ///   placeholder of the matched pattern, a filter (or optional filter) on the facet value the
  ///   query spelled, whose words are removed from the query; each as a facet name or
  ///   `{"facet": name, "disjunctive": Bool, "score": Int, "negative": Bool}`.
  /// - `renderingContent`: the response's rendering content.
  /// - any other search parameter the engine implements: it replaces the search's.
  public struct Consequence: Sendable, Hashable {
    /// Search parameters and query edits.
    public var params: [String: JSON]
    /// Records placed at given positions of the hits.
    public var promote: [Promotion]
    /// The objectIDs of records removed from the hits.
    public var hide: [String]
    /// Whether promoted records must match the search's filters to be promoted.
    public var filterPromotes: Bool
    /// Custom data returned in the response's `userData`.
    public var userData: JSON?

    /// Creates a consequence.
    /// - Parameters:
    ///   - params: search parameters and query edits.
    ///   - promote: records to place at given positions.
    ///   - hide: objectIDs of records to remove.
    ///   - filterPromotes: whether promoted records must match the filters.
    ///   - userData: custom data for the response.
    public init(
      params: [String: JSON] = [:], promote: [Promotion] = [], hide: [String] = [],
      filterPromotes: Bool = false, userData: JSON? = nil
    ) {
      self.params = params
      self.promote = promote
      self.hide = hide
      self.filterPromotes = filterPromotes
      self.userData = userData
    }
  }
}
