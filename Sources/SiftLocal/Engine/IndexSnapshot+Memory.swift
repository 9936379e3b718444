import SiftCore

extension IndexSnapshot {
  /// Heap bytes of a string (none when stored inline).
  private static func bytes(_ string: String) -> Int {
    string.utf8.count > 15 ? 32 + string.utf8.count : 0
  }

  /// Bytes of a dictionary's storage, without what its keys and values point to.
  private static func bytes<Key, Value>(_ dictionary: [Key: Value]) -> Int {
    64 + dictionary.capacity * (MemoryLayout<Key>.stride + MemoryLayout<Value>.stride)
      + dictionary.capacity / 8
  }

  /// What the snapshot holds, by part (see ``IndexMemory``).
  /// - Complexity: O(facet values + filter keys), or O(documents) for records built in this
  ///   process (their pages are counted once each).
  var memoryFootprint: IndexMemory {
    var mapped = 0
    func bytes<T>(_ array: IndexArray<T>) -> Int {
      mapped += array.mappedBytes
      return array.memoryBytes
    }
    let dictionary = bytes(terms.scalars) + bytes(terms.offsets) + bytes(terms.nodes)
    var postings =
      bytes(termDocOffsets) + bytes(termDocs) + bytes(termGroupOffsets) + bytes(groupBuckets)
      + bytes(groupEnds) + bytes(occurrenceOffsets) + occurrences.memoryBytes
      + bytes(wholeFieldTerms) + Self.bytes(denseTermDocuments)
    mapped += occurrences.mappedBytes
    for bitmap in denseTermDocuments.values { postings += bytes(bitmap.words) }
    var columns = objectIDs.memoryBytes
    mapped += objectIDs.mappedBytes
    columns += bytes(customRanks)
    columns += Self.bytes(prefixDocuments)
    for prefix in prefixDocuments.values { columns += bytes(prefix.documents.words) }
    columns += Self.bytes(sortRanks)
    for ranks in sortRanks.values { columns += bytes(ranks) }
    columns += geoPoints.memoryBytes
    mapped += geoPoints.mappedBytes
    columns += distinctGroups.map { bytes($0) } ?? 0
    columns += Self.bytes(facets)
    // A numeric facet shares its numbers with the numeric column of its attribute.
    var shared: Set<UInt> = []
    for column in facets.values {
      columns += column.memoryBytes
      mapped += column.mappedBytes
      if let numeric = column.numericFilter { shared.insert(numeric.docs.address) }
    }
    columns += Self.bytes(numerics)
    for column in numerics.values where !shared.contains(column.docs.address) {
      columns += column.memoryBytes
      mapped += column.mappedBytes
    }
    mapped += records.mappedBytes
    return IndexMemory(
      dictionary: dictionary, postings: postings, columns: columns, records: records.memoryBytes,
      mapped: mapped)
  }
}
