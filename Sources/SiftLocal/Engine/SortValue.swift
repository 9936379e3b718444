import SiftCore

/// A record's value for a sort criterion (`customRanking`, `asc(…)` / `desc(…)`).
enum SortValue: Sendable, Hashable {
  case number(Double)
  case string(String)
  case missing

  init(_ json: JSON?) {
    switch json {
    case .number(let number)?: self = .number(number.doubleValue)
    case .bool(let flag)?: self = .number(flag ? 1 : 0)
    case .string(let text)?: self = .string(text)
    case .array(let elements)?:
      self = elements.first.map { SortValue($0) } ?? .missing
    default: self = .missing
    }
  }

  /// The sort value of an encoded value: the same as the decoded value's.
  init(_ value: CompactRecord.View) {
    switch value.tag {
    case .int?, .double?: self = value.number.map { .number($0.doubleValue) } ?? .missing
    case .true?: self = .number(1)
    case .false?: self = .number(0)
    case .string?:
      self = value.string.map { .string(String(decoding: $0, as: UTF8.self)) } ?? .missing
    case .array?: self = value.firstElement.map { SortValue($0) } ?? .missing
    default: self = .missing
    }
  }

  /// Orders two values for a criterion; missing values come last in either direction.
  static func order(_ lhs: SortValue, _ rhs: SortValue, descending: Bool) -> Int {
    switch (lhs, rhs) {
    case (.missing, .missing): return 0
    case (.missing, _): return 1
    case (_, .missing): return -1
    case (.number(let a), .number(let b)):
      return a == b ? 0 : ((a < b) != descending ? -1 : 1)
    case (.string(let a), .string(let b)):
      if a == b { return 0 }
      let ascending = a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
      return ascending != descending ? -1 : 1
    case (.number, .string): return -1
    case (.string, .number): return 1
    }
  }

  /// Dense ranks (0 = first) of `values` under `criteria`, ties sharing a rank.
  static func denseRanks(_ keys: [[SortValue]], criteria: [Bool]) -> [UInt32] {
    let order = keys.indices.sorted { compare(keys[$0], keys[$1], criteria) < 0 }
    var ranks = [UInt32](repeating: 0, count: keys.count)
    var rank: UInt32 = 0
    for (position, index) in order.enumerated() {
      if position > 0, compare(keys[order[position - 1]], keys[index], criteria) != 0 {
        rank += 1
      }
      ranks[index] = rank
    }
    return ranks
  }

  static func compare(_ lhs: [SortValue], _ rhs: [SortValue], _ descending: [Bool]) -> Int {
    for index in descending.indices {
      let result = order(lhs[index], rhs[index], descending: descending[index])
      if result != 0 { return result }
    }
    return 0
  }
}
