import SiftCore

/// Reads the elements of Algolia's array filter parameters into filters with SiftCore's
/// ``SiftCore/LegacyFilterParser``, reporting a bad element as a ``LocalIndexError``.
enum FilterListParser {
  /// Parses a `facetFilters` / `optionalFilters` element: `attribute:value`, negated
  /// `attribute:-value` (`\-` escapes a leading minus), with an optional `<score=N>` suffix; a
  /// value in double quotes is read without them.
  static func facet(_ text: String, parameter: String) throws(LocalIndexError) -> Filter {
    do {
      return try LegacyFilterParser.facet(text, parameter: parameter)
    } catch {
      throw .invalidFilterList(
        parameter: error.parameter, filter: error.filter, reason: error.reason)
    }
  }

  /// Parses a `numericFilters` element: `attribute op number` or `attribute:lower TO upper`.
  static func numeric(_ text: String) throws(LocalIndexError) -> Filter {
    do {
      return try LegacyFilterParser.numeric(text)
    } catch {
      throw .invalidFilterList(
        parameter: error.parameter, filter: error.filter, reason: error.reason)
    }
  }

  /// Parses a `tagFilters` element: `tag` or `-tag`.
  static func tag(_ text: String) -> Filter {
    LegacyFilterParser.tag(text)
  }

  /// A filter list as an expression: elements AND-ed, inner lists OR-ed.
  static func expression(
    _ list: LegacyFilterList, parse: (String) throws(LocalIndexError) -> Filter
  ) throws(LocalIndexError) -> FilterExpression {
    try LegacyFilterParser.expression(list, parse: parse)
  }
}
