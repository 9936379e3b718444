#if os(Linux) || os(macOS)
  import Foundation
  import SiftTestSupport
  import SiftTypesense

  /// A loopback port that accepts connections and never answers: a node that hangs. The
  /// system completes the connections (they wait in the listen queue); nothing reads them.
  final class HangingNode: @unchecked Sendable {
    private let descriptor: Int32
    /// The port it listens on.
    let port: Int

    /// Opens the socket.
    init() throws {
      let (descriptor, port) = try TypesenseServerProcess.boundLoopbackSocket()
      guard listen(descriptor, 64) == 0 else {
        close(descriptor)
        throw RequiredServerMissing(reason: "could not listen on a loopback port")
      }
      self.descriptor = descriptor
      self.port = port
    }

    deinit {
      close(descriptor)
    }

    /// The node.
    var node: TypesenseSearchService.Node {
      TypesenseSearchService.Node(scheme: .http, host: "127.0.0.1", port: port)
    }
  }
#endif
