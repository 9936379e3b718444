/// One searchable attribute, flattened out of the `searchableAttributes` levels.
struct SearchableField: Sendable, Hashable {
  /// The attribute name (a key, or a dotted path).
  var name: String
  /// Its level: 0 for the most important.
  var level: Int
  /// Whether positions inside it are ignored by the attribute criterion.
  var isUnordered: Bool
}
