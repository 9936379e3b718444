import Foundation
import SiftCore

/// Translates Sift's filters (a parsed `filters` string, the legacy filter lists) into
/// Typesense `filter_by` clauses, by the types of the collection's fields.
///
/// - Facet filters become exact matches (`brand:=`Apple``), which Typesense compares without
///   regard to case or accents; a negated one becomes `brand:!=`Apple``, which, as Algolia's
///   `NOT`, also selects documents without the field. On a numeric field the value must be a
///   number (an integer for an integer field), on a boolean field `true` or `false`: any other
///   value selects nothing, as Algolia's engine compares it.
/// - `objectID` filters match the document `id`.
/// - Tag filters match the `_tags` field.
/// - Numeric comparisons and ranges keep their meaning on integer fields: `rating > 3.5` is
///   `rating:>=4`. Typesense 0.24 has no `!=` for numbers, so `price != 10` is
///   `price:<10 || price:>10`.
/// - `NOT` is pushed down to the filters (De Morgan's laws), since `filter_by` cannot negate a
///   group.
struct TypesenseFilterTranslator: Sendable {
  /// The collection's schema.
  let schema: TypesenseCollectionSchema

  /// The clause for `expression`.
  ///
  /// - Parameters:
  ///   - expression: The filters.
  ///   - parameter: The search parameter they come from, for errors.
  /// - Returns: The clause.
  /// - Throws: ``TypesenseError/unsupportedFilter(parameter:filter:reason:)`` for a filter
  ///   Typesense cannot express.
  func clause(for expression: FilterExpression, parameter: String) throws(TypesenseError)
    -> TypesenseFilterClause
  {
    try translate(expression, negated: false, parameter: parameter)
  }

  private func translate(
    _ expression: FilterExpression, negated: Bool, parameter: String
  ) throws(TypesenseError) -> TypesenseFilterClause {
    switch expression {
    case .filter(let filter):
      return try translate(filter, negated: negated != filter.isNegated, parameter: parameter)
    case .not(let operand):
      return try translate(operand, negated: !negated, parameter: parameter)
    case .and(let operands):
      var clauses: [TypesenseFilterClause] = []
      for operand in operands {
        clauses.append(try translate(operand, negated: negated, parameter: parameter))
      }
      return negated ? .any(clauses) : .all(clauses)
    case .or(let operands):
      var clauses: [TypesenseFilterClause] = []
      for operand in operands {
        clauses.append(try translate(operand, negated: negated, parameter: parameter))
      }
      return negated ? .all(clauses) : .any(clauses)
    }
  }

  /// One filter, `negated` meaning "select what the filter does not" (its own negation already
  /// folded in).
  private func translate(
    _ filter: Filter, negated: Bool, parameter: String
  ) throws(TypesenseError) -> TypesenseFilterClause {
    switch filter {
    case .facet(let facet):
      return try facetClause(facet, negated: negated, parameter: parameter)
    case .tag(let tag):
      return .equals(
        field: Filter.Tag.tagsAttribute.name, values: [TypesenseFilterSyntax.string(tag.value)],
        negated: negated)
    case .numeric(let numeric):
      return try numericClause(numeric, negated: negated, parameter: parameter)
    }
  }

  // MARK: Facet filters

  private func facetClause(
    _ facet: Filter.Facet, negated: Bool, parameter: String
  ) throws(TypesenseError) -> TypesenseFilterClause {
    let name = facet.attribute.name
    if name == "objectID" {
      guard !negated else {
        throw .unsupportedFilter(
          parameter: parameter, filter: Filter.facet(facet).algoliaFilters,
          reason: "Typesense 0.24 cannot exclude documents by id")
      }
      return .equals(
        field: "id", values: [TypesenseFilterSyntax.string(Self.text(of: facet.value))],
        negated: false)
    }
    guard let field = schema.field(named: name) else {
      // Not in the schema: written as a string, for Typesense to report the unknown field.
      return .equals(
        field: name, values: [TypesenseFilterSyntax.string(Self.text(of: facet.value))],
        negated: negated)
    }
    if field.isString {
      return .equals(
        field: name, values: [TypesenseFilterSyntax.string(Self.text(of: facet.value))],
        negated: negated)
    }
    if field.isBool {
      let value: Bool?
      switch facet.value {
      case .bool(let flag): value = flag
      case .string(let text): value = Bool(text.lowercased())
      case .number: value = nil
      }
      guard let value else { return .constant(negated) }
      return .equals(field: name, values: [TypesenseFilterSyntax.bool(value)], negated: negated)
    }
    if field.isNumeric {
      let number: Double?
      switch facet.value {
      case .number(let value): number = value
      case .string(let text): number = Double(text.trimmingCharacters(in: .whitespaces))
      case .bool: number = nil
      }
      guard let number, number.isFinite else { return .constant(negated) }
      return numericEquality(field: field, number, negated: negated)
    }
    throw .unsupportedFilter(
      parameter: parameter, filter: Filter.facet(facet).algoliaFilters,
      reason: "\(name) is a \(field.type) field, which Typesense cannot match with a value")
  }

  /// A facet value as the text Algolia compares: the string, the number as written in a
  /// facet (`4` for 4.0), or `true` / `false`.
  private static func text(of value: Filter.Facet.Value) -> String {
    switch value {
    case .string(let text): return text
    case .number(let number): return TypesenseFilterSyntax.number(number)
    case .bool(let flag): return TypesenseFilterSyntax.bool(flag)
    }
  }

  /// `field = number`, or its negation, on a numeric field.
  private func numericEquality(
    field: TypesenseCollectionSchema.Field, _ number: Double, negated: Bool
  ) -> TypesenseFilterClause {
    if let range = field.integerRange {
      guard let integer = Int64(exactly: number), range.contains(integer) else {
        return .constant(negated)
      }
      let literal = String(integer)
      return negated
        ? .any([
          .compare(field: field.name, op: "<", literal: literal),
          .compare(field: field.name, op: ">", literal: literal),
        ])
        : .equals(field: field.name, values: [literal], negated: false)
    }
    let literal = TypesenseFilterSyntax.number(number)
    return negated
      ? .any([
        .compare(field: field.name, op: "<", literal: literal),
        .compare(field: field.name, op: ">", literal: literal),
      ])
      : .equals(field: field.name, values: [literal], negated: false)
  }

  // MARK: Numeric filters

  private func numericClause(
    _ numeric: Filter.Numeric, negated: Bool, parameter: String
  ) throws(TypesenseError) -> TypesenseFilterClause {
    let name = numeric.attribute.name
    let field =
      schema.field(named: name) ?? TypesenseCollectionSchema.Field(name: name, type: "float")
    guard field.isNumeric else {
      throw .unsupportedFilter(
        parameter: parameter, filter: Filter.numeric(numeric).algoliaFilters,
        reason: "\(name) is a \(field.type) field, and numeric filters need a number field")
    }
    switch numeric.value {
    case .comparison(let op, let number):
      let effective = negated ? op.inversion : op
      switch effective {
      case .equals:
        return numericEquality(field: field, number, negated: false)
      case .notEquals:
        return numericEquality(field: field, number, negated: true)
      default:
        return comparison(field: field, op: effective, number)
      }
    case .range(let range):
      if negated {
        return .any([
          comparison(field: field, op: .lessThan, range.lowerBound),
          comparison(field: field, op: .greaterThan, range.upperBound),
        ])
      }
      guard let bounds = field.integerRange else {
        return .range(
          field: name, lower: TypesenseFilterSyntax.number(range.lowerBound),
          upper: TypesenseFilterSyntax.number(range.upperBound))
      }
      // The integers within the range, inside the field's type.
      let lower = max(range.lowerBound.rounded(.up), Double(bounds.lowerBound))
      let upper = min(range.upperBound.rounded(.down), Double(bounds.upperBound))
      guard lower <= upper, let low = Self.integer(lower, in: bounds),
        let high = Self.integer(upper, in: bounds)
      else { return .constant(false) }
      return .range(field: name, lower: String(low), upper: String(high))
    }
  }

  /// `field <op> number` for `<`, `<=`, `>`, `>=`; on an integer field, the same selection of
  /// integers with an integer bound inside the field's type.
  private func comparison(
    field: TypesenseCollectionSchema.Field, op: Filter.Numeric.Operator, _ number: Double
  ) -> TypesenseFilterClause {
    guard let bounds = field.integerRange else {
      return .compare(
        field: field.name, op: op.rawValue, literal: TypesenseFilterSyntax.number(number))
    }
    let minimum = Double(bounds.lowerBound)
    let maximum = Double(bounds.upperBound)
    switch op {
    case .greaterThan, .greaterThanOrEqual:
      // x > v is x >= floor(v) + 1; x >= v is x >= ceil(v).
      let lowest = op == .greaterThan ? number.rounded(.down) + 1 : number.rounded(.up)
      if lowest > maximum { return .constant(false) }
      let literal = Self.integer(max(lowest, minimum), in: bounds).map(String.init) ?? "0"
      return .compare(field: field.name, op: ">=", literal: literal)
    default:
      // x < v is x <= ceil(v) - 1; x <= v is x <= floor(v).
      let highest = op == .lessThan ? number.rounded(.up) - 1 : number.rounded(.down)
      if highest < minimum { return .constant(false) }
      let literal = Self.integer(min(highest, maximum), in: bounds).map(String.init) ?? "0"
      return .compare(field: field.name, op: "<=", literal: literal)
    }
  }

  /// An integral double inside `bounds` as an integer (the bounds of `int64` are not exact
  /// doubles, so the ends are taken from `bounds`).
  private static func integer(_ value: Double, in bounds: ClosedRange<Int64>) -> Int64? {
    if value <= Double(bounds.lowerBound) { return bounds.lowerBound }
    if value >= Double(bounds.upperBound) { return bounds.upperBound }
    return Int64(exactly: value)
  }
}
