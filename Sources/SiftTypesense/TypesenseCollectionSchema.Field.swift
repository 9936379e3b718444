extension TypesenseCollectionSchema {
  /// One field of a collection's schema.
  ///
  /// ```swift
  /// let price = TypesenseCollectionSchema.Field(name: "price", type: "float", facet: true)
  /// ```
  public struct Field: Sendable, Hashable {
    /// The field's name; nested fields have dotted names (`categories.lvl0`).
    public var name: String
    /// Typesense's type: `string`, `int32`, `int64`, `float`, `bool`, `geopoint`, `object`,
    /// each also as an array (`string[]`), or `auto` / `string*`.
    public var type: String
    /// Whether the field's values are counted as facets.
    public var facet: Bool
    /// Whether a document may lack the field.
    public var optional: Bool
    /// Whether the field is indexed (searchable, filterable); an unindexed field is only stored.
    public var index: Bool
    /// Whether the field can be sorted by; `nil` for Typesense's default (numbers sort, strings
    /// do not).
    public var sort: Bool?

    /// Creates a field.
    ///
    /// - Parameters:
    ///   - name: The field's name.
    ///   - type: Typesense's type.
    ///   - facet: Whether values are counted as facets.
    ///   - optional: Whether a document may lack it.
    ///   - index: Whether it is indexed.
    ///   - sort: Whether it can be sorted by; `nil` for the default.
    public init(
      name: String, type: String, facet: Bool = false, optional: Bool = false,
      index: Bool = true, sort: Bool? = nil
    ) {
      self.name = name
      self.type = type
      self.facet = facet
      self.optional = optional
      self.index = index
      self.sort = sort
    }

    /// The type without the array suffix: `string` for `string[]`.
    var baseType: String {
      type.hasSuffix("[]") ? String(type.dropLast(2)) : type
    }

    /// Whether the field holds an array of values.
    var isArray: Bool { type.hasSuffix("[]") }

    /// Whether the field holds integers (`int32`, `int64`, or arrays of them).
    var isInteger: Bool { baseType == "int32" || baseType == "int64" }

    /// Whether the field holds numbers.
    var isNumeric: Bool { isInteger || baseType == "float" }

    /// Whether the field holds strings.
    var isString: Bool { baseType == "string" || baseType == "string*" }

    /// Whether the field holds booleans.
    var isBool: Bool { baseType == "bool" }

    /// Whether the field holds locations.
    var isGeo: Bool { baseType == "geopoint" }

    /// The range of an integer field's values (`nil` for other fields).
    var integerRange: ClosedRange<Int64>? {
      switch baseType {
      case "int32": return Int64(Int32.min)...Int64(Int32.max)
      case "int64": return Int64.min...Int64.max
      default: return nil
      }
    }
  }
}
