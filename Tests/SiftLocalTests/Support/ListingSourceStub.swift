import Foundation
import SiftCore

/// An ``IndexListingSource`` in memory for mirror tests: records listed in pages by offset
/// cursors, settings by index name, synonyms and rules, a listing that fails after a number of
/// pages, cursors that expire, and a record of every call.
final class ListingSourceStub: IndexListingSource, @unchecked Sendable {
  private let lock = NSLock()
  private var records: [JSON]
  private var settings: [String: JSON]
  private var synonyms: [JSON]
  private var rules: [JSON]
  /// Pages still served before each listing call fails with a transport error (nil: never).
  private var pagesBeforeFailure: Int?
  /// Cursors carry this epoch; one of another epoch has expired.
  private var epoch = 0
  private var calls: [String] = []

  init(records: [JSON], settings: [String: JSON], synonyms: [JSON] = [], rules: [JSON] = []) {
    self.records = records
    self.settings = settings
    self.synonyms = synonyms
    self.rules = rules
  }

  /// Replaces the records listed from now on.
  func serve(_ records: [JSON]) { lock.withLock { self.records = records } }

  /// Lets `pages` more pages be listed, then fails every listing call (nil: never fails).
  func failAfter(pages: Int?) { lock.withLock { pagesBeforeFailure = pages } }

  /// Expires every cursor given so far.
  func expireCursors() { lock.withLock { epoch += 1 } }

  /// The calls made, as `records(cursor)`, `settings(index)`, `synonyms(index)`, `rules(index)`.
  var received: [String] { lock.withLock { calls } }

  func listRecords(
    indexName: String, cursor: String?, hitsPerPage: Int
  ) async throws -> IndexListingPage {
    let request = SearchError.Request.indexRead(indexName: indexName, endpoint: "browse")
    return try lock.withLock {
      calls.append("records(\(cursor ?? "nil"))")
      if let pages = pagesBeforeFailure {
        guard pages > 0 else {
          throw SearchError.transport(description: "the connection was lost", request: request)
        }
        pagesBeforeFailure = pages - 1
      }
      var start = 0
      if let cursor {
        let parts = cursor.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 2, parts[0] == epoch else {
          throw SearchError.http(status: 400, message: "cursor expired", request: request)
        }
        start = parts[1]
      }
      let end = min(records.count, start + hitsPerPage)
      let next = end < records.count ? "\(epoch):\(end)" : nil
      return IndexListingPage(
        records: Array(records[start..<end]), cursor: next, totalRecords: records.count)
    }
  }

  func listSettings(indexName: String) async throws -> JSON {
    try lock.withLock {
      calls.append("settings(\(indexName))")
      guard let found = settings[indexName] else {
        throw SearchError.http(
          status: 404, message: "Index does not exist",
          request: .indexRead(indexName: indexName, endpoint: "settings"))
      }
      return found
    }
  }

  func listSynonyms(indexName: String) async throws -> [JSON] {
    lock.withLock {
      calls.append("synonyms(\(indexName))")
      return synonyms
    }
  }

  func listRules(indexName: String) async throws -> [JSON] {
    lock.withLock {
      calls.append("rules(\(indexName))")
      return rules
    }
  }
}
