import Foundation

/// The business logic of a hits list: the rows of the current result set, decoded as `Record`,
/// in one of two modes (``InfiniteScrolling``): infinite scrolling, or one page at a time for
/// numbered pagination.
///
/// ```swift
/// struct Product: Decodable { let name: String }
/// let hits = HitsInteractor<Product>(infiniteScrolling: .on(withOffset: 10))
/// hits.connectSearcher(searcher)
/// hits.connectController(productList)
/// hits.hit(atIndex: 0)?.name  // the first row (and, scrolling, the pages around it load)
/// ```
///
/// Pages are kept in a page map keyed by the request that produced them, so rows from before a
/// query or filter change can never mix with rows after it, whatever order pages arrive in.
/// Decoding errors are reported on ``onError`` and the page is not shown.
///
/// Records decode through Sift's JSON decoder by default; pass a `JSONDecoder` (with a key
/// strategy, a date strategy…) to decode them with it instead:
///
/// ```swift
/// let decoder = JSONDecoder()
/// decoder.keyDecodingStrategy = .convertFromSnakeCase
/// let people = HitsInteractor<Person>(jsonDecoder: decoder)  // first_name → firstName
/// ```
@MainActor
public final class HitsInteractor<Record: Decodable>: HitsSource {
  /// Fires when the request changes (a new query, filter or index; or ``notifyQueryChanged()``),
  /// before its results arrive: the rows shown belong to the previous request, and the next
  /// results replace them.
  public let onRequestChanged = Event<Void>()

  /// Fires each time the rows change (new results, a page loaded).
  public let onResultsUpdated = Event<SearchResponse>()

  /// Fires when new rows replace the list: a new result set (a new query, filter, index…), or,
  /// one page at a time, another page. Controllers scroll to the top.
  public let onNewResultSet = Event<HitsSearcher.Request>()

  /// Fires with the record of a row the user picked (``selectHit(atIndex:)``).
  public let onHitSelected = Event<Record>()

  /// Fires with each error decoding a page of hits.
  public let onError = Event<any Error>()

  /// The mode: infinite scrolling, or one page at a time (`.off`).
  public let infiniteScrolling: InfiniteScrolling

  /// Whether rows show while the query is empty.
  public var showItemsOnEmptyQuery: Bool

  /// Pages farther than this from the row last shown are dropped (and load again if shown);
  /// nil keeps every page.
  public var pageCleanUpOffset: Int?

  /// The decoder of the records, when not Sift's own (see ``init(infiniteScrolling:showItemsOnEmptyQuery:pageCleanUpOffset:jsonDecoder:)``).
  public let jsonDecoder: JSONDecoder?

  /// Called with each page to load; set by the searcher connection.
  var pageLoader: (@MainActor (Int) -> Void)?

  private var pageMap: HitsPageMap<Record>?
  /// One page at a time: the page shown.
  private var shownPage: Int?
  /// Whether the request changed since the rows shown: the next results replace them, and
  /// pages of the rows shown that arrive meanwhile are dropped.
  private var isInvalidated = false

  /// Creates an interactor.
  ///
  /// - Parameters:
  ///   - infiniteScrolling: The mode: infinite scrolling (default, pages load 5 rows ahead), or
  ///     `.off`, one page at a time, for numbered pagination.
  ///   - showItemsOnEmptyQuery: Whether rows show while the query is empty.
  ///   - pageCleanUpOffset: Drop pages farther than this from the row last shown.
  ///   - jsonDecoder: A decoder for the records (its key and date strategies apply); nil (the
  ///     default) decodes them with Sift's JSON decoder, which needs no round trip through
  ///     `Data`.
  public init(
    infiniteScrolling: InfiniteScrolling = .on(withOffset: 5), showItemsOnEmptyQuery: Bool = true,
    pageCleanUpOffset: Int? = 3, jsonDecoder: JSONDecoder? = nil
  ) {
    self.infiniteScrolling = infiniteScrolling
    self.showItemsOnEmptyQuery = showItemsOnEmptyQuery
    self.pageCleanUpOffset = pageCleanUpOffset
    self.jsonDecoder = jsonDecoder
  }

  /// The request of the rows shown, without its page.
  public var resultSet: HitsSearcher.Request? { pageMap?.resultSet }

  /// The total number of hits of the result set shown.
  public var nbHits: Int { isHidden ? 0 : pageMap?.nbHits ?? 0 }

  private var isHidden: Bool {
    !showItemsOnEmptyQuery && (pageMap?.resultSet.query.query ?? "").isEmpty
  }

  /// The number of rows to show; never more than ``nbHits``.
  public func numberOfHits() -> Int {
    isHidden ? 0 : pageMap?.rowCount ?? 0
  }

  /// The record of a row, loading pages around it when infinite scrolling is on.
  ///
  /// - Parameter index: The 0-based row.
  /// - Returns: The record, or nil while its page is not loaded.
  public func hit(atIndex index: Int) -> Record? {
    notifyAppearance(ofHitAt: index)
    return peekHit(atIndex: index)
  }

  /// The record of a row, without loading anything.
  ///
  /// - Parameter index: The 0-based row.
  /// - Returns: The record, or nil while its page is not loaded.
  public func peekHit(atIndex index: Int) -> Record? {
    guard !isHidden else { return nil }
    return pageMap?.record(at: index)
  }

  /// Reports that the user picked a row (a suggestion, a product); fires ``onHitSelected`` when
  /// the row is loaded.
  ///
  /// - Parameter index: The 0-based row.
  public func selectHit(atIndex index: Int) {
    if let record = peekHit(atIndex: index) {
      onHitSelected.fire(record)
    }
  }

  /// Every row, nil for rows whose page is not loaded (InstantSearch's `hits`). Reading it
  /// loads nothing.
  public var hits: [Record?] {
    (0..<numberOfHits()).map { peekHit(atIndex: $0) }
  }

  /// The records of the rows that are loaded, in row order (InstantSearch's `getCurrentHits()`).
  ///
  /// - Returns: The loaded records; empty before the first results.
  public func getCurrentHits() -> [Record] {
    hits.compactMap { $0 }
  }

  /// Tells the interactor that a row is shown: with infinite scrolling on, the pages around it
  /// load, and pages far from it are dropped.
  ///
  /// - Parameter index: The 0-based row shown.
  public func notifyAppearance(ofHitAt index: Int) {
    guard case .on(let offset) = infiniteScrolling, var map = pageMap, !isHidden else { return }
    if let pageCleanUpOffset {
      map.cleanUp(around: index, distance: max(pageCleanUpOffset, 1))
      pageMap = map
    }
    for page in map.missingPages(around: index, offset: offset) {
      pageLoader?(page)
    }
  }

  /// Tells the interactor that the request changed (InstantSearch's `notifyQueryChanged()`):
  /// the next results replace the rows, whatever their request, and pages of the rows shown
  /// that arrive meanwhile are dropped. Fires ``onRequestChanged``. The searcher and filter
  /// state connections call it on each change; call it yourself when the rows must be
  /// replaced by the next search of the same request (the index's records changed).
  public func notifyQueryChanged() {
    isInvalidated = true
    onRequestChanged.fire(())
  }

  /// Takes the response of a search, stamped with its request.
  ///
  /// A response of another result set (or after ``notifyQueryChanged()``) replaces the rows;
  /// with infinite scrolling on, a response of the same result set adds its page.
  ///
  /// - Parameter results: The response and its request.
  public func update(with results: Stamped<HitsSearcher.Request, SearchResponse>) {
    let resultSet = results.request.resultSet
    let page = results.response.page ?? results.request.query.page ?? 0
    let records: [Record]
    do {
      records = try decodeRecords(of: results.response)
    } catch {
      onError.fire(error)
      return
    }
    let hitsPerPage =
      results.response.hitsPerPage ?? results.request.query.hitsPerPage ?? max(records.count, 1)
    let isNewResultSet = pageMap?.resultSet != resultSet || isInvalidated
    isInvalidated = false
    let isAnotherPage = infiniteScrolling == .off && shownPage != page
    if isNewResultSet || infiniteScrolling == .off {
      pageMap = HitsPageMap(
        resultSet: resultSet, response: results.response, hitsPerPage: hitsPerPage)
    }
    if infiniteScrolling == .off {
      pageMap?.insertAsOnlyPage(records: records, response: results.response)
      shownPage = page
    } else {
      _ = pageMap?.insert(page: page, records: records, response: results.response)
    }
    if isNewResultSet || isAnotherPage {
      onNewResultSet.fire(resultSet)
    }
    onResultsUpdated.fire(results.response)
  }

  /// Takes a page loaded for infinite scrolling; a page of another result set is ignored.
  ///
  /// - Parameter results: The page's response and its request.
  public func updatePage(with results: Stamped<HitsSearcher.Request, SearchResponse>) {
    guard results.request.resultSet == pageMap?.resultSet, infiniteScrolling != .off,
      !isInvalidated
    else { return }
    update(with: results)
  }

  /// The records of a response's hits, through ``jsonDecoder`` when there is one.
  private func decodeRecords(of response: SearchResponse) throws -> [Record] {
    guard let jsonDecoder else {
      return try response.hits(as: Record.self).map(\.record)
    }
    return try response.hits.enumerated().map { position, json in
      do {
        return try jsonDecoder.decode(Record.self, from: Data(json.serialized().utf8))
      } catch let error as HitDecodingError {
        throw error
      } catch {
        throw HitDecodingError(
          position: position, objectID: json["objectID"]?.stringValue, prefix: "",
          underlying: error)
      }
    }
  }
}
