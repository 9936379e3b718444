/// What a hits view reads its rows from: the number of rows and the record of each.
@MainActor
public protocol HitsSource: AnyObject {
  /// The record type of a row.
  associatedtype Record

  /// The number of rows to show. Never more than the search's `nbHits`.
  func numberOfHits() -> Int

  /// The record of a row, or nil while its page is not loaded.
  ///
  /// Reading a row counts as showing it: with infinite scrolling, reading a row near the end
  /// loads the next pages (as InstantSearch's hits source does).
  ///
  /// - Parameter index: The 0-based row.
  /// - Returns: The record, or nil when not loaded or out of range.
  func hit(atIndex index: Int) -> Record?
}
