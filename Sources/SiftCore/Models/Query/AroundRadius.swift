/// Algolia's `aroundRadius`: a radius in meters, or `"all"` to disable the radius limit.
public enum AroundRadius: Sendable, Hashable {
  /// A radius in meters.
  case meters(Int)
  /// No radius limit (`"all"`).
  case all

  /// The value as JSON: an integer or `"all"`.
  public var json: JSON {
    switch self {
    case .meters(let meters): return JSON(meters)
    case .all: return "all"
    }
  }
}
