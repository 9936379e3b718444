extension LocalIndexSettings {
  /// One level of `searchableAttributes`: one or more attributes of equal importance.
  ///
  /// Reads `"title"`, `"title,alternative_title"` (one level) and `"unordered(title)"` (the
  /// position of a match inside the attribute does not matter).
  public struct SearchableAttribute: Sendable, Hashable {
    /// The attribute names (dotted paths allowed) at this level.
    public var names: [String]
    /// Whether the position of a match inside the attribute is ignored.
    public var isUnordered: Bool

    /// Creates a level.
    /// - Parameters:
    ///   - names: the attributes.
    ///   - isUnordered: whether match positions inside them are ignored.
    public init(_ names: [String], isUnordered: Bool = false) {
      self.names = names
      self.isUnordered = isUnordered
    }

    /// Parses Algolia's form: `"a"`, `"a,b"`, `"unordered(a)"`.
    /// - Parameter text: the setting's element.
    /// - Returns: the level, or `nil` when no attribute name is left.
    public static func parse(_ text: String) -> SearchableAttribute? {
      var body = Substring(text).trimmingSpaces
      var unordered = false
      if let inner = body.unwrapping("unordered") {
        unordered = true
        body = inner
      } else if let inner = body.unwrapping("ordered") {
        body = inner
      }
      let names = body.split(separator: ",").map { String($0.trimmingSpaces) }.filter {
        !$0.isEmpty
      }
      return names.isEmpty ? nil : SearchableAttribute(names, isUnordered: unordered)
    }
  }
}

extension Substring {
  var trimmingSpaces: Substring {
    var result = self
    while result.first?.isWhitespace == true { result.removeFirst() }
    while result.last?.isWhitespace == true { result.removeLast() }
    return result
  }

  /// The text inside `name(…)`, or `nil` when this is not that form.
  func unwrapping(_ name: String) -> Substring? {
    guard hasPrefix(name + "("), hasSuffix(")") else { return nil }
    return dropFirst(name.count + 1).dropLast().trimmingSpaces
  }
}
