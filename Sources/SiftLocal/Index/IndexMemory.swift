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
  /// How many of these bytes are read in place from a saved file (mapped) rather than held in
  /// the process's own memory: nearly all of them for an index opened from a directory, none
  /// for one built in this process. The system can drop such pages and read them again from the
  /// file, so they do not count toward a process's footprint as its own memory does.
  public var mapped: Int

  /// Creates a footprint from its parts.
  /// - Parameters:
  ///   - dictionary: bytes of the term dictionary.
  ///   - postings: bytes of the postings.
  ///   - columns: bytes of the per-document columns.
  ///   - records: bytes of the stored records.
  ///   - mapped: how many of them are read in place from a saved file.
  public init(dictionary: Int, postings: Int, columns: Int, records: Int, mapped: Int = 0) {
    self.dictionary = dictionary
    self.postings = postings
    self.columns = columns
    self.records = records
    self.mapped = mapped
  }

  /// The search structures: dictionary, postings and columns (what a search engine's index
  /// holds), without the stored records.
  public var structures: Int { dictionary + postings + columns }

  /// Everything: the structures and the stored records.
  public var total: Int { structures + records }

  /// What the process holds in its own memory: everything but what is ``mapped``.
  public var owned: Int { total - mapped }
}
