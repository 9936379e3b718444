import SiftCore

extension IndexSnapshot {
  /// Bytes of an array's allocation (header included).
  private static func bytes<T>(_ array: [T]) -> Int {
    32 + array.capacity * MemoryLayout<T>.stride
  }

  /// Heap bytes of a string (none when stored inline).
  private static func bytes(_ string: String) -> Int {
    string.utf8.count > 15 ? 32 + string.utf8.count : 0
  }

  /// Bytes of a dictionary's storage, without what its keys and values point to.
  private static func bytes<Key, Value>(_ dictionary: [Key: Value]) -> Int {
    64 + dictionary.capacity * (MemoryLayout<Key>.stride + MemoryLayout<Value>.stride)
      + dictionary.capacity / 8
  }

  /// The address of an array's storage (to tell a shared array from an equal copy).
  private static func address(_ array: [UInt32]) -> UInt {
    array.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
  }

  /// What the snapshot holds, by part (see ``IndexMemory``).
  /// - Complexity: O(documents + facet values + filter keys).
  var memoryFootprint: IndexMemory {
    let dictionary =
      Self.bytes(terms.scalars) + Self.bytes(terms.offsets) + Self.bytes(terms.nodes)
    let postings =
      Self.bytes(termDocOffsets) + Self.bytes(termDocs) + Self.bytes(termGroupOffsets)
      + Self.bytes(groupBuckets) + Self.bytes(groupEnds) + Self.bytes(occurrenceOffsets)
      + occurrences.memoryBytes
      + Self.bytes(wholeFieldTerms) + Self.bytes(denseTermDocuments)
      + denseTermDocuments.values.reduce(0) { $0 + Self.bytes($1.words) }
    var columns = objectIDs.memoryBytes
    columns += Self.bytes(customRanks)
    columns += Self.bytes(prefixDocuments)
    columns += prefixDocuments.values.reduce(0) { $0 + Self.bytes($1.documents.words) }
    columns += Self.bytes(sortRanks) + sortRanks.values.reduce(0) { $0 + Self.bytes($1) }
    columns += geoPoints.memoryBytes
    columns += distinctGroups.map { Self.bytes($0) } ?? 0
    columns += Self.bytes(facets)
    // A numeric facet shares its numbers with the numeric column of its attribute.
    var shared: Set<UInt> = []
    for column in facets.values {
      columns += column.memoryBytes
      if let numeric = column.numericFilter { shared.insert(Self.address(numeric.docs)) }
    }
    columns += Self.bytes(numerics)
    for column in numerics.values where !shared.contains(Self.address(column.docs)) {
      columns += column.memoryBytes
    }
    // Records share pages: each page counts once.
    var pages: Set<ObjectIdentifier> = []
    var records = Self.bytes(self.records)
    for record in self.records where pages.insert(ObjectIdentifier(record.page)).inserted {
      records += 32 + record.page.capacity
    }
    return IndexMemory(
      dictionary: dictionary, postings: postings, columns: columns, records: records)
  }
}
