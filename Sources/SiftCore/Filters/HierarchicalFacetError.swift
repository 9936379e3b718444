/// Why a hierarchical value could not be mapped onto a menu's levels.
public enum HierarchicalFacetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The value has more levels than the menu has attributes.
  case tooDeep(value: String, levels: Int, attributes: Int)

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .tooDeep(let value, let levels, let attributes):
      return "The hierarchical value \"\(value)\" has \(levels) levels, but the menu has only "
        + "\(attributes) level attributes."
    }
  }
}
