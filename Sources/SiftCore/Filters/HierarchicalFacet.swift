/// A hierarchical menu's attributes: one per level (`categories.lvl0`, `categories.lvl1`, …),
/// each holding the full path to that level joined by a separator (`"A > B"`).
///
/// ```swift
/// let menu = HierarchicalFacet(attributePrefix: "hierarchicalCategories", levels: 3)
/// menu.path(for: "Cameras & Camcorders > Digital Cameras")
/// // ["Cameras & Camcorders", "Cameras & Camcorders > Digital Cameras"]
/// try menu.filter(for: "Cameras & Camcorders > Digital Cameras")
/// // "hierarchicalCategories.lvl1":"Cameras & Camcorders > Digital Cameras"
/// ```
public struct HierarchicalFacet: Hashable, Sendable, Codable {
  /// The name of the hierarchical group a menu uses unless told otherwise: `_hierarchical`,
  /// InstantSearch's, so faceting queries render as InstantSearch's do.
  public static let defaultGroupName = "_hierarchical"

  /// The level attributes, from the top level down.
  public var attributes: [Attribute]
  /// What joins the levels in a value; `" > "` by default.
  public var separator: String

  /// Creates a menu from its level attributes.
  /// - Parameters:
  ///   - attributes: The level attributes, from the top level down.
  ///   - separator: What joins the levels in a value.
  public init(attributes: [Attribute], separator: String = " > ") {
    self.attributes = attributes
    self.separator = separator
  }

  /// Creates a menu whose attributes are `<prefix>.lvl0` … `<prefix>.lvl<levels - 1>`, Algolia's
  /// convention.
  /// - Parameters:
  ///   - attributePrefix: The attribute holding the levels (`"hierarchicalCategories"`).
  ///   - levels: The number of levels; a negative count is treated as zero.
  ///   - separator: What joins the levels in a value.
  public init(attributePrefix: String, levels: Int, separator: String = " > ") {
    self.init(
      attributes: (0..<max(levels, 0)).map { Attribute("\(attributePrefix).lvl\($0)") },
      separator: separator)
  }

  /// The values of each level from the top down to `value`'s level: the prefixes of `value`
  /// ending before each separator, then `value` itself. An empty value has an empty path.
  /// - Parameter value: The full value of a level (`"A > B > C"`).
  /// - Returns: The path (`["A", "A > B", "A > B > C"]`).
  public func path(for value: String) -> [String] {
    guard !value.isEmpty else { return [] }
    guard !separator.isEmpty else { return [value] }
    var path = value.ranges(of: separator).map { String(value[..<$0.lowerBound]) }
    path.append(value)
    return path
  }

  /// The facet filters of `value`'s path: level k's value on level k's attribute.
  /// - Parameter value: The full value of a level.
  /// - Returns: One facet filter per level, from the top down.
  /// - Throws: ``HierarchicalFacetError/tooDeep(value:levels:attributes:)`` when the value has
  ///   more levels than the menu has attributes.
  public func pathFilters(for value: String) throws(HierarchicalFacetError) -> [Filter.Facet] {
    let path = path(for: value)
    guard path.count <= attributes.count else {
      throw .tooDeep(value: value, levels: path.count, attributes: attributes.count)
    }
    return zip(attributes, path).map { Filter.Facet(attribute: $0, value: .string($1)) }
  }

  /// The filter selecting `value`: its own level's facet filter, the path's deepest.
  /// - Parameter value: The full value of a level.
  /// - Returns: The facet filter, or `nil` for an empty value.
  /// - Throws: ``HierarchicalFacetError/tooDeep(value:levels:attributes:)`` when the value has
  ///   more levels than the menu has attributes.
  public func filter(for value: String) throws(HierarchicalFacetError) -> Filter.Facet? {
    try pathFilters(for: value).last
  }
}
