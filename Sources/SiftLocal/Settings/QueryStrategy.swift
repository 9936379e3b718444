extension LocalIndexSettings {
  /// Which words to remove from a query that finds nothing, one at a time, until it finds
  /// something (`removeWordsIfNoResults`).
  public enum RemoveWordsIfNoResults: String, Sendable, Hashable, CaseIterable {
    /// Search the query as it is.
    case none
    /// Remove the last word, then the one before it, and so on, at most five words.
    case lastWords
    /// Remove the first word, then the next, and so on, at most five words.
    case firstWords
    /// Make every word optional.
    case allOptional
  }

  /// A feature of the advanced query syntax (`advancedSyntaxFeatures`).
  public enum AdvancedSyntaxFeature: String, Sendable, Hashable, CaseIterable {
    /// `"words in quotes"` match as a phrase: adjacent, in order, in one attribute.
    case exactPhrase
    /// `-word` excludes the records holding the word.
    case excludeWords
  }

  /// A kind of alternative counted as an exact match by the `exact` criterion
  /// (`alternativesAsExact`).
  public enum AlternativeAsExact: String, Sendable, Hashable, CaseIterable {
    /// Singular and plural forms (`ignorePlurals`).
    case ignorePlurals
    /// A synonym of one word for one word.
    case singleWordSynonym
    /// A synonym with a phrase on either side.
    case multiWordsSynonym
  }
}
