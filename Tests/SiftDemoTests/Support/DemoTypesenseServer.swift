#if os(Linux) || os(macOS)
  import Foundation
  import SiftTestSupport
  import XCTest

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// A real `typesense-server` for the demo's tests: on a free loopback port with a temporary
  /// data directory, stopped by its process id when the test ends (or, whatever happens, when
  /// the test process does).
  ///
  /// The binary is `$SIFT_TYPESENSE_SERVER`; without it the test skips, unless
  /// `SIFT_REQUIRE_TYPESENSE=1` (CI), when it fails.
  final class DemoTypesenseServer: @unchecked Sendable {
    /// The API key the server accepts.
    static let apiKey = "sift-demo-test-key-7f3a"

    /// The server's URL, as `--typesense` takes it.
    let url: String
    private let pid: Int32
    private let wrapper: ChildProcess
    private let dataDirectory: URL
    private let lock = NSLock()
    private var stopped = false

    private init(url: String, pid: Int32, wrapper: ChildProcess, dataDirectory: URL) {
      self.url = url
      self.pid = pid
      self.wrapper = wrapper
      self.dataDirectory = dataDirectory
    }

    /// Starts a server and waits (at most 30 seconds) for `/health`; `test` stops it at its end.
    @MainActor
    static func start(for test: XCTestCase) async throws -> DemoTypesenseServer {
      let environment = ProcessInfo.processInfo.environment
      guard let path = environment["SIFT_TYPESENSE_SERVER"],
        FileManager.default.isExecutableFile(atPath: path)
      else {
        let reason = "SIFT_TYPESENSE_SERVER names no typesense-server to test against"
        if environment["SIFT_REQUIRE_TYPESENSE"] == "1" {
          XCTFail(reason)
          throw CocoaError(.executableNotLoadable)
        }
        throw XCTSkip(reason)
      }
      let dataDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("sift-demo-typesense-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
      let apiPort = try freePort()
      var peeringPort = try freePort()
      while peeringPort == apiPort { peeringPort = try freePort() }
      let output = Pipe()
      // The server in the background, its pid printed; the shell kills it once the test process
      // (its parent) is gone.
      let wrapper = try ChildProcess(
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: [
          "-c",
          #""$0" "$@" >/dev/null 2>&1 </dev/null & child=$!; echo "$child"; "#
            + #"while kill -0 "$PPID" 2>/dev/null && kill -0 "$child" 2>/dev/null; "#
            + #"do sleep 0.2; done; kill -KILL "$child" 2>/dev/null; wait "$child""#,
          path, "--data-dir", dataDirectory.path, "--api-key", apiKey,
          "--api-address", "127.0.0.1", "--api-port", String(apiPort),
          "--peering-address", "127.0.0.1", "--peering-port", String(peeringPort),
        ],
        standardInput: FileHandle.nullDevice, standardOutput: output,
        standardError: FileHandle.nullDevice)
      var bytes = Data()
      while !bytes.contains(UInt8(ascii: "\n")) {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        bytes.append(chunk)
      }
      let line = String(decoding: bytes, as: UTF8.self)
      guard let pid = Int32(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
        wrapper.waitUntilExit()
        throw XCTSkip("the server's wrapper printed no process id")
      }
      let server = DemoTypesenseServer(
        url: "http://127.0.0.1:\(apiPort)", pid: pid, wrapper: wrapper,
        dataDirectory: dataDirectory)
      test.addTeardownBlock { server.stop() }
      guard await server.waitUntilHealthy() else {
        server.stop()
        throw XCTSkip("typesense-server did not become healthy")
      }
      return server
    }

    /// Stops the server by its process id and removes its data. Idempotent.
    func stop() {
      let wasStopped = lock.withLock {
        defer { stopped = true }
        return stopped
      }
      guard !wasStopped else { return }
      kill(pid, SIGKILL)
      wrapper.waitUntilExit()
      try? FileManager.default.removeItem(at: dataDirectory)
    }

    private func waitUntilHealthy() async -> Bool {
      let session = URLSession(configuration: .ephemeral)
      defer { session.invalidateAndCancel() }
      guard let health = URL(string: url + "/health") else { return false }
      let start = ContinuousClock.now
      while ContinuousClock.now - start < .seconds(30) {
        var request = URLRequest(url: health)
        request.timeoutInterval = 2
        let ok: Bool = await withCheckedContinuation { continuation in
          session.dataTask(with: request) { data, response, _ in
            let body = data.map { String(decoding: $0, as: UTF8.self) } ?? ""
            continuation.resume(
              returning: (response as? HTTPURLResponse)?.statusCode == 200 && body.contains("true"))
          }.resume()
        }
        if ok { return true }
        try? await Task.sleep(for: .milliseconds(50))
      }
      return false
    }

    /// A TCP port nothing listens on now, chosen by the system.
    private static func freePort() throws -> Int {
      #if os(Linux)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
      #endif
      guard descriptor >= 0 else { throw CocoaError(.featureUnsupported) }
      defer { close(descriptor) }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let named = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
        }
      }
      guard named else { throw CocoaError(.featureUnsupported) }
      return Int(UInt16(bigEndian: address.sin_port))
    }
  }
#endif
