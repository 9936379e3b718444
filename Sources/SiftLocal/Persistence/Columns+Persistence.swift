extension TermDictionary {
  /// A dictionary from its saved arrays, as they are.
  init(scalars: [UInt32], offsets: [Int], nodes: [Node]) {
    self.scalars = scalars
    self.offsets = offsets
    self.nodes = nodes
  }
}

extension NumericColumn {
  /// A column from its saved arrays, as they are.
  init(numbers: Numbers, offsets: [UInt32], docs: [UInt32]) {
    self.numbers = numbers
    self.offsets = offsets
    self.docs = docs
  }
}

extension GeoColumn {
  /// A column from its saved arrays, as they are.
  init(offsets: [UInt32], points: [GeoPoint]) {
    self.offsets = offsets
    self.points = points
  }
}
