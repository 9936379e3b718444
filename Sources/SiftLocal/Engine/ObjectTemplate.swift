import SiftCore

/// Objects that all have the same keys, made without hashing a key: a prototype holding the
/// keys is copied (as it is stored) and each value set at the key's place in it.
///
/// A response holds many objects of one shape (each hit's `_highlightResult` entries, each
/// attribute's `value`, `matchLevel`, `matchedWords`…): building each from its keys would hash
/// every key of every one of them.
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
  /// Where each key is in ``prototype`` (valid in its copies, until a key is added or
  /// removed).
  private let places: [Dictionary<String, JSON>.Index]

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
    places = unique.compactMap { prototype.index(forKey: $0) }
  }

  /// The members of an object whose value of ``keys``[i] is `values[i]` (keys with no value
  /// given are `null`).
  /// - Complexity: O(keys), with no key hashed.
  func members(_ values: some Collection<JSON>) -> [String: JSON] {
    var members = prototype
    for (place, value) in zip(places, values) { members.values[place] = value }
    return members
  }

  /// The members of an object with every value `null`, to be set one by one with
  /// ``set(_:at:in:)``.
  var nullMembers: [String: JSON] { prototype }

  /// Sets the value of ``keys``[`index`] in `members`: ``nullMembers`` or a copy of them that no
  /// key has been added to or removed from.
  /// - Complexity: O(1), with no key hashed (the first value set copies the members).
  func set(_ value: JSON, at index: Int, in members: inout [String: JSON]) {
    members.values[places[index]] = value
  }

  /// An object whose value of ``keys``[i] is `values[i]` (see ``members(_:)``).
  func object(_ values: some Collection<JSON>) -> JSON {
    .object(members(values))
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
