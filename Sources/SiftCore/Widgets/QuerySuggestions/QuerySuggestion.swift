/// A record of a query suggestions index (Algolia's format): the suggested query and how popular
/// it is.
public struct QuerySuggestion: Sendable, Hashable, Decodable {
  /// The suggested query text.
  public var query: String

  /// How often it was searched, when the index records it.
  public var popularity: Int?

  /// Creates a suggestion.
  ///
  /// - Parameters:
  ///   - query: The suggested query text.
  ///   - popularity: How often it was searched.
  public init(query: String, popularity: Int? = nil) {
    self.query = query
    self.popularity = popularity
  }
}
