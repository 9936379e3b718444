extension IndexSnapshot {
  /// What a snapshot is made of, as saved: every stored structure but the tokenizer (made
  /// from the settings) and the expansion cache (a cache).
  struct Parts {
    var settings: LocalIndexSettings
    var records: [CompactRecord]
    var objectIDs: ObjectIDColumn
    var fields: [SearchableField]
    var terms: TermDictionary
    var termDocOffsets: [UInt32]
    var termDocs: [UInt32]
    var termGroupOffsets: [UInt32]
    var groupBuckets: [AttributeBucket]
    var groupEnds: [UInt32]
    var denseTermDocuments: [Int: DocSet]
    var occurrenceOffsets: [UInt32]
    var occurrences: OccurrenceList
    var maxDocumentWords: Int
    var prefixDocuments: [Int: (end: Int, documents: DocSet)]
    var wholeFieldTerms: [UInt64]
    var maxPosition: Int
    var facets: [String: FacetColumn]
    var numerics: [String: NumericColumn]
    var customRanks: [UInt32]
    var sortRanks: [LocalIndexSettings.SortCriterion: [UInt32]]
    var geoPoints: GeoColumn
    var distinctGroups: [UInt32]?
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
      distinctGroups: distinctGroups)
  }
}
