import SiftCore

/// Where a listing of a collection's documents goes on: the next search page (Typesense counts
/// pages from 1), the page size the listing started with, and the number of documents the
/// collection held when it started.
///
/// It is written as `typesense-listing:v1:{page}:{perPage}:{found}`, text that stays valid
/// after the process that received it ends.
struct TypesenseListingCursor: Sendable, Hashable {
  /// The search page to ask for next, from 1.
  var page: Int
  /// The documents per page (at most 250, Typesense's limit).
  var perPage: Int
  /// The documents the collection held when the listing began.
  var found: Int

  private static let prefix = "typesense-listing:v1:"

  /// The cursor's text.
  var text: String { "\(Self.prefix)\(page):\(perPage):\(found)" }

  /// Creates a cursor.
  init(page: Int, perPage: Int, found: Int) {
    self.page = page
    self.perPage = perPage
    self.found = found
  }

  /// Reads a cursor's text.
  ///
  /// - Throws: ``SiftCore/SearchError/http(status:message:request:)`` with status 400 for text
  ///   that is not a cursor of this source, so that a mirror lists again from the start.
  init(text: String, request: SearchError.Request) throws {
    let numbers =
      text.hasPrefix(Self.prefix)
      ? text.dropFirst(Self.prefix.count).split(separator: ":", omittingEmptySubsequences: false)
        .map { Int($0) } : []
    guard numbers.count == 3, let page = numbers[0], let perPage = numbers[1],
      let found = numbers[2], page >= 1, (1...250).contains(perPage), found >= 0
    else {
      throw SearchError.http(
        status: 400, message: "Not a cursor of a Typesense listing: \(text)", request: request)
    }
    self.init(page: page, perPage: perPage, found: found)
  }
}
