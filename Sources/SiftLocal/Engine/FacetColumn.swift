import SiftCore

/// One facet attribute: its distinct values (by display string), each document's value ids, and
/// the documents under each filter key.
struct FacetColumn: Sendable {
  /// Display strings by value id.
  let values: [String]
  /// Numeric value by value id, for `facets_stats`.
  let numbers: [Double?]
  /// `docOffsets[d] ..< docOffsets[d + 1]` in ``docValues`` are document `d`'s value ids.
  let docOffsets: [UInt32]
  let docValues: [UInt32]
  /// Whether any value is numeric.
  let hasNumbers: Bool
  /// Sorted document ids under each filter key.
  let filterIndex: [FilterKey: [UInt32]]

  /// Builds the column of `attribute` over `records` (by document id).
  /// - Complexity: O(total values).
  init(attribute: String, records: [JSON]) {
    var ids: [String: UInt32] = [:]
    var values: [String] = []
    var numbers: [Double?] = []
    var offsets: [UInt32] = [0]
    var docValues: [UInt32] = []
    var filterIndex: [FilterKey: [UInt32]] = [:]
    offsets.reserveCapacity(records.count + 1)
    for (doc, record) in records.enumerated() {
      let scalars = record.scalarValues(of: attribute)
      let start = docValues.count
      for scalar in scalars {
        for key in FilterKey.keys(of: scalar) where filterIndex[key]?.last != UInt32(doc) {
          filterIndex[key, default: []].append(UInt32(doc))
        }
        guard let display = FacetColumn.display(scalar) else { continue }
        let id: UInt32
        if let existing = ids[display] {
          id = existing
        } else {
          id = UInt32(values.count)
          ids[display] = id
          values.append(display)
          numbers.append(scalar.doubleValue)
        }
        if !docValues[start...].contains(id) { docValues.append(id) }
      }
      offsets.append(UInt32(truncatingIfNeeded: docValues.count))
    }
    self.values = values
    self.numbers = numbers
    hasNumbers = numbers.contains { $0 != nil }
    self.docOffsets = offsets
    self.docValues = docValues
    self.filterIndex = filterIndex
  }

  /// A facet value as Algolia shows it: strings as they are, numbers and booleans as text.
  static func display(_ value: JSON) -> String? {
    switch value {
    case .string(let text): return text
    case .number(let number): return number.description
    case .bool(let flag): return flag ? "true" : "false"
    default: return nil
    }
  }

  /// The documents matching a facet filter value.
  func documents(matching value: Filter.Facet.Value, universe: Int) -> DocSet {
    var set = DocSet(universe: universe)
    for key in FilterKey.lookups(of: value) {
      for doc in filterIndex[key] ?? [] { set.insert(doc) }
    }
    return set
  }
}
