import Foundation

extension Rule {
  /// A period a rule applies in, from ``from`` until ``until`` (both included).
  public struct TimeRange: Sendable, Hashable {
    /// The start.
    public var from: Date
    /// The end.
    public var until: Date

    /// Creates a period.
    /// - Parameters:
    ///   - from: the start.
    ///   - until: the end.
    public init(from: Date, until: Date) {
      self.from = from
      self.until = until
    }

    /// Whether `date` is within the period.
    public func contains(_ date: Date) -> Bool { from <= date && date <= until }
  }
}
