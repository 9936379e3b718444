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
    /// `readTimeout × (n + 1)`, and so does an attempt on a host that timed out `n` times
    /// within ``hostDownDelay`` of its last timeout (see ``timeout(afterFailedAttempts:)``).
    /// Algolia's clients default to 5 seconds.
    public var readTimeout: Duration
    /// How long a host that failed (unreachable, timed out or answering 5xx) is tried after the
    /// others. After this delay it gets back its place in the host list; a host that timed out
    /// also gets back the base ``readTimeout`` this long after its last timeout.
    public var hostDownDelay: Duration
    /// The user agent, sent as `User-Agent` and `X-Algolia-Agent`.
    public var userAgent: String
    /// Headers added to every request, such as `X-Algolia-UserToken` or `X-Forwarded-For`.
    /// They cannot replace the authentication, agent or content-type headers.
    public var additionalHeaders: [String: String]
    /// The longest `Retry-After` the service waits for. A reply `429 Too Many Requests` with a
    /// `Retry-After` of at most this long is sent again to the same host after that delay (on
    /// the service's clock); a longer one, or none, is reported as the HTTP error it is.
    public var maximumRetryAfter: Duration
    /// How many times one call waits for a `Retry-After` and sends its request again.
    public var rateLimitRetries: Int

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - readTimeout: The first attempt's timeout; 5 seconds by default.
    ///   - hostDownDelay: How long a failed host is tried last; 2 minutes by default.
    ///   - userAgent: The user agent; ``AlgoliaSearchService/defaultUserAgent`` by default.
    ///   - additionalHeaders: Extra headers for every request.
    ///   - maximumRetryAfter: The longest `Retry-After` waited for; 30 seconds by default.
    ///   - rateLimitRetries: How many `Retry-After`s one call waits for; 2 by default.
    public init(
      readTimeout: Duration = .seconds(5), hostDownDelay: Duration = .seconds(120),
      userAgent: String = AlgoliaSearchService.defaultUserAgent,
      additionalHeaders: [String: String] = [:], maximumRetryAfter: Duration = .seconds(30),
      rateLimitRetries: Int = 2
    ) {
      self.readTimeout = readTimeout
      self.hostDownDelay = hostDownDelay
      self.userAgent = userAgent
      self.additionalHeaders = additionalHeaders
      self.maximumRetryAfter = maximumRetryAfter
      self.rateLimitRetries = rateLimitRetries
    }

    /// The timeout of the attempt that follows `failedAttempts` failed ones.
    ///
    /// The service passes the larger of the attempts of the call that failed before and the
    /// recent timeouts of the host the attempt goes to.
    ///
    /// - Parameter failedAttempts: How many attempts of the same call failed before (or how many
    ///   times the host timed out recently).
    /// - Returns: `readTimeout × (failedAttempts + 1)`, at least one millisecond.
    public func timeout(afterFailedAttempts failedAttempts: Int) -> Duration {
      max(readTimeout, .milliseconds(1)) * (max(failedAttempts, 0) + 1)
    }
  }
}

extension AlgoliaSearchService.Configuration {
  /// The default configuration with request options for every call: their headers added, their
  /// read timeout (if any) instead of the default one.
  ///
  /// - Parameter requestOptions: The options; nil for the default configuration.
  init(requestOptions: AlgoliaSearchService.RequestOptions?) {
    self.init()
    guard let requestOptions else { return }
    additionalHeaders = requestOptions.headers
    readTimeout = requestOptions.readTimeout ?? readTimeout
  }
}
