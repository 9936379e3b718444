import Foundation
import SiftCore

/// Reads one Typesense search result as Algolia's response, the shape every widget reads.
///
/// - `found` is `nbHits` (with `distinct`, the number of groups); `page` counts from 0;
///   `nbPages` is `found` over the hits per page; `search_time_ms` is `processingTimeMS`.
/// - A hit is its document with `id` as `objectID`, the geopoint field as `_geoloc`
///   (`{"lat": …, "lng": …}`), and `_highlightResult` / `_snippetResult` /  `_rankingInfo`.
/// - `facet_counts` are `facets`, and the statistics of numeric facets `facets_stats` (a
///   `float` field's minimum and maximum read back at the precision Typesense stores, single
///   precision, so that `199.99` is not reported as `199.99000549316406`).
struct TypesenseResponseTranslator: Sendable {
  /// How the result is read.
  let reading: TypesenseResponseReading

  /// The response for Typesense's `result`.
  ///
  /// - Parameter result: One element of `multi_search`'s `results`.
  /// - Throws: ``TypesenseReplyError`` naming the member of the wrong shape.
  func response(from result: JSON) throws(TypesenseReplyError) -> SearchResponse {
    guard case .object(let members) = result else {
      throw TypesenseReplyError(description: "expected a result object, found \(result.kind)")
    }
    guard let found = members["found"]?.intValue else {
      throw TypesenseReplyError(description: "missing found")
    }
    var typesenseHits: [JSON] = []
    if reading.grouped {
      for group in members["grouped_hits"]?.arrayValue ?? [] {
        typesenseHits.append(contentsOf: group["hits"]?.arrayValue ?? [])
      }
    } else {
      guard case .array(let hits)? = members["hits"] else {
        throw TypesenseReplyError(description: "missing hits")
      }
      typesenseHits = hits
    }
    if let window = reading.window {
      typesenseHits = Array(typesenseHits.dropFirst(window.skip).prefix(window.length))
    }
    let highlighter = TypesenseHighlighter(reading: reading)
    var hits: [JSON] = []
    hits.reserveCapacity(typesenseHits.count)
    for (position, hit) in typesenseHits.enumerated() {
      hits.append(try self.hit(hit, position: position, highlighter: highlighter))
    }

    let hitsPerPage = reading.hitsPerPage
    let cutOff = members["search_cutoff"]?.boolValue ?? false
    var response = SearchResponse(
      hits: hits, nbHits: found, page: reading.page,
      nbPages: hitsPerPage > 0 ? (found + hitsPerPage - 1) / hitsPerPage : 0,
      hitsPerPage: hitsPerPage, processingTimeMS: members["search_time_ms"]?.intValue,
      exhaustiveNbHits: !cutOff, exhaustiveFacetsCount: !cutOff,
      query: reading.query.query ?? "", index: reading.indexName)
    response.setParameters(of: reading.query)
    if let window = reading.window {
      response.additionalFields["offset"] = .number(JSON.Number(window.offset))
      response.additionalFields["length"] = .number(JSON.Number(window.length))
    }
    if let counts = members["facet_counts"]?.arrayValue {
      try readFacets(counts, into: &response)
    }
    if reading.clickAnalytics { response.queryID = Self.makeQueryID() }
    if let center = reading.geoCenter { response.aroundLatLng = "\(center.lat),\(center.lng)" }
    if let content = reading.renderingContent {
      response.renderingContent = try? content.decode(RenderingContent.self)
    }
    return keepingResponseFields(response)
  }

  // MARK: Hits

  private func hit(
    _ hit: JSON, position: Int, highlighter: TypesenseHighlighter
  ) throws(TypesenseReplyError) -> JSON {
    guard case .object(var document)? = hit["document"] else {
      throw TypesenseReplyError(description: "hits[\(position)] has no document")
    }
    guard let id = document["id"]?.stringValue else {
      throw TypesenseReplyError(description: "hits[\(position)].document has no string id")
    }
    document["id"] = nil
    let full = JSON.object(document)
    var object = document
    switch reading.retrieval {
    case .all:
      break
    case .only(let names):
      object = object.filter { names.contains($0.key) }
    case .except(let names):
      object = object.filter { !names.contains($0.key) }
    }
    object["objectID"] = .string(id)
    let points = Self.points(full[reading.geoField])
    if object[reading.geoField] != nil, !points.isEmpty {
      let locations = points.map { JSON.object(["lat": JSON($0.lat), "lng": JSON($0.lng)]) }
      object["_geoloc"] =
        full[reading.geoField]?.arrayValue?.first?.arrayValue != nil
        ? .array(locations) : locations[0]
    }
    let highlight = hit["highlight"]
    object["_highlightResult"] = highlighter.highlightResult(document: full, highlight: highlight)
    object["_snippetResult"] = highlighter.snippetResult(document: full, highlight: highlight)
    if reading.getRankingInfo {
      object["_rankingInfo"] = rankingInfo(hit, points: points)
    }
    return .object(object)
  }

  /// `_rankingInfo` from what Typesense reports: the distance to the search's centre (and the
  /// nearest location), and the number of query words matched.
  private func rankingInfo(_ hit: JSON, points: [GeoLocation]) -> JSON {
    var info: [String: JSON] = [:]
    if let words = hit["text_match_info"]?["tokens_matched"]?.intValue {
      info["words"] = JSON(words)
    }
    if let center = reading.geoCenter,
      let distance = hit["geo_distance_meters"]?[reading.geoField]?.intValue
    {
      info["geoDistance"] = JSON(distance)
      let nearest = points.min {
        Self.meters($0, center) < Self.meters($1, center)
      }
      if let nearest {
        info["matchedGeoLocation"] = [
          "lat": JSON(nearest.lat), "lng": JSON(nearest.lng), "distance": JSON(distance),
        ]
      }
    }
    return .object(info)
  }

  /// The locations of a geopoint field's value: `[lat, lng]` or a list of them.
  private static func points(_ value: JSON?) -> [GeoLocation] {
    guard case .array(let elements)? = value else { return [] }
    func point(_ pair: JSON) -> GeoLocation? {
      guard let values = pair.arrayValue, values.count == 2, let lat = values[0].doubleValue,
        let lng = values[1].doubleValue
      else { return nil }
      return GeoLocation(lat: lat, lng: lng)
    }
    if let single = point(.array(elements)) { return [single] }
    return elements.compactMap(point)
  }

  /// The great-circle distance in meters.
  private static func meters(_ a: GeoLocation, _ b: GeoLocation) -> Double {
    let radians = Double.pi / 180
    let dLat = (b.lat - a.lat) * radians
    let dLng = (b.lng - a.lng) * radians
    let h =
      sin(dLat / 2) * sin(dLat / 2) + cos(a.lat * radians) * cos(b.lat * radians)
      * sin(dLng / 2) * sin(dLng / 2)
    return 2 * 6_371_000 * atan2(h.squareRoot(), (1 - h).squareRoot())
  }

  // MARK: Facets

  private func readFacets(
    _ counts: [JSON], into response: inout SearchResponse
  ) throws(TypesenseReplyError) {
    var facets: [String: [String: Int]] = [:]
    var stats: [String: FacetStats] = [:]
    for (position, entry) in counts.enumerated() {
      guard let field = entry["field_name"]?.stringValue else {
        throw TypesenseReplyError(description: "facet_counts[\(position)] has no field_name")
      }
      var values: [String: Int] = [:]
      for count in entry["counts"]?.arrayValue ?? [] {
        guard let value = count["value"]?.stringValue, let number = count["count"]?.intValue
        else {
          throw TypesenseReplyError(
            description: "facet_counts[\(position)].counts has a value without a count")
        }
        values[value] = number
      }
      facets[field] = values
      if let statistics = entry["stats"], let minimum = statistics["min"]?.doubleValue,
        let maximum = statistics["max"]?.doubleValue
      {
        let isFloat = reading.schema.field(named: field)?.baseType == "float"
        stats[field] = FacetStats(
          min: isFloat ? Self.singlePrecision(minimum) : minimum,
          max: isFloat ? Self.singlePrecision(maximum) : maximum,
          avg: statistics["avg"]?.doubleValue, sum: statistics["sum"]?.doubleValue)
      }
    }
    response.facets = facets
    if !stats.isEmpty { response.facetsStats = stats }
  }

  /// A value Typesense stored in single precision, written back as the shortest decimal that
  /// single precision reads as the same number (the value as the record gave it, for up to 7
  /// significant digits).
  static func singlePrecision(_ value: Double) -> Double {
    let single = Float(value)
    guard single.isFinite else { return value }
    return Double("\(single)") ?? value
  }

  // MARK: Response fields

  /// The response with only the fields `responseFields` names (Algolia's names).
  private func keepingResponseFields(_ response: SearchResponse) -> SearchResponse {
    guard let names = reading.responseFields, !names.contains("*") else { return response }
    let kept = Set(names)
    var result = response
    if !kept.contains("hits") { result.hits = [] }
    if !kept.contains("nbHits") { result.nbHits = nil }
    if !kept.contains("page") { result.page = nil }
    if !kept.contains("nbPages") { result.nbPages = nil }
    if !kept.contains("hitsPerPage") { result.hitsPerPage = nil }
    if !kept.contains("processingTimeMS") { result.processingTimeMS = nil }
    if !kept.contains("exhaustiveNbHits") { result.exhaustiveNbHits = nil }
    if !kept.contains("exhaustiveFacetsCount") { result.exhaustiveFacetsCount = nil }
    if !kept.contains("facets") { result.facets = nil }
    if !kept.contains("facets_stats") { result.facetsStats = nil }
    if !kept.contains("query") { result.query = nil }
    if !kept.contains("params") { result.params = nil }
    if !kept.contains("queryID") { result.queryID = nil }
    if !kept.contains("index") { result.index = nil }
    if !kept.contains("renderingContent") { result.renderingContent = nil }
    if !kept.contains("aroundLatLng") { result.aroundLatLng = nil }
    result.additionalFields = result.additionalFields.filter { kept.contains($0.key) }
    return result
  }

  /// A random query identifier for click analytics: 32 hexadecimal digits.
  private static func makeQueryID() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<2).map { _ in
      let digits = String(generator.next() as UInt64, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }.joined()
  }
}
