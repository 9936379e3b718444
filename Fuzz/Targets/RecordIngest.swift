// Fuzz target: writing records to a LocalIndex, then searching them.
//
// The bytes drive a generator of small batches of records (strings, numbers, booleans, nulls,
// arrays and objects, objectIDs that repeat or have the wrong type, _tags and _geoloc), added
// (replacing records with the same objectID) and deleted against a model dictionary.
//
// Invariants: a batch that fails leaves the index as it was (same count, same records); one
// that succeeds leaves exactly the model's records, each as written; an empty query finds them
// all; a record is found by a word of its name and by its brand as a facet filter, exactly as
// FilterExpression.matches selects; the engine's own invariant checks hold (built with
// SIFT_INTERNAL_CHECKS, they are preconditions).
import SiftCore
import SiftLocal

private let settings: LocalIndexSettings = {
  do {
    return try LocalIndexSettings(json: [
      "searchableAttributes": ["name", "brand", "unordered(tags)", "nested.title"],
      "attributesForFaceting": ["brand", "tags", "searchable(price)", "flag"],
      "customRanking": ["desc(rating)"],
    ])
  } catch {
    fatalError("fixed settings: \(error)")
  }
}()

private let words = ["phone", "apple", "sony", "tv", "Ünïcödé", "日本", "42", "a-b", "x.y", ""]
private let keys = ["name", "brand", "tags", "price", "rating", "flag", "nested", "_tags", "other"]

private func value(_ input: inout FuzzInput, depth: Int) -> JSON {
  switch input.int(in: 0...9) {
  case 0: return .null
  case 1: return .bool(input.bool())
  case 2: return JSON(input.int(in: -1_000...1_000))
  case 3:
    let doubles = [0.5, -0.0, 1e300, -1e-300, 3.25, 9_007_199_254_740_992, 2.5e9]
    return JSON(input.pick(doubles))
  case 4: return .string(input.text(maximum: 24))
  case 5, 6:
    return .string((0..<input.int(in: 1...3)).map { _ in input.pick(words) }.joined(separator: " "))
  case 7 where depth < 3:
    return .array((0..<input.int(in: 0...3)).map { _ in value(&input, depth: depth + 1) })
  case 8 where depth < 3:
    var members: [String: JSON] = [:]
    for _ in 0..<input.int(in: 0...3) {
      members[input.pick(["title", "x", "lat", "lng"])] = value(&input, depth: depth + 1)
    }
    return .object(members)
  default: return .string(input.pick(words))
  }
}

private func record(_ input: inout FuzzInput) -> JSON {
  var members: [String: JSON] = [:]
  switch input.int(in: 0...7) {
  case 0: break  // no objectID: one is generated
  case 1: members["objectID"] = JSON(input.int(in: 0...5))  // an integer objectID
  case 2: members["objectID"] = input.bool() ? "" : .array([])  // invalid
  default: members["objectID"] = .string("r\(input.int(in: 0...5))")
  }
  for _ in 0..<input.int(in: 0...5) {
    let key = input.pick(keys)
    switch key {
    case "_geoloc":
      members[key] = input.bool() ? ["lat": 1.5, "lng": -2] : value(&input, depth: 2)
    default:
      members[key] = value(&input, depth: 0)
    }
  }
  if input.int(in: 0...3) == 0 { members["_geoloc"] = value(&input, depth: 1) }
  return .object(members)
}

/// The record as the index stores it: with its objectID.
private func stored(_ record: JSON, objectID: String) -> JSON {
  guard case .object(var members) = record else { return record }
  members["objectID"] = .string(objectID)
  return .object(members)
}

private func ids(_ response: SearchResponse) -> Set<String> {
  Set(response.hits.compactMap { $0["objectID"]?.stringValue })
}

/// libFuzzer's entry point: runs one input and checks the invariants above.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let index: LocalIndex
  do {
    index = try LocalIndex(name: "fuzz", settings: settings)
  } catch {
    fatalError("an empty index: \(error)")
  }
  var model: [String: JSON] = [:]
  for _ in 0..<input.int(in: 1...3) {
    // One batch: records added, then perhaps one objectID deleted (one snapshot per batch).
    let batch = (0..<input.int(in: 1...6)).map { _ in record(&input) }
    let deletion = input.bool() ? "r\(input.int(in: 0...5))" : nil
    let operations =
      batch.map(LocalIndex.Operation.add) + (deletion.map { [.delete(objectID: $0)] } ?? [])
    let recordsBefore = Set(index.records.map { $0.serialized() })
    do {
      let written = try index.apply(operations)
      check(written.count == operations.count, "one objectID per operation")
      for (record, objectID) in zip(batch, written) {
        model[objectID] = stored(record, objectID: objectID)
      }
      if let deletion { model[deletion] = nil }
    } catch {
      guard case .invalidRecord(let position, _, _, _) = error else {
        check(false, "not a record error: \(error)")
        return 0
      }
      check(batch.indices.contains(position), "the bad record's position \(position)")
      check(
        Set(index.records.map { $0.serialized() }) == recordsBefore,
        "a failed batch changed the index")
    }
  }
  check(index.count == model.count, "\(index.count) records, \(model.count) expected")
  for (id, record) in model {
    check(index.record(objectID: id) == record, "record \(id) is not as written")
  }
  var all = SearchQuery("", hitsPerPage: 1_000)
  all.attributesToHighlight = []
  guard let everything = try? index.search(all) else {
    check(false, "an empty query failed")
    return 0
  }
  check(ids(everything) == Set(model.keys), "an empty query does not find every record")

  // A record is found by a word of its name, and by its brand as a facet filter.
  guard let (id, record) = model.first else { return 0 }
  if case .string(let name)? = record["name"],
    let word = name.split(separator: " ").first(where: {
      $0.allSatisfy { $0.isASCII && $0.isLetter }
    })
  {
    var query = SearchQuery(String(word), hitsPerPage: 1_000)
    query.typoTolerance = .disabled
    let found = (try? index.search(query)).map(ids) ?? []
    check(found.contains(id), "\(id) not found by \"\(word)\" of its name \"\(name)\"")
  }
  if case .string(let brand)? = record["brand"], !brand.isEmpty {
    let quoted = brand.reduce(into: "") { text, character in
      if character == "\"" || character == "\\" { text.append("\\") }
      text.append(character)
    }
    let filters = "brand:\"\(quoted)\""
    if let expression = try? FilterExpression(parsing: filters) {
      let expected = Set(model.filter { expression.matches($0.value) }.keys)
      var query = SearchQuery("", filters: filters, hitsPerPage: 1_000)
      query.attributesToHighlight = []
      let found = (try? index.search(query)).map(ids)
      check(found == expected, "\(filters) found \(found ?? []), FilterExpression \(expected)")
    }
  }
  return 0
}
