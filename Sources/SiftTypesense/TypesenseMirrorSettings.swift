import Foundation
import SiftCore

/// A collection's search setup written as Algolia settings, for a copy of the collection on the
/// device (`LocalIndexMirror`): what ``TypesenseSearchService/listSettings(indexName:)`` returns.
///
/// - `searchableAttributes`: the fields a query searches (``TypesenseSearchService/CollectionParameters/queryBy``,
///   heaviest first when weighted; without any, every indexed string field of the schema);
/// - `attributesForFaceting`: the schema's facet fields;
/// - `ranking` and `customRanking`: the collection's default `sort_by` (the sorts placed before
///   `_text_match` start `ranking`, those after it are `customRanking`), else
///   `desc(default_sorting_field)` as `customRanking`;
/// - `replicas`: the sorted indices of the collection, each read as a replica whose `ranking`
///   ranked by its `sort_by` in the same way;
/// - `attributesToHighlight`, `attributesToSnippet`, `attributeForDistinct` from the
///   collection's parameters.
struct TypesenseMirrorSettings: Sendable {
  /// The collection's schema.
  let schema: TypesenseCollectionSchema
  /// How the service searches the collection.
  let parameters: TypesenseSearchService.CollectionParameters
  /// The service's sorted indices (of every collection), by index name.
  let sortedIndices: [String: TypesenseSearchService.SortedIndex]

  /// Algolia's ranking criteria after a sort that replaces relevance.
  static let relevanceCriteria: [JSON] = [
    "typo", "geo", "words", "filters", "proximity", "attribute", "exact", "custom",
  ]

  /// The settings of the collection itself.
  ///
  /// - Throws: ``TypesenseError/invalidSettings(setting:reason:)`` for a default `sort_by`
  ///   Algolia's settings cannot express.
  func primary() throws(TypesenseError) -> JSON {
    var settings = common()
    let (before, after) = try Self.split(
      parameters.sortBy, schema: schema, setting: "sortBy of \(schema.name)")
    var custom = after
    if parameters.sortBy == nil, let field = schema.defaultSortingField {
      custom = ["desc(\(field))"]
    }
    if !before.isEmpty {
      settings["ranking"] = .array(before.map(JSON.string) + Self.relevanceCriteria)
    }
    if !custom.isEmpty { settings["customRanking"] = .array(custom.map(JSON.string)) }
    let replicas = sortedIndices.filter { $0.value.collection == schema.name }.keys.sorted()
    if !replicas.isEmpty { settings["replicas"] = .array(replicas.map(JSON.string)) }
    return .object(settings)
  }

  /// The settings of one of the collection's sorted indices, read as a replica.
  ///
  /// - Parameter index: The sorted index.
  /// - Throws: ``TypesenseError/invalidSettings(setting:reason:)`` for a `sort_by` Algolia's
  ///   settings cannot express (a geo or computed sort).
  func replica(_ index: TypesenseSearchService.SortedIndex, named name: String)
    throws(TypesenseError) -> JSON
  {
    var settings = common()
    let (before, after) = try Self.split(
      index.sortBy, schema: schema, setting: "sortBy of \(name)")
    if !before.isEmpty {
      settings["ranking"] = .array(before.map(JSON.string) + Self.relevanceCriteria)
    }
    if !after.isEmpty { settings["customRanking"] = .array(after.map(JSON.string)) }
    return .object(settings)
  }

  private func common() -> [String: JSON] {
    var settings: [String: JSON] = [:]
    let searchable: [String]
    if parameters.queryBy.isEmpty {
      searchable = schema.fields.filter { $0.index && $0.isString && !$0.name.contains("*") }
        .map(\.name)
    } else if parameters.queryBy.allSatisfy({ $0.weight != nil }) {
      searchable = parameters.queryBy.enumerated()
        .sorted { ($0.element.weight ?? 0, -$0.offset) > ($1.element.weight ?? 0, -$1.offset) }
        .map(\.element.name)
    } else {
      searchable = parameters.queryBy.map(\.name)
    }
    settings["searchableAttributes"] = .array(searchable.map(JSON.string))
    let facets = schema.fields.filter { $0.facet && !$0.isGeo && !$0.name.contains("*") }
    if !facets.isEmpty {
      settings["attributesForFaceting"] = .array(facets.map { .string($0.name) })
    }
    if let highlight = parameters.attributesToHighlight {
      settings["attributesToHighlight"] = .array(highlight.map(JSON.string))
    }
    if let snippet = parameters.attributesToSnippet {
      settings["attributesToSnippet"] = .array(snippet.map(JSON.string))
    }
    if let distinct = parameters.distinctAttribute {
      settings["attributeForDistinct"] = .string(distinct)
    }
    return settings
  }

  /// A `sort_by` as Algolia sort criteria: those placed before `_text_match` and those after.
  private static func split(
    _ sortBy: String?, schema: TypesenseCollectionSchema, setting: String
  ) throws(TypesenseError) -> (before: [String], after: [String]) {
    guard let sortBy else { return ([], []) }
    var before: [String] = []
    var after: [String] = []
    var relevanceSeen = false
    for element in sortBy.split(separator: ",") {
      let parts = element.trimmingCharacters(in: .whitespaces).split(separator: ":")
      guard parts.count == 2, parts[1] == "asc" || parts[1] == "desc" else {
        throw .invalidSettings(
          setting: setting, reason: "\(element) is not field:asc or field:desc")
      }
      let field = String(parts[0])
      if field == "_text_match" {
        relevanceSeen = true
        continue
      }
      guard schema.field(named: field) != nil else {
        throw .invalidSettings(
          setting: setting,
          reason: "\(field) is not a field of \(schema.name); the embedded engine cannot sort by it"
        )
      }
      let criterion = "\(parts[1])(\(field))"
      if relevanceSeen { after.append(criterion) } else { before.append(criterion) }
    }
    return (before, after)
  }
}
