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
      #if os(Linux)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
      #endif
      guard descriptor >= 0 else { throw RequiredServerMissing(reason: "no socket") }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = 0
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      let named = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          getsockname(descriptor, $0, &length)
        }
      }
      guard bound == 0, named == 0, listen(descriptor, 64) == 0 else {
        close(descriptor)
        throw RequiredServerMissing(reason: "could not listen on a loopback port")
      }
      self.descriptor = descriptor
      self.port = Int(UInt16(bigEndian: address.sin_port))
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
