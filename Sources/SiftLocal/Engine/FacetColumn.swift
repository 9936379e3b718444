import SiftCore

/// One facet attribute: its distinct values, each document's value ids, and an index from
/// filter values to documents.
///
/// Value ids follow the display strings' Unicode scalar order, so ordering values by count then
/// value (or alphabetically) compares integers. A column whose values are all JSON numbers keeps
/// them as doubles (their display strings are derived) and filters through a ``NumericColumn``;
/// any other column keeps display strings and a small filter index of its own (see
/// ``TextFilterIndex``).
///
/// A class: a search passes its columns around by reference, where a struct of a dozen arrays
/// retained and released each of them at every copy.
final class FacetColumn: Sendable {
  /// The distinct values by value id.
  enum Values: Sendable {
    /// Display strings (strings as they are, booleans and numbers as text).
    case text(StringTable)
    /// Every value is a JSON number, shown as ``FacetColumn/display(number:)`` writes it.
    case numbers(IndexArray<Double>)
  }

  /// The distinct values, by value id (in display order).
  let values: Values
  /// For a ``Values/text(_:)`` column holding numbers: the number of the first value added with
  /// each display string, for `facets_stats` (empty when no value is numeric).
  let textNumbers: TextNumbers
  /// Each document's value ids.
  let docValues: FacetDocValues
  /// Filter lookups of a ``Values/text(_:)`` column.
  let textFilter: TextFilterIndex
  /// Filter lookups of a ``Values/numbers(_:)`` column: its numbers and their documents.
  let numericFilter: NumericColumn?
  /// The bitmaps of values counted from their documents, made as searches need them (see
  /// ``countsFromValueDocuments(over:total:)``).
  let valueBitmaps = FacetValueBitmaps()
  /// The display strings as a dictionary, made when a search shows most of them (see
  /// ``shownValues(_:counts:)``).
  let valueTemplate = ComputedOnce<FacetValueTemplate?>()
  /// The counts by value id over every document of the column's snapshot, made the first time
  /// a search counts the values of most of them (see ``IndexSnapshot/valueCounts(of:over:)``).
  let everyDocumentCounts = ComputedOnce<[UInt32]>()

  /// A column of `values`, each document's `docValues`, and its filter lookups.
  init(
    values: Values, textNumbers: TextNumbers, docValues: FacetDocValues,
    textFilter: TextFilterIndex, numericFilter: NumericColumn?
  ) {
    self.values = values
    self.textNumbers = textNumbers
    self.docValues = docValues
    self.textFilter = textFilter
    self.numericFilter = numericFilter
  }

  /// The number of distinct values.
  var valueCount: Int {
    switch values {
    case .text(let strings): return strings.count
    case .numbers(let numbers): return numbers.count
    }
  }

  /// Whether any value is numeric (there are `facets_stats`).
  var hasNumbers: Bool {
    if case .numbers(let numbers) = values { return !numbers.isEmpty }
    return !textNumbers.isEmpty
  }

  /// The display string of value `id`.
  func display(_ id: Int) -> String {
    switch values {
    case .text(let strings): return strings[id]
    case .numbers(let numbers): return Self.display(number: numbers[id])
    }
  }

  /// The number of value `id`, for `facets_stats`.
  func number(_ id: Int) -> Double? {
    switch values {
    case .text: return textNumbers.isEmpty || id >= textNumbers.count ? nil : textNumbers[id]
    case .numbers(let numbers): return numbers[id]
    }
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

  /// The display string of a number of a ``Values/numbers(_:)`` column: as the JSON number it
  /// came from prints (such columns only hold numbers for which the two agree).
  static func display(number: Double) -> String {
    if let integer = Int64(exactly: number) { return String(integer) }
    return "\(number)"
  }

  /// The documents matching a facet filter value, with the semantics of ``FilterKey``.
  func documents(matching value: Filter.Facet.Value, universe: Int) -> DocSet {
    if let numericFilter {
      for case .number(let number) in FilterKey.lookups(of: value) {
        return numericFilter.documents(
          in: number, number, lowerInclusive: true, upperInclusive: true, universe: universe)
      }
      return DocSet(universe: universe)
    }
    guard case .text(let strings) = values else { return DocSet(universe: universe) }
    return textFilter.documents(matching: value, values: strings, universe: universe)
  }

  /// The documents holding the tag `tag`, compared case-sensitively as Algolia compares tags.
  func documents(matchingTag tag: String, universe: Int) -> DocSet {
    guard numericFilter == nil, case .text(let strings) = values else {
      return DocSet(universe: universe)
    }
    return textFilter.documents(matchingExactly: tag, values: strings, universe: universe)
  }

  /// The column's arrays of an element per document or value at most (all but the
  /// documents of its filter values).
  var smallArrays: [ByteSpan] {
    var spans = [textNumbers.values.bytes, textNumbers.present.bytes]
    switch values {
    case .text(let strings): spans.append(strings.offsets.bytes)
    case .numbers(let numbers): spans.append(numbers.bytes)
    }
    switch docValues {
    case .none: break
    case .uint8(let ids): spans.append(ids.bytes)
    case .uint16(let ids): spans.append(ids.bytes)
    case .uint32(let ids): spans.append(ids.bytes)
    case .multiple(let offsets, let ids): spans += [offsets.bytes, ids.bytes]
    }
    let filter = textFilter
    spans += [
      filter.atomValues.bytes, filter.textOrder.bytes, filter.numericStringKeys.bytes,
      filter.numericStringAtoms.bytes, filter.numberKeys.bytes, filter.numberAtoms.bytes,
      filter.offsets.bytes,
    ]
    return spans + (numericFilter?.smallArrays ?? [])
  }

  /// Bytes of the column's arrays read in place from a saved file.
  var mappedBytes: Int {
    var bytes = textNumbers.mappedBytes + docValues.mappedBytes + textFilter.mappedBytes
    switch values {
    case .text(let strings): bytes += strings.mappedBytes
    case .numbers(let numbers): bytes += numbers.mappedBytes
    }
    return bytes + (numericFilter?.mappedBytes ?? 0)
  }

  /// Bytes of the column's arrays and of the strings they point to.
  var memoryBytes: Int {
    var bytes = textNumbers.memoryBytes
    switch values {
    case .text(let strings): bytes += strings.memoryBytes
    case .numbers(let numbers): bytes += numbers.memoryBytes
    }
    bytes += docValues.memoryBytes + textFilter.memoryBytes
    return bytes + (numericFilter?.memoryBytes ?? 0)
  }

  /// Checks that value ids are in range and the filter index is consistent (see
  /// ``InvariantCheck``).
  func validate(documents: Int, into check: inout InvariantCheck) {
    docValues.validate(documents: documents, values: valueCount, into: &check)
    check.expect(
      textNumbers.isEmpty || textNumbers.count == valueCount, "facet numbers not one per value")
    if case .text(let strings) = values {
      check.expect(
        Checks.areOffsets(strings.offsets, total: strings.bytes.count),
        "facet values' offsets do not cover them")
      guard check.isClean else { return }
      for index in strings.indices.dropFirst() where check.isClean {
        check.expect(
          strings[index - 1].unicodeScalars.lexicographicallyPrecedes(
            strings[index].unicodeScalars), "facet values out of display order")
      }
      textFilter.validate(values: strings.count, documents: documents, into: &check)
    }
  }
}

/// Each document's value ids in a facet column: one id per document when no document has two
/// values (in the narrowest width the value count allows, its maximum meaning "none"), else
/// offsets into a flat list.
enum FacetDocValues: Sendable {
  /// No document has a value.
  case none
  /// One id per document, `UInt8.max` for none.
  case uint8(IndexArray<UInt8>)
  /// One id per document, `UInt16.max` for none.
  case uint16(IndexArray<UInt16>)
  /// One id per document, `UInt32.max` for none.
  case uint32(IndexArray<UInt32>)
  /// `offsets[d] ..< offsets[d + 1]` in `ids` are document `d`'s value ids (first seen first).
  case multiple(offsets: IndexArray<UInt32>, ids: IndexArray<UInt32>)

  /// Single ids by document (`UInt32.max` for none) in the narrowest form for `valueCount`.
  init(single ids: [UInt32], valueCount: Int) {
    if valueCount == 0 {
      self = .none
    } else if valueCount < Int(UInt8.max) {
      self = .uint8(IndexArray(ids.map { UInt8(truncatingIfNeeded: min($0, UInt32(UInt8.max))) }))
    } else if valueCount < Int(UInt16.max) {
      self = .uint16(
        IndexArray(ids.map { UInt16(truncatingIfNeeded: min($0, UInt32(UInt16.max))) }))
    } else {
      self = .uint32(IndexArray(ids))
    }
  }

  /// Calls `body` with the value ids below `limit` (the value count) of each document of
  /// `documents` (each below the ids' document count), in document order and, within a
  /// document, in the order its values were first seen. (Ids at or past `limit`, which only a
  /// saved file written wrong holds, are left out.)
  @inline(__always)
  func forEachValue(of documents: DocSet, limit: Int, _ body: (Int) -> Void) {
    func single<T: FixedWidthInteger & BitwiseCopyable>(_ ids: IndexArray<T>) {
      precondition(documents.universe <= ids.count, "facet ids not one per document")
      let limit = T(clamping: limit)
      ids.withUnsafeBufferPointer { ids in
        documents.forEachMember { doc in
          let id = ids[Int(doc)]
          if id < limit { body(Int(id)) }
        }
      }
    }
    switch self {
    case .none: return
    case .uint8(let ids): single(ids)
    case .uint16(let ids): single(ids)
    case .uint32(let ids): single(ids)
    case .multiple(let offsets, let ids):
      precondition(documents.universe < offsets.count, "facet offsets not one per document")
      let limit = UInt32(clamping: limit)
      offsets.withUnsafeBufferPointer { offsets in
        ids.withUnsafeBufferPointer { buffer in
          documents.forEachMember { doc in
            let range = StringTable.clamped(offsets[Int(doc)], offsets[Int(doc) + 1], buffer.count)
            for index in range where buffer[index] < limit { body(Int(buffer[index])) }
          }
        }
      }
    }
  }

  /// Adds one to `counts[id]` for each value id of each document of `documents`.
  /// - Complexity: O(universe / 64 + values of the documents).
  func count(_ documents: DocSet, into counts: inout [UInt32]) {
    let limit = counts.count
    counts.withUnsafeMutableBufferPointer { counts in
      switch self {
      case .none: return
      case .uint8(let ids):
        // Ids index a 256-entry table, so "none" needs no branch.
        precondition(documents.universe <= ids.count, "facet ids not one per document")
        var table = [UInt32](repeating: 0, count: 256)
        table.withUnsafeMutableBufferPointer { table in
          ids.withUnsafeBufferPointer { ids in
            documents.forEachMember { doc in table[Int(ids[Int(doc)])] &+= 1 }
          }
          for index in 0..<min(counts.count, 255) { counts[index] &+= table[index] }
        }
      default:
        forEachValue(of: documents, limit: limit) { counts[$0] &+= 1 }
      }
    }
  }

  /// Bytes of the arrays read in place from a saved file.
  var mappedBytes: Int {
    switch self {
    case .none: return 0
    case .uint8(let ids): return ids.mappedBytes
    case .uint16(let ids): return ids.mappedBytes
    case .uint32(let ids): return ids.mappedBytes
    case .multiple(let offsets, let ids): return offsets.mappedBytes + ids.mappedBytes
    }
  }

  /// Bytes of the arrays.
  var memoryBytes: Int {
    switch self {
    case .none: return 0
    case .uint8(let ids): return ids.memoryBytes
    case .uint16(let ids): return ids.memoryBytes
    case .uint32(let ids): return ids.memoryBytes
    case .multiple(let offsets, let ids): return offsets.memoryBytes + ids.memoryBytes
    }
  }

  /// Checks every id is below `values` and the layout covers `documents` documents (see
  /// ``InvariantCheck``).
  func validate(documents: Int, values: Int, into check: inout InvariantCheck) {
    func single<T: FixedWidthInteger & BitwiseCopyable>(_ ids: IndexArray<T>) {
      check.expect(ids.count == documents, "facet ids not one per document")
      check.expect(ids.allSatisfy { $0 == T.max || Int($0) < values }, "facet id out of range")
    }
    switch self {
    case .none: break
    case .uint8(let ids): single(ids)
    case .uint16(let ids): single(ids)
    case .uint32(let ids): single(ids)
    case .multiple(let offsets, let ids):
      check.expect(
        Checks.areOffsets(offsets, count: documents + 1, total: ids.count),
        "facet id offsets do not cover the documents")
      check.expect(ids.allSatisfy { Int($0) < values }, "facet id out of range")
    }
  }
}
