#if os(Linux) || os(macOS)
  import Foundation
  import XCTest

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// A real `typesense-server` for tests: on a free loopback port with a temporary data
  /// directory, started through ``ChildProcess`` and stopped by its process id.
  ///
  /// The binary is `$SIFT_TYPESENSE_SERVER`. Without it, a test that needs a server skips,
  /// unless `SIFT_REQUIRE_TYPESENSE=1` (CI's `.ci/typesense.sh` sets both), when it fails with
  /// ``RequiredServerMissing``.
  ///
  /// The server runs under a small shell that watches the test process: when it ends, however
  /// it ends, the shell kills the server. A test stops it earlier with ``stop()`` (or ``kill()``
  /// to simulate a crash); servers still running when the test process exits normally are
  /// stopped then.
  ///
  /// ```swift
  /// let server = try await TypesenseServerProcess.start(for: self)  // stopped at teardown
  /// let arguments = ["--typesense", server.url, "--api-key", TypesenseServerProcess.apiKey]
  /// ```
  public final class TypesenseServerProcess: @unchecked Sendable {
    /// The API key every test server accepts.
    public static let apiKey = "sift-test-admin-key"

    /// The port the API listens on (on 127.0.0.1).
    public let port: Int
    /// The server's process id.
    public let pid: Int32
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

    /// The server's base URL, such as `http://127.0.0.1:8108`.
    public var url: String { "http://127.0.0.1:\(port)" }

    /// The server binary named by `SIFT_TYPESENSE_SERVER`.
    ///
    /// - Returns: The executable's location.
    /// - Throws: `XCTSkip` when the variable names no executable file, or
    ///   ``RequiredServerMissing`` instead when `SIFT_REQUIRE_TYPESENSE=1`.
    public static func binary() throws -> URL {
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

    /// Starts a server and waits (at most 30 seconds a try) until `/health` answers; stops it
    /// when `test` tears down.
    ///
    /// - Parameter test: The test whose teardown stops the server.
    /// - Returns: The running server.
    /// - Throws: What ``start()`` throws.
    @MainActor
    public static func start(for test: XCTestCase) async throws -> TypesenseServerProcess {
      let server = try await start()
      test.addTeardownBlock { server.stop() }
      return server
    }

    /// Starts a server and waits (at most 30 seconds a try) until `/health` answers.
    ///
    /// - Returns: The running server, stopped at the latest when the test process exits.
    /// - Throws: What ``binary()`` throws; ``RequiredServerMissing`` when no server became
    ///   healthy after a few tries on other ports.
    public static func start() async throws -> TypesenseServerProcess {
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
        let line = await output.fileHandleForReading.firstLine()
        guard let pid = Int32(line) else {
          wrapper.waitUntilExit()
          throw XCTSkip("The server's wrapper printed no process id (\(line.debugDescription))")
        }
        let server = TypesenseServerProcess(
          port: apiPort, pid: pid, wrapper: wrapper, dataDirectory: dataDirectory)
        if await server.waitUntilHealthy(timeout: .seconds(30)) {
          register(server)
          return server
        }
        server.stop()
      }
      throw RequiredServerMissing(reason: "typesense-server did not become healthy")
    }

    /// Stops the server by its process id and waits for it; removes its data. Idempotent.
    public func stop() {
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
    public func kill() {
      stop()
    }

    /// Whether `/health` answers `{"ok":true}` within `timeout` (polling).
    ///
    /// - Parameter timeout: How long to keep asking.
    /// - Returns: `true` once the server reports itself healthy.
    public func waitUntilHealthy(timeout: Duration) async -> Bool {
      let session = URLSession(configuration: .ephemeral)
      defer { session.invalidateAndCancel() }
      guard let health = URL(string: url + "/health") else { return false }
      let start = ContinuousClock.now
      while ContinuousClock.now - start < timeout {
        var request = URLRequest(url: health)
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

    /// A TCP port on 127.0.0.1 nothing listens on now, chosen by the system.
    ///
    /// - Returns: The port.
    /// - Throws: ``RequiredServerMissing`` when no socket could be bound.
    public static func freePort() throws -> Int {
      let (descriptor, port) = try boundLoopbackSocket()
      close(descriptor)
      return port
    }

    /// A TCP socket bound to 127.0.0.1 on a port the system chose, open (the caller closes it).
    ///
    /// - Returns: The socket's descriptor and its port.
    /// - Throws: ``RequiredServerMissing`` when no socket could be bound.
    public static func boundLoopbackSocket() throws -> (descriptor: Int32, port: Int) {
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
      guard bound == 0, named == 0 else {
        close(descriptor)
        throw RequiredServerMissing(reason: "could not bind a loopback port")
      }
      return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }

    // MARK: Stopping at exit

    private static let registryLock = NSLock()
    nonisolated(unsafe) private static var running: [TypesenseServerProcess] = []
    nonisolated(unsafe) private static var exitHandlerInstalled = false

    /// Keeps `server` to be stopped when the test process exits normally.
    private static func register(_ server: TypesenseServerProcess) {
      let install = registryLock.withLock {
        running.append(server)
        defer { exitHandlerInstalled = true }
        return !exitHandlerInstalled
      }
      if install {
        atexit {
          let servers = TypesenseServerProcess.registryLock.withLock {
            TypesenseServerProcess.running
          }
          for server in servers { server.stop() }
        }
      }
    }
  }
#endif
