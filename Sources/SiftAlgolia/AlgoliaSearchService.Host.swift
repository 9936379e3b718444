import Foundation

extension AlgoliaSearchService {
  /// One server the service can send requests to: a scheme, a host name and an optional port.
  ///
  /// Algolia's own hosts are HTTPS on the default port; tests, proxies and self-hosted gateways
  /// can point the service anywhere:
  ///
  /// ```swift
  /// let local = AlgoliaSearchService.Host("127.0.0.1", scheme: .http, port: 8080)
  /// let gateway = AlgoliaSearchService.Host(url: URL(string: "https://search.example.com")!)
  /// ```
  public struct Host: Sendable, Hashable, CustomStringConvertible {
    /// The URL scheme a host is reached with.
    public enum Scheme: String, Sendable, Hashable, CaseIterable {
      /// Plain HTTP, for local servers and tests.
      case http
      /// HTTPS, which Algolia requires.
      case https
    }

    /// The URL scheme.
    public var scheme: Scheme
    /// The host name or IP address, such as `"MYAPP-dsn.algolia.net"` or `"127.0.0.1"`.
    public var name: String
    /// The TCP port; `nil` means the scheme's default (80 or 443).
    public var port: Int?

    /// Creates a host.
    ///
    /// - Parameters:
    ///   - name: The host name or IP address.
    ///   - scheme: The URL scheme; HTTPS by default.
    ///   - port: The TCP port; `nil` for the scheme's default.
    public init(_ name: String, scheme: Scheme = .https, port: Int? = nil) {
      self.scheme = scheme
      self.name = name
      self.port = port
    }

    /// Creates a host from a URL's scheme, host and port (its path is ignored).
    ///
    /// - Parameter url: A URL such as `http://127.0.0.1:8080`.
    /// - Returns: `nil` when the URL's scheme is not `http` or `https`, or it has no host.
    public init?(url: URL) {
      guard
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
        let scheme = components.scheme.flatMap({ Scheme(rawValue: $0.lowercased()) }),
        let name = components.host, !name.isEmpty
      else { return nil }
      self.init(name, scheme: scheme, port: components.port)
    }

    /// The host as a URL prefix, such as `https://MYAPP-dsn.algolia.net` or
    /// `http://127.0.0.1:8080`.
    public var description: String {
      let bracketed = name.contains(":") ? "[\(name)]" : name
      return "\(scheme.rawValue)://\(bracketed)" + (port.map { ":\($0)" } ?? "")
    }

    /// The URL of `percentEncodedPath` on this host.
    ///
    /// - Parameter percentEncodedPath: An absolute path whose components are already encoded.
    /// - Returns: `nil` when the host name cannot form a URL.
    func url(percentEncodedPath: String) -> URL? {
      var components = URLComponents()
      components.scheme = scheme.rawValue
      components.host = name
      components.port = port
      components.percentEncodedPath = percentEncodedPath
      return components.url
    }
  }
}
