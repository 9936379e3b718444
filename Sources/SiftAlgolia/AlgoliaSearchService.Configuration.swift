extension AlgoliaSearchService {
  /// Timeouts, the retry strategy's memory and extra headers of an ``AlgoliaSearchService``.
  ///
  /// ```swift
  /// var configuration = AlgoliaSearchService.Configuration()
  /// configuration.readTimeout = .seconds(2)
  /// configuration.additionalHeaders["X-Algolia-UserToken"] = "user-42"
  /// ```
  public struct Configuration: Sendable, Hashable {
    /// The timeout of a request's first attempt. The attempt after `n` failed ones waits
    /// `readTimeout × (n + 1)`. Algolia's clients default to 5 seconds.
    public var readTimeout: Duration
    /// How long a host that failed (unreachable, timed out or answering 5xx) is tried after the
    /// others. After this delay it gets back its place in the host list.
    public var hostDownDelay: Duration
    /// The user agent, sent as `User-Agent` and `X-Algolia-Agent`.
    public var userAgent: String
    /// Headers added to every request, such as `X-Algolia-UserToken` or `X-Forwarded-For`.
    /// They cannot replace the authentication, agent or content-type headers.
    public var additionalHeaders: [String: String]

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - readTimeout: The first attempt's timeout; 5 seconds by default.
    ///   - hostDownDelay: How long a failed host is tried last; 2 minutes by default.
    ///   - userAgent: The user agent; ``AlgoliaSearchService/defaultUserAgent`` by default.
    ///   - additionalHeaders: Extra headers for every request.
    public init(
      readTimeout: Duration = .seconds(5), hostDownDelay: Duration = .seconds(120),
      userAgent: String = AlgoliaSearchService.defaultUserAgent,
      additionalHeaders: [String: String] = [:]
    ) {
      self.readTimeout = readTimeout
      self.hostDownDelay = hostDownDelay
      self.userAgent = userAgent
      self.additionalHeaders = additionalHeaders
    }

    /// The timeout of the attempt that follows `failedAttempts` failed ones.
    ///
    /// - Parameter failedAttempts: How many attempts of the same call failed before.
    /// - Returns: `readTimeout × (failedAttempts + 1)`, at least one millisecond.
    public func timeout(afterFailedAttempts failedAttempts: Int) -> Duration {
      max(readTimeout, .milliseconds(1)) * (max(failedAttempts, 0) + 1)
    }
  }
}
