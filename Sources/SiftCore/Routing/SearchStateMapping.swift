/// Where a search state's refinements go in a filter state: the groups the screen's widgets
/// read. Needed only for what differs from the widgets' defaults.
///
/// By default a `refinementList` attribute is an or-group of facet filters named after it (a
/// disjunctive facet list's), `_tags` an or-group of tag filters named `_tags`, a `menu`,
/// `numericMenu`, `ratingMenu`, `range` or `toggle` attribute an and-group named after it (a
/// single-selection facet list's, a numeric filter list's, a number's, a number range's, a
/// toggle's), and a `hierarchicalMenu` the `_hierarchical` group over `<prefix>.lvl0`,
/// `<prefix>.lvl1`, … with `" > "` between levels.
///
/// Reading a state from a screen, a facet value is a `refinementList` value and numeric bounds a
/// `range`, unless the attribute is declared a menu, a numeric menu or a rating menu; a search
/// parameter is under `configure` when declared there. A ``SearchStateConnector`` declares
/// what a state it applies names, so that a web app's link comes back in the form it came in.
///
/// ```swift
/// var mapping = SearchStateMapping()
/// mapping.groups["color"] = .and(name: "color")  // a conjunctive facet list
/// mapping.menus = ["type"]  // a facet list with single selection: menu[type]=OLED
/// mapping.ratingMenus = ["rating"]  // rating >= 4: ratingMenu[rating]=4
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
  /// The attributes of menus: their facet value is the state's `menu`, not its
  /// `refinementList`.
  public var menus: Set<Attribute>
  /// The attributes of numeric menus: their numeric filter is the state's `numericMenu`, not
  /// its `range`.
  public var numericMenus: Set<Attribute>
  /// The attributes of rating menus: their `attribute >= rating` filter is the state's
  /// `ratingMenu`, not its `range`.
  public var ratingMenus: Set<Attribute>
  /// The search parameters a `configure` widget sets (`hitsPerPage`, `analyticsTags`, …): the
  /// state's `configure` holds them, and its other keys leave them out.
  public var configuredParameters: Set<String>

  /// Creates a mapping.
  ///
  /// - Parameters:
  ///   - groups: The group of an attribute's refinements, when not the default.
  ///   - hierarchicalMenus: The hierarchical menus, when not the default.
  ///   - menus: The attributes of menus.
  ///   - numericMenus: The attributes of numeric menus.
  ///   - ratingMenus: The attributes of rating menus.
  ///   - configuredParameters: The search parameters a `configure` widget sets.
  public init(
    groups: [Attribute: FilterGroup.ID] = [:], hierarchicalMenus: [HierarchicalMenu] = [],
    menus: Set<Attribute> = [], numericMenus: Set<Attribute> = [],
    ratingMenus: Set<Attribute> = [], configuredParameters: Set<String> = []
  ) {
    self.groups = groups
    self.hierarchicalMenus = hierarchicalMenus
    self.menus = menus
    self.numericMenus = numericMenus
    self.ratingMenus = ratingMenus
    self.configuredParameters = configuredParameters
  }

  /// Declares what `state` names: its menus, numeric menus, rating menus and configured
  /// parameters.
  ///
  /// - Parameter state: The state.
  mutating func declare(_ state: SearchState) {
    menus.formUnion(state.menu.keys.map { Attribute($0) })
    numericMenus.formUnion(state.numericMenu.keys.map { Attribute($0) })
    ratingMenus.formUnion(state.ratingMenu.keys.map { Attribute($0) })
    configuredParameters.formUnion(state.configure.keys)
  }

  /// The group of a `refinementList` attribute.
  func refinementGroup(for attribute: Attribute) -> FilterGroup.ID {
    groups[attribute]
      ?? .or(
        name: attribute.name, filterType: attribute == Filter.Tag.tagsAttribute ? .tag : .facet)
  }

  /// The group of a `menu`, `numericMenu`, `ratingMenu`, `range` or `toggle` attribute.
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
