import Foundation

extension TypesenseSearchService {
  /// One server of a Typesense cluster: a scheme, a host, a port and an optional path prefix,
  /// as `typesense-js` and `typesense-instantsearch-adapter` list them in `nodes`.
  ///
  /// ```swift
  /// let local = TypesenseSearchService.Node(scheme: .http, host: "localhost", port: 8108)
  /// let proxied = TypesenseSearchService.Node(
  ///   scheme: .https, host: "search.example.com", port: 443, path: "/typesense")
  /// ```
  public struct Node: Sendable, Hashable, CustomStringConvertible {
    /// The URL scheme a node is reached with.
    public enum Scheme: String, Sendable, Hashable, CaseIterable {
      /// Plain HTTP, for a server on the same machine or network.
      case http
      /// HTTPS.
      case https
    }

    /// The URL scheme (`protocol` in `typesense-js`).
    public var scheme: Scheme
    /// The host name or IP address.
    public var host: String
    /// The TCP port.
    public var port: Int
    /// A path prefix when the server is mounted below the root of its host (`/typesense`);
    /// empty for none.
    public var path: String

    /// Creates a node.
    ///
    /// - Parameters:
    ///   - scheme: The URL scheme.
    ///   - host: The host name or IP address.
    ///   - port: The TCP port (Typesense listens on 8108 by default).
    ///   - path: A path prefix; empty for none.
    public init(scheme: Scheme, host: String, port: Int, path: String = "") {
      self.scheme = scheme
      self.host = host
      self.port = port
      self.path = path
    }

    /// Creates a node from a URL such as `http://localhost:8108` or
    /// `https://search.example.com/typesense` (the port defaults to the scheme's).
    ///
    /// - Parameter url: The server's base URL.
    /// - Returns: `nil` when the URL's scheme is not `http` or `https`, or it has no host.
    public init?(url: URL) {
      guard
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
        let scheme = components.scheme.flatMap({ Scheme(rawValue: $0.lowercased()) }),
        let host = components.host, !host.isEmpty
      else { return nil }
      var path = components.path
      while path.hasSuffix("/") { path.removeLast() }
      self.init(
        scheme: scheme, host: host, port: components.port ?? (scheme == .https ? 443 : 80),
        path: path)
    }

    /// The node as a base URL, such as `http://localhost:8108` or
    /// `https://search.example.com:443/typesense`.
    public var description: String {
      let bracketed = host.contains(":") ? "[\(host)]" : host
      return "\(scheme.rawValue)://\(bracketed):\(port)\(normalizedPath)"
    }

    /// The path prefix with one leading slash and none trailing, or empty.
    private var normalizedPath: String {
      var trimmed = Substring(path)
      while trimmed.hasPrefix("/") { trimmed.removeFirst() }
      while trimmed.hasSuffix("/") { trimmed.removeLast() }
      return trimmed.isEmpty ? "" : "/" + trimmed
    }

    /// The URL of an endpoint on this node.
    ///
    /// - Parameters:
    ///   - percentEncodedPath: The endpoint's path, such as `/multi_search`, already encoded.
    ///   - percentEncodedQuery: The query string, already encoded, if any.
    /// - Returns: `nil` when the host cannot form a URL.
    func url(percentEncodedPath: String, percentEncodedQuery: String? = nil) -> URL? {
      var components = URLComponents()
      components.scheme = scheme.rawValue
      components.host = host
      components.port = port
      components.percentEncodedPath = normalizedPath + percentEncodedPath
      components.percentEncodedQuery = percentEncodedQuery
      return components.url
    }
  }
}
