import Foundation
import SiftCore

/// Derives a Typesense collection from an Algolia index's settings and records: the schema,
/// and the search parameters Typesense does not store (the fields to search, the sort, the
/// attributes to highlight and snippet, the distinct attribute).
///
/// - `searchableAttributes` (or `attributesToIndex`; every string attribute when neither is
///   set) become indexed string fields, searched in that order (`unordered(…)` has no
///   equivalent: Typesense weighs a field, not a word's position in it);
/// - `attributesForFaceting` become facet fields (`filterOnly(…)` indexed for filtering
///   without counts; `searchable(…)` and `afterDistinct(…)` read as plain facets);
/// - every number and boolean attribute of the records becomes a field, so that numeric
///   filters, ranges and sorts work on it as they do on Algolia;
/// - `_geoloc` becomes a `geopoint` (or `geopoint[]`) field named after
///   ``TypesenseSearchService/Configuration/geoLocationField``; `_tags` a `string[]` facet;
/// - `customRanking` becomes the sort after relevance (`_text_match:desc,popularity:desc`),
///   its first `desc(…)` criterion on a number every record has the `default_sorting_field`;
/// - `attributeForDistinct` becomes the ``TypesenseSearchService/CollectionParameters/distinctAttribute``.
///
/// Types come from the records: strings, integers (`int64`), other numbers (`float`) or
/// booleans, an array of them when any record holds an array; a field some record lacks is
/// optional; an attribute mixing strings with numbers or booleans is a string field (the
/// numbers written as text).
struct TypesenseSchemaBuilder: Sendable {
  /// The collection's name.
  let collection: String
  /// The index's settings, in Algolia's JSON shape.
  let settings: JSON
  /// The geopoint field.
  let geoField: String

  /// The kinds of values an attribute holds across records.
  private struct Kinds {
    var strings = false
    var integers = false
    var fractions = false
    var bools = false
    var objects = false
    var array = false
    var present = 0
    var scalarPresent = 0
  }

  /// The collection's schema and search parameters.
  ///
  /// - Parameter records: The records, in Algolia's format.
  /// - Returns: The schema and parameters.
  /// - Throws: ``TypesenseError/invalidSettings(setting:reason:)`` for a setting that cannot
  ///   become a schema.
  func build(records: [JSON]) throws(TypesenseError) -> (
    TypesenseCollectionSchema, TypesenseSearchService.CollectionParameters
  ) {
    let searchable = try searchableAttributes(records: records)
    let facets = try facetAttributes()
    let ranking = try customRanking()
    let distinct = try optionalString("attributeForDistinct")

    var order: [String] = []
    func note(_ name: String) { if !order.contains(name) { order.append(name) } }
    searchable.forEach(note)
    facets.map(\.name).forEach(note)
    ranking.map(\.attribute).forEach(note)
    if let distinct { note(distinct) }
    for name in Self.topLevelAttributes(records) where name != "objectID" && name != "id" {
      let kinds = Self.kinds(of: name, in: records)
      if (kinds.integers || kinds.fractions || kinds.bools) && !kinds.strings {
        note(name)
      }
    }
    if records.contains(where: { $0["_tags"] != nil }) { note("_tags") }

    let facetByName = Dictionary(facets.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    var fields: [TypesenseCollectionSchema.Field] = []
    var searchedFields: [TypesenseSearchService.SearchField] = []
    for name in order where name != "_geoloc" && name != "objectID" && name != "id" {
      let kinds = Self.kinds(of: name, in: records)
      if kinds.objects && !kinds.strings && !kinds.integers && !kinds.fractions && !kinds.bools {
        continue  // an object: its own attributes are fields when the settings name them
      }
      let base: String
      if kinds.strings || (!kinds.integers && !kinds.fractions && !kinds.bools) {
        base = "string"
      } else if kinds.bools && !kinds.integers && !kinds.fractions {
        base = "bool"
      } else if kinds.bools {
        base = "string"
      } else {
        base = kinds.fractions ? "float" : "int64"
      }
      let facet = facetByName[name].map { !$0.filterOnly } ?? (name == "_tags" || name == distinct)
      let optional = kinds.present < records.count || kinds.present == 0
      let sorted = ranking.contains { $0.attribute == name }
      if sorted, kinds.array {
        throw .invalidSettings(
          setting: "customRanking",
          reason: "\(name) holds lists of values, and Typesense sorts by single values only")
      }
      fields.append(
        TypesenseCollectionSchema.Field(
          name: name, type: kinds.array || name == "_tags" ? base + "[]" : base, facet: facet,
          optional: optional, index: true, sort: base == "string" && sorted ? true : nil))
      if base == "string", searchable.contains(name) {
        searchedFields.append(TypesenseSearchService.SearchField(name))
      }
    }
    if let geo = Self.geoKinds(records) {
      fields.append(
        TypesenseCollectionSchema.Field(
          name: geoField, type: geo.array ? "geopoint[]" : "geopoint",
          optional: geo.present < records.count))
    }

    var defaultSortingField: String?
    if let first = ranking.first, first.descending,
      let field = fields.first(where: { $0.name == first.attribute }), field.isNumeric,
      !field.isArray, !field.optional
    {
      defaultSortingField = field.name
    }
    guard ranking.count <= 2 else {
      throw .invalidSettings(
        setting: "customRanking",
        reason: "Typesense sorts by at most three criteria: relevance and two more, and "
          + "customRanking has \(ranking.count)")
    }
    let sortBy =
      ranking.isEmpty
      ? nil
      : (["_text_match:desc"] + ranking.map { "\($0.attribute):\($0.descending ? "desc" : "asc")" })
        .joined(separator: ",")
    let nested = fields.contains { $0.name.contains(".") }
    let schema = TypesenseCollectionSchema(
      name: collection, fields: fields, defaultSortingField: defaultSortingField,
      enableNestedFields: nested)
    let parameters = TypesenseSearchService.CollectionParameters(
      queryBy: searchedFields, sortBy: sortBy,
      attributesToHighlight: try optionalStrings("attributesToHighlight"),
      attributesToSnippet: try optionalStrings("attributesToSnippet"),
      distinctAttribute: distinct)
    return (schema, parameters)
  }

  /// The `sort_by` of a replica, from its settings: its first ranking criterion when it is
  /// `asc(…)` or `desc(…)` (a standard replica), else relevance and its `customRanking`.
  ///
  /// - Parameter replicaSettings: The replica's settings.
  /// - Returns: The sort, or `nil` when the replica sorts as the primary does.
  func replicaSortBy(_ replicaSettings: JSON) throws(TypesenseError) -> String? {
    let reader = TypesenseSchemaBuilder(
      collection: collection, settings: replicaSettings, geoField: geoField)
    if case .array(let criteria)? = replicaSettings["ranking"],
      let first = criteria.first?.stringValue, let sort = Self.sortCriterion(first)
    {
      return "\(sort.attribute):\(sort.descending ? "desc" : "asc"),_text_match:desc"
    }
    let ranking = try reader.customRanking()
    guard !ranking.isEmpty else { return nil }
    return
      (["_text_match:desc"] + ranking.map { "\($0.attribute):\($0.descending ? "desc" : "asc")" })
      .prefix(3).joined(separator: ",")
  }

  // MARK: Reading settings

  private struct FacetAttribute {
    var name: String
    var filterOnly: Bool
  }

  private struct SortCriterion {
    var attribute: String
    var descending: Bool
  }

  private func optionalStrings(_ name: String) throws(TypesenseError) -> [String]? {
    switch settings[name] {
    case nil, .null?: return nil
    case .array(let values)?:
      var strings: [String] = []
      for value in values {
        guard case .string(let text) = value else {
          throw .invalidSettings(setting: name, reason: "expected strings, found \(value.kind)")
        }
        strings.append(text)
      }
      return strings
    case let other?:
      throw .invalidSettings(
        setting: name, reason: "expected a list of strings, found \(other.kind)")
    }
  }

  private func optionalString(_ name: String) throws(TypesenseError) -> String? {
    switch settings[name] {
    case nil, .null?: return nil
    case .string(let text)?: return text.isEmpty ? nil : text
    case let other?:
      throw .invalidSettings(setting: name, reason: "expected a string, found \(other.kind)")
    }
  }

  /// The searchable attributes in order, modifiers removed and `"a, b"` entries split; every
  /// top-level string attribute of the records when the settings name none.
  private func searchableAttributes(records: [JSON]) throws(TypesenseError) -> [String] {
    var entries = try optionalStrings("searchableAttributes")
    if entries == nil { entries = try optionalStrings("attributesToIndex") }
    guard let entries else {
      return Self.topLevelAttributes(records).filter { name in
        name != "objectID" && name != "id" && !name.hasPrefix("_")
          && Self.kinds(of: name, in: records).strings
      }
    }
    var names: [String] = []
    for entry in entries {
      for part in entry.split(separator: ",") {
        let name = Self.unwrapped(String(part), modifiers: ["unordered", "ordered"])
        guard !name.isEmpty else {
          throw .invalidSettings(setting: "searchableAttributes", reason: "an empty attribute")
        }
        if !names.contains(name) { names.append(name) }
      }
    }
    return names
  }

  private func facetAttributes() throws(TypesenseError) -> [FacetAttribute] {
    var result: [FacetAttribute] = []
    for entry in try optionalStrings("attributesForFaceting") ?? [] {
      let filterOnly = entry.contains("filterOnly(")
      let name = Self.unwrapped(entry, modifiers: ["searchable", "filterOnly", "afterDistinct"])
      guard !name.isEmpty else {
        throw .invalidSettings(setting: "attributesForFaceting", reason: "an empty attribute")
      }
      result.append(FacetAttribute(name: name, filterOnly: filterOnly))
    }
    return result
  }

  private func customRanking() throws(TypesenseError) -> [SortCriterion] {
    var result: [SortCriterion] = []
    for entry in try optionalStrings("customRanking") ?? [] {
      guard let criterion = Self.sortCriterion(entry) else {
        throw .invalidSettings(
          setting: "customRanking",
          reason: "expected asc(attribute) or desc(attribute), found \(entry)")
      }
      result.append(criterion)
    }
    return result
  }

  private static func sortCriterion(_ text: String) -> SortCriterion? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    for (prefix, descending) in [("asc(", false), ("desc(", true)]
    where trimmed.hasPrefix(prefix) && trimmed.hasSuffix(")") {
      let name = String(trimmed.dropFirst(prefix.count).dropLast())
        .trimmingCharacters(in: .whitespaces)
      return name.isEmpty ? nil : SortCriterion(attribute: name, descending: descending)
    }
    return nil
  }

  /// `text` with `modifier(…)` wrappers removed, trimmed.
  private static func unwrapped(_ text: String, modifiers: [String]) -> String {
    var name = text.trimmingCharacters(in: .whitespaces)
    var changed = true
    while changed {
      changed = false
      for modifier in modifiers where name.hasPrefix(modifier + "(") && name.hasSuffix(")") {
        name = String(name.dropFirst(modifier.count + 1).dropLast())
          .trimmingCharacters(in: .whitespaces)
        changed = true
      }
    }
    return name
  }

  // MARK: Reading records

  /// The records' top-level attributes in order of first appearance.
  private static func topLevelAttributes(_ records: [JSON]) -> [String] {
    var seen: Set<String> = []
    var names: [String] = []
    for record in records {
      guard case .object(let members) = record else { continue }
      for name in members.keys.sorted() where seen.insert(name).inserted {
        names.append(name)
      }
    }
    return names
  }

  /// The kinds of values `path` holds across `records`.
  private static func kinds(of path: String, in records: [JSON]) -> Kinds {
    var kinds = Kinds()
    func add(_ value: JSON, depth: Int) {
      switch value {
      case .string: kinds.strings = true
      case .number(let number):
        if number.isInteger { kinds.integers = true } else { kinds.fractions = true }
      case .bool: kinds.bools = true
      case .object: kinds.objects = true
      case .array(let elements):
        kinds.array = true
        if depth < 4 {
          for element in elements { add(element, depth: depth + 1) }
        }
      case .null: break
      }
    }
    for record in records {
      guard let value = record[path: path], value != .null else { continue }
      if case .array(let elements) = value, elements.isEmpty {
        kinds.array = true
        continue
      }
      kinds.present += 1
      add(value, depth: 0)
    }
    return kinds
  }

  /// Whether records have `_geoloc`, and whether any holds several locations.
  private static func geoKinds(_ records: [JSON]) -> (present: Int, array: Bool)? {
    var present = 0
    var array = false
    for record in records {
      switch record["_geoloc"] {
      case nil, .null?: continue
      case .array?:
        array = true
        present += 1
      default: present += 1
      }
    }
    return present == 0 ? nil : (present, array)
  }
}
