import SiftCore

/// The numbers of one attribute path, sorted, with their documents, for numeric filters.
struct NumericColumn: Sendable {
  let numbers: [Double]
  let docs: [UInt32]

  init(pairs: [(Double, UInt32)]) {
    let sorted = pairs.sorted { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
    numbers = sorted.map(\.0)
    docs = sorted.map(\.1)
  }

  private func firstIndex(where predicate: (Double) -> Bool) -> Int {
    var low = 0
    var high = numbers.count
    while low < high {
      let middle = (low + high) / 2
      if predicate(numbers[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The documents having a number in `range`.
  /// - Complexity: O(log n + matches).
  func documents(
    in lower: Double, _ upper: Double, lowerInclusive: Bool, upperInclusive: Bool,
    universe: Int
  ) -> DocSet {
    var set = DocSet(universe: universe)
    let start = firstIndex { lowerInclusive ? $0 >= lower : $0 > lower }
    let end = firstIndex { upperInclusive ? $0 > upper : $0 >= upper }
    if start < end { for index in start..<end { set.insert(docs[index]) } }
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
}
