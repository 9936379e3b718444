extension JSON {
  /// The value for `key` when this is an object holding that key; `nil` otherwise.
  ///
  /// ```swift
  /// let record: JSON = ["name": "Echo"]
  /// record["name"]   // .string("Echo")
  /// record["price"]  // nil
  /// ```
  /// - Parameter key: an object key.
  public subscript(key: String) -> JSON? {
    objectValue?[key]
  }

  /// The element at `index` when this is an array and the index is in bounds; `nil` otherwise.
  /// - Parameter index: a zero-based position.
  public subscript(index: Int) -> JSON? {
    guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
    return elements[index]
  }

  /// The value at a dotted path such as `"hierarchicalCategories.lvl0"`, or `nil`.
  ///
  /// Each component is resolved against the current value:
  /// - on an object, it is a key;
  /// - on an array, a component made of decimal digits is an index (`"tags.0"`); any other
  ///   component is resolved against every element and the values found are collected, in order,
  ///   into an array (elements lacking it are skipped), so `"authors.name"` over
  ///   `{"authors": [{"name": "A"}, {"name": "B"}]}` gives `["A", "B"]`. Collected arrays are
  ///   not flattened.
  ///
  /// An empty path returns the value itself. Keys that contain a dot cannot be reached through a
  /// path; use the key subscript (`json["a.b"]`) for them.
  /// - Parameter path: components separated by `.`.
  public subscript(path path: String) -> JSON? {
    if path.isEmpty { return self }
    return value(at: path.split(separator: ".", omittingEmptySubsequences: false)[...])
  }

  private func value(at components: ArraySlice<Substring>) -> JSON? {
    guard let first = components.first else { return self }
    let rest = components.dropFirst()
    switch self {
    case .object(let members):
      return members[String(first)]?.value(at: rest)
    case .array(let elements):
      if !first.isEmpty, first.allSatisfy({ $0.isASCII && $0.isNumber }) {
        guard let index = Int(first), elements.indices.contains(index) else { return nil }
        return elements[index].value(at: rest)
      }
      let collected = elements.compactMap { $0.value(at: components) }
      return collected.isEmpty ? nil : .array(collected)
    default:
      return nil
    }
  }
}
