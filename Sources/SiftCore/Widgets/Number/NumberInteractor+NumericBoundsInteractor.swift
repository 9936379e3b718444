extension NumberInteractor: NumericBoundsInteractor {
  /// Whether a number is set.
  public var isRefined: Bool { number != nil }
}
