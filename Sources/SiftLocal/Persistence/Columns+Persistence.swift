extension TermDictionary {
  /// A dictionary from its saved arrays, as they are.
  init(scalars: IndexArray<UInt32>, offsets: IndexArray<Int>, nodes: IndexArray<Node>) {
    self.scalars = scalars
    self.offsets = offsets
    self.nodes = nodes
  }
}

extension NumericColumn {
  /// A column from its saved arrays, as they are.
  init(numbers: Numbers, offsets: IndexArray<UInt32>, docs: IndexArray<UInt32>) {
    self.numbers = numbers
    self.offsets = offsets
    self.docs = docs
  }
}

extension GeoColumn {
  /// A column from its saved arrays, as they are.
  init(offsets: IndexArray<UInt32>, points: IndexArray<GeoPoint>) {
    self.offsets = offsets
    self.points = points
  }
}
