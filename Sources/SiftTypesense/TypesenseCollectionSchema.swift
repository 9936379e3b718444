/// A Typesense collection's schema: its fields, default sorting field and whether nested
/// objects are indexed, as `GET /collections/{name}` returns it and `POST /collections` takes
/// it.
///
/// ```swift
/// let schema = try await service.schema(ofCollection: "products")
/// schema.field(named: "price")?.type  // "float"
/// ```
///
/// ``TypesenseSearchService`` reads it to render filters by type, to list the facets `"*"`
/// stands for and, for a collection without ``TypesenseSearchService/CollectionParameters``,
/// the fields a query searches.
public struct TypesenseCollectionSchema: Sendable, Hashable {
  /// The collection's name.
  public var name: String
  /// The declared fields, in order.
  public var fields: [Field]
  /// The numeric field Typesense sorts by after relevance when a search gives no `sort_by`.
  public var defaultSortingField: String?
  /// Whether fields of nested objects are indexed under dotted names (`categories.lvl0`).
  public var enableNestedFields: Bool
  /// The number of documents, as the server last reported it (`nil` for a schema not read
  /// from the server).
  public var documentCount: Int?

  /// Creates a schema.
  ///
  /// - Parameters:
  ///   - name: The collection's name.
  ///   - fields: The fields.
  ///   - defaultSortingField: The default sorting field, if any.
  ///   - enableNestedFields: Whether nested objects are indexed.
  ///   - documentCount: The number of documents, when known.
  public init(
    name: String, fields: [Field], defaultSortingField: String? = nil,
    enableNestedFields: Bool = false, documentCount: Int? = nil
  ) {
    self.name = name
    self.fields = fields
    self.defaultSortingField = defaultSortingField
    self.enableNestedFields = enableNestedFields
    self.documentCount = documentCount
  }

  /// The field with this name.
  ///
  /// - Parameter name: The field's name (dotted for a nested field).
  /// - Returns: The field, or `nil` when the schema does not declare it.
  public func field(named name: String) -> Field? {
    fields.first { $0.name == name }
  }
}
