import SiftCore

extension TypesenseQueryTranslator {
  /// `filters`, `facetFilters`, `numericFilters`, `tagFilters` and the geo constraint, AND-ed,
  /// as one clause. Every string is read with SiftCore's parsers.
  ///
  /// - Parameter geo: The geo constraint, if any.
  /// - Throws: ``TypesenseError/invalidFilter(parameter:filter:reason:)`` for a filter that
  ///   does not parse, ``TypesenseError/unsupportedFilter(parameter:filter:reason:)`` for one
  ///   Typesense cannot express.
  func filterClause(geo: TypesenseFilterClause?) throws(TypesenseError) -> TypesenseFilterClause {
    let translator = TypesenseFilterTranslator(schema: target.schema)
    var clauses: [TypesenseFilterClause] = []
    if let text = query.filters {
      let expression: FilterExpression?
      do {
        expression = try FilterExpression.parse(text)
      } catch {
        throw .invalidFilter(parameter: "filters", filter: text, reason: error.description)
      }
      if let expression {
        clauses.append(try translator.clause(for: expression, parameter: "filters"))
      }
    }
    let lists: [(String, LegacyFilterList?)] = [
      ("facetFilters", query.facetFilters), ("numericFilters", query.numericFilters),
      ("tagFilters", query.tagFilters),
    ]
    for (parameter, list) in lists {
      guard let list else { continue }
      let expression: FilterExpression
      do throws(LegacyFilterParseError) {
        expression = try LegacyFilterParser.expression(list) {
          (text) throws(LegacyFilterParseError) -> Filter in
          switch parameter {
          case "facetFilters": return try LegacyFilterParser.facet(text, parameter: parameter)
          case "numericFilters": return try LegacyFilterParser.numeric(text)
          default: return LegacyFilterParser.tag(text)
          }
        }
      } catch {
        throw .invalidFilter(
          parameter: error.parameter, filter: error.filter, reason: error.reason)
      }
      clauses.append(try translator.clause(for: expression, parameter: parameter))
    }
    if let geo { clauses.append(geo) }
    return .all(clauses)
  }
}
