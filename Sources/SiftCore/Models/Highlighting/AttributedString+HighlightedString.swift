import Foundation

extension AttributedString {
  /// The text of a highlighted string, with `attributes` on its highlighted parts (or, when
  /// `inverted`, on the parts that are not highlighted): what a SwiftUI `Text` or a UIKit label
  /// shows (InstantSearch's `NSAttributedString(taggedString:inverted:attributes:)`).
  ///
  /// ```swift
  /// // SwiftUI
  /// let name = HighlightedString(string: "<em>Sam</em>sung TV")
  /// Text(AttributedString(name, attributes: AttributeContainer().font(.body.bold())))
  /// ```
  ///
  /// - Parameters:
  ///   - highlighted: The highlighted string.
  ///   - inverted: Whether to style the parts that are not highlighted instead.
  ///   - attributes: The attributes of the styled parts.
  public init(
    _ highlighted: HighlightedString, inverted: Bool = false, attributes: AttributeContainer
  ) {
    self.init()
    for segment in highlighted.segments {
      var part = AttributedString(segment.text)
      if segment.isHighlighted != inverted {
        part.mergeAttributes(attributes)
      }
      append(part)
    }
  }

  /// Several highlighted strings joined with `separator`, each styled as
  /// ``init(_:inverted:attributes:)`` styles one.
  ///
  /// - Parameters:
  ///   - highlighted: The highlighted strings, in order.
  ///   - separator: What goes between two of them, as it is.
  ///   - inverted: Whether to style the parts that are not highlighted instead.
  ///   - attributes: The attributes of the styled parts.
  public init(
    _ highlighted: [HighlightedString], separator: AttributedString, inverted: Bool = false,
    attributes: AttributeContainer
  ) {
    self.init()
    for (index, string) in highlighted.enumerated() {
      if index > 0 { append(separator) }
      append(AttributedString(string, inverted: inverted, attributes: attributes))
    }
  }
}
