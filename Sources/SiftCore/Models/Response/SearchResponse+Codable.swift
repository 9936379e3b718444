extension SearchResponse: Codable {
  /// The wire names of the members this type models.
  static let modelledFieldNames: Set<String> = [
    "hits", "nbHits", "page", "nbPages", "hitsPerPage", "processingTimeMS", "exhaustiveNbHits",
    "exhaustiveFacetsCount", "facets", "facets_stats", "query", "params", "queryID", "index",
    "userData", "renderingContent", "nbSortedHits", "appliedRelevancyStrictness", "aroundLatLng",
    "exhaustive",
  ]

  /// Decodes Algolia's response object.
  ///
  /// A modelled member that is `null` reads as `nil` and is also kept as `null` in
  /// ``additionalFields``, so it is encoded back.
  /// - Parameter decoder: the decoder.
  /// - Throws: `DecodingError` naming a member whose value has the wrong type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    self.init(
      hits: try container.optional([JSON].self, "hits") ?? [],
      nbHits: try container.optional(Int.self, "nbHits"),
      page: try container.optional(Int.self, "page"),
      nbPages: try container.optional(Int.self, "nbPages"),
      hitsPerPage: try container.optional(Int.self, "hitsPerPage"),
      processingTimeMS: try container.optional(Int.self, "processingTimeMS"),
      exhaustiveNbHits: try container.optional(Bool.self, "exhaustiveNbHits"),
      exhaustiveFacetsCount: try container.optional(Bool.self, "exhaustiveFacetsCount"),
      facets: try container.optional([String: [String: Int]].self, "facets"),
      facetsStats: try container.optional([String: FacetStats].self, "facets_stats"),
      query: try container.optional(String.self, "query"),
      params: try container.optional(String.self, "params"),
      queryID: try container.optional(String.self, "queryID"),
      index: try container.optional(String.self, "index"),
      userData: try container.optional([JSON].self, "userData"),
      renderingContent: try container.optional(RenderingContent.self, "renderingContent"),
      nbSortedHits: try container.optional(Int.self, "nbSortedHits"),
      appliedRelevancyStrictness: try container.optional(Int.self, "appliedRelevancyStrictness"),
      aroundLatLng: try container.optional(String.self, "aroundLatLng"),
      exhaustive: try container.optional(ExhaustiveFlags.self, "exhaustive"),
      additionalFields: try container.remainder(excluding: Self.modelledFieldNames)
    )
    for key in container.allKeys where Self.modelledFieldNames.contains(key.stringValue) {
      if try container.decodeNil(forKey: key) { additionalFields[key.stringValue] = .null }
    }
  }

  /// Encodes Algolia's response object: the modelled members that are set (`hits` always),
  /// then the additional ones whose names are not taken by a set member.
  /// - Parameter encoder: the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    var written: Set<String> = []
    func write<T: Encodable>(_ value: T?, _ key: String) throws {
      guard let value else { return }
      try container.encode(value, forKey: AnyCodingKey(key))
      written.insert(key)
    }
    try write(hits, "hits")
    try write(nbHits, "nbHits")
    try write(page, "page")
    try write(nbPages, "nbPages")
    try write(hitsPerPage, "hitsPerPage")
    try write(processingTimeMS, "processingTimeMS")
    try write(exhaustiveNbHits, "exhaustiveNbHits")
    try write(exhaustiveFacetsCount, "exhaustiveFacetsCount")
    try write(facets, "facets")
    try write(facetsStats, "facets_stats")
    try write(query, "query")
    try write(params, "params")
    try write(queryID, "queryID")
    try write(index, "index")
    try write(userData, "userData")
    try write(renderingContent, "renderingContent")
    try write(nbSortedHits, "nbSortedHits")
    try write(appliedRelevancyStrictness, "appliedRelevancyStrictness")
    try write(aroundLatLng, "aroundLatLng")
    try write(exhaustive, "exhaustive")
    try container.encodeRemainder(additionalFields, excluding: written)
  }
}
