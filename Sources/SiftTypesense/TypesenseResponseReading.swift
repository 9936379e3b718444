import SiftCore

/// What the translation of a search tells the reading of its result: how Typesense's reply
/// becomes Algolia's response for the widgets.
struct TypesenseResponseReading: Sendable {
  /// An attribute to snippet, and the number of words of its snippet.
  struct Snippet: Sendable, Hashable {
    var attribute: String
    var words: Int
  }

  /// Which attributes of a document hits show.
  enum Retrieval: Sendable, Hashable {
    /// Every attribute.
    case all
    /// Only these (and `objectID`).
    case only(Set<String>)
    /// All but these.
    case except(Set<String>)
  }

  /// A slice of the page Typesense returns, for Algolia's `offset` / `length`.
  struct Window: Sendable, Hashable {
    /// The offset asked for.
    var offset: Int
    /// The length asked for.
    var length: Int
    /// The hits of Typesense's page to skip.
    var skip: Int
  }

  /// The index name searched.
  var indexName: String
  /// The search as the widgets sent it.
  var query: SearchQuery
  /// The query's words, folded, for `matchedWords` (exclusions left out).
  var queryWords: [String]
  /// The zero-based page.
  var page: Int
  /// The hits per page.
  var hitsPerPage: Int
  /// The slice of Typesense's page, for `offset` / `length`.
  var window: Window?
  /// The attributes in `_highlightResult`.
  var highlighted: [String]
  /// The attributes in `_snippetResult`.
  var snippeted: [Snippet]
  /// The tag before a highlighted part.
  var preTag: String
  /// The tag after a highlighted part.
  var postTag: String
  /// The text marking a snippet's cut ends.
  var ellipsis: String
  /// Which attributes hits show.
  var retrieval: Retrieval
  /// The geopoint field.
  var geoField: String
  /// The centre of a search around a point.
  var geoCenter: GeoLocation?
  /// Whether hits carry `_rankingInfo`.
  var getRankingInfo: Bool
  /// Whether the response carries a `queryID`.
  var clickAnalytics: Bool
  /// The response fields asked for (`nil` or `["*"]`: all).
  var responseFields: [String]?
  /// `renderingContent` to return.
  var renderingContent: JSON?
  /// The collection's schema.
  var schema: TypesenseCollectionSchema
  /// Whether hits come in groups (`distinct`).
  var grouped: Bool
}
