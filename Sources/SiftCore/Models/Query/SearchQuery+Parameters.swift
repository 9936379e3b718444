extension SearchQuery {
  /// The Algolia names of the parameters this type models as properties.
  public static let modelledParameterNames: Set<String> = [
    "query", "filters", "facetFilters", "numericFilters", "tagFilters", "optionalFilters",
    "facets", "maxValuesPerFacet", "page", "hitsPerPage", "offset", "length",
    "attributesToRetrieve", "attributesToHighlight", "attributesToSnippet", "highlightPreTag",
    "highlightPostTag", "typoTolerance", "minWordSizefor1Typo", "minWordSizefor2Typos",
    "aroundLatLng", "aroundRadius", "insideBoundingBox", "getRankingInfo", "clickAnalytics",
    "analytics", "distinct", "ruleContexts", "relevancyStrictness", "sumOrFiltersScores",
    "sortFacetValuesBy", "facetingAfterDistinct", "userToken",
  ]

  /// Every parameter that is set, by Algolia name, as JSON: the modelled ones that are not
  /// `nil`, plus the additional ones whose names are not modelled.
  ///
  /// This is what `Codable` encodes and what ``urlEncodedParameters`` renders.
  public var parameters: [String: JSON] {
    var result = additionalParameters.filter { !Self.modelledParameterNames.contains($0.key) }
    func set(_ name: String, _ value: JSON?) {
      if let value { result[name] = value }
    }
    let strings = { (values: [String]?) in values.map { JSON.array($0.map(JSON.string)) } }
    set("query", query.map(JSON.string))
    set("filters", filters.map(JSON.string))
    set("facetFilters", facetFilters?.json)
    set("numericFilters", numericFilters?.json)
    set("tagFilters", tagFilters?.json)
    set("optionalFilters", optionalFilters?.json)
    set("facets", strings(facets))
    set("maxValuesPerFacet", maxValuesPerFacet.map(JSON.init))
    set("page", page.map(JSON.init))
    set("hitsPerPage", hitsPerPage.map(JSON.init))
    set("offset", offset.map(JSON.init))
    set("length", length.map(JSON.init))
    set("attributesToRetrieve", strings(attributesToRetrieve))
    set("attributesToHighlight", strings(attributesToHighlight))
    set("attributesToSnippet", strings(attributesToSnippet))
    set("highlightPreTag", highlightPreTag.map(JSON.string))
    set("highlightPostTag", highlightPostTag.map(JSON.string))
    set("typoTolerance", typoTolerance?.json)
    set("minWordSizefor1Typo", minWordSizefor1Typo.map(JSON.init))
    set("minWordSizefor2Typos", minWordSizefor2Typos.map(JSON.init))
    set("aroundLatLng", aroundLatLng.map(JSON.string))
    set("aroundRadius", aroundRadius?.json)
    set(
      "insideBoundingBox", insideBoundingBox.map { .array($0.map { .array($0.map { JSON($0) }) }) })
    set("getRankingInfo", getRankingInfo.map(JSON.bool))
    set("clickAnalytics", clickAnalytics.map(JSON.bool))
    set("analytics", analytics.map(JSON.bool))
    set("distinct", distinct?.json)
    set("ruleContexts", strings(ruleContexts))
    set("relevancyStrictness", relevancyStrictness.map(JSON.init))
    set("sumOrFiltersScores", sumOrFiltersScores.map(JSON.bool))
    set("sortFacetValuesBy", sortFacetValuesBy.map { .string($0.rawValue) })
    set("facetingAfterDistinct", facetingAfterDistinct.map(JSON.bool))
    set("userToken", userToken.map(JSON.string))
    return result
  }

  /// The parameters in Algolia's `params` string form, keys sorted for determinism.
  ///
  /// Strings are written as is, numbers and booleans as JSON text, arrays and objects as
  /// compact JSON (keys sorted); names and values are then percent-encoded like JavaScript's
  /// `encodeURIComponent` (everything but `A–Z a–z 0–9 - _ . ! ~ * ' ( )`).
  ///
  /// ```swift
  /// SearchQuery("abc", facets: ["brand"], hitsPerPage: 20).urlEncodedParameters
  /// // "facets=%5B%22brand%22%5D&hitsPerPage=20&query=abc"
  /// ```
  public var urlEncodedParameters: String {
    let parameters = parameters
    return parameters.keys.sorted().map { name in
      let value: String
      switch parameters[name, default: .null] {
      case .string(let text): value = text
      case let other: value = other.serialized()
      }
      return PercentEncoding.uriComponent(name) + "=" + PercentEncoding.uriComponent(value)
    }.joined(separator: "&")
  }
}
