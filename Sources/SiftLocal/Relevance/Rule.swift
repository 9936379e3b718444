import SiftCore

/// A rule of an index, in Algolia's model: when a search meets one of its ``conditions``, its
/// ``consequence`` changes the search (query edits, filters, parameters), the hits (promoted or
/// hidden records) or the response (custom data, rendering content).
///
/// ```swift
/// try index.saveRules([
///   Rule(
///     objectID: "cheap-phones",
///     conditions: [Rule.Condition(pattern: "cheap", anchoring: .contains)],
///     consequence: Rule.Consequence(
///       params: ["query": ["edits": [["type": "remove", "delete": "cheap"]]],
///                "filters": "price < 200"],
///       userData: ["banner": "deals.png"]))
/// ])
/// ```
///
/// Decode Algolia's export format as it is with ``init(json:)``; a field the engine does not
/// implement is an error naming it, never ignored.
public struct Rule: Sendable, Hashable {
  /// The rule's unique identifier.
  public var objectID: String
  /// When the rule applies: when any one of them is met (a rule without conditions always
  /// applies).
  public var conditions: [Condition]
  /// What the rule does.
  public var consequence: Consequence
  /// Whether the rule applies at all.
  public var enabled: Bool
  /// When the rule applies: within any one of these periods (always when empty).
  public var validity: [TimeRange]
  /// What the rule is for (shown in dashboards; no effect on searches).
  public var description: String?

  /// Creates a rule.
  /// - Parameters:
  ///   - objectID: the rule's unique identifier.
  ///   - conditions: when it applies (any one of them; always when empty).
  ///   - consequence: what it does.
  ///   - enabled: whether it applies at all.
  ///   - validity: the periods it applies in (always when empty).
  ///   - description: what it is for.
  public init(
    objectID: String, conditions: [Condition] = [], consequence: Consequence,
    enabled: Bool = true, validity: [TimeRange] = [], description: String? = nil
  ) {
    self.objectID = objectID
    self.conditions = conditions
    self.consequence = consequence
    self.enabled = enabled
    self.validity = validity
    self.description = description
  }
}
