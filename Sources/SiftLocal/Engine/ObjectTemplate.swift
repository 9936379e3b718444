import SiftCore

/// Objects that all have the same keys, made without hashing a key: a prototype holding the
/// keys is copied as it is stored (`mapValues` keeps each key where it is) with each value
/// put in its key's place as it is copied.
///
/// A response holds many objects of one shape (each hit's `_highlightResult` entries, each
/// attribute's `value`, `matchLevel`, `matchedWords`…): building each from its keys would hash
/// every key of every one of them, and setting each value of a copy would check and look up
/// the copy once per value.
///
/// ```swift
/// let template = ObjectTemplate(keys: ["value", "matchLevel"])
/// let object = template.object(["<em>red</em>", "full"])  // ["value": …, "matchLevel": …]
/// ```
struct ObjectTemplate: Sendable {
  /// The keys, each once, in the order values are given.
  let keys: [String]
  /// The keys, each with `null`: copies keep each key where it is stored here.
  private let prototype: [String: JSON]
  /// For each key in the order ``prototype`` stores them, the index of its value among those
  /// given (its place in ``keys``).
  private let storedOrder: [Int]

  /// A template of objects with `keys` (repeated keys are kept once), each with room for
  /// `extraMembers` more members, added without its storage growing.
  init(keys: [String], reservingMembers extraMembers: Int = 0) {
    var unique: [String] = []
    var prototype: [String: JSON] = [:]
    prototype.reserveCapacity(keys.count + max(0, extraMembers))
    for key in keys where prototype.updateValue(.null, forKey: key) == nil {
      unique.append(key)
    }
    self.keys = unique
    self.prototype = prototype
    storedOrder = Self.storedOrder(of: unique, in: prototype)
  }

  /// The positions in `keys` (each a key of `dictionary`) in the order `dictionary` stores
  /// them: what a copy of it made with `mapValues` meets them in. No key is compared with
  /// another.
  static func storedOrder<Value>(of keys: [String], in dictionary: [String: Value]) -> [Int] {
    keys.indices
      .compactMap { position in dictionary.index(forKey: keys[position]).map { ($0, position) } }
      .sorted { $0.0 < $1.0 }
      .map(\.1)
  }

  /// The members of an object whose value of ``keys``[i] is `values[i]` (keys with no value
  /// given are `null`).
  /// - Complexity: O(keys), with no key hashed.
  func members<Values: RandomAccessCollection<JSON>>(_ values: Values) -> [String: JSON] {
    let count = values.count
    var stored = 0
    return prototype.mapValues { _ in
      let index = storedOrder[stored]
      stored &+= 1
      return index < count ? values[values.index(values.startIndex, offsetBy: index)] : .null
    }
  }

  /// ``members(_:)`` of `values`, each moved out of the array (which is left holding `null`s):
  /// no value is copied.
  func members(moving values: inout [JSON]) -> [String: JSON] {
    values.withUnsafeMutableBufferPointer { values in
      var stored = 0
      return prototype.mapValues { _ in
        let index = storedOrder[stored]
        stored &+= 1
        var value = JSON.null
        if index < values.count { swap(&value, &values[index]) }
        return value
      }
    }
  }

  /// An object whose value of ``keys``[i] is `values[i]` (see ``members(_:)``).
  func object(_ values: consuming [JSON]) -> JSON {
    .object(members(moving: &values))
  }

  /// The objects of a highlight result (`_highlightResult`) with a match.
  static let highlight = ObjectTemplate(keys: [
    "value", "matchLevel", "matchedWords", "fullyHighlighted",
  ])
  /// The objects of a highlight result with no match.
  static let unmatchedHighlight = ObjectTemplate(keys: ["value", "matchLevel", "matchedWords"])
  /// The objects of a snippet result (`_snippetResult`).
  static let snippet = ObjectTemplate(keys: ["value", "matchLevel"])
}
