import SiftCore

/// Checks records and applies partial updates, naming the record and key path of any problem.
enum RecordValidator {
  /// The objectID of a record: a non-empty string, or an integer written as text.
  static func objectID(of record: JSON, position: Int) throws(LocalIndexError) -> String? {
    guard let value = record["objectID"], value != .null else { return nil }
    switch value {
    case .string(let text) where !text.isEmpty: return text
    case .number(let number) where number.int64Value != nil:
      return String(number.int64Value ?? 0)
    default:
      throw .invalidRecord(
        position: position, objectID: nil, keyPath: "objectID",
        reason: "expected a non-empty string or an integer, found \(value.kind)")
    }
  }

  /// Checks a record's shape and reserved attributes (`objectID`, `_geoloc`, `_tags`), and
  /// returns its objectID (see ``objectID(of:position:)``).
  @discardableResult
  static func validate(_ record: JSON, position: Int) throws(LocalIndexError) -> String? {
    guard case .object = record else {
      throw .invalidRecord(
        position: position, objectID: nil, keyPath: "",
        reason: "expected an object, found \(record.kind)")
    }
    let objectID = try objectID(of: record, position: position)
    if case .failure(let failure) = GeoPoint.parse(record["_geoloc"]) {
      throw .invalidRecord(
        position: position, objectID: objectID, keyPath: failure.keyPath, reason: failure.reason)
    }
    switch record["_tags"] {
    case nil, .null?, .string?: break
    case .array(let tags)?:
      for (index, tag) in tags.enumerated() where tag.stringValue == nil {
        throw .invalidRecord(
          position: position, objectID: objectID, keyPath: "_tags.\(index)",
          reason: "expected a string, found \(tag.kind)")
      }
    case let other?:
      throw .invalidRecord(
        position: position, objectID: objectID, keyPath: "_tags",
        reason: "expected a string or an array of strings, found \(other.kind)")
    }
    return objectID
  }

  /// Applies a partial update to `record`: each attribute replaced, or changed by an
  /// `{"_operation": …, "value": …}` object (Increment, Decrement, IncrementFrom,
  /// IncrementSet, Add, AddUnique, Remove).
  ///
  /// `IncrementFrom` and `IncrementSet` are conditions on the whole update, as Algolia documents
  /// them for optimistic locking and versioning: `IncrementFrom: v` applies only when the
  /// attribute is `v` (it becomes `v + 1`), `IncrementSet: v` only when `v` is greater than the
  /// attribute (it becomes `v`); an absent attribute, or a missing record (`record` is then
  /// `{}`), counts as 0, so a missing record is created only by `IncrementFrom: 0` or
  /// `IncrementSet` above 0.
  /// - Returns: the updated record, or `nil` when a condition fails: the update is ignored.
  static func applying(
    _ update: JSON, to record: JSON, position: Int, objectID: String
  ) throws(LocalIndexError) -> JSON? {
    var members = record.objectValue ?? [:]
    // Every operation is still checked, so that a malformed one is an error either way.
    var conditionFailed = false
    for (key, change) in update.objectValue ?? [:] where key != "objectID" {
      guard case .object(let operation) = change, let name = operation["_operation"] else {
        members[key] = change
        continue
      }
      let value = operation["value"] ?? .null
      func fail(_ reason: String) -> LocalIndexError {
        .invalidRecord(position: position, objectID: objectID, keyPath: key, reason: reason)
      }
      let current = members[key]
      switch name.stringValue {
      case "Increment", "Decrement", "IncrementFrom", "IncrementSet":
        guard let amount = value.numberValue else { throw fail("expected a numeric value") }
        let base = current?.numberValue
        switch name.stringValue {
        case "Increment":
          members[key] = .number(add(base, amount, sign: 1))
        case "Decrement":
          members[key] = .number(add(base, amount, sign: -1))
        case "IncrementFrom":
          // Increments only when the current value is the one given (0 when absent).
          guard (base?.doubleValue ?? 0) == amount.doubleValue else {
            conditionFailed = true
            continue
          }
          members[key] = .number(add(amount, JSON.Number(1), sign: 1))
        default:
          // Sets the value given when it is greater than the current one (0 when absent).
          guard amount.doubleValue > (base?.doubleValue ?? 0) else {
            conditionFailed = true
            continue
          }
          members[key] = .number(amount)
        }
      case "Add", "AddUnique":
        var elements = current?.arrayValue ?? (current.map { [$0] } ?? [])
        if name.stringValue == "Add" || !elements.contains(value) { elements.append(value) }
        members[key] = .array(elements)
      case "Remove":
        members[key] = .array((current?.arrayValue ?? []).filter { $0 != value })
      default:
        throw .invalidRecord(
          position: position, objectID: objectID, keyPath: key + "._operation",
          reason: "unknown operation \(name.serialized())")
      }
    }
    if conditionFailed { return nil }
    members["objectID"] = .string(objectID)
    return .object(members)
  }

  private static func add(_ base: JSON.Number?, _ amount: JSON.Number, sign: Int64) -> JSON.Number {
    if let left = base?.int64Value ?? (base == nil ? 0 : nil), let right = amount.int64Value {
      let (result, overflow) = left.addingReportingOverflow(sign * right)
      if !overflow { return JSON.Number(result) }
    }
    return JSON.Number((base?.doubleValue ?? 0) + Double(sign) * amount.doubleValue)
  }
}
