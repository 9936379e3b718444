extension Collection where Element: Collection {
  /// The range each element's elements take in the flattened collection, in order: what a
  /// batch of several searchers' queries uses to hand each searcher its own responses.
  func flatRanges() -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    ranges.reserveCapacity(count)
    var start = 0
    for element in self {
      let end = start + element.count
      ranges.append(start..<end)
      start = end
    }
    return ranges
  }
}
