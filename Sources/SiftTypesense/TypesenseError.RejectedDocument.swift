extension TypesenseError {
  /// A document Typesense rejected during an import: its position in the import, its objectID
  /// and Typesense's message.
  public struct RejectedDocument: Sendable, Hashable, CustomStringConvertible {
    /// The zero-based position of the record in the imported records.
    public var position: Int
    /// The record's objectID (its Typesense `id`).
    public var objectID: String
    /// Typesense's reason.
    public var message: String

    /// Creates a rejected document.
    ///
    /// - Parameters:
    ///   - position: The record's position.
    ///   - objectID: The record's objectID.
    ///   - message: Typesense's reason.
    public init(position: Int, objectID: String, message: String) {
      self.position = position
      self.objectID = objectID
      self.message = message
    }

    /// `#12 (objectID "p12"): <message>`.
    public var description: String {
      "#\(position) (objectID \"\(objectID)\"): \(message)"
    }
  }
}
