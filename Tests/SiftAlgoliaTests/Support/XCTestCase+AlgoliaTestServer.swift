import Foundation
import SiftAlgolia
import SiftCore
import XCTest

extension XCTestCase {
  /// Starts a test server with `hostCount` hosts, stopped when the test ends.
  nonisolated(nonsending) func startServer(hostCount: Int) async throws -> AlgoliaTestServer {
    let server = try await AlgoliaTestServer.start(hostCount: hostCount)
    addTeardownBlock { server.stop() }
    return server
  }

  /// A service on `hosts`. The default timeout is generous, so that a busy machine never turns
  /// a test's answering host into a timed-out one; timeout tests pass short ones.
  func makeService(
    hosts: [AlgoliaSearchService.Host], readTimeout: Duration = .seconds(2),
    clock: any Clock<Duration> = ContinuousClock()
  ) -> AlgoliaSearchService {
    AlgoliaSearchService(
      appID: "TESTAPP", apiKey: "test-key", hosts: hosts,
      configuration: AlgoliaSearchService.Configuration(readTimeout: readTimeout), clock: clock)
  }
}

/// The decoded `params` string of a request: name → value.
func decodedParameters(_ params: String) -> [String: String] {
  var result: [String: String] = [:]
  for pair in params.split(separator: "&") {
    let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    let name = String(parts[0]).removingPercentEncoding ?? String(parts[0])
    let value = parts.count > 1 ? String(parts[1]).removingPercentEncoding ?? "" : ""
    result[name] = value
  }
  return result
}

/// The `requests` of a recorded multiple-queries body: index name and decoded params of each.
func batch(of request: AlgoliaTestServer.RecordedRequest) throws -> [(
  indexName: String, parameters: [String: String]
)] {
  guard case .array(let requests)? = try request.json()["requests"] else {
    XCTFail("no requests array in \(request.body)")
    return []
  }
  return requests.map { element in
    guard case .string(let indexName)? = element["indexName"],
      case .string(let params)? = element["params"]
    else { return ("", [:]) }
    return (indexName, decodedParameters(params))
  }
}
