extension SearchQuery {
  /// Why an Algolia `params` string could not be read as a ``SearchQuery``, and where.
  ///
  /// ```swift
  /// do {
  ///   _ = try SearchQuery(urlEncodedParameters: "query=tv&hitsPerPage=many")
  /// } catch {
  ///   print(error)  // Invalid value of hitsPerPage: expected Int …
  /// }
  /// ```
  public enum ParametersError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A `%` that is not followed by two hexadecimal digits, at this UTF-8 offset.
    case invalidPercentEscape(at: Int)
    /// A name or value whose percent-decoded bytes are not UTF-8; the offset of its first
    /// byte in the string.
    case invalidUTF8(at: Int)
    /// A parameter whose value has the wrong type or form, with the reason.
    case invalidValue(parameter: String, reason: String)

    /// A sentence saying what is wrong and where.
    public var description: String {
      switch self {
      case .invalidPercentEscape(let offset):
        return
          "Invalid percent escape at offset \(offset): expected '%' and two hexadecimal digits."
      case .invalidUTF8(let offset):
        return "Invalid UTF-8 in the name or value starting at offset \(offset)."
      case .invalidValue(let parameter, let reason):
        return "Invalid value of \(parameter): \(reason)"
      }
    }
  }
}
