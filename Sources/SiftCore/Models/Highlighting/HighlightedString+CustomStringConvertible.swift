extension HighlightedString: CustomStringConvertible {
  /// The tagged text.
  public var description: String {
    taggedString
  }
}
