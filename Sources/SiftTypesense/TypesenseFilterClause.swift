/// A boolean combination of Typesense filter clauses: what `filter_by` says, before it is
/// written out.
///
/// Typesense 0.24's `filter_by` has `&&`, `||` and parentheses but no negation of a group, so
/// negations are pushed down to the clauses before this form is built. Constants stand for
/// filters that select everything or nothing (an integer field compared with a fraction), and
/// disappear when the expression is simplified.
indirect enum TypesenseFilterClause: Sendable, Hashable {
  /// Always true or always false.
  case constant(Bool)
  /// `field:=[values]` or, negated, `field:!=[values]`: the field equals one of the values
  /// (literals already written: backquoted strings, numbers, booleans).
  case equals(field: String, values: [String], negated: Bool)
  /// `field:<op>literal`, `op` one of `<`, `<=`, `>`, `>=`.
  case compare(field: String, op: String, literal: String)
  /// `field:[lower..upper]`.
  case range(field: String, lower: String, upper: String)
  /// A clause written as is (geo filters).
  case raw(String)
  /// Every operand holds.
  case all([TypesenseFilterClause])
  /// Some operand holds.
  case any([TypesenseFilterClause])

  /// The same expression with constants folded, nested groups of the same kind flattened, and
  /// equalities on one field merged: `a:=x || a:=y` becomes `a:=[x,y]`, and
  /// `a:!=x && a:!=y` becomes `a:!=[x,y]`.
  var simplified: TypesenseFilterClause {
    switch self {
    case .all(let operands):
      var flat: [TypesenseFilterClause] = []
      for operand in operands {
        switch operand.simplified {
        case .constant(true): continue
        case .constant(false): return .constant(false)
        case .all(let nested): flat.append(contentsOf: nested)
        case let other: flat.append(other)
        }
      }
      flat = Self.merged(flat, negated: true)
      if flat.isEmpty { return .constant(true) }
      return flat.count == 1 ? flat[0] : .all(flat)
    case .any(let operands):
      var flat: [TypesenseFilterClause] = []
      for operand in operands {
        switch operand.simplified {
        case .constant(false): continue
        case .constant(true): return .constant(true)
        case .any(let nested): flat.append(contentsOf: nested)
        case let other: flat.append(other)
        }
      }
      flat = Self.merged(flat, negated: false)
      if flat.isEmpty { return .constant(false) }
      return flat.count == 1 ? flat[0] : .any(flat)
    case .equals(_, let values, let negated) where values.isEmpty:
      return .constant(negated)
    default:
      return self
    }
  }

  /// Merges the equalities of `operands` (negated ones in an `all`, plain ones in an `any`) that
  /// name the same field into one, in the place of the first.
  private static func merged(
    _ operands: [TypesenseFilterClause], negated: Bool
  ) -> [TypesenseFilterClause] {
    var result: [TypesenseFilterClause] = []
    var positions: [String: Int] = [:]
    for operand in operands {
      guard case .equals(let field, let values, negated) = operand else {
        result.append(operand)
        continue
      }
      if let position = positions[field],
        case .equals(_, let previous, _) = result[position]
      {
        let added = values.filter { !previous.contains($0) }
        result[position] = .equals(field: field, values: previous + added, negated: negated)
      } else {
        positions[field] = result.count
        result.append(operand)
      }
    }
    return result
  }

  /// The expression as a `filter_by` string; `nil` when it is always true (no filter to send).
  ///
  /// An expression that is always false becomes `id:=[]`, which Typesense reads as a filter
  /// that matches no document.
  var rendered: String? {
    switch simplified {
    case .constant(true): return nil
    case let expression: return expression.text
    }
  }

  /// The expression written out, groups in parentheses.
  private var text: String {
    switch self {
    case .constant(let value):
      return value ? "" : "id:=[]"
    case .equals(let field, let values, let negated):
      let list = values.count == 1 ? values[0] : "[" + values.joined(separator: ", ") + "]"
      return field + (negated ? ":!=" : ":=") + list
    case .compare(let field, let op, let literal):
      return field + ":" + op + literal
    case .range(let field, let lower, let upper):
      return field + ":[" + lower + ".." + upper + "]"
    case .raw(let text):
      return text
    case .all(let operands):
      return operands.map(\.operandText).joined(separator: " && ")
    case .any(let operands):
      return operands.map(\.operandText).joined(separator: " || ")
    }
  }

  /// The text of an operand of a group: parenthesized when it is a group itself.
  private var operandText: String {
    switch self {
    case .all, .any: return "(" + text + ")"
    default: return text
    }
  }
}
