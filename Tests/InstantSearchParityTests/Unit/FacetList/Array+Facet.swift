import SiftCore

extension Array where Element == FacetValue {
  /// `count` facet values named `prefix0`, `prefix1`, …, each highlighted as its value, with
  /// random counts (InstantSearch's test fixture).
  init(prefix: String, count: Int) {
    self = (0..<count)
      .map { "\(prefix)\($0)" }
      .map { FacetValue(value: $0, count: .random(in: 1...100), highlighted: $0) }
  }
}
