import Foundation
import SiftCore

extension LocalIndex {
  /// The index's rules, in the order saved.
  public var rules: [Rule] { withState { $0.rules } }

  /// The rule with this objectID, if any.
  /// - Parameter objectID: the rule's objectID.
  /// - Returns: the rule.
  public func rule(objectID: String) -> Rule? {
    rules.first { $0.objectID == objectID }
  }

  /// The date rules' validity periods are checked against: now, unless replaced (to try rules
  /// with validity periods at a given date, in tests or previews).
  ///
  /// ```swift
  /// index.currentDate = { Date(timeIntervalSince1970: 1_700_000_000) }
  /// ```
  public var currentDate: @Sendable () -> Date {
    get { withState { $0.currentDate } }
    set { withState { $0.currentDate = newValue } }
  }

  /// Saves rules: each replaces the rule of its objectID, or is added. Every rule is checked
  /// against the index first (its filters parse, its parameters are ones a search takes, every
  /// field is one the engine implements).
  ///
  /// ```swift
  /// try index.saveRules([
  ///   Rule(
  ///     objectID: "tv", conditions: [Rule.Condition(pattern: "tv", anchoring: .contains)],
  ///     consequence: Rule.Consequence(promote: [Rule.Promotion(objectID: "42", position: 0)]))
  /// ])
  /// ```
  /// - Parameters:
  ///   - rules: the rules.
  ///   - forwardToReplicas: whether the replicas get them too.
  ///   - clearExistingRules: whether every other rule is removed first.
  /// - Throws: ``LocalIndexError/invalidRule(objectID:reason:)`` naming the rule and the key
  ///   path of what is wrong or not implemented; nothing changes then.
  /// - Complexity: O(rules · their size).
  public func saveRules(
    _ rules: [Rule], forwardToReplicas: Bool = false, clearExistingRules: Bool = false
  ) throws(LocalIndexError) {
    try updateRules(forwardToReplicas: forwardToReplicas) { existing in
      var result = clearExistingRules ? [] : existing
      for rule in rules {
        if let index = result.firstIndex(where: { $0.objectID == rule.objectID }) {
          result[index] = rule
        } else {
          result.append(rule)
        }
      }
      return result
    }
  }

  /// Saves one rule (see ``saveRules(_:forwardToReplicas:clearExistingRules:)``).
  public func saveRule(_ rule: Rule, forwardToReplicas: Bool = false) throws(LocalIndexError) {
    try saveRules([rule], forwardToReplicas: forwardToReplicas)
  }

  /// Saves the rules of a file in Algolia's export format (a JSON array of rules).
  /// - Parameters:
  ///   - file: the file.
  ///   - forwardToReplicas: whether the replicas get them too.
  ///   - clearExistingRules: whether every other rule is removed first.
  /// - Throws: ``LocalIndexError`` for an unreadable file, invalid JSON or a malformed rule
  ///   (with its position); nothing changes then.
  public func saveRules(
    contentsOf file: URL, forwardToReplicas: Bool = false, clearExistingRules: Bool = false
  ) throws(LocalIndexError) {
    let json = try Self.readJSON(file)
    guard case .array(let elements) = json else {
      throw .invalidRule(
        objectID: nil, reason: "\(file.lastPathComponent) does not hold an array of rules")
    }
    var rules: [Rule] = []
    for (position, element) in elements.enumerated() {
      do {
        rules.append(try Rule(json: element))
      } catch .invalidRule(let objectID, let reason) {
        throw .invalidRule(objectID: objectID, reason: "#\(position): \(reason)")
      } catch {
        throw error
      }
    }
    try saveRules(
      rules, forwardToReplicas: forwardToReplicas, clearExistingRules: clearExistingRules)
  }

  /// Deletes the rule with this objectID, if any.
  public func deleteRule(objectID: String, forwardToReplicas: Bool = false)
    throws(LocalIndexError)
  {
    try updateRules(forwardToReplicas: forwardToReplicas) { existing in
      existing.filter { $0.objectID != objectID }
    }
  }

  /// Deletes every rule.
  public func clearRules(forwardToReplicas: Bool = false) throws(LocalIndexError) {
    try updateRules(forwardToReplicas: forwardToReplicas) { _ in [] }
  }

  /// The rules whose objectID, description, patterns or contexts contain `query`
  /// (case-insensitively), narrowed to an anchoring, a context or an enabled state when given,
  /// one page of them (Algolia's `searchRules`).
  /// - Returns: the page, and how many rules match in all.
  public func searchRules(
    query: String = "", anchoring: Rule.Anchoring? = nil, context: String? = nil,
    enabled: Bool? = nil, page: Int = 0, hitsPerPage: Int = 20
  ) -> (hits: [Rule], nbHits: Int) {
    let needle = query.lowercased()
    let matching = rules.filter { rule in
      if let anchoring, !rule.conditions.contains(where: { $0.anchoring == anchoring }) {
        return false
      }
      if let context, !rule.conditions.contains(where: { $0.context == context }) { return false }
      if let enabled, rule.enabled != enabled { return false }
      guard !needle.isEmpty else { return true }
      let texts =
        [rule.objectID, rule.description ?? ""]
        + rule.conditions.flatMap {
          [$0.pattern ?? "", $0.context ?? ""]
        }
      return texts.contains { $0.lowercased().contains(needle) }
    }
    let start = max(0, page) * max(1, hitsPerPage)
    return (Array(matching.dropFirst(start).prefix(max(1, hitsPerPage))), matching.count)
  }

  /// Replaces the rules of this index (and, when forwarded, of its replicas) with what
  /// `transform` makes of them, each set checked against its index's settings first.
  private func updateRules(
    forwardToReplicas: Bool, _ transform: ([Rule]) -> [Rule]
  ) throws(LocalIndexError) {
    try withWriteLock { () throws(LocalIndexError) in
      let targets = forwardToReplicas ? [self] + replicas : [self]
      // Everything is checked first, so that a failure changes nothing.
      var updates: [(index: LocalIndex, rules: [Rule], set: RuleSet)] = []
      for index in targets {
        let (current, settings) = index.withState { ($0.rules, $0.settings) }
        let rules = transform(current)
        updates.append((index, rules, try RuleSet(rules, settings: settings)))
      }
      let changed = updates.map { update in
        var configuration = update.index.configuration
        configuration.rules = update.rules
        return (update.index, configuration)
      }
      try recordsOwner.commitConfigurations(changed) {
        for update in updates {
          update.index.withState {
            $0.rules = update.rules
            $0.ruleSet = update.set
          }
        }
      }
    }
  }
}
