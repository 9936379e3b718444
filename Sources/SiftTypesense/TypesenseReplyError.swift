/// A reply from Typesense that does not have the expected shape: what was expected, where.
struct TypesenseReplyError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, with the key path (`results[0].found: expected a number`).
  var description: String
}
