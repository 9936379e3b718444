import SiftCore
import XCTest

@testable import SiftLocal

/// Small helpers shared by the engine's tests.
enum Fixtures {
  /// An index over `records` with settings decoded from `settings`.
  static func index(_ records: [JSON], settings: JSON = [:]) throws -> LocalIndex {
    try LocalIndex(name: "test", records: records, settings: LocalIndexSettings(json: settings))
  }

  /// `count` distinct words of letters (`baaa`, `caaa`, …), the same for the same count.
  static func distinctWords(_ count: Int) -> [String] {
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    return (0..<count).map { number in
      var value = number
      var word = ""
      for _ in 0..<4 {
        word.append(letters[value % 26])
        value /= 26
      }
      return word
    }
  }

  /// The objectIDs of a response's hits, in order.
  static func ids(_ response: SearchResponse) -> [String] {
    response.hits.compactMap { $0["objectID"]?.stringValue }
  }
}
