import SiftCore

/// Collects one facet attribute's values document by document, then builds its ``FacetColumn``.
///
/// Adding a value costs one hash-table lookup of its bytes for a string and none for a number;
/// strings, display strings, filter keys and orders are worked out once per distinct value in
/// ``finish(documents:)``.
struct FacetColumnBuilder {
  /// Flags an entry that indexes ``numbers`` rather than ``texts``.
  private static let numberFlag: UInt32 = 1 << 31
  /// Distinct UTF-8 strings (booleans as `"true"` / `"false"`) by first appearance.
  private var texts = Interner<UInt8>()
  /// Every number added, in order.
  private var numbers: [JSON.Number] = []
  /// Per scalar added, in document order: a ``texts`` id, or a ``numbers`` index with
  /// ``numberFlag``.
  private var entries: [UInt32] = []
  private var entryDocs: [UInt32] = []
  /// After ``renumber(_:)``: each entry's position in the order values were added (which
  /// decides the first value shown a given way).
  private var addedPositions: [UInt32]?
  /// Whether every number prints as its double does in ``FacetColumn/display(number:)``.
  private var numbersAreExact = true

  /// Adds a document's attribute value (arrays flattened; objects and nulls have no facet value).
  /// Documents must be added in increasing order (or in increasing insertion order, then
  /// ``renumber(_:)``d).
  mutating func add(_ value: JSON, doc: UInt32) {
    CompactRecord(value).withRoot { add($0, doc: doc) }
  }

  /// Adds a document's attribute value, read in place from its encoded record (the values the
  /// `JSON` overload adds).
  mutating func add(_ value: CompactRecord.View, doc: UInt32) {
    switch value.tag {
    case .string?:
      if let bytes = value.string { add(text: bytes, doc: doc) }
    case .true?: add(text: "true", doc: doc)
    case .false?: add(text: "false", doc: doc)
    case .int?, .double?:
      guard let number = value.number else { return }
      if numbersAreExact { numbersAreExact = Self.isExact(number) }
      entries.append(UInt32(truncatingIfNeeded: numbers.count) | Self.numberFlag)
      entryDocs.append(doc)
      numbers.append(number)
    case .array?:
      value.forEachElement { add($0, doc: doc) }
    case .null?, .object?, nil: break
    }
  }

  /// Makes room for `count` values without growing on the way.
  mutating func reserveCapacity(_ count: Int) {
    entries.reserveCapacity(count)
    entryDocs.reserveCapacity(count)
  }

  /// Puts the values added by insertion index in document order, their documents renumbered.
  /// The first value added with a display string still gives that string's number.
  /// - Complexity: O(n + values added).
  mutating func renumber(_ permutation: DocumentPermutation) {
    let positions = permutation.entryOrder(entryDocs)
    addedPositions = positions.map { UInt32(truncatingIfNeeded: $0) }
    var renumberedEntries: [UInt32] = []
    var renumberedDocs: [UInt32] = []
    var renumberedNumbers: [JSON.Number] = []
    renumberedEntries.reserveCapacity(entries.count)
    renumberedDocs.reserveCapacity(entries.count)
    renumberedNumbers.reserveCapacity(numbers.count)
    for position in positions {
      let entry = entries[position]
      if entry & Self.numberFlag != 0 {
        // Numbers stay in entry order.
        renumberedEntries.append(
          UInt32(truncatingIfNeeded: renumberedNumbers.count) | Self.numberFlag)
        renumberedNumbers.append(numbers[Int(entry & ~Self.numberFlag)])
      } else {
        renumberedEntries.append(entry)
      }
      renumberedDocs.append(permutation.documentOf[Int(entryDocs[position])])
    }
    entries = renumberedEntries
    entryDocs = renumberedDocs
    numbers = renumberedNumbers
  }

  private mutating func add(text: UnsafeBufferPointer<UInt8>, doc: UInt32) {
    entries.append(texts.intern(text))
    entryDocs.append(doc)
  }

  private mutating func add(text: StaticString, doc: UInt32) {
    add(text: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), doc: doc)
  }

  /// Whether a number's display string is ``FacetColumn/display(number:)`` of its double, and
  /// its double is finite (so doubles identify the values).
  private static func isExact(_ number: JSON.Number) -> Bool {
    switch number.storage {
    case .int(let integer): return integer.magnitude <= 1 << 53
    case .double(let double): return double.isFinite && Int64(exactly: double) == nil
    }
  }

  /// The numbers added and their documents, in order, when every value is an exact number
  /// (the column is then a ``FacetColumn/Values/numbers(_:)`` column).
  var numberEntries: (numbers: [Double], docs: [UInt32])? {
    guard texts.count == 0, numbersAreExact, !entries.isEmpty else { return nil }
    return (numbers.map(\.doubleValue), entryDocs)
  }

  /// The column over `documents` documents.
  /// - Complexity: O(e log e) for e values added.
  func finish(documents: Int, scratch: RadixSort.Scratch = RadixSort.Scratch()) -> FacetColumn {
    if entries.isEmpty {
      return FacetColumn(
        values: .text(StringTable([])), textNumbers: TextNumbers([]), docValues: .none,
        textFilter: .empty, numericFilter: nil)
    }
    if texts.count == 0, numbersAreExact {
      return finishNumbers(documents: documents, scratch: scratch)
    }
    return finishText(documents: documents)
  }

  /// A column of numbers only: values are doubles, filters go through a ``NumericColumn``.
  private func finishNumbers(documents: Int, scratch: RadixSort.Scratch) -> FacetColumn {
    // Every entry is a number, entry `k` being `numbers[k]`.
    let doubles = numbers.map(\.doubleValue)
    let order = NumericColumn.sortedOrder(doubles, scratch: scratch)
    var distinct: [Double] = []
    var distinctOfEntry = [UInt32](repeating: 0, count: doubles.count)
    var sortedNumbers: [Double] = []
    var sortedDocs: [UInt32] = []
    sortedNumbers.reserveCapacity(order.count)
    sortedDocs.reserveCapacity(order.count)
    for entry in order {
      let number = doubles[Int(entry)]
      if distinct.last != number { distinct.append(number) }
      distinctOfEntry[Int(entry)] = UInt32(truncatingIfNeeded: distinct.count - 1)
      sortedNumbers.append(number)
      sortedDocs.append(entryDocs[Int(entry)])
    }
    let displayOrder = Self.displayOrder(distinct.map(FacetColumn.display(number:)))
    var rank = [UInt32](repeating: 0, count: distinct.count)
    for (position, index) in displayOrder.enumerated() {
      rank[Int(index)] = UInt32(truncatingIfNeeded: position)
    }
    let values = displayOrder.map { distinct[Int($0)] }
    let ids = distinctOfEntry.map { rank[Int($0)] }
    return FacetColumn(
      values: .numbers(IndexArray(values)), textNumbers: TextNumbers([]),
      docValues: Self.docValues(
        ids: ids, docs: entryDocs, documents: documents, values: values.count),
      textFilter: .empty,
      numericFilter: NumericColumn(sortedNumbers: sortedNumbers, docs: sortedDocs))
  }

  /// A column with display strings (strings, booleans, and numbers as text).
  private func finishText(documents: Int) -> FacetColumn {
    // The strings, canonically equivalent ones made one (shown as the first added).
    var displayIDs: [String: UInt32] = [:]
    var displays: [String] = []
    var textIDs = [UInt32](repeating: 0, count: texts.count)
    for id in 0..<texts.count {
      let text = String(decoding: texts.word(id), as: UTF8.self)
      if let existing = displayIDs[text] {
        textIDs[id] = existing
      } else {
        textIDs[id] = UInt32(truncatingIfNeeded: displays.count)
        displayIDs[text] = textIDs[id]
        displays.append(text)
      }
    }
    // The display id of each entry, and whether it is a number.
    var entryValues = [UInt32](repeating: 0, count: entries.count)
    for (index, entry) in entries.enumerated() {
      if entry & Self.numberFlag == 0 {
        entryValues[index] = textIDs[Int(entry)]
        continue
      }
      let display = numbers[Int(entry & ~Self.numberFlag)].description
      if let existing = displayIDs[display] {
        entryValues[index] = existing
      } else {
        let id = UInt32(truncatingIfNeeded: displays.count)
        displayIDs[display] = id
        displays.append(display)
        entryValues[index] = id
      }
    }
    let displayOrder = Self.displayOrder(displays)
    var rank = [UInt32](repeating: 0, count: displays.count)
    for (position, index) in displayOrder.enumerated() {
      rank[Int(index)] = UInt32(truncatingIfNeeded: position)
    }
    let values = displayOrder.map { displays[Int($0)] }
    let ids = entryValues.map { rank[Int($0)] }

    // The number of the first value added with each display string (facets_stats).
    var firstPosition = [Int](repeating: .max, count: values.count)
    var textNumbers = [Double?](repeating: nil, count: values.count)
    var hasText = [Bool](repeating: false, count: values.count)
    var hasNumber = [Bool](repeating: false, count: values.count)
    for (index, entry) in entries.enumerated() {
      let id = Int(ids[index])
      let isNumber = entry & Self.numberFlag != 0
      if isNumber { hasNumber[id] = true } else { hasText[id] = true }
      let position = addedPositions.map { Int($0[index]) } ?? index
      guard position < firstPosition[id] else { continue }
      firstPosition[id] = position
      textNumbers[id] = isNumber ? numbers[Int(entry & ~Self.numberFlag)].doubleValue : nil
    }
    let anyNumber = textNumbers.contains { $0 != nil }

    // Atoms in value order, a value's string atom before its number atom.
    var textAtom = [UInt32](repeating: .max, count: values.count)
    var numberAtom = [UInt32](repeating: .max, count: values.count)
    var atomValues: [UInt32] = []
    for id in values.indices {
      if hasText[id] {
        textAtom[id] = UInt32(truncatingIfNeeded: atomValues.count)
        atomValues.append(UInt32(truncatingIfNeeded: id))
      }
      if hasNumber[id] {
        numberAtom[id] = UInt32(truncatingIfNeeded: atomValues.count)
        atomValues.append(UInt32(truncatingIfNeeded: id))
      }
    }
    let atomCount = atomValues.count
    var entryAtoms = [UInt32](repeating: 0, count: entries.count)
    for (index, entry) in entries.enumerated() {
      let id = Int(ids[index])
      entryAtoms[index] = entry & Self.numberFlag != 0 ? numberAtom[id] : textAtom[id]
    }
    // Each atom's documents, once each, by counting sort (entries are in document order).
    var lastDoc = [UInt32](repeating: .max, count: atomCount)
    var offsets = [UInt32](repeating: 0, count: atomCount + 1)
    for (index, atom) in entryAtoms.enumerated() where lastDoc[Int(atom)] != entryDocs[index] {
      lastDoc[Int(atom)] = entryDocs[index]
      offsets[Int(atom) + 1] += 1
    }
    for index in offsets.indices.dropFirst() { offsets[index] += offsets[index - 1] }
    var cursors = offsets
    var docs = [UInt32](repeating: 0, count: Int(offsets[atomCount]))
    lastDoc = [UInt32](repeating: .max, count: atomCount)
    for (index, atom) in entryAtoms.enumerated() where lastDoc[Int(atom)] != entryDocs[index] {
      lastDoc[Int(atom)] = entryDocs[index]
      docs[Int(cursors[Int(atom)])] = entryDocs[index]
      cursors[Int(atom)] += 1
    }

    // Filter keys: lowercased strings, numbers strings read as, and numbers.
    var textAtoms: [(key: String, atom: UInt32)] = []
    var numericStrings: [(key: Double, atom: UInt32)] = []
    for id in values.indices where textAtom[id] != .max {
      textAtoms.append((values[id].lowercased(), textAtom[id]))
      if let number = Double(values[id]), !number.isNaN {
        numericStrings.append((number, textAtom[id]))
      }
    }
    textAtoms.sort { $0.key < $1.key || ($0.key == $1.key && $0.atom < $1.atom) }
    numericStrings.sort { $0.key < $1.key || ($0.key == $1.key && $0.atom < $1.atom) }
    var numberPairs: [(key: Double, atom: UInt32)] = []
    for (index, entry) in entries.enumerated() where entry & Self.numberFlag != 0 {
      let number = numbers[Int(entry & ~Self.numberFlag)].doubleValue
      if !number.isNaN { numberPairs.append((number, entryAtoms[index])) }
    }
    numberPairs.sort { $0.key < $1.key || ($0.key == $1.key && $0.atom < $1.atom) }
    var numberKeys: [Double] = []
    var numberAtomList: [UInt32] = []
    for (index, pair) in numberPairs.enumerated()
    where index == 0 || numberPairs[index - 1] != pair {
      numberKeys.append(pair.key)
      numberAtomList.append(pair.atom)
    }
    let identity = atomCount == values.count
    let filter = TextFilterIndex(
      atomValues: IndexArray(identity ? [] : atomValues),
      textOrder: IndexArray(textAtoms.map(\.atom)),
      numericStringKeys: IndexArray(numericStrings.map(\.key)),
      numericStringAtoms: IndexArray(numericStrings.map(\.atom)),
      numberKeys: IndexArray(numberKeys), numberAtoms: IndexArray(numberAtomList),
      offsets: IndexArray(offsets), docs: IndexArray(docs))
    return FacetColumn(
      values: .text(StringTable(values)), textNumbers: TextNumbers(anyNumber ? textNumbers : []),
      docValues: Self.docValues(
        ids: ids, docs: entryDocs, documents: documents, values: values.count),
      textFilter: filter, numericFilter: nil)
  }

  /// Indices of `strings` in Unicode scalar order (which is UTF-8 byte order).
  /// - Complexity: O(n log n), comparing 8-byte prefixes first.
  static func displayOrder(_ strings: [String]) -> [UInt32] {
    var keyed: [(prefix: UInt64, index: UInt32)] = []
    keyed.reserveCapacity(strings.count)
    for (index, string) in strings.enumerated() {
      var prefix: UInt64 = 0
      var taken = 0
      for byte in string.utf8 {
        guard taken < 8 else { break }
        prefix |= UInt64(byte) << UInt64(56 - 8 * taken)
        taken += 1
      }
      keyed.append((prefix, UInt32(truncatingIfNeeded: index)))
    }
    keyed.sort { lhs, rhs in
      if lhs.prefix != rhs.prefix { return lhs.prefix < rhs.prefix }
      // Same first 8 bytes (or a shorter string padded with zeros): compare in full.
      let left = strings[Int(lhs.index)].utf8
      let right = strings[Int(rhs.index)].utf8
      if left.elementsEqual(right) { return lhs.index < rhs.index }
      return left.lexicographicallyPrecedes(right)
    }
    return keyed.map(\.index)
  }

  /// Each document's value ids: one per document when no document has two distinct values.
  /// `ids[k]` is the value of the `k`-th entry, of document `docs[k]` (in document order).
  static func docValues(ids: [UInt32], docs: [UInt32], documents: Int, values: Int)
    -> FacetDocValues
  {
    var single = [UInt32](repeating: .max, count: documents)
    var isSingle = true
    for (index, id) in ids.enumerated() {
      let doc = Int(docs[index])
      if single[doc] == .max {
        single[doc] = id
      } else if single[doc] != id {
        isSingle = false
        break
      }
    }
    if isSingle { return FacetDocValues(single: single, valueCount: values) }
    var offsets = [UInt32](repeating: 0, count: documents + 1)
    var flat: [UInt32] = []
    flat.reserveCapacity(ids.count)
    var index = 0
    for doc in 0..<documents {
      let start = flat.count
      while index < ids.count, Int(docs[index]) == doc {
        if !flat[start...].contains(ids[index]) { flat.append(ids[index]) }
        index += 1
      }
      offsets[doc + 1] = UInt32(truncatingIfNeeded: flat.count)
    }
    return .multiple(offsets: IndexArray(offsets), ids: IndexArray(flat))
  }
}
