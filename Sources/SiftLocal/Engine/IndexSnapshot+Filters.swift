import SiftCore

extension IndexSnapshot {
  /// The documents satisfying `expression`, with ``SiftCore/Filter/matches(_:)`` semantics
  /// (facet values compared case-insensitively, tags case-sensitively).
  ///
  /// Facet and tag filters on declared facets (and `_tags`) read the facet column's filter
  /// index; numeric filters read the numeric columns (of the attributes in
  /// `numericAttributesForFiltering` when it is set: another matches nothing); a facet filter
  /// on an undeclared attribute falls back to evaluating every record.
  /// - Complexity: O(matching postings + n/64 per boolean operation).
  func documents(matching expression: FilterExpression) -> DocSet {
    switch expression {
    case .filter(let filter):
      return documents(matching: filter)
    case .not(let operand):
      var set = documents(matching: operand)
      set.invert()
      return set
    case .and(let operands):
      var set = DocSet(universe: count, full: true)
      for operand in operands { set.formIntersection(documents(matching: operand)) }
      return set
    case .or(let operands):
      var set = DocSet(universe: count)
      for operand in operands { set.formUnion(documents(matching: operand)) }
      return set
    }
  }

  /// The documents satisfying one filter (negation included).
  func documents(matching filter: Filter) -> DocSet {
    var set: DocSet
    switch filter {
    case .facet(let facet):
      if let column = facets[facet.attribute.name] {
        set = column.documents(matching: facet.value, universe: count)
      } else {
        set = scan(filter)
      }
    case .tag(let tag):
      if let column = facets["_tags"] {
        set = column.documents(matchingTag: tag.value, universe: count)
      } else {
        var builder = FacetColumnBuilder()
        for (doc, record) in records.enumerated() {
          if let value = record.value.attributeValue("_tags") {
            builder.add(value, doc: UInt32(truncatingIfNeeded: doc))
          }
        }
        set = builder.finish(documents: count).documents(matchingTag: tag.value, universe: count)
      }
    case .numeric(let numeric):
      // With numericAttributesForFiltering, only the attributes it names can be filtered on.
      let filterable =
        settings.numericAttributesForFiltering?.contains(numeric.attribute.name) ?? true
      if filterable, let column = numerics[numeric.attribute.name] {
        set = column.documents(matching: numeric.value, universe: count)
      } else {
        set = DocSet(universe: count)
        if case .comparison(.notEquals, _) = numeric.value { set.invert() }
      }
    }
    if filter.isNegated { set.invert() }
    return set
  }

  /// The documents whose record matches the positive form of `filter`, by evaluating records.
  private func scan(_ filter: Filter) -> DocSet {
    var positive = filter
    positive.isNegated = false
    var set = DocSet(universe: count)
    for (doc, record) in records.enumerated() where positive.matches(record.value) {
      set.insert(UInt32(doc))
    }
    return set
  }
}
