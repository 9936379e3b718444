// Fuzz target: URL parameters, in both forms Sift reads: Algolia's `params` string
// (SearchQuery(urlEncodedParameters:) and SearchQuery.urlEncodedParameters), and routing's
// query string in the `qs` form of InstantSearch.js (SearchState.states(fromURLQueryString:) and
// SearchState.urlQueryString).
//
// Invariants: a malformed `params` string is a typed error pointing at a `%` inside it; a string
// that reads writes a string that reads again, and writes back identically (decode → encode is a
// fixed point after one round); a query read this way goes through Algolia's parameters object
// (Codable) unchanged. Any text reads as routing states or is a typed error; states whose names
// `qs` writes unambiguously (index names without brackets, other names with brackets balanced,
// not array indices, nested at most five deep) write a query string that reads back to the same
// states, and writes back identically.
import SiftCore

/// libFuzzer's entry point: runs one input and checks the invariants above.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let text = String(decoding: bytes, as: UTF8.self)
  checkRouting(text)
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

/// Routing's invariants on `text` (see the file's header).
private func checkRouting(_ text: String) {
  let states: [SearchState]
  do {
    // An index named with no key Sift reads is the initial screen, which writes nothing.
    states = try SearchState.states(fromURLQueryString: text).filter {
      $0 != SearchState(indexName: $0.indexName)
    }
  } catch {
    return  // a typed SearchStateError: the text is refused, nothing else happens
  }
  guard states.allSatisfy(writesUnambiguously) else { return }
  let written = SearchState.urlQueryString(states)
  guard let again = try? SearchState.states(fromURLQueryString: written) else {
    check(false, "\(written), written from \(text), does not read")
    return
  }
  check(again == states, "\(written), written from \(text), reads as other states")
  check(SearchState.urlQueryString(again) == written, "\(written) does not write back identically")
}

/// Whether `qs` reads back what it writes of `state`: an index name with no bracket (its
/// brackets, encoded or not, would read as nesting), every other name balanced in brackets and
/// not an array index, `configure` nested at most four keys deep below its own.
private func writesUnambiguously(_ state: SearchState) -> Bool {
  func plain(_ name: String) -> Bool {
    var level = 0
    for scalar in name.unicodeScalars {
      if scalar == "[" { level += 1 }
      if scalar == "]" { level -= 1 }
      if level < 0 { return false }
    }
    return level == 0 && !name.isEmpty
      && !name.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
  }
  func shallow(_ value: JSON, depth: Int) -> Bool {
    switch value {
    case .array(let items):
      return depth < 4 && !items.isEmpty && items.allSatisfy { shallow($0, depth: depth + 1) }
    case .object(let members):
      return depth < 4 && !members.isEmpty
        && members.allSatisfy { plain($0.key) && shallow($0.value, depth: depth + 1) }
    default: return true
    }
  }
  let names =
    Array(state.refinementList.keys) + Array(state.menu.keys)
    + Array(state.hierarchicalMenu.keys) + Array(state.numericMenu.keys)
    + Array(state.ratingMenu.keys) + Array(state.range.keys) + Array(state.toggle.keys)
    + Array(state.configure.keys)
  let index = state.indexName.unicodeScalars
  return !index.contains("[") && !index.contains("]") && names.allSatisfy(plain)
    && state.configure.values.allSatisfy { shallow($0, depth: 1) }
}
