extension LocalIndexSettings {
  /// A tie-breaking criterion of the `ranking` setting.
  public enum RankingCriterion: Sendable, Hashable {
    /// Fewer typos first.
    case typo
    /// Nearer to `aroundLatLng` first.
    case geo
    /// More query words matched first (matters with optional words).
    case words
    /// Higher optional-filter score first.
    case filters
    /// Query words nearer to each other first.
    case proximity
    /// Matches in more important attributes (and earlier in ordered ones) first.
    case attribute
    /// More query words matched exactly (no typo, not as a prefix) first.
    case exact
    /// The `customRanking` order.
    case custom
    /// A sort on an attribute (`asc(price)` / `desc(price)` in `ranking`).
    case sort(SortCriterion)

    /// Algolia's default: typo, geo, words, filters, proximity, attribute, exact, custom.
    public static let defaultRanking: [RankingCriterion] = [
      .typo, .geo, .words, .filters, .proximity, .attribute, .exact, .custom,
    ]

    /// Parses a criterion name or `asc(…)` / `desc(…)`.
    /// - Parameter text: the text.
    /// - Returns: the criterion, or `nil` when unknown.
    public static func parse(_ text: String) -> RankingCriterion? {
      switch Substring(text).trimmingSpaces {
      case "typo": return .typo
      case "geo": return .geo
      case "words": return .words
      case "filters": return .filters
      case "proximity": return .proximity
      case "attribute": return .attribute
      case "exact": return .exact
      case "custom": return .custom
      default: return SortCriterion.parse(text).map(RankingCriterion.sort)
      }
    }
  }
}
