/// Algolia's `distinct`: on/off, or how many hits to keep per distinct group.
///
/// ```swift
/// query.distinct = true  // .enabled(true)
/// query.distinct = 2     // .count(2)
/// ```
public enum Distinct: Sendable, Hashable {
  /// `true` (one hit per group) or `false` (no de-duplication).
  case enabled(Bool)
  /// Keep this many hits per group (`0` disables).
  case count(Int)

  /// The value as JSON: a boolean or an integer.
  public var json: JSON {
    switch self {
    case .enabled(let flag): return .bool(flag)
    case .count(let count): return JSON(count)
    }
  }
}
