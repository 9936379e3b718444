#if os(Linux) || os(macOS)
  import Foundation
  import SiftCore
  import SiftTestSupport
  import SiftTypesense
  import XCTest

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// A real `typesense-server` on a free loopback port with a temporary data directory, for
  /// tests.
  ///
  /// The binary is `$SIFT_TYPESENSE_SERVER`. Without it, tests that need a server skip, unless
  /// `SIFT_REQUIRE_TYPESENSE=1` (CI's `.ci/typesense.sh` sets both), when they fail.
  ///
  /// The server runs under a small shell that watches the test process: when it ends, however
  /// it ends, the shell kills the server. A test stops it earlier by its process id (``stop()``,
  /// or ``kill()`` to simulate a crash).
  final class TypesenseTestServer: @unchecked Sendable {
    /// The API key every test server accepts.
    static let apiKey = "sift-test-admin-key"

    /// The port the API listens on.
    let port: Int
    /// The server's process id.
    let pid: Int32
    private let wrapper: ChildProcess
    private let dataDirectory: URL
    private let lock = NSLock()
    private var stopped = false

    private init(port: Int, pid: Int32, wrapper: ChildProcess, dataDirectory: URL) {
      self.port = port
      self.pid = pid
      self.wrapper = wrapper
      self.dataDirectory = dataDirectory
    }

    /// The node the server is reached at.
    var node: TypesenseSearchService.Node {
      TypesenseSearchService.Node(scheme: .http, host: "127.0.0.1", port: port)
    }

    /// The server binary, or a skip (a failure when `SIFT_REQUIRE_TYPESENSE=1`).
    static func binary() throws -> URL {
      let environment = ProcessInfo.processInfo.environment
      let required = environment["SIFT_REQUIRE_TYPESENSE"] == "1"
      guard let path = environment["SIFT_TYPESENSE_SERVER"], !path.isEmpty else {
        let reason = "SIFT_TYPESENSE_SERVER is not set: no typesense-server to test against"
        if required { throw RequiredServerMissing(reason: reason) }
        throw XCTSkip(reason)
      }
      guard FileManager.default.isExecutableFile(atPath: path) else {
        let reason = "SIFT_TYPESENSE_SERVER names no executable file: \(path)"
        if required { throw RequiredServerMissing(reason: reason) }
        throw XCTSkip(reason)
      }
      return URL(fileURLWithPath: path)
    }

    /// Starts a server and waits (at most 30 seconds) until `/health` answers.
    static func start() async throws -> TypesenseTestServer {
      let binary = try binary()
      let dataDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("sift-typesense-\(UUID().uuidString)")
      try FileManager.default.createDirectory(
        at: dataDirectory, withIntermediateDirectories: true)
      for _ in 0..<5 {
        let apiPort = try freePort()
        let peeringPort = try freePort()
        guard apiPort != peeringPort else { continue }
        // The server in the background, its pid printed; the shell then waits until the test
        // process (its parent) or the server is gone, and kills the server. (Signals the test
        // process blocks stay blocked in its children, SIGTERM among them: SIGKILL it is.)
        let output = Pipe()
        let wrapper = try ChildProcess(
          executable: URL(fileURLWithPath: "/bin/sh"),
          arguments: [
            "-c",
            #""$0" "$@" >/dev/null 2>&1 </dev/null & child=$!; echo "$child"; "#
              + #"while kill -0 "$PPID" 2>/dev/null && kill -0 "$child" 2>/dev/null; "#
              + #"do sleep 0.2; done; kill -KILL "$child" 2>/dev/null; wait "$child""#,
            binary.path, "--data-dir", dataDirectory.path, "--api-key", apiKey,
            "--api-address", "127.0.0.1", "--api-port", String(apiPort),
            "--peering-address", "127.0.0.1", "--peering-port", String(peeringPort),
          ],
          standardInput: FileHandle.nullDevice, standardOutput: output,
          standardError: FileHandle.nullDevice)
        let line = await readLine(from: output.fileHandleForReading)
        guard let pid = Int32(line) else {
          wrapper.waitUntilExit()
          throw XCTSkip("The server's wrapper printed no process id (\(line.debugDescription))")
        }
        let server = TypesenseTestServer(
          port: apiPort, pid: pid, wrapper: wrapper, dataDirectory: dataDirectory)
        if await server.waitUntilHealthy(timeout: .seconds(30)) {
          TypesenseTestServer.register(server)
          return server
        }
        server.stop()
      }
      throw RequiredServerMissing(reason: "typesense-server did not become healthy")
    }

    /// Stops the server by its process id and waits for it; removes its data. Idempotent.
    func stop() {
      let wasStopped = lock.withLock {
        defer { stopped = true }
        return stopped
      }
      guard !wasStopped else { return }
      Foundation.kill(pid, SIGKILL)
      wrapper.waitUntilExit()
      try? FileManager.default.removeItem(at: dataDirectory)
    }

    /// Kills the server at once, as a crash would (what ``stop()`` does too: the data of a
    /// test server is thrown away).
    func kill() {
      stop()
    }

    /// Whether `/health` answers `{"ok":true}` within `timeout` (polling).
    func waitUntilHealthy(timeout: Duration) async -> Bool {
      let session = URLSession(configuration: .ephemeral)
      defer { session.invalidateAndCancel() }
      guard let url = URL(string: "http://127.0.0.1:\(port)/health") else { return false }
      let start = ContinuousClock.now
      while ContinuousClock.now - start < timeout {
        var request = URLRequest(url: url)
        request.timeoutInterval = 2
        let body: Data? = await withCheckedContinuation { continuation in
          session.dataTask(with: request) { data, response, _ in
            let ok = (response as? HTTPURLResponse)?.statusCode == 200
            continuation.resume(returning: ok ? data : nil)
          }.resume()
        }
        if let body, String(decoding: body, as: UTF8.self).contains("true") { return true }
        try? await Task.sleep(for: .milliseconds(50))
      }
      return false
    }

    /// A service on this server with the admin key.
    func service(
      configuration: TypesenseSearchService.Configuration = .init(connectionTimeout: .seconds(10))
    ) -> TypesenseSearchService {
      TypesenseSearchService(nodes: [node], apiKey: Self.apiKey, configuration: configuration)
    }

    // MARK: Helpers

    /// A TCP port nothing listens on now, chosen by the system.
    static func freePort() throws -> Int {
      #if os(Linux)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
      #endif
      guard descriptor >= 0 else { throw RequiredServerMissing(reason: "no socket") }
      defer { close(descriptor) }
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
      guard bound == 0 else { throw RequiredServerMissing(reason: "bind failed") }
      let named = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          getsockname(descriptor, $0, &length)
        }
      }
      guard named == 0 else { throw RequiredServerMissing(reason: "getsockname failed") }
      return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func readLine(from handle: FileHandle) async -> String {
      await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          var bytes = Data()
          while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            bytes.append(chunk)
            if chunk.contains(UInt8(ascii: "\n")) { break }
          }
          let line = String(decoding: bytes, as: UTF8.self)
          continuation.resume(returning: line.trimmingCharacters(in: .whitespacesAndNewlines))
        }
      }
    }

    // MARK: Stopping at exit

    private static let registryLock = NSLock()
    nonisolated(unsafe) private static var running: [TypesenseTestServer] = []
    nonisolated(unsafe) private static var exitHandlerInstalled = false

    /// Keeps `server` to be stopped when the test process exits normally.
    private static func register(_ server: TypesenseTestServer) {
      let install = registryLock.withLock {
        running.append(server)
        defer { exitHandlerInstalled = true }
        return !exitHandlerInstalled
      }
      if install {
        atexit {
          let servers = TypesenseTestServer.registryLock.withLock { TypesenseTestServer.running }
          for server in servers { server.stop() }
        }
      }
    }
  }

  /// The server a test needs is missing and `SIFT_REQUIRE_TYPESENSE=1` says it must be there.
  struct RequiredServerMissing: Error, CustomStringConvertible {
    var reason: String
    var description: String { "Typesense server required (SIFT_REQUIRE_TYPESENSE=1): \(reason)" }
  }
#endif
