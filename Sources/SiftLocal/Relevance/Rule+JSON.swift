import Foundation
import SiftCore

extension Rule {
  /// The members of a rule the engine reads; `_metadata` and `_highlightResult` (written by
  /// Algolia's exports and rule searches) carry nothing a search uses.
  private static let ruleKeys: Set<String> = [
    "objectID", "conditions", "condition", "consequence", "enabled", "validity", "description",
    "_metadata", "_highlightResult",
  ]
  private static let conditionKeys: Set<String> = [
    "pattern", "anchoring", "alternatives", "context", "filters",
  ]
  private static let consequenceKeys: Set<String> = [
    "params", "promote", "hide", "filterPromotes", "userData",
  ]

  /// Decodes one rule of Algolia's export format (its `conditions`, or the single `condition`
  /// of older exports).
  ///
  /// Only the rule's shape is checked here; its filters and parameters are checked against the
  /// index when it is saved.
  /// - Parameter json: the rule object.
  /// - Throws: ``LocalIndexError/invalidRule(objectID:reason:)`` naming the key path of what is
  ///   missing, of the wrong type, or not implemented by the engine.
  public init(json: JSON) throws(LocalIndexError) {
    guard case .object(let members) = json else {
      throw .invalidRule(objectID: nil, reason: "expected an object, found \(json.kind)")
    }
    guard case .string(let objectID)? = members["objectID"], !objectID.isEmpty else {
      throw .invalidRule(objectID: nil, reason: "objectID: expected a non-empty string")
    }
    let reader = Reader(objectID: objectID)
    try reader.rejectUnknown(members, allowed: Self.ruleKeys, at: "")
    if members["condition"] != nil, members["conditions"] != nil {
      throw reader.fail("condition", "give conditions or the older condition, not both")
    }
    var conditions: [Condition] = []
    if let single = members["condition"], single != .null {
      conditions = [try reader.condition(single, at: "condition")]
    } else if let list = try reader.array(members["conditions"], at: "conditions") {
      for (index, element) in list.enumerated() {
        conditions.append(try reader.condition(element, at: "conditions[\(index)]"))
      }
    }
    guard let consequence = members["consequence"], consequence != .null else {
      throw reader.fail("consequence", "expected an object")
    }
    self.init(
      objectID: objectID, conditions: conditions,
      consequence: try reader.consequence(consequence),
      enabled: try reader.bool(members["enabled"], at: "enabled") ?? true,
      validity: try reader.validity(members["validity"]),
      description: try reader.string(members["description"], at: "description"))
  }

  /// The rule in Algolia's export format.
  public var json: JSON {
    var members: [String: JSON] = [
      "objectID": .string(objectID), "consequence": consequence.json,
    ]
    if !conditions.isEmpty { members["conditions"] = .array(conditions.map(\.json)) }
    if !enabled { members["enabled"] = false }
    if !validity.isEmpty {
      members["validity"] = .array(
        validity.map { range in
          [
            "from": JSON(Int(range.from.timeIntervalSince1970)),
            "until": JSON(Int(range.until.timeIntervalSince1970)),
          ]
        })
    }
    if let description { members["description"] = .string(description) }
    return .object(members)
  }

  /// Reads the parts of a rule, naming the rule and key path of any problem.
  private struct Reader {
    let objectID: String

    func fail(_ path: String, _ reason: String) -> LocalIndexError {
      .invalidRule(objectID: objectID, reason: "\(path): \(reason)")
    }

    func rejectUnknown(_ members: [String: JSON], allowed: Set<String>, at path: String)
      throws(LocalIndexError)
    {
      for key in members.keys.sorted() where !allowed.contains(key) {
        throw fail(
          path.isEmpty ? key : "\(path).\(key)",
          "not implemented by the embedded engine (expected one of "
            + allowed.filter { !$0.hasPrefix("_") }.sorted().joined(separator: ", ") + ")")
      }
    }

    func object(_ value: JSON, at path: String) throws(LocalIndexError) -> [String: JSON] {
      guard case .object(let members) = value else {
        throw fail(path, "expected an object, found \(value.kind)")
      }
      return members
    }

    func array(_ value: JSON?, at path: String) throws(LocalIndexError) -> [JSON]? {
      guard let value, value != .null else { return nil }
      guard case .array(let elements) = value else {
        throw fail(path, "expected an array, found \(value.kind)")
      }
      return elements
    }

    func string(_ value: JSON?, at path: String) throws(LocalIndexError) -> String? {
      guard let value, value != .null else { return nil }
      guard case .string(let text) = value else {
        throw fail(path, "expected a string, found \(value.kind)")
      }
      return text
    }

    func bool(_ value: JSON?, at path: String) throws(LocalIndexError) -> Bool? {
      guard let value, value != .null else { return nil }
      guard case .bool(let flag) = value else {
        throw fail(path, "expected a boolean, found \(value.kind)")
      }
      return flag
    }

    func int(_ value: JSON?, at path: String) throws(LocalIndexError) -> Int? {
      guard let value, value != .null else { return nil }
      guard let number = value.intValue else {
        throw fail(path, "expected an integer, found \(value.kind)")
      }
      return number
    }

    func condition(_ value: JSON, at path: String) throws(LocalIndexError) -> Condition {
      let members = try object(value, at: path)
      try rejectUnknown(members, allowed: Rule.conditionKeys, at: path)
      var anchoring: Anchoring?
      if let name = try string(members["anchoring"], at: "\(path).anchoring") {
        guard let parsed = Anchoring(rawValue: name) else {
          throw fail(
            "\(path).anchoring", "expected is, startsWith, endsWith or contains, found \"\(name)\"")
        }
        anchoring = parsed
      }
      return Condition(
        pattern: try string(members["pattern"], at: "\(path).pattern"), anchoring: anchoring,
        alternatives: try bool(members["alternatives"], at: "\(path).alternatives") ?? false,
        context: try string(members["context"], at: "\(path).context"),
        filters: try string(members["filters"], at: "\(path).filters"))
    }

    func consequence(_ value: JSON) throws(LocalIndexError) -> Consequence {
      let members = try object(value, at: "consequence")
      try rejectUnknown(members, allowed: Rule.consequenceKeys, at: "consequence")
      var params: [String: JSON] = [:]
      if let value = members["params"], value != .null {
        params = try object(value, at: "consequence.params")
      }
      var promote: [Promotion] = []
      for (index, element) in (try array(members["promote"], at: "consequence.promote") ?? [])
        .enumerated()
      {
        let path = "consequence.promote[\(index)]"
        let entry = try object(element, at: path)
        try rejectUnknown(entry, allowed: ["objectID", "objectIDs", "position"], at: path)
        guard let position = try int(entry["position"], at: "\(path).position"), position >= 0
        else { throw fail("\(path).position", "expected a non-negative integer") }
        var ids: [String] = []
        if let id = try string(entry["objectID"], at: "\(path).objectID") { ids.append(id) }
        for (offset, id) in (try array(entry["objectIDs"], at: "\(path).objectIDs") ?? [])
          .enumerated()
        {
          guard let text = try string(id, at: "\(path).objectIDs[\(offset)]") else { continue }
          ids.append(text)
        }
        guard !ids.isEmpty, ids.allSatisfy({ !$0.isEmpty }) else {
          throw fail(path, "expected objectID or objectIDs (non-empty strings)")
        }
        promote.append(Promotion(objectIDs: ids, position: position))
      }
      var hide: [String] = []
      for (index, element) in (try array(members["hide"], at: "consequence.hide") ?? [])
        .enumerated()
      {
        let path = "consequence.hide[\(index)]"
        let entry = try object(element, at: path)
        try rejectUnknown(entry, allowed: ["objectID"], at: path)
        guard let id = try string(entry["objectID"], at: "\(path).objectID"), !id.isEmpty else {
          throw fail("\(path).objectID", "expected a non-empty string")
        }
        hide.append(id)
      }
      let userData = members["userData"].flatMap { $0 == .null ? nil : $0 }
      return Consequence(
        params: params, promote: promote, hide: hide,
        filterPromotes: try bool(members["filterPromotes"], at: "consequence.filterPromotes")
          ?? false,
        userData: userData)
    }

    func validity(_ value: JSON?) throws(LocalIndexError) -> [TimeRange] {
      var result: [TimeRange] = []
      for (index, element) in (try array(value, at: "validity") ?? []).enumerated() {
        let path = "validity[\(index)]"
        let members = try object(element, at: path)
        try rejectUnknown(members, allowed: ["from", "until"], at: path)
        guard let from = members["from"]?.doubleValue, let until = members["until"]?.doubleValue
        else { throw fail(path, "expected from and until as Unix times in seconds") }
        guard from <= until else { throw fail(path, "from is after until") }
        result.append(
          TimeRange(
            from: Date(timeIntervalSince1970: from), until: Date(timeIntervalSince1970: until)))
      }
      return result
    }
  }
}

extension Rule.Condition {
  /// The condition in Algolia's export format.
  public var json: JSON {
    var members: [String: JSON] = [:]
    if let pattern { members["pattern"] = .string(pattern) }
    if let anchoring { members["anchoring"] = .string(anchoring.rawValue) }
    if alternatives { members["alternatives"] = true }
    if let context { members["context"] = .string(context) }
    if let filters { members["filters"] = .string(filters) }
    return .object(members)
  }
}

extension Rule.Consequence {
  /// The consequence in Algolia's export format.
  public var json: JSON {
    var members: [String: JSON] = [:]
    if !params.isEmpty { members["params"] = .object(params) }
    if !promote.isEmpty {
      members["promote"] = .array(
        promote.map { promotion in
          promotion.objectIDs.count == 1
            ? ["objectID": .string(promotion.objectIDs[0]), "position": JSON(promotion.position)]
            : [
              "objectIDs": .array(promotion.objectIDs.map(JSON.string)),
              "position": JSON(promotion.position),
            ]
        })
    }
    if !hide.isEmpty { members["hide"] = .array(hide.map { ["objectID": .string($0)] }) }
    if filterPromotes { members["filterPromotes"] = true }
    if let userData { members["userData"] = userData }
    return .object(members)
  }
}
