/// Why an element of `facetFilters`, `numericFilters`, `tagFilters` or `optionalFilters` does
/// not parse: the parameter, the element and the reason.
package struct LegacyFilterParseError: Error, Sendable, Hashable {
  /// The parameter the element belongs to, such as `facetFilters`.
  package var parameter: String
  /// The element as written.
  package var filter: String
  /// What is wrong with it.
  package var reason: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - parameter: The parameter the element belongs to.
  ///   - filter: The element as written.
  ///   - reason: What is wrong with it.
  package init(parameter: String, filter: String, reason: String) {
    self.parameter = parameter
    self.filter = filter
    self.reason = reason
  }
}
