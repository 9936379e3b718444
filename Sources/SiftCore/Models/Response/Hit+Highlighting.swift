extension Hit {
  /// The highlighted value of an attribute: `_highlightResult.<attribute>.value`.
  ///
  /// ```swift
  /// hit.highlighted("name")?.string            // "Amazon Echo"
  /// hit.highlighted("author.name")             // nested attribute
  /// hit.highlighted("tags.0")                  // first value of an array attribute
  /// ```
  /// - Parameters:
  ///   - attribute: an attribute name or dotted path (see `JSON[path:]`).
  ///   - preTag: the pre tag the query asked for; `<em>` by default.
  ///   - postTag: the post tag the query asked for; `</em>` by default.
  /// - Returns: the parsed value, or `nil` when the hit has no string highlight there.
  public func highlighted(
    _ attribute: String, preTag: String = HighlightedString.defaultPreTag,
    postTag: String = HighlightedString.defaultPostTag
  ) -> HighlightedString? {
    Self.tagged(in: highlightResult, attribute: attribute, preTag: preTag, postTag: postTag)
  }

  /// The highlighted values of an array attribute: each `_highlightResult.<attribute>[i].value`.
  /// - Parameters:
  ///   - attribute: an attribute name or dotted path.
  ///   - preTag: the pre tag; `<em>` by default.
  ///   - postTag: the post tag; `</em>` by default.
  /// - Returns: the parsed values, or `[]` when there are none.
  public func highlightedValues(
    _ attribute: String, preTag: String = HighlightedString.defaultPreTag,
    postTag: String = HighlightedString.defaultPostTag
  ) -> [HighlightedString] {
    guard let values = highlightResult?[path: attribute]?.arrayValue else { return [] }
    return values.compactMap { value in
      value["value"]?.stringValue.map {
        HighlightedString(string: $0, preTag: preTag, postTag: postTag)
      }
    }
  }

  /// The snippet of an attribute: `_snippetResult.<attribute>.value`.
  /// - Parameters:
  ///   - attribute: an attribute name or dotted path.
  ///   - preTag: the pre tag; `<em>` by default.
  ///   - postTag: the post tag; `</em>` by default.
  /// - Returns: the parsed snippet, or `nil` when the hit has none there.
  public func snippeted(
    _ attribute: String, preTag: String = HighlightedString.defaultPreTag,
    postTag: String = HighlightedString.defaultPostTag
  ) -> HighlightedString? {
    Self.tagged(in: snippetResult, attribute: attribute, preTag: preTag, postTag: postTag)
  }

  private static func tagged(
    in result: JSON?, attribute: String, preTag: String, postTag: String
  ) -> HighlightedString? {
    guard let text = result?[path: attribute]?["value"]?.stringValue else { return nil }
    return HighlightedString(string: text, preTag: preTag, postTag: postTag)
  }
}
