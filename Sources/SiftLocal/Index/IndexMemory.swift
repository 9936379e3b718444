/// The memory an index's snapshot holds, in bytes, by part, as the engine counts it: each
/// array's allocated capacity times its element size plus its header, dictionaries by capacity,
/// strings longer than the 15 bytes Swift stores inline by their UTF-8 length.
///
/// ```swift
/// let memory = index.memoryFootprint
/// print(memory.structures, memory.records, memory.total)
/// ```
public struct IndexMemory: Sendable, Hashable {
  /// The term dictionary (folded words).
  public var dictionary: Int
  /// Postings: documents and field positions per term.
  public var postings: Int
  /// Per-document columns: objectIDs and their lookup, ranks, facets, numbers, geo, distinct.
  public var columns: Int
  /// The stored records (compact binary form).
  public var records: Int

  /// Creates a footprint from its parts.
  /// - Parameters:
  ///   - dictionary: bytes of the term dictionary.
  ///   - postings: bytes of the postings.
  ///   - columns: bytes of the per-document columns.
  ///   - records: bytes of the stored records.
  public init(dictionary: Int, postings: Int, columns: Int, records: Int) {
    self.dictionary = dictionary
    self.postings = postings
    self.columns = columns
    self.records = records
  }

  /// The search structures: dictionary, postings and columns (what a search engine's index
  /// holds), without the stored records.
  public var structures: Int { dictionary + postings + columns }

  /// Everything: the structures and the stored records.
  public var total: Int { structures + records }
}
