import Foundation
import SiftAlgolia
import SiftCore
import SiftTestSupport
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Real HTTP servers on 127.0.0.1 standing in for Algolia's hosts: a Python `http.server`
/// script (`algolia_test_server.py`, a resource of this target) that the test launches.
///
/// One process serves `hostCount` ports, one per host; each answers with scripted replies and
/// records what it receives. ``closedHost`` is a port nothing listens on (a host that is
/// down). Call ``stop()`` in `tearDown`; the script also exits when the test process dies,
/// because its stdin closes.
final class AlgoliaTestServer: @unchecked Sendable {
  /// A scripted reply.
  struct Reply: Encodable {
    var status = 200
    var body: String
    /// Seconds the server waits before answering.
    var delay: Double = 0
    /// Headers added to the reply.
    var headers: [String: String] = [:]

    static func json(_ json: JSON, status: Int = 200) -> Reply {
      Reply(status: status, body: json.serialized())
    }

    /// A reply that comes after the client has long given up.
    static let hang = Reply(status: 200, body: #"{"results": []}"#, delay: 5)
  }

  /// A request a host received.
  struct RecordedRequest: Decodable {
    var method: String
    var path: String
    var headers: [String: String]
    var body: String

    /// The body as JSON.
    func json() throws -> JSON { try JSON.parse(body) }
  }

  private struct Startup: Decodable {
    var ports: [Int]
    var closedPort: Int
  }

  private let process: ChildProcess
  private let input: Pipe
  private let control: URLSession
  /// The ports of the hosts.
  let ports: [Int]
  /// A port nothing listens on.
  let closedPort: Int

  private init(process: ChildProcess, input: Pipe, startup: Startup) {
    self.process = process
    self.input = input
    self.ports = startup.ports
    self.closedPort = startup.closedPort
    self.control = URLSession(configuration: .ephemeral)
  }

  /// Launches the script with `hostCount` servers and waits for their ports.
  static func start(hostCount: Int) async throws -> AlgoliaTestServer {
    guard let script = Bundle.module.url(forResource: "algolia_test_server", withExtension: "py")
    else {
      throw XCTSkip("The test server script is not in the test bundle")
    }
    let input = Pipe()
    let output = Pipe()
    let process = try ChildProcess.python3(
      [script.path, String(hostCount)], standardInput: input, standardOutput: output,
      standardError: FileHandle.nullDevice)
    let line = await output.fileHandleForReading.firstLine()
    guard let data = line.data(using: .utf8),
      let startup = try? JSONDecoder().decode(Startup.self, from: data)
    else {
      process.terminate()
      process.waitUntilExit()
      throw XCTSkip("python3 did not start the test server (printed \(line.debugDescription))")
    }
    return AlgoliaTestServer(process: process, input: input, startup: startup)
  }

  /// Stops the servers and waits for the process to exit.
  func stop() {
    control.invalidateAndCancel()
    try? input.fileHandleForWriting.close()
    if process.isRunning {
      process.terminate()
    }
    process.waitUntilExit()
  }

  /// The host at `index`, over plain HTTP.
  func host(_ index: Int) -> AlgoliaSearchService.Host {
    AlgoliaSearchService.Host("127.0.0.1", scheme: .http, port: ports[index])
  }

  /// A host that refuses connections.
  var closedHost: AlgoliaSearchService.Host {
    AlgoliaSearchService.Host("127.0.0.1", scheme: .http, port: closedPort)
  }

  /// Sets what host `index` answers: `queue` in order, then `otherwise` for good.
  func script(_ index: Int, _ queue: [Reply] = [], otherwise: Reply) async throws {
    struct Script: Encodable {
      var `default`: Reply
      var queue: [Reply]
    }
    let body = try JSONEncoder().encode(Script(default: otherwise, queue: queue))
    _ = try await call(index, path: "/__sift/script", body: body)
  }

  /// Sets what host `index` answers next: `queue` in order, then its default answers (the
  /// Insights API's checks for `/1/events`).
  func scriptNext(_ index: Int, _ queue: [Reply]) async throws {
    struct Script: Encodable {
      var queue: [Reply]
    }
    let body = try JSONEncoder().encode(Script(queue: queue))
    _ = try await call(index, path: "/__sift/script", body: body)
  }

  /// The requests host `index` received, oldest first.
  func requests(_ index: Int) async throws -> [RecordedRequest] {
    let data = try await call(index, path: "/__sift/requests", body: nil)
    return try JSONDecoder().decode([RecordedRequest].self, from: data)
  }

  /// Waits until host `index` has received `count` requests (polling, at most 5 seconds).
  func waitForRequests(_ index: Int, count: Int) async throws {
    for _ in 0..<500 {
      if try await requests(index).count >= count { return }
      try await Task.sleep(for: .milliseconds(10))
    }
    XCTFail("host \(index) never received \(count) requests")
  }

  func call(_ index: Int, path: String, body: Data?) async throws -> Data {
    guard let url = URL(string: "http://127.0.0.1:\(ports[index])\(path)") else {
      throw URLError(.badURL)
    }
    var request = URLRequest(url: url)
    request.httpMethod = body == nil ? "GET" : "POST"
    request.httpBody = body
    request.timeoutInterval = 5
    let session = control
    return try await withCheckedThrowingContinuation { continuation in
      session.dataTask(with: request) { data, _, error in
        if let error {
          continuation.resume(throwing: error)
        } else {
          continuation.resume(returning: data ?? Data())
        }
      }.resume()
    }
  }
}
