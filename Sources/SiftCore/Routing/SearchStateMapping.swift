/// Where a search state's refinements go in a filter state: the groups the screen's widgets
/// read. Needed only for what differs from the widgets' defaults.
///
/// By default a `refinementList` attribute is an or-group of facet filters named after it (a
/// disjunctive facet list's), `_tags` an or-group of tag filters named `_tags`, a `range` or
/// `toggle` attribute an and-group named after it (a number range's, a toggle's), and a
/// `hierarchicalMenu` the `_hierarchical` group over `<prefix>.lvl0`, `<prefix>.lvl1`, … with
/// `" > "` between levels.
///
/// ```swift
/// var mapping = SearchStateMapping()
/// mapping.groups["color"] = .and(name: "color")  // a conjunctive facet list
/// mapping.hierarchicalMenus = [
///   .init(facet: HierarchicalFacet(attributePrefix: "categories", levels: 3), groupName: "categories")
/// ]
/// ```
public struct SearchStateMapping: Sendable, Hashable {
  /// A hierarchical menu: its levels and separator, and the group it selects in.
  public struct HierarchicalMenu: Sendable, Hashable {
    /// The menu's level attributes and separator.
    public var facet: HierarchicalFacet
    /// The hierarchical group's name.
    public var groupName: String

    /// Creates a menu mapping.
    ///
    /// - Parameters:
    ///   - facet: The menu's level attributes and separator.
    ///   - groupName: The hierarchical group's name; `_hierarchical` by default, as the menu
    ///     connector's.
    public init(facet: HierarchicalFacet, groupName: String = HierarchicalFacet.defaultGroupName) {
      self.facet = facet
      self.groupName = groupName
    }
  }

  /// The group of an attribute's refinements, when not the default.
  public var groups: [Attribute: FilterGroup.ID]
  /// The hierarchical menus, when not the default.
  public var hierarchicalMenus: [HierarchicalMenu]

  /// Creates a mapping.
  ///
  /// - Parameters:
  ///   - groups: The group of an attribute's refinements, when not the default.
  ///   - hierarchicalMenus: The hierarchical menus, when not the default.
  public init(groups: [Attribute: FilterGroup.ID] = [:], hierarchicalMenus: [HierarchicalMenu] = [])
  {
    self.groups = groups
    self.hierarchicalMenus = hierarchicalMenus
  }

  /// The group of a `refinementList` attribute.
  func refinementGroup(for attribute: Attribute) -> FilterGroup.ID {
    groups[attribute]
      ?? .or(
        name: attribute.name, filterType: attribute == Filter.Tag.tagsAttribute ? .tag : .facet)
  }

  /// The group of a `range` or `toggle` attribute.
  func andGroup(for attribute: Attribute) -> FilterGroup.ID {
    groups[attribute] ?? .and(name: attribute.name)
  }

  /// The menu whose top level is `attribute`: a declared one, or the default over
  /// `<prefix>.lvl<k>` for `depth` levels.
  func hierarchicalMenu(topLevel attribute: String, depth: Int) -> HierarchicalMenu {
    if let declared = hierarchicalMenus.first(where: {
      $0.facet.attributes.first?.name == attribute
    }) {
      return declared
    }
    let prefix = attribute.hasSuffix(".lvl0") ? String(attribute.dropLast(5)) : attribute
    let attributes =
      attribute.hasSuffix(".lvl0")
      ? (0..<max(depth, 1)).map { Attribute("\(prefix).lvl\($0)") } : [Attribute(attribute)]
    return HierarchicalMenu(facet: HierarchicalFacet(attributes: attributes))
  }

  /// The separator of the menu whose levels include `attribute`.
  func separator(forLevel attribute: Attribute) -> String {
    hierarchicalMenus.first { $0.facet.attributes.contains(attribute) }?.facet.separator ?? " > "
  }
}
