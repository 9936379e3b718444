#if os(Linux) || os(macOS)
  import SiftTestSupport
  import SiftTypesense

  /// A test server as SiftTypesense reaches it.
  extension TypesenseServerProcess {
    /// The node the server is reached at.
    var node: TypesenseSearchService.Node {
      TypesenseSearchService.Node(scheme: .http, host: "127.0.0.1", port: port)
    }

    /// A service on this server with the admin key.
    func service(
      configuration: TypesenseSearchService.Configuration = .init(connectionTimeout: .seconds(10))
    ) -> TypesenseSearchService {
      TypesenseSearchService(nodes: [node], apiKey: Self.apiKey, configuration: configuration)
    }
  }
#endif
