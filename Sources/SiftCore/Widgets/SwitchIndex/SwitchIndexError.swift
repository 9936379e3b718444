/// Why a switch-index widget refused a pick: the index is not one it offers. Nothing changed.
public enum SwitchIndexError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `indexName` is not among the `offered` ones.
  case unknownIndex(String, offered: [String])

  /// What was refused, and what is offered.
  public var description: String {
    switch self {
    case .unknownIndex(let name, let offered):
      "\"\(name)\" is not an index this widget switches to (it offers \(offered.joined(separator: ", ")))"
    }
  }
}
