// Fuzz target: Algolia's `params` string (SearchQuery(urlEncodedParameters:) and
// SearchQuery.urlEncodedParameters).
//
// Invariants: a malformed string is a typed error pointing at a `%` inside it; a string that
// reads writes a string that reads again, and writes back identically (decode → encode is a
// fixed point after one round); a query read this way goes through Algolia's parameters object
// (Codable) unchanged.
import SiftCore

/// libFuzzer's entry point: runs one input and checks the invariants above.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let text = String(decoding: bytes, as: UTF8.self)
  let query: SearchQuery
  do {
    query = try SearchQuery(urlEncodedParameters: text)
  } catch {
    if case .invalidPercentEscape(let offset) = error {
      let utf8 = Array(text.utf8)
      check(utf8.indices.contains(offset) && utf8[offset] == UInt8(ascii: "%"), "offset \(offset)")
    }
    return 0
  }
  let written = query.urlEncodedParameters
  guard let again = try? SearchQuery(urlEncodedParameters: written) else {
    check(false, "\(written), written from \(text), does not read")
    return 0
  }
  check(again.urlEncodedParameters == written, "\(written) does not write back identically")
  check(
    (try? JSON.object(query.parameters).decode(SearchQuery.self)) == query,
    "the parameters object of \(text) does not decode to the same query")
  return 0
}
