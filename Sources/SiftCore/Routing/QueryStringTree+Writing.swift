extension QueryStringTree {
  /// One parameter as `qs.stringify` writes it: the key built from `path` (`root[a][b]`), then
  /// the key and the value each percent-encoded (`root%5Ba%5D%5Bb%5D=value`).
  ///
  /// - Parameters:
  ///   - path: The top-level key, then each nested key.
  ///   - value: The value.
  /// - Returns: The `key=value` text.
  static func pair(_ path: [String], _ value: String) -> String {
    encoded(key(path)) + "=" + encoded(value)
  }

  /// The parameters of `value` under `path`, as `qs.stringify` writes a nested value: a string
  /// as one parameter, a list by index (`[0]`, `[1]`, …), an object by key (array indices first
  /// in increasing order, then the others sorted), an empty list or object as nothing.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - path: Its key's path.
  /// - Returns: The `key=value` texts, in order.
  static func pairs(_ value: QueryStringTree, at path: [String]) -> [String] {
    switch value {
    case .string(let text):
      return [pair(path, text)]
    case .list(let items):
      return items.enumerated().flatMap { pairs($1, at: path + [String($0)]) }
    case .object(let members):
      return orderedKeys(members.keys).flatMap { key in
        members[key].map { pairs($0, at: path + [key]) } ?? []
      }
    }
  }

  /// `value` as `qs.stringify` sees it: strings as they are, numbers as JavaScript writes them,
  /// booleans as `true` and `false`, `null` as an empty value.
  ///
  /// - Parameter value: The value.
  /// - Returns: The tree.
  static func tree(_ value: JSON) -> QueryStringTree {
    switch value {
    case .null: return .string("")
    case .bool(let flag): return .string(flag ? "true" : "false")
    case .number(let number): return .string(JavaScriptNumber.string(number.doubleValue))
    case .string(let text): return .string(text)
    case .array(let items): return .list(items.map(tree))
    case .object(let members): return .object(members.mapValues(tree))
    }
  }

  /// The tree as JSON: strings, arrays and objects.
  var json: JSON {
    switch self {
    case .string(let text): .string(text)
    case .list(let items): .array(items.map(\.json))
    case .object(let members): .object(members.mapValues(\.json))
    }
  }

  /// `path` as one key: `root[a][b]`.
  private static func key(_ path: [String]) -> String {
    guard let root = path.first else { return "" }
    return root + path.dropFirst().map { "[" + $0 + "]" }.joined()
  }

  /// `text` with everything but RFC 3986's unreserved characters (`A–Z a–z 0–9 - . _ ~`)
  /// percent-encoded, as `qs` writes keys and values.
  private static func encoded(_ text: String) -> String {
    PercentEncoding.unreserved(text)
  }

  /// Keys in a fixed order: array indices in increasing order, then the others sorted.
  private static func orderedKeys(_ keys: Dictionary<String, QueryStringTree>.Keys) -> [String] {
    let indices = keys.compactMap { key in JavaScriptNumber.index(key[...]).map { ($0, key) } }
    let others = keys.filter { JavaScriptNumber.index($0[...]) == nil }.sorted()
    return indices.sorted { $0.0 < $1.0 }.map(\.1) + others
  }
}
