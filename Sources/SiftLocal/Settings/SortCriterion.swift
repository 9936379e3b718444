extension LocalIndexSettings {
  /// `asc(attribute)` or `desc(attribute)`: an element of `customRanking`, or a sort criterion
  /// of `ranking`.
  ///
  /// Numbers sort numerically, booleans as `false < true`, strings by their Unicode scalars;
  /// records lacking the attribute come last either way.
  public struct SortCriterion: Sendable, Hashable {
    /// The attribute (dotted paths allowed).
    public var attribute: String
    /// Whether larger values come first.
    public var isDescending: Bool

    /// Creates a criterion.
    /// - Parameters:
    ///   - attribute: the attribute.
    ///   - isDescending: whether larger values come first.
    public init(attribute: String, isDescending: Bool) {
      self.attribute = attribute
      self.isDescending = isDescending
    }

    /// `asc(attribute)`.
    /// - Parameter attribute: the attribute.
    /// - Returns: the criterion.
    public static func ascending(_ attribute: String) -> SortCriterion {
      SortCriterion(attribute: attribute, isDescending: false)
    }

    /// `desc(attribute)`.
    /// - Parameter attribute: the attribute.
    /// - Returns: the criterion.
    public static func descending(_ attribute: String) -> SortCriterion {
      SortCriterion(attribute: attribute, isDescending: true)
    }

    /// Parses `asc(…)` / `desc(…)`.
    /// - Parameter text: the text.
    /// - Returns: the criterion, or `nil` when the text is not of that form.
    public static func parse(_ text: String) -> SortCriterion? {
      let body = Substring(text).trimmingSpaces
      if let inner = body.unwrapping("asc"), !inner.isEmpty {
        return .ascending(String(inner))
      }
      if let inner = body.unwrapping("desc"), !inner.isEmpty {
        return .descending(String(inner))
      }
      return nil
    }
  }
}
