import SiftCore

/// The filter index of a facet column with display strings: the documents of each *atom* (a
/// distinct value seen as a string or boolean, or seen as a number: the two are looked up by
/// different ``FilterKey``s even when they print the same), and sorted arrays finding the atoms
/// of a filter key by binary search.
struct TextFilterIndex: Sendable {
  /// The value id of each atom; empty when atom `i` is value `i` (every value of one kind).
  let atomValues: [UInt32]
  /// The string and boolean atoms, sorted by their lowercased display string.
  let textOrder: [UInt32]
  /// Numbers that string atoms read as, sorted, with their atoms (``FilterKey/numericString(_:)``).
  let numericStringKeys: [Double]
  let numericStringAtoms: [UInt32]
  /// Numbers of the number atoms, sorted, with their atoms (``FilterKey/number(_:)``).
  let numberKeys: [Double]
  let numberAtoms: [UInt32]
  /// `offsets[a] ..< offsets[a + 1]` in ``docs`` are atom `a`'s documents, sorted.
  let offsets: [UInt32]
  let docs: [UInt32]

  /// An index without atoms.
  static let empty = TextFilterIndex(
    atomValues: [], textOrder: [], numericStringKeys: [], numericStringAtoms: [], numberKeys: [],
    numberAtoms: [], offsets: [0], docs: [])

  /// The value id of atom `atom`.
  @inline(__always)
  func value(ofAtom atom: UInt32) -> Int {
    atomValues.isEmpty ? Int(atom) : Int(atomValues[Int(atom)])
  }

  /// The documents matching a facet filter value; `values` are the column's display strings.
  /// - Complexity: O(log atoms · key length + matching documents).
  func documents(matching value: Filter.Facet.Value, values: [String], universe: Int) -> DocSet {
    var set = DocSet(universe: universe)
    func insert(atom: UInt32) {
      let range = Int(offsets[Int(atom)])..<Int(offsets[Int(atom) + 1])
      docs.withUnsafeBufferPointer { docs in
        set.insert(contentsOf: UnsafeBufferPointer(rebasing: docs[range]))
      }
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
  func documents(matchingExactly text: String, values: [String], universe: Int) -> DocSet {
    var set = DocSet(universe: universe)
    docs.withUnsafeBufferPointer { docs in
      for atom in textAtoms(lowercased: text.lowercased(), values: values)
      where values[value(ofAtom: atom)] == text {
        let range = Int(offsets[Int(atom)])..<Int(offsets[Int(atom) + 1])
        set.insert(contentsOf: UnsafeBufferPointer(rebasing: docs[range]))
      }
    }
    return set
  }

  /// The string and boolean atoms whose lowercased display string is `text`.
  private func textAtoms(lowercased text: String, values: [String]) -> ArraySlice<UInt32> {
    let lowered = { (atom: UInt32) in values[self.value(ofAtom: atom)].lowercased() }
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
  private static func atoms(equalTo number: Double, keys: [Double], atoms: [UInt32])
    -> ArraySlice<UInt32>
  {
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      if keys[middle] < number { low = middle + 1 } else { high = middle }
    }
    var end = low
    while end < keys.count, keys[end] == number { end += 1 }
    return atoms[low..<end]
  }

  /// Bytes of the arrays.
  var memoryBytes: Int {
    let words =
      atomValues.capacity + textOrder.capacity + numericStringAtoms.capacity
      + numberAtoms.capacity + offsets.capacity + docs.capacity
    return 8 * 32 + words * 4 + (numericStringKeys.capacity + numberKeys.capacity) * 8
  }

  /// Checks every atom has a sorted document range and names a value below `values` (see
  /// ``InvariantCheck``).
  func validate(values: Int, into check: inout InvariantCheck) {
    let atoms = offsets.count - 1
    check.expect(
      atoms >= 0 && (atomValues.isEmpty ? atoms == values : atomValues.count == atoms),
      "filter atoms do not match the values")
    check.expect(
      offsets.first == 0 && Int(offsets.last ?? 0) == docs.count
        && Checks.isNonDecreasing(offsets), "filter offsets do not cover the documents")
    guard check.isClean else { return }
    for atom in 0..<atoms where check.isClean {
      check.expect(value(ofAtom: UInt32(atom)) < values, "atom value out of range")
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
