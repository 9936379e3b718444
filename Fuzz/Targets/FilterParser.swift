// Fuzz target: Algolia's `filters` syntax (FilterExpression(parsing:)).
//
// Invariants: an error is a FilterParseError whose offset lies within the text; what parses is
// normalized; its rendering (description) parses back to the same expression and renders the
// same again (or, when the rendering's parentheses nest deeper than the limit, is rejected as
// too deep, and only that); both evaluate the same on sample records.
import SiftCore

private let records: [JSON] = [
  [:],
  ["brand": "Apple", "price": 10, "a": "b", "_tags": ["x", "promo"], "tags": ["a", "b"]],
  ["brand": "sony", "price": -3.5, "rating": [1, 4.5], "onSale": true, "a": 1],
  ["a": ["b": "c"], "x": "1", "y": false, "z": nil, "_tags": "x"],
]

/// libFuzzer's entry point: runs one input and checks the invariants above.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let parsed: FilterExpression
  do {
    parsed = try FilterExpression(parsing: text)
  } catch {
    check(error.offset >= 0 && error.offset <= text.count, "offset of \(error) in \(text.count)")
    return 0
  }
  check(parsed.normalized == parsed, "not normalized: \(parsed)")
  let rendered = parsed.description
  do {
    let reparsed = try FilterExpression(parsing: rendered)
    check(
      reparsed == parsed,
      "parse → render → parse changed \(text.debugDescription) into \(rendered.debugDescription): "
        + "\(String(reflecting: parsed)) became \(String(reflecting: reparsed))")
    check(reparsed.description == rendered, "the rendering of \(rendered) is not stable")
    check(reparsed.hashValue == parsed.hashValue, "equal expressions hash differently")
    for record in records {
      check(reparsed.matches(record) == parsed.matches(record), "evaluation differs on \(record)")
    }
  } catch FilterParseError.nestingTooDeep {
    // AND inside OR is parenthesized when rendered, so a rendering can nest deeper than the
    // text it came from.
  } catch {
    check(false, "the rendering of \(text) does not parse: \(rendered): \(error)")
  }
  return 0
}
