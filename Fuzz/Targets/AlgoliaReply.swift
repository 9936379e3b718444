// Fuzz target: decoding Algolia's replies (the multiple-queries reply, a facet values reply,
// an error body, a Retry-After header), as AlgoliaSearchService reads them from a server.
//
// Invariants: a body either decodes or gives a described error; what decodes encodes and
// decodes back to the same responses; an error message is never empty; a Retry-After is never
// negative and reads digits as seconds.
import Foundation
import SiftCore

@testable import SiftAlgolia

/// libFuzzer's entry point: runs one input and checks the invariants above.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let body = Data(bytes: data, count: size)
  do {
    let reply = try AlgoliaReplyDecoding.decode(
      AlgoliaReplyDecoding.MultipleQueriesReply.self, from: body)
    for response in reply.results {
      let encoded = try JSONEncoder().encode(response)
      let decoded = try JSONDecoder().decode(SearchResponse.self, from: encoded)
      check(decoded == response, "a response changed through encode → decode")
      let throughJSON = try JSON(encoding: response).decode(SearchResponse.self)
      check(throughJSON == response, "a response changed through JSON(encoding:) → decode")
    }
  } catch let error as DescribedError {
    check(!error.description.isEmpty, "an empty description")
  } catch {
    check(false, "re-encoding a decoded response failed: \(error)")
  }
  do {
    let facets = try AlgoliaReplyDecoding.decode(FacetValuesResponse.self, from: body)
    let encoded = try JSONEncoder().encode(facets)
    let decoded = try JSONDecoder().decode(FacetValuesResponse.self, from: encoded)
    check(decoded == facets, "a facet values response changed through encode → decode")
  } catch let error as DescribedError {
    check(!error.description.isEmpty, "an empty description")
  } catch {
    check(false, "re-encoding a decoded facet values response failed: \(error)")
  }
  for status in [400, 429, 503, 999] {
    check(
      !AlgoliaReplyDecoding.errorMessage(from: body, status: status).isEmpty,
      "an empty error message")
  }
  let header = String(decoding: body.prefix(64), as: UTF8.self)
  if let delay = RetryAfter.delay(header) {
    check(delay >= .zero, "a negative delay for \(header)")
    let trimmed = header.trimmingCharacters(in: .whitespaces)
    if let seconds = Int(trimmed), seconds >= 0 {
      check(delay == .seconds(seconds), "\(header) read as \(delay)")
    }
  }
  return 0
}
