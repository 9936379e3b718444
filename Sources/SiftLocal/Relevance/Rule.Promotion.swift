extension Rule {
  /// Records a rule places at a position of the hits (zero-based), one after the other.
  public struct Promotion: Sendable, Hashable {
    /// The records' objectIDs, in order.
    public var objectIDs: [String]
    /// The position of the first one.
    public var position: Int

    /// Promotes records from a position.
    /// - Parameters:
    ///   - objectIDs: the records' objectIDs, in order.
    ///   - position: the zero-based position of the first one.
    public init(objectIDs: [String], position: Int) {
      self.objectIDs = objectIDs
      self.position = position
    }

    /// Promotes one record.
    /// - Parameters:
    ///   - objectID: the record's objectID.
    ///   - position: its zero-based position.
    public init(objectID: String, position: Int) {
      self.init(objectIDs: [objectID], position: position)
    }
  }
}
