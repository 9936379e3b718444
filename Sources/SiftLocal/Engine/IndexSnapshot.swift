import SiftCore

/// An immutable, searchable state of an index: what every search reads.
///
/// Records are stored once, by document id. Document ids are assigned in `customRanking` order
/// (ties in insertion order), so the custom criterion and the final tie-break are cheap. Writes
/// build a new snapshot and swap it in; a search keeps the snapshot it started with.
final class IndexSnapshot: Sendable {
  /// Position gap between the elements of an array attribute, so proximity never spans them.
  static let arrayElementGap = 8
  /// Bits of the position in a packed `field << positionBits | position`.
  static let positionBits: UInt32 = 20

  let settings: LocalIndexSettings
  let tokenizer: Tokenizer
  /// Records by document id, compact (decoded for the hits returned).
  let records: [CompactRecord]
  /// Object ids by document id, and the documents sorted by object id.
  let objectIDs: ObjectIDColumn
  /// Searchable attributes, flattened.
  let fields: [SearchableField]
  /// Folded words, sorted.
  let terms: TermDictionary
  /// `termDocOffsets[t] ..< termDocOffsets[t + 1]` in ``termDocs`` are the documents holding
  /// term `t`, sorted, each once.
  let termDocOffsets: [UInt32]
  let termDocs: [UInt32]
  /// The documents of the terms held by at least a sixteenth of the documents, as bitmaps (as
  /// small as their lists, and a union costs n/64 word operations).
  let denseTermDocuments: [Int: DocSet]
  /// The forward index: `tokenOffsets[d] ..< tokenOffsets[d + 1]` in ``tokens`` are document
  /// `d`'s words in field order, as term ids; see ``fieldMarker(_:)`` and ``gapMarker`` for the
  /// other tokens.
  let tokenOffsets: [UInt32]
  let tokens: [UInt32]
  /// The token after which an array attribute's next element starts (positions jump by
  /// ``arrayElementGap``).
  static let gapMarker = UInt32.max
  /// Tokens at or above this value are markers, not terms.
  let firstMarker: UInt32
  /// Documents of the one-letter prefixes held by at least an eighth of the documents, keyed by
  /// the prefix's first term id: `(end of its term range, its documents)`. A short last word
  /// then costs a bitmap copy instead of a union of many lists; there are at most 8 of them
  /// per word of a document on average, n/8 bytes each.
  let prefixDocuments: [Int: (end: Int, documents: DocSet)]
  /// The typo expansions of recent query words.
  let expansions = WordExpansionCache()
  /// A bit per term: whether it is the only word of a field of some document (so a one-word
  /// query can be exact under `exactOnSingleWordQuery: attribute`).
  let wholeFieldTerms: [UInt64]
  /// The largest position of any word (bounds the attribute criterion).
  let maxPosition: Int
  /// Facet columns of the declared facets and `_tags`.
  let facets: [String: FacetColumn]
  /// Sorted numbers of every attribute path holding numbers.
  let numerics: [String: NumericColumn]
  /// Dense `customRanking` rank by document id (0 first).
  let customRanks: [UInt32]
  /// Dense ranks for the `asc(…)` / `desc(…)` criteria of `ranking`.
  let sortRanks: [LocalIndexSettings.SortCriterion: [UInt32]]
  /// `_geoloc` points by document id.
  let geoPoints: GeoColumn
  /// Distinct group by document id (`nil` without `attributeForDistinct`; `UInt32.max` for a
  /// record lacking the attribute).
  let distinctGroups: [UInt32]?

  var count: Int { records.count }

  /// Builds a snapshot of `entries` (in insertion order) under `settings`, reading the records
  /// in place.
  /// - Complexity: O(n log n + total words) for n records.
  init(entries: [(objectID: String, record: CompactRecord)], settings: LocalIndexSettings) {
    self.settings = settings
    tokenizer = Tokenizer(separatorsToIndex: settings.separatorsToIndex)

    // One pass over the records in insertion order (their memory order) for the words, the
    // columns and the sort values: each record's members are found once.
    let fields = Self.fields(settings: settings, entries: entries)
    self.fields = fields
    var sortAttributes: [String] = []
    for criterion in settings.customRanking where !sortAttributes.contains(criterion.attribute) {
      sortAttributes.append(criterion.attribute)
    }
    for case .sort(let criterion) in settings.ranking
    where !sortAttributes.contains(criterion.attribute) {
      sortAttributes.append(criterion.attribute)
    }
    let sortPaths = sortAttributes.map(AttributePath.init)
    var sortValues = [[SortValue]](repeating: [], count: sortPaths.count)
    for index in sortValues.indices { sortValues[index].reserveCapacity(entries.count) }
    var words = WordIndex.Builder(fields: fields, tokenizer: tokenizer, capacity: entries.count)
    var columnsBuilder = Self.ColumnsBuilder(settings: settings, capacity: entries.count)
    var members = CompactRecord.MemberTable()
    entries.withUnsafeBufferPointer { entries in
      for position in entries.indices {
        entries[position].record.withRoot { record in
          members.load(record)
          words.add(members)
          columnsBuilder.add(members)
          for (index, path) in sortPaths.enumerated() {
            var value = SortValue.missing
            path.withValue(in: members) { value = SortValue($0) }
            sortValues[index].append(value)
          }
        }
      }
    }
    // The sorts of the build share their working memory.
    let scratch = RadixSort.Scratch()
    func ranks(_ criterion: LocalIndexSettings.SortCriterion) -> [UInt32] {
      let values = sortValues[sortAttributes.firstIndex(of: criterion.attribute) ?? 0]
      return Self.criterionRanks(values, descending: criterion.isDescending, scratch: scratch)
    }

    // Document ids in customRanking order, ties in insertion order.
    let (order, customRanks) = Self.documentOrder(
      ranks: settings.customRanking.map(ranks), count: entries.count, scratch: scratch)
    self.customRanks = customRanks
    let permutation = DocumentPermutation(order: order)
    records = order.map { entries[$0].record }
    objectIDs = ObjectIDColumn(order.map { entries[$0].objectID }, scratch: scratch)
    var sortRanks: [LocalIndexSettings.SortCriterion: [UInt32]] = [:]
    for case .sort(let criterion) in settings.ranking where sortRanks[criterion] == nil {
      sortRanks[criterion] = permutation.documentOrdered(ranks(criterion))
    }
    self.sortRanks = sortRanks

    let index = words.finish(permutation)
    terms = index.terms
    termDocOffsets = index.termDocOffsets
    termDocs = index.termDocs
    denseTermDocuments = index.denseTermDocuments
    tokenOffsets = index.tokenOffsets
    tokens = index.tokens
    firstMarker = index.firstMarker
    prefixDocuments = index.prefixDocuments
    maxPosition = index.maxPosition
    wholeFieldTerms = index.wholeFieldTerms

    let columns = columnsBuilder.finish(permutation, scratch: scratch)
    facets = columns.facets
    numerics = columns.numerics
    geoPoints = columns.geoPoints
    distinctGroups = columns.distinctGroups
    #if DEBUG || SIFT_INTERNAL_CHECKS
      checkInvariants()
    #endif
  }

  /// The searchable fields: the configured levels, or every top-level attribute at one level.
  private static func fields(
    settings: LocalIndexSettings, entries: [(objectID: String, record: CompactRecord)]
  ) -> [SearchableField] {
    if let levels = settings.searchableAttributes {
      var fields: [SearchableField] = []
      for (level, attribute) in levels.enumerated() {
        for name in attribute.names {
          fields.append(
            SearchableField(name: name, level: level, isUnordered: attribute.isUnordered))
        }
      }
      return fields
    }
    var names: Set<String> = []
    for entry in entries {
      entry.record.withRoot { record in
        record.forEachMember { key, _ in
          let name = String(decoding: key, as: UTF8.self)
          if !name.hasPrefix("_"), name != "objectID" { names.insert(name) }
        }
      }
    }
    return names.sorted().map { SearchableField(name: $0, level: 0, isUnordered: true) }
  }

  /// Calls `body` with the UTF-8 bytes of each text of a value (strings, numbers as text;
  /// arrays and objects walked in order, object members by key), and `gap` between array
  /// elements.
  static func forEachText(
    in value: CompactRecord.View, gap: () -> Void, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    switch value.tag {
    case .string?:
      if let text = value.string { body(text) }
    case .int?, .double?:
      guard var text = value.number?.description else { return }
      text.withUTF8(body)
    case .array?:
      var isFirst = true
      value.forEachElement { element in
        if !isFirst { gap() }
        isFirst = false
        forEachText(in: element, gap: gap, body)
      }
    case .object?:
      var members: [(key: String, value: CompactRecord.View)] = []
      value.forEachMember { key, member in
        members.append((String(decoding: key, as: UTF8.self), member))
      }
      members.sort { $0.key < $1.key }
      for member in members { forEachText(in: member.value, gap: gap, body) }
    case .true?, .false?, .null?, nil: break
    }
  }

  /// The record of document `doc`, decoded.
  /// - Complexity: O(size of the record).
  func record(_ doc: Int) -> JSON { records[doc].value }

  /// The document with this object id, if any.
  /// - Complexity: O(log n) string comparisons.
  func document(objectID: String) -> Int? {
    objectIDs.document(objectID)
  }

  /// The range of term `id`'s documents in ``termDocs``.
  func documents(of term: Int) -> Range<Int> {
    Int(termDocOffsets[term])..<Int(termDocOffsets[term + 1])
  }

  /// Whether term `term` is the only word of a field of some document.
  func isWholeField(_ term: Int) -> Bool {
    wholeFieldTerms[term >> 6] & (1 << UInt64(term & 63)) != 0
  }

  /// The marker token starting field `field` (a document's words start in field 0).
  static func fieldMarker(_ field: Int) -> UInt32 { UInt32.max - 1 - UInt32(field) }

  /// The field a marker token (other than ``gapMarker``) starts.
  static func field(ofMarker marker: UInt32) -> Int { Int(UInt32.max - 1 - marker) }

  #if DEBUG || SIFT_INTERNAL_CHECKS
    /// Checks the structure's invariants (debug builds, or with `SIFT_INTERNAL_CHECKS`).
    func checkInvariants() {
      terms.checkInvariants()
      assert(objectIDs.count == records.count && objectIDs.sorted.count == records.count)
      objectIDs.checkInvariants()
      assert(termDocOffsets.count == terms.count + 1)
      assert(termDocOffsets.last.map(Int.init) == termDocs.count)
      for term in 0..<terms.count {
        let range = documents(of: term)
        for index in range.dropFirst() {
          assert(termDocs[index - 1] < termDocs[index], "documents of term \(term) out of order")
        }
      }
      assert(tokenOffsets.count == records.count + 1)
      assert(tokenOffsets.last.map(Int.init) == tokens.count)
      for token in tokens {
        assert(token < terms.count || token >= firstMarker, "token out of range")
      }
      for doc in customRanks.indices.dropFirst() {
        assert(customRanks[doc - 1] <= customRanks[doc], "documents not in customRanking order")
      }
      for column in facets.values { column.checkInvariants(documents: records.count) }
    }
  #endif
}
