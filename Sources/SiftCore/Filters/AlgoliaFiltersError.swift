/// Why an Algolia `filters` string could not become a ``Filters`` value, and where.
///
/// ```swift
/// do {
///   _ = try Filters(algoliaFilters: #"brand:Apple OR price < 10"#)
/// } catch {
///   print(error)  // Group 1 ("brand":"Apple" OR "price" < 10.0) cannot be restored: …
/// }
/// ```
public enum AlgoliaFiltersError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The string is not valid filter syntax; the parse error has the offset.
  case syntax(FilterParseError)

  /// The string parses, but one of its top-level `AND` operands is not a shape a filter state
  /// holds: a filter, or an `OR` of filters of one kind.
  ///
  /// - `index`: the operand's position among the top-level `AND` operands, from 1.
  /// - `group`: the operand, rendered.
  /// - `reason`: what is wrong with it.
  case unsupportedGroup(index: Int, group: String, reason: String)

  /// A sentence saying what is wrong and where.
  public var description: String {
    switch self {
    case .syntax(let error):
      return error.description
    case .unsupportedGroup(let index, let group, let reason):
      return "Group \(index) (\(group)) cannot be restored: \(reason)."
    }
  }
}
