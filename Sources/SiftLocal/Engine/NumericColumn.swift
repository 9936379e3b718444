import SiftCore

/// The numbers of one attribute path, sorted, with their documents, for numeric filters.
///
/// Numbers are kept as `Int32` when every one of them is an integer in that range (4 bytes
/// instead of 8), and grouped (each distinct number once, with the range of its documents) when
/// that is smaller than one number per document.
struct NumericColumn: Sendable, Equatable {
  /// Sorted numbers: one per entry of ``docs``, or (grouped) each distinct number once.
  enum Numbers: Sendable, Equatable {
    /// Every number is an integer in `Int32`'s range.
    case int32(IndexArray<Int32>)
    /// Any other numbers.
    case double(IndexArray<Double>)

    /// The number of numbers.
    var count: Int {
      switch self {
      case .int32(let numbers): return numbers.count
      case .double(let numbers): return numbers.count
      }
    }
  }

  /// The sorted numbers.
  let numbers: Numbers
  /// Empty when ``numbers`` has one number per document entry; else (grouped)
  /// `offsets[i] ..< offsets[i + 1]` in ``docs`` are the documents of `numbers[i]`.
  let offsets: IndexArray<UInt32>
  /// Documents, in the order of their numbers (by document among equal numbers).
  let docs: IndexArray<UInt32>

  /// A column of numbers and their documents (`docs[i]` is the document of `numbers[i]`) in
  /// document order.
  init(numbers: [Double], docs: [UInt32], scratch: RadixSort.Scratch = RadixSort.Scratch()) {
    let order = Self.sortedOrder(numbers, scratch: scratch)
    self.init(sortedNumbers: order.map { numbers[Int($0)] }, docs: order.map { docs[Int($0)] })
  }

  /// The indices of `numbers` by number, equal numbers in index order.
  /// - Complexity: O(n) (a radix sort).
  static func sortedOrder(
    _ numbers: [Double], scratch: RadixSort.Scratch = RadixSort.Scratch()
  ) -> [UInt32] {
    RadixSort.order(numbers.map(RadixSort.key), scratch: scratch)
  }

  /// A column of numbers already sorted ascending, `docs[i]` being the document of
  /// `sortedNumbers[i]`.
  init(sortedNumbers: [Double], docs: [UInt32]) {
    var distinct = 0
    var integral = true
    for (index, number) in sortedNumbers.enumerated() {
      if index == 0 || sortedNumbers[index - 1] != number { distinct += 1 }
      if integral, Int32(exactly: number) == nil { integral = false }
    }
    let width = integral ? 4 : 8
    // Grouped costs a number and an offset per distinct number; flat a number per entry.
    let grouped = distinct * (width + 4) + 4 < sortedNumbers.count * width
    var kept: [Double] = []
    var offsets: [UInt32] = []
    if grouped {
      kept.reserveCapacity(distinct)
      offsets.reserveCapacity(distinct + 1)
      for (index, number) in sortedNumbers.enumerated()
      where index == 0 || sortedNumbers[index - 1] != number {
        kept.append(number)
        offsets.append(UInt32(index))
      }
      offsets.append(UInt32(sortedNumbers.count))
    } else {
      kept = sortedNumbers
    }
    numbers = integral ? .int32(IndexArray(kept.map { Int32($0) })) : .double(IndexArray(kept))
    self.offsets = IndexArray(offsets)
    self.docs = IndexArray(docs)
  }

  /// The first index of ``numbers`` whose number satisfies `predicate` (which must be false,
  /// then true, along the sorted numbers).
  private func firstIndex(where predicate: (Double) -> Bool) -> Int {
    func search<T>(_ numbers: IndexArray<T>, _ value: (T) -> Double) -> Int {
      var low = 0
      var high = numbers.count
      while low < high {
        let middle = (low + high) / 2
        if predicate(value(numbers[middle])) { high = middle } else { low = middle + 1 }
      }
      return low
    }
    switch numbers {
    case .int32(let numbers): return search(numbers) { Double($0) }
    case .double(let numbers): return search(numbers) { $0 }
    }
  }

  /// The documents having a number in `range`.
  /// - Complexity: O(log n + matches).
  func documents(
    in lower: Double, _ upper: Double, lowerInclusive: Bool, upperInclusive: Bool,
    universe: Int
  ) -> DocSet {
    var set = DocSet(universe: universe)
    var start = firstIndex { lowerInclusive ? $0 >= lower : $0 > lower }
    var end = firstIndex { upperInclusive ? $0 > upper : $0 >= upper }
    guard start < end else { return set }
    if !offsets.isEmpty {
      // One offset per number and the end (checked when a saved column is read).
      let range = StringTable.clamped(offsets[start], offsets[end], docs.count)
      (start, end) = (range.lowerBound, range.upperBound)
    } else {
      end = min(end, docs.count)
      start = min(start, end)
    }
    set.insert(contentsOf: docs, range: start..<end)
    return set
  }

  /// The documents matching a numeric filter, before negation.
  func documents(matching value: Filter.Numeric.ValueType, universe: Int) -> DocSet {
    switch value {
    case .range(let range):
      return documents(
        in: range.lowerBound, range.upperBound, lowerInclusive: true, upperInclusive: true,
        universe: universe)
    case .comparison(let op, let number):
      switch op {
      case .lessThan:
        return documents(
          in: -.infinity, number, lowerInclusive: true, upperInclusive: false, universe: universe)
      case .lessThanOrEqual:
        return documents(
          in: -.infinity, number, lowerInclusive: true, upperInclusive: true, universe: universe)
      case .greaterThan:
        return documents(
          in: number, .infinity, lowerInclusive: false, upperInclusive: true, universe: universe)
      case .greaterThanOrEqual:
        return documents(
          in: number, .infinity, lowerInclusive: true, upperInclusive: true, universe: universe)
      case .equals:
        return documents(
          in: number, number, lowerInclusive: true, upperInclusive: true, universe: universe)
      case .notEquals:
        var set = documents(
          in: number, number, lowerInclusive: true, upperInclusive: true, universe: universe)
        set.invert()
        return set
      }
    }
  }

  /// Checks the numbers are sorted and their documents in range (see ``InvariantCheck``).
  func validate(documents: Int, into check: inout InvariantCheck) {
    func sorted<T: Comparable>(_ numbers: IndexArray<T>) -> Bool {
      numbers.withUnsafeBufferPointer { numbers in
        numbers.indices.dropFirst().allSatisfy { !(numbers[$0] < numbers[$0 - 1]) }
      }
    }
    switch numbers {
    case .int32(let values): check.expect(sorted(values), "numbers out of order")
    case .double(let values): check.expect(sorted(values), "numbers out of order")
    }
    check.expect(
      offsets.isEmpty
        ? numbers.count == docs.count
        : Checks.areOffsets(offsets, count: numbers.count + 1, total: docs.count),
      "not one number per document entry")
    check.expect(Checks.allBelow(docs, documents), "a document out of range")
  }

  /// The column's arrays of an element per number at most (all but its documents).
  var smallArrays: [ByteSpan] {
    let numberBytes: ByteSpan
    switch numbers {
    case .int32(let values): numberBytes = values.bytes
    case .double(let values): numberBytes = values.bytes
    }
    return [numberBytes, offsets.bytes]
  }

  /// Bytes of the column's arrays read in place from a saved file.
  var mappedBytes: Int {
    let numberBytes: Int
    switch numbers {
    case .int32(let values): numberBytes = values.mappedBytes
    case .double(let values): numberBytes = values.mappedBytes
    }
    return numberBytes + offsets.mappedBytes + docs.mappedBytes
  }

  /// Bytes of the column's arrays (headers included).
  var memoryBytes: Int {
    let numberBytes: Int
    switch numbers {
    case .int32(let values): numberBytes = values.memoryBytes
    case .double(let values): numberBytes = values.memoryBytes
    }
    return numberBytes + offsets.memoryBytes + docs.memoryBytes
  }
}
