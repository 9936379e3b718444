extension QueryStringTree {
  /// The properties every JavaScript object has: `qs` drops a parameter whose key names one.
  private static let objectPrototypeProperties: Set<String> = [
    "constructor", "__defineGetter__", "__defineSetter__", "hasOwnProperty", "__lookupGetter__",
    "__lookupSetter__", "isPrototypeOf", "propertyIsEnumerable", "toString", "valueOf",
    "__proto__", "toLocaleString",
  ]

  /// The parameters of `queryString` (with or without its leading `?`), by top-level key, as
  /// `qs.parse` reads them with InstantSearch.js's router's options.
  ///
  /// - Parameters:
  ///   - queryString: The query string.
  ///   - arrayLimit: The first index read as an object key rather than a list position.
  /// - Returns: The parameters.
  /// - Throws: ``SearchStateError/tooLong(length:limit:)`` or
  ///   ``SearchStateError/tooManyParameters(count:limit:)`` past the limits.
  /// - Complexity: O(n) for a query string of n bytes whose keys nest a bounded number of times.
  static func parse(_ queryString: String, arrayLimit: Int = arrayLimit) throws(SearchStateError)
    -> [String: QueryStringTree]
  {
    guard queryString.utf8.count <= lengthLimit else {
      throw .tooLong(length: queryString.utf8.count, limit: lengthLimit)
    }
    var bytes = bracketsDecoded(Array(queryString.utf8))
    if bytes.first == UInt8(ascii: "?") { bytes.removeFirst() }
    let parts = bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false)
    guard parts.count <= parameterLimit else {
      throw .tooManyParameters(count: parts.count, limit: parameterLimit)
    }
    // Values by their whole key first: a repeated key makes a list.
    var keys: [String] = []
    var values: [String: Node] = [:]
    for part in parts {
      let (key, value) = keyAndValue(part)
      if let existing = values[key] {
        values[key] = Node.combine(existing, .string(value), arrayLimit: arrayLimit)
      } else {
        keys.append(key)
        values[key] = .string(value)
      }
    }
    // Then each key's path, merged in the order JavaScript keeps an object's keys.
    var root = Node.object([:], overflow: nil)
    for key in javaScriptOrder(keys) where !key.isEmpty {
      guard let segments = segments(of: key), let value = values[key] else { continue }
      root = Node.merge(
        root, nested(value, at: segments, arrayLimit: arrayLimit), arrayLimit: arrayLimit)
    }
    guard case .object(let members) = root.tree else { return [:] }
    return members
  }

  /// `bytes` with `%5B` and `%5D` (either case) read as the brackets they encode, before
  /// anything else: `qs` splits keys on brackets whether encoded or not.
  private static func bracketsDecoded(_ bytes: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "5")
      {
        switch bytes[index + 2] {
        case UInt8(ascii: "B"), UInt8(ascii: "b"):
          output.append(UInt8(ascii: "["))
          index += 3
          continue
        case UInt8(ascii: "D"), UInt8(ascii: "d"):
          output.append(UInt8(ascii: "]"))
          index += 3
          continue
        default: break
        }
      }
      output.append(bytes[index])
      index += 1
    }
    return output
  }

  /// A parameter's key and value, decoded: split after the first `]=` when there is one (a key
  /// may hold `=` inside brackets), else at the first `=`; no `=` is an empty value.
  private static func keyAndValue(_ part: ArraySlice<UInt8>) -> (String, String) {
    var split: Int?
    var index = part.startIndex
    while index < part.endIndex {
      if part[index] == UInt8(ascii: "]"), index + 1 < part.endIndex,
        part[index + 1] == UInt8(ascii: "=")
      {
        split = index + 1
        break
      }
      index += 1
    }
    guard let equals = split ?? part.firstIndex(of: UInt8(ascii: "=")) else {
      return (decoded(part), "")
    }
    return (decoded(part[..<equals]), decoded(part[(equals + 1)...]))
  }

  /// `bytes` with `+` as a space and their percent escapes decoded, as JavaScript's
  /// `decodeURIComponent` does; when an escape is malformed or the bytes are not UTF-8, the text
  /// with `+` as a space only (`qs` keeps such a value as written).
  static func decoded(_ bytes: ArraySlice<UInt8>) -> String {
    let spacedBytes = bytes.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 }
    let spaced = String(decoding: spacedBytes, as: UTF8.self)
    guard spacedBytes.contains(UInt8(ascii: "%")) else { return spaced }
    var output: [UInt8] = []
    output.reserveCapacity(spacedBytes.count)
    var index = 0
    while index < spacedBytes.count {
      guard spacedBytes[index] == UInt8(ascii: "%") else {
        output.append(spacedBytes[index])
        index += 1
        continue
      }
      guard index + 2 < spacedBytes.count, let high = hexValue(spacedBytes[index + 1]),
        let low = hexValue(spacedBytes[index + 2])
      else { return spaced }
      output.append(high << 4 | low)
      index += 3
    }
    return String(validating: output, as: UTF8.self) ?? spaced
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// `keys` in the order JavaScript lists an object's keys: array indices first, in increasing
  /// order, then the others in the order they were added.
  private static func javaScriptOrder(_ keys: [String]) -> [String] {
    var indices: [(Double, String)] = []
    var others: [String] = []
    for key in keys {
      if let index = JavaScriptNumber.index(key[...]), index < 4_294_967_295 {
        indices.append((index, key))
      } else {
        others.append(key)
      }
    }
    return indices.sorted { $0.0 < $1.0 }.map(\.1) + others
  }

  /// A key split as `qs` splits it: the part before the first bracket, then each bracketed
  /// group (brackets inside a group balanced, so `size[eu]` stays one name), at most
  /// ``depthLimit`` of them; what follows them, or an unclosed group, is one more literal
  /// segment. Text between groups is skipped. Nil when a segment names a property of
  /// JavaScript's objects.
  static func segments(of key: String) -> [String]? {
    let bytes = Array(key.utf8)
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    var segments: [String] = []
    let first = bytes.firstIndex(of: UInt8(ascii: "["))
    let parent = text(0..<(first ?? bytes.count))
    if !parent.isEmpty {
      guard !objectPrototypeProperties.contains(parent) else { return nil }
      segments.append(parent)
    }
    var open = first
    var collected = 0
    while let start = open, collected < depthLimit {
      var level = 0
      var close: Int?
      var index = start
      while index < bytes.count, close == nil {
        if bytes[index] == UInt8(ascii: "[") {
          level += 1
        } else if bytes[index] == UInt8(ascii: "]") {
          level -= 1
          if level == 0 { close = index }
        }
        index += 1
      }
      guard let end = close else {
        segments.append("[" + text(start..<bytes.count) + "]")
        return segments
      }
      guard !objectPrototypeProperties.contains(text((start + 1)..<end)) else { return nil }
      segments.append(text(start..<(end + 1)))
      collected += 1
      open = bytes[(end + 1)...].firstIndex(of: UInt8(ascii: "["))
    }
    if let start = open {
      segments.append("[" + text(start..<bytes.count) + "]")
    }
    return segments
  }

  /// `value` under the path `segments`, as `qs` nests it: `[]` makes a list of the value, a
  /// bracketed index below the array limit a list with the value at that index, above it an
  /// object marked as a list made past the limit, and any other segment an object key.
  private static func nested(_ value: Node, at segments: [String], arrayLimit: Int) -> Node {
    var leaf = value
    for segment in segments.reversed() {
      if segment == "[]" {
        if case .object(_, _?) = leaf { continue }
        leaf = Node.combine(.list([]), leaf, arrayLimit: arrayLimit)
        continue
      }
      let utf8 = segment.utf8
      let bracketed =
        utf8.count >= 2 && utf8.first == UInt8(ascii: "[") && utf8.last == UInt8(ascii: "]")
      let name =
        bracketed
        ? String(decoding: utf8.dropFirst().dropLast(), as: UTF8.self) : segment
      if bracketed, let index = JavaScriptNumber.index(name[...]) {
        if index < Double(arrayLimit) {
          var items = [Node?](repeating: nil, count: Int(index) + 1)
          items[Int(index)] = leaf
          leaf = .list(items)
        } else {
          leaf = .object([name: leaf], overflow: index)
        }
      } else if name == "__proto__" {
        leaf = .object([:], overflow: nil)
      } else {
        leaf = .object([name: leaf], overflow: nil)
      }
    }
    return leaf
  }
}
