extension IndexSnapshot {
  /// What a snapshot is made of, as saved: every stored structure but the tokenizer (made
  /// from the settings) and the expansion cache (a cache).
  struct Parts {
    var settings: LocalIndexSettings
    var records: RecordList
    var objectIDs: ObjectIDColumn
    var fields: [SearchableField]
    var terms: TermDictionary
    var termDocOffsets: IndexArray<UInt32>
    var termDocs: IndexArray<UInt32>
    var termGroupOffsets: IndexArray<UInt32>
    var groupBuckets: IndexArray<AttributeBucket>
    var groupEnds: IndexArray<UInt32>
    var denseTermDocuments: [Int: DocBitmap]
    var occurrenceOffsets: IndexArray<UInt32>
    var occurrences: OccurrenceList
    var maxDocumentWords: Int
    var prefixDocuments: [Int: (end: Int, documents: DocBitmap)]
    var wholeFieldTerms: IndexArray<UInt64>
    var maxPosition: Int
    var facets: [String: FacetColumn]
    var numerics: [String: NumericColumn]
    var customRanks: IndexArray<UInt32>
    var sortRanks: [LocalIndexSettings.SortCriterion: IndexArray<UInt32>]
    var geoPoints: GeoColumn
    var distinctGroups: IndexArray<UInt32>?
    /// The saved file the parts are read from (`nil` for a snapshot's own), and the prefix of
    /// their sections' names there.
    var file: MappedIndexFile? = nil
    var sectionPrefix = ""
    /// The bytes of the file's small arrays (see ``IndexSnapshot/prepareToRead()``).
    var smallArrays: [ByteSpan] = []
  }

  /// The snapshot's parts, to save.
  var parts: Parts {
    Parts(
      settings: settings, records: records, objectIDs: objectIDs, fields: fields, terms: terms,
      termDocOffsets: termDocOffsets, termDocs: termDocs, termGroupOffsets: termGroupOffsets,
      groupBuckets: groupBuckets, groupEnds: groupEnds, denseTermDocuments: denseTermDocuments,
      occurrenceOffsets: occurrenceOffsets, occurrences: occurrences,
      maxDocumentWords: maxDocumentWords, prefixDocuments: prefixDocuments,
      wholeFieldTerms: wholeFieldTerms, maxPosition: maxPosition, facets: facets,
      numerics: numerics, customRanks: customRanks, sortRanks: sortRanks, geoPoints: geoPoints,
      distinctGroups: distinctGroups, file: file, sectionPrefix: sectionPrefix)
  }
}
