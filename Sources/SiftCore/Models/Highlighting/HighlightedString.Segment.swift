extension HighlightedString {
  /// A run of text that is either highlighted or not.
  public struct Segment: Sendable, Hashable {
    /// The plain text of the run.
    public var text: String
    /// Whether the run is highlighted.
    public var isHighlighted: Bool

    /// Creates a segment.
    /// - Parameters:
    ///   - text: the plain text.
    ///   - isHighlighted: whether it is highlighted.
    public init(_ text: String, isHighlighted: Bool) {
      self.text = text
      self.isHighlighted = isHighlighted
    }
  }
}
