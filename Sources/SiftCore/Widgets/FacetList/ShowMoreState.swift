/// What a list's show more / show less control offers, when the list is longer than its limit.
public enum ShowMoreState: Hashable, Sendable {
  /// The list is collapsed to its limit; `hiddenCount` values are not shown.
  case showMore(hiddenCount: Int)
  /// The list is expanded past its limit.
  case showLess
}
