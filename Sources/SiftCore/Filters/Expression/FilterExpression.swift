/// A boolean combination of filters: what an Algolia `filters` string means.
///
/// Parse one with ``init(parsing:)``, evaluate it against a record with ``matches(_:)``, and
/// render it back with ``description``:
///
/// ```swift
/// let expression = try FilterExpression(parsing: #"brand:Apple AND (price < 100 OR onSale:true)"#)
/// expression.matches(["brand": "apple", "price": 99])   // true
/// expression.description  // "brand":"Apple" AND ( "price" < 100.0 OR "onSale":true )
/// ```
///
/// The parser returns expressions in ``normalized`` form, which is also what
/// ``Filters/expression`` builds, so `try FilterExpression(parsing: filters.algoliaFilters!)` equals
/// `filters.expression`.
public indirect enum FilterExpression: Hashable, Sendable {
  /// A single filter (which may itself be negated).
  case filter(Filter)
  /// The negation of an expression.
  case not(FilterExpression)
  /// Every expression must hold; `.and([])` always holds.
  case and([FilterExpression])
  /// Any expression must hold; `.or([])` never holds.
  case or([FilterExpression])

  /// The same expression in canonical form: nested `and`s (and `or`s) flattened into their
  /// parent, single-element `and` / `or` replaced by their element, `NOT` of a filter folded into
  /// the filter's negation, and double negations removed.
  public var normalized: FilterExpression {
    switch self {
    case .filter:
      return self
    case .not(let operand):
      switch operand.normalized {
      case .filter(let filter): return .filter(filter.negated())
      case .not(let inner): return inner
      case let other: return .not(other)
      }
    case .and(let operands):
      var flat: [FilterExpression] = []
      for operand in operands {
        let operand = operand.normalized
        if case .and(let nested) = operand {
          flat.append(contentsOf: nested)
        } else {
          flat.append(operand)
        }
      }
      return flat.count == 1 ? flat[0] : .and(flat)
    case .or(let operands):
      var flat: [FilterExpression] = []
      for operand in operands {
        let operand = operand.normalized
        if case .or(let nested) = operand {
          flat.append(contentsOf: nested)
        } else {
          flat.append(operand)
        }
      }
      return flat.count == 1 ? flat[0] : .or(flat)
    }
  }

  /// Every filter the expression mentions, in order of appearance.
  public var filters: [Filter] {
    switch self {
    case .filter(let filter): return [filter]
    case .not(let operand): return operand.filters
    case .and(let operands), .or(let operands): return operands.flatMap(\.filters)
    }
  }
}
