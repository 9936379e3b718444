import Foundation

extension Filters: Codable {
  private enum CodingKeys: String, CodingKey {
    case groups, hierarchical
  }

  private enum GroupKeys: String, CodingKey {
    case type, name, filterType, filters
  }

  private enum HierarchyKeys: String, CodingKey {
    case name, attributes, path
  }

  /// Decodes filters from the JSON ``encode(to:)`` writes, validating them: known group types,
  /// no group listed twice, every filter of a kind its group accepts, facet filters only in
  /// hierarchical paths. Empty groups are dropped.
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` naming the offending key.
  public init(from decoder: any Decoder) throws {
    self.init()
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if container.contains(.groups) {
      var groups = try container.nestedUnkeyedContainer(forKey: .groups)
      var seen: Set<FilterGroup.ID> = []
      while !groups.isAtEnd {
        let group = try groups.nestedContainer(keyedBy: GroupKeys.self)
        let type = try group.decode(String.self, forKey: .type)
        let name = try group.decode(String.self, forKey: .name)
        let id: FilterGroup.ID
        switch type {
        case "and": id = .and(name: name)
        case "hierarchical": id = .hierarchical(name: name)
        case "or":
          let spelling = try group.decode(String.self, forKey: .filterType)
          guard let filterType = FilterType(rawValue: spelling) else {
            throw DecodingError.dataCorruptedError(
              forKey: .filterType, in: group,
              debugDescription: "Unknown filter type '\(spelling)'; expected facet, numeric or tag."
            )
          }
          id = .or(name: name, filterType: filterType)
        default:
          throw DecodingError.dataCorruptedError(
            forKey: .type, in: group,
            debugDescription: "Unknown group type '\(type)'; expected and, or or hierarchical.")
        }
        guard seen.insert(id).inserted else {
          throw DecodingError.dataCorruptedError(
            forKey: .name, in: group, debugDescription: "The group \(id) is listed twice.")
        }
        var filtersContainer = try group.nestedUnkeyedContainer(forKey: .filters)
        var filters: Set<Filter> = []
        while !filtersContainer.isAtEnd {
          let filter = try filtersContainer.decode(Filter.self)
          guard id.accepts(filter) else {
            throw DecodingError.dataCorrupted(
              DecodingError.Context(
                codingPath: filtersContainer.codingPath + [
                  AnyCodingKey(intValue: filtersContainer.currentIndex - 1)
                ],
                debugDescription:
                  "The group \(id) does not accept a \(filter.filterType.rawValue) filter."))
          }
          filters.insert(filter)
        }
        setFilters(filters, inGroupWithID: id)
      }
    }
    if container.contains(.hierarchical) {
      var hierarchies = try container.nestedUnkeyedContainer(forKey: .hierarchical)
      var seen: Set<String> = []
      while !hierarchies.isAtEnd {
        let hierarchy = try hierarchies.nestedContainer(keyedBy: HierarchyKeys.self)
        let name = try hierarchy.decode(String.self, forKey: .name)
        guard seen.insert(name).inserted else {
          throw DecodingError.dataCorruptedError(
            forKey: .name, in: hierarchy,
            debugDescription: "The hierarchical group '\(name)' is listed twice.")
        }
        let attributes = try hierarchy.decodeIfPresent([Attribute].self, forKey: .attributes)
        let path = try hierarchy.decodeIfPresent([Filter.Facet].self, forKey: .path)
        setHierarchicalAttributes(attributes ?? [], forGroupNamed: name)
        setHierarchicalPath(path ?? [], forGroupNamed: name)
      }
    }
  }

  /// Encodes the filters as stable JSON: groups sorted as they render, each
  /// `{"type":"or","name":"brand","filterType":"facet","filters":[…]}` with its filters sorted
  /// by their rendering, then hierarchical groups' attributes and paths sorted by name:
  /// `{"groups":[…],"hierarchical":[{"name":"categories","attributes":[…],"path":[…]}]}`.
  ///
  /// Use ``jsonData()`` for bytes that are identical for equal values.
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    var groupsContainer = container.nestedUnkeyedContainer(forKey: .groups)
    for group in groups {
      var groupContainer = groupsContainer.nestedContainer(keyedBy: GroupKeys.self)
      try groupContainer.encode(group.id.kind, forKey: .type)
      try groupContainer.encode(group.id.name, forKey: .name)
      if case .or(_, let filterType) = group.id {
        try groupContainer.encode(filterType, forKey: .filterType)
      }
      try groupContainer.encode(group.filters, forKey: .filters)
    }
    var hierarchiesContainer = container.nestedUnkeyedContainer(forKey: .hierarchical)
    for name in hierarchicalGroupNames {
      let attributes = hierarchicalAttributes(forGroupNamed: name)
      let path = hierarchicalPath(forGroupNamed: name)
      guard !attributes.isEmpty || !path.isEmpty else { continue }
      var hierarchy = hierarchiesContainer.nestedContainer(keyedBy: HierarchyKeys.self)
      try hierarchy.encode(name, forKey: .name)
      try hierarchy.encode(attributes, forKey: .attributes)
      try hierarchy.encode(path, forKey: .path)
    }
  }

  /// The filters as stable JSON: keys sorted, groups and filters in render order, so equal
  /// values give identical bytes, fit for deep links and state restoration.
  ///
  /// ```swift
  /// let data = try filterState.filters.jsonData()
  /// try filterState.restore(fromJSON: data)
  /// ```
  /// - Returns: UTF-8 JSON.
  /// - Throws: `EncodingError` if the encoder fails.
  public func jsonData() throws -> Data {
    try Self.encoder.encode(self)
  }

  /// Decodes filters from JSON written by ``jsonData()`` (or any encoder of ``Filters``).
  ///
  /// - Parameter jsonData: UTF-8 JSON.
  /// - Throws: ``FiltersDecodingError`` saying what is wrong and at which key path.
  public init(jsonData: Data) throws(FiltersDecodingError) {
    do {
      _ = try JSON.parse(jsonData)
    } catch let error as JSONParseError {
      throw FiltersDecodingError(kind: .malformedJSON, path: "", reason: error.description)
    } catch {
      throw FiltersDecodingError(kind: .malformedJSON, path: "", reason: "\(error)")
    }
    do {
      self = try Self.decoder.decode(Filters.self, from: jsonData)
    } catch let error as DecodingError {
      throw FiltersDecodingError(error)
    } catch {
      throw FiltersDecodingError(kind: .malformedJSON, path: "", reason: "\(error)")
    }
  }

  /// Non-finite numbers are written as strings so that encoding never fails.
  private static let strategy = (positive: "+Infinity", negative: "-Infinity", nan: "NaN")

  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: strategy.positive, negativeInfinity: strategy.negative, nan: strategy.nan)
    return encoder
  }

  private static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: strategy.positive, negativeInfinity: strategy.negative, nan: strategy.nan)
    return decoder
  }
}
