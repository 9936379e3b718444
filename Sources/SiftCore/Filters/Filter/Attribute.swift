/// The name of a record attribute, as used in filters and facets (`"brand"`,
/// `"hierarchicalCategories.lvl0"`).
///
/// ```swift
/// let brand: Attribute = "brand"
/// let price = Attribute("price")
/// ```
///
/// Attributes encode as plain JSON strings and order by name.
public struct Attribute: Hashable, Comparable, Sendable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The attribute name, possibly a dotted path into nested objects.
  public var name: String

  /// Creates an attribute.
  /// - Parameter name: The attribute name, possibly a dotted path (`"author.name"`).
  public init(_ name: String) {
    self.name = name
  }

  /// Creates an attribute from a string literal.
  /// - Parameter value: The attribute name.
  public init(stringLiteral value: String) {
    self.name = value
  }

  /// Decodes an attribute from a JSON string.
  /// - Parameter decoder: The decoder.
  public init(from decoder: any Decoder) throws {
    name = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the attribute as a JSON string.
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }

  /// The attribute name.
  public var description: String { name }

  /// Orders attributes by name.
  /// - Parameters:
  ///   - lhs: An attribute.
  ///   - rhs: Another attribute.
  /// - Returns: Whether `lhs` sorts before `rhs`.
  public static func < (lhs: Attribute, rhs: Attribute) -> Bool {
    lhs.name < rhs.name
  }
}
