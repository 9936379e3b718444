/// A query string's parameters as the `qs` library reads them, with the options of
/// InstantSearch.js's history router: nested keys in brackets
/// (`products[refinementList][brand][0]=Sony`) make objects and lists.
///
/// Reading follows `qs.parse` (see `QueryStringTree+Parsing.swift`): encoded brackets read as
/// brackets, `+` is a space, a value whose escapes do not decode is kept as written, a repeated
/// key makes a list, `[]` appends, indices past the array limit make an object, keys nest at most
/// five brackets deep (the rest is one literal key), and keys naming a property of JavaScript's
/// objects (`constructor`, `__proto__`) are dropped.
///
/// Writing follows `qs.stringify` (see `QueryStringTree+Writing.swift`): the whole key and the
/// value percent-encoded, RFC 3986's unreserved characters kept.
indirect enum QueryStringTree: Hashable {
  /// A value.
  case string(String)
  /// A list of values, in order.
  case list([QueryStringTree])
  /// Values by key.
  case object([String: QueryStringTree])

  /// The longest query string read.
  static let lengthLimit = 65_536
  /// The most parameters read.
  static let parameterLimit = 1_000
  /// The most bracketed segments of a key (`qs`'s `depth`).
  static let depthLimit = 5
  /// The first array index read as an object key rather than a list position: InstantSearch.js's
  /// router reads with `arrayLimit: 99`.
  static let arrayLimit = 99

  /// The list the value reads as: a list, or an object whose keys are all array indices (what
  /// `qs` makes past the array limit), in the order of its indices; nil otherwise.
  var listValue: [QueryStringTree]? {
    switch self {
    case .string: return nil
    case .list(let items): return items
    case .object(let members):
      var indexed: [(Double, QueryStringTree)] = []
      for (key, value) in members {
        guard let index = JavaScriptNumber.index(key[...]) else { return nil }
        indexed.append((index, value))
      }
      return indexed.sorted { $0.0 < $1.0 }.map(\.1)
    }
  }
}
