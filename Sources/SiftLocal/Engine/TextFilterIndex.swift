import SiftCore

/// The filter index of a facet column with display strings: the documents of each *atom* (a
/// distinct value seen as a string or boolean, or seen as a number: the two are looked up by
/// different ``FilterKey``s even when they print the same), and sorted arrays finding the atoms
/// of a filter key by binary search.
struct TextFilterIndex: Sendable {
  /// The value id of each atom; empty when atom `i` is value `i` (every value of one kind).
  let atomValues: IndexArray<UInt32>
  /// The string and boolean atoms, sorted by their lowercased display string.
  let textOrder: IndexArray<UInt32>
  /// Numbers that string atoms read as, sorted, with their atoms (``FilterKey/numericString(_:)``).
  let numericStringKeys: IndexArray<Double>
  let numericStringAtoms: IndexArray<UInt32>
  /// Numbers of the number atoms, sorted, with their atoms (``FilterKey/number(_:)``).
  let numberKeys: IndexArray<Double>
  let numberAtoms: IndexArray<UInt32>
  /// `offsets[a] ..< offsets[a + 1]` in ``docs`` are atom `a`'s documents, sorted.
  let offsets: IndexArray<UInt32>
  let docs: IndexArray<UInt32>

  /// An index without atoms.
  static let empty = TextFilterIndex(
    atomValues: [], textOrder: [], numericStringKeys: [], numericStringAtoms: [], numberKeys: [],
    numberAtoms: [], offsets: [0], docs: [])

  /// The number of atoms.
  var atomCount: Int { max(0, offsets.count - 1) }

  /// The value id of atom `atom`: below `values` (a saved file's atom or value out of range
  /// reads as `values`, no value).
  @inline(__always)
  func value(ofAtom atom: UInt32, values: Int) -> Int {
    guard Int(atom) < atomCount else { return values }
    guard !atomValues.isEmpty else { return min(Int(atom), values) }
    guard Int(atom) < atomValues.count else { return values }
    return min(Int(atomValues[Int(atom)]), values)
  }

  /// Where atom `atom`'s documents lie in ``docs`` (within them, whatever a saved file says).
  @inline(__always)
  func documents(ofAtom atom: UInt32) -> Range<Int> {
    guard Int(atom) < atomCount else { return 0..<0 }
    return StringTable.clamped(offsets[Int(atom)], offsets[Int(atom) + 1], docs.count)
  }

  /// The documents matching a facet filter value; `values` are the column's display strings.
  /// - Complexity: O(log atoms · key length + matching documents).
  func documents(matching value: Filter.Facet.Value, values: StringTable, universe: Int) -> DocSet {
    var set = DocSet(universe: universe)
    func insert(atom: UInt32) {
      set.insert(contentsOf: docs, range: documents(ofAtom: atom))
    }
    for key in FilterKey.lookups(of: value) {
      switch key {
      case .text(let text):
        for atom in textAtoms(lowercased: text, values: values) { insert(atom: atom) }
      case .number(let number):
        for atom in Self.atoms(equalTo: number, keys: numberKeys, atoms: numberAtoms) {
          insert(atom: atom)
        }
      case .numericString(let number):
        for atom in Self.atoms(equalTo: number, keys: numericStringKeys, atoms: numericStringAtoms)
        {
          insert(atom: atom)
        }
      }
    }
    return set
  }

  /// The documents holding the string `text` exactly (tags compare case-sensitively).
  /// - Complexity: O(log atoms · key length + matching documents).
  func documents(matchingExactly text: String, values: StringTable, universe: Int) -> DocSet {
    var set = DocSet(universe: universe)
    for atom in textAtoms(lowercased: text.lowercased(), values: values) {
      let value = value(ofAtom: atom, values: values.count)
      guard value < values.count, values[value] == text else { continue }
      set.insert(contentsOf: docs, range: documents(ofAtom: atom))
    }
    return set
  }

  /// The string and boolean atoms whose lowercased display string is `text`.
  private func textAtoms(lowercased text: String, values: StringTable) -> Slice<IndexArray<UInt32>>
  {
    let lowered = { (atom: UInt32) -> String in
      let value = self.value(ofAtom: atom, values: values.count)
      return value < values.count ? values[value].lowercased() : ""
    }
    var low = 0
    var high = textOrder.count
    while low < high {
      let middle = (low + high) / 2
      if lowered(textOrder[middle]) < text { low = middle + 1 } else { high = middle }
    }
    var end = low
    while end < textOrder.count, lowered(textOrder[end]) == text { end += 1 }
    return textOrder[low..<end]
  }

  /// The atoms whose key equals `number` in sorted `keys`.
  private static func atoms(
    equalTo number: Double, keys: IndexArray<Double>, atoms: IndexArray<UInt32>
  ) -> Slice<IndexArray<UInt32>> {
    var low = 0
    var high = min(keys.count, atoms.count)
    while low < high {
      let middle = (low + high) / 2
      if keys[middle] < number { low = middle + 1 } else { high = middle }
    }
    var end = low
    while end < min(keys.count, atoms.count), keys[end] == number { end += 1 }
    return atoms[low..<end]
  }

  /// Bytes of the arrays read in place from a saved file.
  var mappedBytes: Int {
    atomValues.mappedBytes + textOrder.mappedBytes + numericStringAtoms.mappedBytes
      + numberAtoms.mappedBytes + offsets.mappedBytes + docs.mappedBytes
      + numericStringKeys.mappedBytes + numberKeys.mappedBytes
  }

  /// Bytes of the arrays.
  var memoryBytes: Int {
    atomValues.memoryBytes + textOrder.memoryBytes + numericStringAtoms.memoryBytes
      + numberAtoms.memoryBytes + offsets.memoryBytes + docs.memoryBytes
      + numericStringKeys.memoryBytes + numberKeys.memoryBytes
  }

  /// Checks every atom has a sorted document range and names a value below `values` (see
  /// ``InvariantCheck``).
  func validate(values: Int, documents: Int, into check: inout InvariantCheck) {
    let atoms = offsets.count - 1
    check.expect(
      atoms >= 0 && (atomValues.isEmpty ? atoms == values : atomValues.count == atoms),
      "filter atoms do not match the values")
    check.expect(
      Checks.areOffsets(offsets, total: docs.count), "filter offsets do not cover the documents")
    check.expect(Checks.allBelow(docs, documents), "a filter document out of range")
    check.expect(
      Checks.allBelow(textOrder, atoms) && Checks.allBelow(numberAtoms, atoms)
        && Checks.allBelow(numericStringAtoms, atoms)
        && numberAtoms.count == numberKeys.count
        && numericStringAtoms.count == numericStringKeys.count, "filter atoms out of range")
    guard check.isClean else { return }
    for atom in 0..<atoms where check.isClean {
      check.expect(
        atomValues.isEmpty || Int(atomValues[atom]) < values, "atom value out of range")
      let range = Int(offsets[atom])..<Int(offsets[atom + 1])
      for index in range.dropFirst() where docs[index - 1] >= docs[index] {
        check.expect(false, "atom \(atom) documents out of order")
        return
      }
    }
    check.expect(
      numberKeys.indices.dropFirst().allSatisfy { numberKeys[$0 - 1] <= numberKeys[$0] },
      "number keys out of order")
    check.expect(
      numericStringKeys.indices.dropFirst().allSatisfy {
        numericStringKeys[$0 - 1] <= numericStringKeys[$0]
      }, "keys out of order")
  }
}
