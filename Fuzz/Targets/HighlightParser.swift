// Fuzz target: highlighted text (HighlightedString(string:preTag:postTag:)).
//
// Invariants: the segments' texts make the string; no segment is empty and neighbours differ
// in highlighting; the tagged ranges are the highlighted segments; inverting twice gives the
// segments back; with the default tags, the value rebuilt from its segments tags its text so
// that parsing it gives the same segments (segments → tagged string → segments is the
// identity).
import SiftCore

/// libFuzzer's entry point: runs one input and checks the invariants above.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let tags = input.pick([
    ("<em>", "</em>"), ("<em>", "</em>"), ("__", "__"), ("[", "]"), ("", ""), ("<b>", "<b>"),
  ])
  let tagged = input.text(maximum: 4_096)
  let value = HighlightedString(string: tagged, preTag: tags.0, postTag: tags.1)
  let segments = value.segments
  check(segments.map(\.text).joined() == value.string, "segments do not make the string")
  check(segments.allSatisfy { !$0.text.isEmpty }, "an empty segment")
  for index in segments.indices.dropFirst() {
    check(
      segments[index - 1].isHighlighted != segments[index].isHighlighted,
      "neighbours with the same highlighting")
  }
  check(
    value.taggedRanges.map { String(value.string[$0]) }
      == segments.filter(\.isHighlighted).map(\.text), "tagged ranges are not the highlights")
  check(value.inverted().inverted().segments == segments, "inverting twice changed the segments")
  if tags.0 == HighlightedString.defaultPreTag {
    let rebuilt = HighlightedString(segments: segments)
    check(rebuilt.segments == segments, "rebuilding from the segments changed them")
    let reparsed = HighlightedString(string: rebuilt.taggedString)
    check(reparsed.segments == segments, "segments → tagged → segments changed \(tagged)")
  }
  return 0
}
