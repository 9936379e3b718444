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

/// A small deterministic generator (SplitMix64) for reproducible random tests.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
