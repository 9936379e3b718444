extension SearchState: Codable {
  private enum CodingKeys: String, CodingKey {
    case indexName, query, page, hitsPerPage, sortBy, refinementList, range, toggle
    case hierarchicalMenu, menu, numericMenu, ratingMenu, configure, geoSearch, filters
  }

  private struct GeoSearch: Codable {
    var boundingBox: String
  }

  /// Decodes InstantSearch.js's UI state of one index, with its `indexName`: `page` from 1,
  /// `range` and `numericMenu` values as `"min:max"` (or one number for a numeric menu),
  /// `ratingMenu` values as numbers, `geoSearch.boundingBox` as `"lat1,lng1,lat2,lng2"`,
  /// `configure` as an object of search parameters (read in the form a URL carries them: `8` is
  /// `"8"`).
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` naming the key whose value is wrong.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(indexName: try container.decode(String.self, forKey: .indexName))
    query = try container.decodeIfPresent(String.self, forKey: .query)
    if let page = try container.decodeIfPresent(Int.self, forKey: .page) {
      guard page >= 1 else {
        throw DecodingError.dataCorruptedError(
          forKey: .page, in: container, debugDescription: "A page counts from 1; found \(page).")
      }
      self.page = page - 1
    }
    hitsPerPage = try container.decodeIfPresent(Int.self, forKey: .hitsPerPage)
    sortBy = try container.decodeIfPresent(String.self, forKey: .sortBy)
    refinementList =
      try container.decodeIfPresent([String: [String]].self, forKey: .refinementList) ?? [:]
    for (attribute, text) in try container.decodeIfPresent(
      [String: String].self, forKey: .range) ?? [:]
    {
      guard let bounds = NumericRange(text) else {
        throw DecodingError.dataCorruptedError(
          forKey: .range, in: container,
          debugDescription: "range.\(attribute): expected min:max, found \"\(text)\".")
      }
      range[attribute] = bounds
    }
    toggle = try container.decodeIfPresent([String: Bool].self, forKey: .toggle) ?? [:]
    hierarchicalMenu =
      try container.decodeIfPresent([String: [String]].self, forKey: .hierarchicalMenu) ?? [:]
    menu = try container.decodeIfPresent([String: String].self, forKey: .menu) ?? [:]
    for (attribute, text) in try container.decodeIfPresent(
      [String: String].self, forKey: .numericMenu) ?? [:]
    {
      guard let choice = NumericMenuValue(text) else {
        throw DecodingError.dataCorruptedError(
          forKey: .numericMenu, in: container,
          debugDescription:
            "numericMenu.\(attribute): expected min:max or a number, found \"\(text)\".")
      }
      numericMenu[attribute] = choice
    }
    ratingMenu = try container.decodeIfPresent([String: Double].self, forKey: .ratingMenu) ?? [:]
    configure = (try container.decodeIfPresent([String: JSON].self, forKey: .configure) ?? [:])
      .mapValues { QueryStringTree.tree($0).json }
    if let geoSearch = try container.decodeIfPresent(GeoSearch.self, forKey: .geoSearch) {
      let numbers = geoSearch.boundingBox.split(separator: ",").compactMap { Double($0) }
      guard numbers.count == 4, let box = GeoBoundingBox(insideBoundingBox: numbers) else {
        throw DecodingError.dataCorruptedError(
          forKey: .geoSearch, in: container,
          debugDescription: "boundingBox: expected lat1,lng1,lat2,lng2.")
      }
      boundingBox = box
    }
    filters = try container.decodeIfPresent(String.self, forKey: .filters)
  }

  /// Encodes InstantSearch.js's UI state of the index, with its `indexName`; empty keys are
  /// left out.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(indexName, forKey: .indexName)
    try container.encodeIfPresent(query, forKey: .query)
    try container.encodeIfPresent(page.map { $0 + 1 }, forKey: .page)
    try container.encodeIfPresent(hitsPerPage, forKey: .hitsPerPage)
    try container.encodeIfPresent(sortBy, forKey: .sortBy)
    if !refinementList.isEmpty { try container.encode(refinementList, forKey: .refinementList) }
    if !range.isEmpty {
      try container.encode(range.mapValues(\.description), forKey: .range)
    }
    if !toggle.isEmpty { try container.encode(toggle, forKey: .toggle) }
    if !hierarchicalMenu.isEmpty {
      try container.encode(hierarchicalMenu, forKey: .hierarchicalMenu)
    }
    if !menu.isEmpty { try container.encode(menu, forKey: .menu) }
    if !numericMenu.isEmpty {
      try container.encode(numericMenu.mapValues(\.description), forKey: .numericMenu)
    }
    if !ratingMenu.isEmpty { try container.encode(ratingMenu, forKey: .ratingMenu) }
    if !configure.isEmpty { try container.encode(configure, forKey: .configure) }
    if let boundingBox {
      let text = boundingBox.insideBoundingBox.map(JavaScriptNumber.string).joined(separator: ",")
      try container.encode(GeoSearch(boundingBox: text), forKey: .geoSearch)
    }
    try container.encodeIfPresent(filters, forKey: .filters)
  }
}
