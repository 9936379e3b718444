/// Why a search state could not be read or applied. Nothing changed.
public enum SearchStateError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A URL parameter holds a value its key cannot take.
  case invalidValue(key: String, value: String, expected: String)
  /// The query string is longer than the limit.
  case tooLong(length: Int, limit: Int)
  /// The query string has more parameters than the limit.
  case tooManyParameters(count: Int, limit: Int)
  /// A hierarchical path is deeper than its menu's levels.
  case hierarchicalPathTooDeep(attribute: String, path: [String], levels: Int)
  /// The ``SearchState/filters`` string cannot be restored.
  case filters(AlgoliaFiltersError)

  /// What is wrong, and where.
  public var description: String {
    switch self {
    case .invalidValue(let key, let value, let expected):
      "\(key)=\(value): expected \(expected)"
    case .tooLong(let length, let limit):
      "the query string has \(length) characters; at most \(limit) are read"
    case .tooManyParameters(let count, let limit):
      "the query string has \(count) parameters; at most \(limit) are read"
    case .hierarchicalPathTooDeep(let attribute, let path, let levels):
      "hierarchicalMenu[\(attribute)] has \(path.count) levels (\(path.joined(separator: " > "))); "
        + "the menu has \(levels)"
    case .filters(let error):
      "filters: \(error)"
    }
  }
}
