/// A choice of a filter map: a name and the filter it applies (`nil` for "All": no filter).
///
/// ```swift
/// let choices = [
///   NamedFilter("All"),
///   NamedFilter("Free shipping", .facet(Filter.Facet(attribute: "free_shipping", boolValue: true))),
/// ]
/// ```
public struct NamedFilter: Hashable, Sendable, CustomStringConvertible {
  /// The choice's name, its label.
  public var name: String
  /// The filter it applies; `nil` applies none.
  public var filter: Filter?

  /// Creates a choice.
  ///
  /// - Parameters:
  ///   - name: The label.
  ///   - filter: The filter applied; none by default.
  public init(_ name: String, _ filter: Filter? = nil) {
    self.name = name
    self.filter = filter
  }

  /// The name.
  public var description: String { name }
}
