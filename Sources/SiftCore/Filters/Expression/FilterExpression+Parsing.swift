extension FilterExpression {
  /// How deep parentheses and `NOT`s may nest in a parsed `filters` string: 100 levels.
  ///
  /// Each `(` and each `NOT` counts one level (`NOT (a OR NOT b)` is three deep). A deeper
  /// string is rejected with ``FilterParseError/nestingTooDeep(maximumDepth:at:)``, so a hostile
  /// filter cannot exhaust the stack of the thread that parses, evaluates or renders it; the
  /// filters a `FilterState` renders nest only a few levels deep.
  public static let maximumNestingDepth = 100

  /// Parses an Algolia `filters` string.
  ///
  /// ```swift
  /// let expression = try FilterExpression(parsing: #"("brand":"Apple" OR brand:Sony) AND price <= 100"#)
  /// ```
  ///
  /// Supported syntax:
  /// - facet filters `attribute:value`, with quoted (`"…"` or `'…'`, backslash escapes) or bare
  ///   attributes and values; a bare value that reads as a number is a number (`rating:4`),
  ///   `true` / `false` a boolean, anything else a string; a quoted value is always a string;
  /// - an optional-filter score right after a facet value: `brand:Sony<score=3>`;
  /// - tag filters `_tags:value` (a `_tags` filter with a score stays a facet filter);
  /// - numeric comparisons `attribute <op> number` with `<`, `<=`, `=`, `!=`, `>=`, `>`
  ///   (`price<=10.5`, `price = -3`) and inclusive ranges `attribute:lower TO upper`;
  /// - `NOT`, `AND`, `OR` (upper case) and parentheses.
  ///
  /// Precedence is `NOT` over `AND` over `OR`, so `a AND b OR c` is `(a AND b) OR c`. Algolia's
  /// engine is stricter (it rejects, for instance, `NOT` before a parenthesized group and
  /// `AND`-combinations inside an `OR`); this parser accepts them so that a backend can
  /// evaluate any boolean combination. The result is ``normalized``.
  ///
  /// - Parameter text: The `filters` string.
  /// - Throws: ``FilterParseError`` with the `Character` offset of the problem, including for
  ///   an empty or blank string and for nesting deeper than ``maximumNestingDepth``.
  public init(parsing text: String) throws(FilterParseError) {
    var parser = FilterParser(text)
    self = try parser.parse()
  }

  /// Parses an optional `filters` parameter: `nil`, empty or blank means no filtering.
  ///
  /// - Parameter text: The `filters` parameter of a query, if any.
  /// - Returns: The expression, or `nil` when there is nothing to parse.
  /// - Throws: ``FilterParseError`` when the string is malformed.
  public static func parse(_ text: String?) throws(FilterParseError) -> FilterExpression? {
    guard let text else { return nil }
    var parser = FilterParser(text)
    guard !parser.isBlank else { return nil }
    return try parser.parse()
  }
}
