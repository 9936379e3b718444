import SiftCore

/// One facet attribute: its distinct values (by display string), each document's value ids, and
/// the documents under each filter key (flat: one array of documents for every key).
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
  /// Each filter key's number: `filterOffsets[k] ..< filterOffsets[k + 1]` in ``filterDocs``
  /// are the sorted documents under key `k`.
  let filterKeys: [FilterKey: UInt32]
  let filterOffsets: [UInt32]
  let filterDocs: [UInt32]

  /// Builds the column of `attribute` over `records` (by document id).
  /// - Complexity: O(total values).
  init(attribute: String, records: [JSON]) {
    var ids: [String: UInt32] = [:]
    var values: [String] = []
    var numbers: [Double?] = []
    var offsets: [UInt32] = [0]
    var docValues: [UInt32] = []
    var filterKeys: [FilterKey: UInt32] = [:]
    // (key, document) pairs in document order, each once; the last document per key.
    var pairKeys: [UInt32] = []
    var pairDocs: [UInt32] = []
    var lastDocs: [UInt32] = []
    offsets.reserveCapacity(records.count + 1)
    for (doc, record) in records.enumerated() {
      let scalars = record.scalarValues(of: attribute)
      let start = docValues.count
      for scalar in scalars {
        for key in FilterKey.keys(of: scalar) {
          let number: UInt32
          if let existing = filterKeys[key] {
            number = existing
            if lastDocs[Int(number)] == UInt32(doc) { continue }
          } else {
            number = UInt32(lastDocs.count)
            filterKeys[key] = number
            lastDocs.append(0)
          }
          lastDocs[Int(number)] = UInt32(doc)
          pairKeys.append(number)
          pairDocs.append(UInt32(doc))
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
    var filterOffsets = [UInt32](repeating: 0, count: lastDocs.count + 1)
    for key in pairKeys { filterOffsets[Int(key) + 1] += 1 }
    for index in filterOffsets.indices.dropFirst() {
      filterOffsets[index] += filterOffsets[index - 1]
    }
    var cursors = filterOffsets
    var filterDocs = [UInt32](repeating: 0, count: pairDocs.count)
    for (key, doc) in zip(pairKeys, pairDocs) {
      filterDocs[Int(cursors[Int(key)])] = doc
      cursors[Int(key)] += 1
    }
    self.filterKeys = filterKeys
    self.filterOffsets = filterOffsets
    self.filterDocs = filterDocs
    #if DEBUG
      checkInvariants()
    #endif
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
      guard let number = filterKeys[key].map(Int.init) else { continue }
      for index in Int(filterOffsets[number])..<Int(filterOffsets[number + 1]) {
        set.insert(filterDocs[index])
      }
    }
    return set
  }

  #if DEBUG
    /// Checks that every filter key has a document range and each range is sorted and unique.
    func checkInvariants() {
      assert(filterOffsets.count == filterKeys.count + 1)
      assert(filterOffsets.last.map(Int.init) == filterDocs.count)
      for key in 0..<filterKeys.count {
        let range = Int(filterOffsets[key])..<Int(filterOffsets[key + 1])
        for index in range.dropFirst() {
          assert(filterDocs[index - 1] < filterDocs[index], "filter key \(key) out of order")
        }
      }
    }
  #endif
}
