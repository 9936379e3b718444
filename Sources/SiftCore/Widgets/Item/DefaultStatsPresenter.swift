/// The default text for stats: `"1,234 results (3ms)"`.
///
/// ```swift
/// let present = DefaultStatsPresenter()
/// present(SearchStats(totalHitsCount: 1234, processingTimeMS: 3))  // "1,234 results (3ms)"
/// present(SearchStats(totalHitsCount: 1, processingTimeMS: 0))     // "1 result (0ms)"
/// present(SearchStats(totalHitsCount: 1000, processingTimeMS: 2, nbSortedHits: 25))
/// // "25 relevant results sorted out of 1,000 (2ms)"
/// present(nil)                                                       // nil
/// ```
///
/// Counts are grouped by thousands with a fixed separator (`","` unless given), never the
/// machine's locale, so the text is the same everywhere. The timing suffix is left out when the
/// stats have no processing time. The "sorted out of" form is used when `nbSortedHits` is
/// present and differs from the total.
public struct DefaultStatsPresenter: Sendable, Hashable {
  /// The thousands separator.
  public var groupingSeparator: String

  /// Creates a presenter.
  /// - Parameter groupingSeparator: the thousands separator; `","` by default.
  public init(groupingSeparator: String = ",") {
    self.groupingSeparator = groupingSeparator
  }

  /// The text for `stats`, or `nil` when there are no stats.
  /// - Parameter stats: the stats to show.
  /// - Returns: the text.
  public func present(_ stats: SearchStats?) -> String? {
    guard let stats else { return nil }
    let timing = stats.processingTimeMS.map { " (\($0)ms)" } ?? ""
    let total = grouped(stats.totalHitsCount)
    if let sorted = stats.nbSortedHits, sorted != stats.totalHitsCount {
      let noun = sorted == 1 ? "relevant result" : "relevant results"
      return "\(grouped(sorted)) \(noun) sorted out of \(total)\(timing)"
    }
    let noun = stats.totalHitsCount == 1 ? "result" : "results"
    return "\(total) \(noun)\(timing)"
  }

  /// The same as ``present(_:)``.
  /// - Parameter stats: the stats to show.
  /// - Returns: the text.
  public func callAsFunction(_ stats: SearchStats?) -> String? {
    present(stats)
  }

  /// The presenter as a ``StatsPresenter`` closure.
  public var presenter: StatsPresenter {
    let presenter = self
    return { presenter.present($0) }
  }

  /// `value` with digits grouped by thousands.
  /// - Parameter value: the number.
  /// - Returns: such as `"1,234,567"` or `"-1,000"`.
  public func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var groups: [Substring] = []
    var end = digits.endIndex
    while end > digits.startIndex {
      let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
      groups.append(digits[start..<end])
      end = start
    }
    return (value < 0 ? "-" : "") + groups.reversed().joined(separator: groupingSeparator)
  }
}
