import SiftCore

extension LocalIndex {
  /// One write of a batch (see ``LocalIndex/apply(_:)``).
  public enum Operation: Sendable, Hashable {
    /// Adds a record, replacing any record with its objectID; an objectID is generated when
    /// the record has none.
    case add(JSON)
    /// Replaces (or adds) the record with the record's objectID, which is required.
    case replace(JSON)
    /// Changes some attributes of the record with the update's objectID (required); creates the
    /// record when it is missing and `createIfNotExists` is set.
    case partialUpdate(JSON, createIfNotExists: Bool)
    /// Deletes the record with this objectID (nothing happens when there is none).
    case delete(objectID: String)
    /// Deletes every record.
    case clear
  }
}
