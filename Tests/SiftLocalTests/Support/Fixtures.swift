import SiftCore
import XCTest

@testable import SiftLocal

/// Small helpers shared by the engine's tests.
enum Fixtures {
  /// An index over `records` with settings decoded from `settings`.
  static func index(_ records: [JSON], settings: JSON = [:]) throws -> LocalIndex {
    try LocalIndex(name: "test", records: records, settings: LocalIndexSettings(json: settings))
  }

  /// The objectIDs of a response's hits, in order.
  static func ids(_ response: SearchResponse) -> [String] {
    response.hits.compactMap { $0["objectID"]?.stringValue }
  }
}
