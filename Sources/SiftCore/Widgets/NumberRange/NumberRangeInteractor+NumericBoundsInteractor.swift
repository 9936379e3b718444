extension NumberRangeInteractor: NumericBoundsInteractor {
  /// Whether a range is set.
  public var isRefined: Bool { range != nil }
}
