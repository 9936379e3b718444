import Foundation

/// Nested parameters in the bracket form of the `qs` library, which InstantSearch.js's default
/// router uses: `products[refinementList][brand][0]=Sony`.
///
/// Reading is bounded (length, number of parameters, depth) and lenient as `qs` is: `+` is a
/// space, a malformed escape is kept as written, `[]` appends to a list, a key deeper than the
/// limit or that conflicts with an earlier one is dropped.
indirect enum QueryStringTree: Equatable {
  case value(String)
  case node([String: QueryStringTree])

  /// The longest query string read.
  static let lengthLimit = 65_536
  /// The most parameters read.
  static let parameterLimit = 1_000
  /// The most bracketed segments of a key.
  static let depthLimit = 5

  /// The parameters of `queryString` (with or without its leading `?`), by top-level key.
  static func parse(_ queryString: String) throws(SearchStateError) -> [String: QueryStringTree] {
    guard queryString.utf8.count <= lengthLimit else {
      throw .tooLong(length: queryString.utf8.count, limit: lengthLimit)
    }
    let text = queryString.hasPrefix("?") ? queryString.dropFirst() : queryString[...]
    let pairs = text.split(separator: "&")
    guard pairs.count <= parameterLimit else {
      throw .tooManyParameters(count: pairs.count, limit: parameterLimit)
    }
    var root = QueryStringTree.node([:])
    for pair in pairs {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let key = decode(parts[0])
      let value = parts.count > 1 ? decode(parts[1]) : ""
      guard let path = segments(of: key) else { continue }
      root.insert(value, at: path[...])
    }
    guard case .node(let top) = root else { return [:] }
    return top
  }

  /// `key` split into its root and bracketed segments; nil when deeper than the limit.
  private static func segments(of key: String) -> [String]? {
    guard let open = key.firstIndex(of: "["), open != key.startIndex, key.hasSuffix("]") else {
      return key.isEmpty ? nil : [key]
    }
    var segments = [String(key[..<open])]
    var rest = key[open...]
    while rest.first == "[", let close = rest.firstIndex(of: "]") {
      segments.append(String(rest[rest.index(after: rest.startIndex)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    guard rest.isEmpty else { return [key] }
    return segments.count - 1 <= depthLimit ? segments : nil
  }

  private mutating func insert(_ value: String, at path: ArraySlice<String>) {
    guard let first = path.first else { return }
    guard case .node(var children) = self else { return }
    var key = first
    if key.isEmpty {
      key = String(children.count)  // `[]`: the next index
    }
    if path.count == 1 {
      if children[key] == nil { children[key] = .value(value) }
    } else {
      var child = children[key] ?? .node([:])
      child.insert(value, at: path.dropFirst())
      children[key] = child
    }
    self = .node(children)
  }

  private static func decode(_ text: Substring) -> String {
    let spaced = text.replacingOccurrences(of: "+", with: " ")
    return spaced.removingPercentEncoding ?? spaced
  }

  /// `segments` as a key: `root[a][b]`, each segment percent-encoded, the brackets not.
  static func key(_ segments: [String]) -> String {
    guard let root = segments.first else { return "" }
    return encode(root) + segments.dropFirst().map { "[" + encode($0) + "]" }.joined()
  }

  /// `text` with everything but `A–Z a–z 0–9 - . _ ~` percent-encoded, as `qs` writes values.
  static func encode(_ text: String) -> String {
    PercentEncoding.unreserved(text)
  }
}
