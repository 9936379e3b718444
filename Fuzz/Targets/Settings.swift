// Fuzz target: Algolia index settings (LocalIndexSettings(json:)) from JSON text.
//
// Invariants: decoding is deterministic; a failure is a typed LocalIndexError naming the
// setting; settings that decode build an index whose searches answer: an empty query without
// distinct finds every record, never more hits than nbHits, facet counts never above nbHits.
import Foundation
import SiftCore
import SiftLocal

private let records: [JSON] = [
  ["objectID": "1", "name": "Apple iPhone 15", "brand": "Apple", "price": 799, "rating": 4.5],
  ["objectID": "2", "name": "Samsung Galaxy phone", "brand": "Samsung", "price": 699.5],
  ["objectID": "3", "name": "Sony headphones", "brand": "Sony", "tags": ["audio", "sale"]],
  ["objectID": "4", "name": ["nested", "names"], "brand": nil, "_tags": ["x"], "rating": "5"],
]

/// libFuzzer's entry point: runs one input and checks the invariants above.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard let json = try? JSON.parse(Data(bytes: data, count: size)) else { return 0 }
  let settings: LocalIndexSettings
  do {
    settings = try LocalIndexSettings(json: json)
  } catch {
    if case .invalidSettings(let setting, let reason) = error {
      // A setting's name is empty only when the object has an empty key.
      check(
        (!setting.isEmpty || json[""] != nil) && !reason.isEmpty,
        "an error that says nothing: \(error)")
    }
    let again = Result { () throws(LocalIndexError) in try LocalIndexSettings(json: json) }
    check(again == .failure(error), "decoding is not deterministic")
    return 0
  }
  check((try? LocalIndexSettings(json: json)) == settings, "decoding is not deterministic")
  let index: LocalIndex
  do {
    index = try LocalIndex(name: "fuzz", records: records, settings: settings)
  } catch {
    check(false, "valid records rejected under \(json.serialized()): \(error)")
    return 0
  }
  for text in ["", "phone", "sony head", "aple"] {
    var query = SearchQuery(text, facets: ["brand", "tags", "price"])
    query.maxValuesPerFacet = 10
    guard let response = try? index.search(query) else { continue }
    let nbHits = response.nbHits ?? 0
    check(response.hits.count <= nbHits, "more hits than nbHits")
    if text.isEmpty, settings.distinct == 0 {
      check(nbHits == records.count, "an empty query found \(nbHits) of \(records.count)")
    }
    for (attribute, counts) in response.facets ?? [:] {
      check(counts.values.allSatisfy { $0 > 0 && $0 <= nbHits }, "facet counts of \(attribute)")
    }
  }
  return 0
}
