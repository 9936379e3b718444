/// Statistics of a numeric facet, from a response's `facets_stats`.
///
/// `min` and `max` are required; `avg` and `sum` are optional because not every engine sends
/// them.
public struct FacetStats: Sendable, Hashable, Codable {
  /// The smallest value.
  public var min: Double
  /// The largest value.
  public var max: Double
  /// The mean value.
  public var avg: Double?
  /// The sum of the values.
  public var sum: Double?

  /// Creates statistics.
  /// - Parameters:
  ///   - min: the smallest value.
  ///   - max: the largest value.
  ///   - avg: the mean value.
  ///   - sum: the sum of the values.
  public init(min: Double, max: Double, avg: Double? = nil, sum: Double? = nil) {
    self.min = min
    self.max = max
    self.avg = avg
    self.sum = sum
  }
}
