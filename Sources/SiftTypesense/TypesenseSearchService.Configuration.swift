extension TypesenseSearchService {
  /// Timeouts, failover memory and the per-collection search setup of a
  /// ``TypesenseSearchService``.
  ///
  /// ```swift
  /// var configuration = TypesenseSearchService.Configuration()
  /// configuration.collections["products"] = .init(queryBy: ["name", "brand", "description"])
  /// configuration.sortedIndices["products_price_asc"] = .init(
  ///   collection: "products", sortBy: "price:asc")
  /// configuration.additionalSearchParameters["prioritize_exact_match"] = "true"
  /// ```
  public struct Configuration: Sendable, Hashable {
    /// The timeout of a request's first attempt. The attempt after `n` failed ones waits
    /// `connectionTimeout × (n + 1)`, and so does an attempt on a node that timed out `n` times
    /// within ``healthcheckInterval`` of its last timeout.
    public var connectionTimeout: Duration
    /// How long a node that failed (unreachable, timed out or answering 5xx) is tried after the
    /// others. After this delay it gets back its place in the node list.
    public var healthcheckInterval: Duration
    /// How Sift searches each collection, by collection name. A collection without an entry
    /// searches every indexed string field of its schema.
    public var collections: [String: CollectionParameters]
    /// Index names that stand for a collection in another order (a Sort by widget's replicas),
    /// by index name.
    public var sortedIndices: [String: SortedIndex]
    /// Typesense search parameters sent with every search, by Typesense name (what
    /// `additionalSearchParameters` holds for `typesense-instantsearch-adapter` users). A
    /// collection's ``CollectionParameters/searchParameters`` override them; a parameter Sift
    /// translates from the search overrides both.
    public var additionalSearchParameters: [String: String]
    /// The `geopoint` field that holds records' locations, shown in hits as Algolia's
    /// `_geoloc` (`{"lat": …, "lng": …}`) and searched by the geo parameters.
    public var geoLocationField: String
    /// The user agent sent as `User-Agent`.
    public var userAgent: String

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - connectionTimeout: The first attempt's timeout; 5 seconds by default.
    ///   - healthcheckInterval: How long a failed node is tried last; 60 seconds by default.
    ///   - collections: How each collection is searched.
    ///   - sortedIndices: Index names that stand for sorted collections.
    ///   - additionalSearchParameters: Typesense parameters for every search.
    ///   - geoLocationField: The `geopoint` field; `_geoloc` by default.
    ///   - userAgent: The user agent; ``TypesenseSearchService/defaultUserAgent`` by default.
    public init(
      connectionTimeout: Duration = .seconds(5), healthcheckInterval: Duration = .seconds(60),
      collections: [String: CollectionParameters] = [:],
      sortedIndices: [String: SortedIndex] = [:],
      additionalSearchParameters: [String: String] = [:], geoLocationField: String = "_geoloc",
      userAgent: String = TypesenseSearchService.defaultUserAgent
    ) {
      self.connectionTimeout = connectionTimeout
      self.healthcheckInterval = healthcheckInterval
      self.collections = collections
      self.sortedIndices = sortedIndices
      self.additionalSearchParameters = additionalSearchParameters
      self.geoLocationField = geoLocationField
      self.userAgent = userAgent
    }

    /// The timeout of the attempt that follows `failedAttempts` failed ones.
    ///
    /// - Parameter failedAttempts: How many attempts of the same call failed before (or how
    ///   many times the node timed out recently).
    /// - Returns: `connectionTimeout × (failedAttempts + 1)`, at least one millisecond.
    public func timeout(afterFailedAttempts failedAttempts: Int) -> Duration {
      max(connectionTimeout, .milliseconds(1)) * (max(failedAttempts, 0) + 1)
    }
  }
}
