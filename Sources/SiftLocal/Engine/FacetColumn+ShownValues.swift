extension FacetColumn {
  /// The most values a column may have for its shown values to be made from a
  /// ``FacetValueTemplate`` (a dictionary of every display string, kept for the snapshot's
  /// life).
  static let valueTemplateLimit = 1024

  /// The shown values of the column with their counts: `counts` by value id, for the ids
  /// `shown`. Made from the column's ``FacetValueTemplate`` when most values are shown (no
  /// display string made and no key hashed, but those of the values left out), else one by
  /// one.
  /// - Complexity: O(values) from the template, else O(shown).
  func shownValues(_ shown: [Int], counts: [UInt32]) -> [String: Int] {
    if shown.count * 2 >= valueCount, valueCount <= Self.valueTemplateLimit,
      let template = valueTemplate.value({ FacetValueTemplate(column: self) })
    {
      var isShown = [Bool](repeating: false, count: valueCount)
      for id in shown where id < valueCount { isShown[id] = true }
      // Each count put in place as the prototype is copied (its keys kept where they are).
      var stored = 0
      var result = template.prototype.mapValues { _ in
        let id = template.storedIDs[stored]
        stored &+= 1
        return id < counts.count ? Int(counts[id]) : 0
      }
      for id in 0..<valueCount where !isShown[id] {
        result.removeValue(forKey: template.keys[id])
      }
      return result
    }
    var result: [String: Int] = [:]
    result.reserveCapacity(shown.count)
    for id in shown { result[display(id)] = Int(counts[id]) }
    return result
  }
}

/// A facet column's display strings as a dictionary, made the first time a search shows most
/// of the column's values (see ``FacetColumn/shownValues(_:counts:)``) and kept for the
/// snapshot's life: a copy made with `mapValues` keeps each key where it is stored, so a search
/// puts its counts in place as it copies it instead of hashing each value.
struct FacetValueTemplate: Sendable {
  /// Every display string, by value id.
  let keys: [String]
  /// The display strings, each with 0.
  let prototype: [String: Int]
  /// The value id of each display string, in the order ``prototype`` stores them.
  let storedIDs: [Int]

  /// The template of `column`; `nil` when two of its values show the same string (only a
  /// saved file written wrong has such values).
  init?(column: FacetColumn) {
    keys = (0..<column.valueCount).map { column.display($0) }
    var prototype: [String: Int] = [:]
    prototype.reserveCapacity(keys.count)
    for key in keys { prototype[key] = 0 }
    guard prototype.count == keys.count else { return nil }
    self.prototype = prototype
    storedIDs = ObjectTemplate.storedOrder(of: keys, in: prototype)
  }
}
