/// How facet values not listed in a ``FacetValuesOrder`` are shown: Algolia's
/// `sortRemainingBy`.
///
/// A string-backed value rather than a closed enum, so a response with a value this version
/// does not know still decodes (and re-encodes unchanged).
public struct SortRemainingBy: RawRepresentable, Sendable, Hashable, Codable,
  ExpressibleByStringLiteral
{
  /// By decreasing count.
  public static let count = SortRemainingBy(rawValue: "count")
  /// Alphabetically.
  public static let alpha = SortRemainingBy(rawValue: "alpha")
  /// Not shown.
  public static let hidden = SortRemainingBy(rawValue: "hidden")

  /// The wire value, such as `"count"`.
  public var rawValue: String

  /// Creates a value from its wire form.
  /// - Parameter rawValue: the wire value.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a value from a literal.
  /// - Parameter value: the wire value.
  public init(stringLiteral value: String) {
    self.init(rawValue: value)
  }

  /// Decodes a string.
  /// - Parameter decoder: the decoder.
  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the string.
  /// - Parameter encoder: the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
