/// Text with highlighted parts, parsed from Algolia's tagged highlight strings.
///
/// ```swift
/// let name = HighlightedString(string: "Amazon <em>Ech</em>o &amp; Dot")
/// name.string        // "Amazon Echo & Dot"
/// name.segments      // [("Amazon ", false), ("Ech", true), ("o & Dot", false)]
/// name.taggedRanges  // the range of "Ech" in `string`
/// ```
///
/// Parsing rules:
/// - Text between a pre tag (`<em>` by default) and the next post tag (`</em>`) is highlighted.
///   Nested pre tags are counted, so `<em>a<em>b</em>c</em>` highlights `abc`.
/// - A pre tag that is never closed highlights everything to the end.
/// - A stray post tag (one with no open pre tag) is ignored: it is dropped from the text and
///   changes nothing.
/// - HTML entities in the text are decoded: `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`,
///   `&#39;`, `&#x27;` and any numeric `&#NNN;` / `&#xHH;`. Unknown or malformed entities are
///   kept as written.
/// - Tags are matched on the raw text, before entities are decoded, so an escaped `&lt;em&gt;`
///   is plain text. An empty pre or post tag disables tag parsing.
///
/// Two values are equal when their tagged text and tags are equal.
public struct HighlightedString: Sendable, Hashable {
  /// The pre tag Algolia uses by default, `<em>`.
  public static let defaultPreTag = "<em>"
  /// The post tag Algolia uses by default, `</em>`.
  public static let defaultPostTag = "</em>"

  /// The tagged text this value was parsed from (or, for values built from segments, the text
  /// that parses back to them).
  public let taggedString: String
  /// The tag that opens a highlighted part.
  public let preTag: String
  /// The tag that closes a highlighted part.
  public let postTag: String
  /// The text split into alternating plain and highlighted parts, in order. Adjacent parts
  /// with the same highlighting are merged, and no part is empty.
  public let segments: [Segment]
  /// The plain text: the segments joined, without tags, entities decoded.
  public let string: String
  /// The ranges of ``string`` that are highlighted, in order.
  public let taggedRanges: [Range<String.Index>]

  /// The tagged text this value was parsed from; the same as ``taggedString``.
  public var original: String {
    taggedString
  }

  /// The ranges of ``string`` that are not highlighted, in order.
  public var untaggedRanges: [Range<String.Index>] {
    var ranges: [Range<String.Index>] = []
    var start = string.startIndex
    for range in taggedRanges {
      if start < range.lowerBound { ranges.append(start..<range.lowerBound) }
      start = range.upperBound
    }
    if start < string.endIndex { ranges.append(start..<string.endIndex) }
    return ranges
  }

  /// Parses tagged text.
  ///
  /// ```swift
  /// HighlightedString(string: "a [b] c", preTag: "[", postTag: "]").segments
  /// // [("a ", false), ("b", true), (" c", false)]
  /// ```
  /// - Parameters:
  ///   - taggedString: text in which highlighted parts are wrapped in tags.
  ///   - preTag: the opening tag; `<em>` by default.
  ///   - postTag: the closing tag; `</em>` by default.
  public init(
    string taggedString: String, preTag: String = HighlightedString.defaultPreTag,
    postTag: String = HighlightedString.defaultPostTag
  ) {
    self.init(
      taggedString: taggedString, preTag: preTag, postTag: postTag,
      segments: HighlightParser.segments(of: taggedString, preTag: preTag, postTag: postTag))
  }

  /// Builds a value from segments; ``taggedString`` wraps the highlighted ones in the tags and
  /// escapes `&`, `<` and `>` in the text.
  /// - Parameters:
  ///   - segments: the parts, in order. Empty parts are dropped and neighbours merged.
  ///   - preTag: the opening tag; `<em>` by default.
  ///   - postTag: the closing tag; `</em>` by default.
  public init(
    segments: [Segment], preTag: String = HighlightedString.defaultPreTag,
    postTag: String = HighlightedString.defaultPostTag
  ) {
    let normalized = HighlightParser.normalized(segments)
    let tagged = normalized.map { segment in
      let text = HighlightParser.escaped(segment.text)
      return segment.isHighlighted ? preTag + text + postTag : text
    }.joined()
    self.init(taggedString: tagged, preTag: preTag, postTag: postTag, segments: normalized)
  }

  private init(taggedString: String, preTag: String, postTag: String, segments: [Segment]) {
    self.taggedString = taggedString
    self.preTag = preTag
    self.postTag = postTag
    self.segments = segments
    let string = segments.map(\.text).joined()
    var ranges: [Range<String.Index>] = []
    var offset = 0
    for segment in segments {
      let length = segment.text.utf8.count
      if segment.isHighlighted {
        let lower = string.utf8.index(string.utf8.startIndex, offsetBy: offset)
        let upper = string.utf8.index(lower, offsetBy: length)
        ranges.append(lower..<upper)
      }
      offset += length
    }
    self.string = string
    self.taggedRanges = ranges
  }

  /// The same text with highlighting flipped: what was highlighted is not, and the rest is.
  ///
  /// InstantSearch uses this to emphasise the part of a suggestion the user has not typed yet.
  /// - Returns: the inverted value, with the same tags.
  public func inverted() -> HighlightedString {
    HighlightedString(
      segments: segments.map { Segment($0.text, isHighlighted: !$0.isHighlighted) },
      preTag: preTag, postTag: postTag)
  }
}
