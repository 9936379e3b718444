import Foundation
import SiftCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An ``SiftCore/InsightsService`` over Algolia's Insights API: each batch is one
/// `POST /1/events` to the Insights host of the application's region.
///
/// ```swift
/// let insights = Insights(
///   service: AlgoliaInsightsService(appID: "MYAPP", apiKey: "search-only-key", region: .de))
/// ```
///
/// The request carries Algolia's headers (`X-Algolia-Application-Id`, `X-Algolia-API-Key`,
/// the agent) and the body `{"events": […]}`, at most 1,000 events per request. A 2xx is
/// success; a 4xx is an ``SiftCore/InsightsError/http(status:message:)`` with Algolia's message,
/// which `Insights` does not retry (but a 408 or 429): for a 400, 413 or 422, the API's refusal
/// of an event, `Insights` splits the batch to send the others. A 5xx or a network failure is
/// transient, and `Insights` retries it with backoff. The service makes one attempt per call:
/// retries are `Insights`' job.
public final class AlgoliaInsightsService: InsightsService {
  /// The Algolia region an application's analytics live in.
  public enum Region: String, Sendable, Hashable, CaseIterable {
    /// The United States: `insights.us.algolia.io`.
    case us
    /// Germany (Europe): `insights.de.algolia.io`.
    case de
  }

  /// The most events of one request.
  public static let maxEventsPerRequest = 1_000

  /// The Algolia application ID.
  public let appID: String
  /// Where the events are posted.
  public let host: AlgoliaSearchService.Host
  /// How long a request may take.
  public let timeout: Duration
  /// The user agent, sent as `User-Agent` and `X-Algolia-Agent`.
  public let userAgent: String

  private let apiKey: String
  private let transport = URLSessionTransport()

  /// Creates a service for an Algolia application.
  ///
  /// - Parameters:
  ///   - appID: The application ID.
  ///   - apiKey: An API key with the `search` ACL (a search-only key).
  ///   - region: The application's analytics region; nil for `insights.algolia.io`, which
  ///     routes to it.
  ///   - host: Another host (a proxy, a test server); overrides `region`.
  ///   - timeout: How long a request may take; 10 seconds by default.
  ///   - userAgent: The user agent; ``AlgoliaSearchService/defaultUserAgent`` by default.
  public init(
    appID: String, apiKey: String, region: Region? = nil, host: AlgoliaSearchService.Host? = nil,
    timeout: Duration = .seconds(10), userAgent: String = AlgoliaSearchService.defaultUserAgent
  ) {
    self.appID = appID
    self.apiKey = apiKey
    self.host = host ?? Self.host(for: region)
    self.timeout = timeout
    self.userAgent = userAgent
  }

  deinit {
    transport.invalidate()
  }

  /// The Insights host of a region: `insights.us.algolia.io`, `insights.de.algolia.io`, or
  /// `insights.algolia.io` without one.
  ///
  /// - Parameter region: The region.
  /// - Returns: The HTTPS host.
  public static func host(for region: Region?) -> AlgoliaSearchService.Host {
    AlgoliaSearchService.Host(
      region.map { "insights.\($0.rawValue).algolia.io" } ?? "insights.algolia.io")
  }

  /// Posts the events, 1,000 per request.
  ///
  /// - Parameter events: The events.
  /// - Throws: ``SiftCore/InsightsError``: `.http` for an error status, `.transport` when the
  ///   host could not be reached or did not answer in time.
  public func send(_ events: [InsightsEvent]) async throws {
    for start in stride(from: 0, to: events.count, by: Self.maxEventsPerRequest) {
      let chunk = Array(events[start..<min(start + Self.maxEventsPerRequest, events.count)])
      try await post(chunk)
    }
  }

  private struct Body: Encodable {
    var events: [InsightsEvent]
  }

  private func post(_ events: [InsightsEvent]) async throws(InsightsError) {
    guard let url = host.url(percentEncodedPath: "/1/events") else {
      throw .transport(description: "\(host) does not form a URL")
    }
    let body: Data
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      body = try encoder.encode(Body(events: events))
    } catch {
      throw .transport(description: "the events could not be encoded: \(error)")
    }
    var request = URLRequest(url: url)
    request.httpMethod = "POST"
    request.httpBody = body
    let (seconds, attoseconds) = timeout.components
    request.timeoutInterval = max(0.001, Double(seconds) + Double(attoseconds) / 1e18)
    request.setValue(appID, forHTTPHeaderField: "X-Algolia-Application-Id")
    request.setValue(apiKey, forHTTPHeaderField: "X-Algolia-API-Key")
    request.setValue(userAgent, forHTTPHeaderField: "X-Algolia-Agent")
    request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
    request.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    let reply: URLSessionTransport.Reply
    do {
      reply = try await transport.send(request)
    } catch {
      throw .transport(description: "\(host): \(error)")
    }
    guard reply.status / 100 == 2 else {
      throw .http(
        status: reply.status,
        message: AlgoliaReplyDecoding.errorMessage(from: reply.body, status: reply.status))
    }
  }
}
