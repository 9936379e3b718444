import Foundation
import SiftCore
import XCTest

extension AlgoliaTestServer {
  /// An index a host serves the data of (browse, settings, synonyms and rules).
  struct ServedIndex {
    var records: [JSON]
    var settings: JSON = [:]
    var synonyms: [JSON] = []
    var rules: [JSON] = []
    /// The browse requests (counted from 1 on the host) whose reply is cut half way, the
    /// connection then dropped.
    var dropBrowse: [Int] = []
    /// Cursors of another epoch are refused, as expired cursors are.
    var cursorEpoch = 0

    var json: JSON {
      [
        "records": .array(records), "settings": settings, "synonyms": .array(synonyms),
        "rules": .array(rules), "dropBrowse": .array(dropBrowse.map { JSON($0) }),
        "cursorEpoch": JSON(cursorEpoch),
      ]
    }
  }

  /// Makes host `index` serve the data of `indices`, by name (and resets its browse count).
  func serve(_ index: Int, indices: [String: ServedIndex]) async throws {
    _ = try await call(
      index, path: "/__sift/indices", body: JSON.object(indices.mapValues(\.json)).encodedData())
  }
}
