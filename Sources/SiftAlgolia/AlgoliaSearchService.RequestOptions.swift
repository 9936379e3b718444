extension AlgoliaSearchService {
  /// Headers and a timeout for one call, on top of the service's ``Configuration``.
  ///
  /// ```swift
  /// var options = AlgoliaSearchService.RequestOptions()
  /// options.headers["X-Algolia-UserToken"] = "user-42"
  /// options.readTimeout = .seconds(1)
  /// let responses = try await service.search(queries, options: options)
  /// ```
  public struct RequestOptions: Sendable, Hashable {
    /// Headers for this call. They are added to the configuration's
    /// ``Configuration/additionalHeaders`` and win over a header of the same name there; like
    /// those, they cannot replace the authentication, agent or content-type headers.
    public var headers: [String: String]
    /// The first attempt's timeout for this call, instead of the configuration's
    /// ``Configuration/readTimeout``; later attempts grow from it in the same way. `nil` keeps
    /// the configuration's.
    public var readTimeout: Duration?

    /// Creates options.
    ///
    /// - Parameters:
    ///   - headers: Headers for this call.
    ///   - readTimeout: The first attempt's timeout for this call; `nil` for the configuration's.
    public init(headers: [String: String] = [:], readTimeout: Duration? = nil) {
      self.headers = headers
      self.readTimeout = readTimeout
    }
  }
}
