extension TypesenseSearchService {
  /// How far an import has gone: reported after each batch of documents Typesense accepted.
  ///
  /// ```swift
  /// try await service.importRecords(contentsOf: file, into: "products") { progress in
  ///   print("\(progress.importedRecords) of \(progress.totalRecords)")
  /// }
  /// ```
  public struct ImportProgress: Sendable, Hashable {
    /// The records sent so far (the rejected ones included).
    public var importedRecords: Int
    /// The records of the whole import.
    public var totalRecords: Int
    /// The records Typesense rejected so far.
    public var rejectedRecords: Int

    /// Creates a progress report.
    ///
    /// - Parameters:
    ///   - importedRecords: The records sent so far.
    ///   - totalRecords: The records of the whole import.
    ///   - rejectedRecords: The records rejected so far.
    public init(importedRecords: Int, totalRecords: Int, rejectedRecords: Int = 0) {
      self.importedRecords = importedRecords
      self.totalRecords = totalRecords
      self.rejectedRecords = rejectedRecords
    }

    /// The share of the records sent, from 0 to 1 (1 for an import of no records).
    public var fractionCompleted: Double {
      totalRecords == 0 ? 1 : Double(importedRecords) / Double(totalRecords)
    }
  }
}
