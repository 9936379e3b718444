import SiftCore

/// An immutable, searchable state of an index: what every search reads.
///
/// Records are stored once, by document id. Document ids are assigned in `customRanking` order
/// (ties in insertion order), so the custom criterion and the final tie-break are cheap. Writes
/// build a new snapshot and swap it in; a search keeps the snapshot it started with.
final class IndexSnapshot: Sendable {
  /// Position gap between the elements of an array attribute, so proximity never spans them.
  static let arrayElementGap = 8
  /// Bits of a posting's packed `field << positionBits | position`.
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
  /// `postingOffsets[t] ..< postingOffsets[t + 1]` are term `t`'s postings, sorted by document
  /// then field and position.
  let postingOffsets: [Int]
  let postingDocs: [UInt32]
  let postingFieldPositions: [UInt32]
  /// Per document, a bit per field (first 64) whose value is a single word.
  let singleWordFields: [UInt64]
  /// The only searchable field at the lowest level, when it is ordered: a match at its
  /// position 0 has the best possible attribute value.
  let leadingField: Int?
  /// Per field, the term of the first word by document (`UInt32.max` for none), with
  /// ``notAtPositionZero`` set when that word is not at position 0; empty with more than
  /// ``maxFirstTermFields`` fields. Lets a short single-word query find its best-attribute
  /// documents without walking postings.
  let firstTerms: [[UInt32]]
  /// The flag of a ``firstTerms`` entry whose word is not at position 0.
  static let notAtPositionZero: UInt32 = 1 << 31
  /// Documents of the one-letter prefixes with at least an eighth as many postings as documents,
  /// keyed by the prefix's first term id: `(end of its term range, its documents)`. A short
  /// last word then costs a bitmap copy instead of a walk over its postings; there are at most
  /// 8 × (postings / documents) of them, n/8 bytes each.
  let prefixDocuments: [Int: (end: Int, documents: DocSet)]
  /// The most fields for which ``firstTerms`` is kept (4 bytes per document each).
  static let maxFirstTermFields = 8
  /// The largest position of any posting (bounds the attribute criterion).
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

  /// Builds a snapshot of `entries` (in insertion order) under `settings`.
  /// - Parameters:
  ///   - values: the records already at hand, beside `entries` (`nil`, or a missing tail, for
  ///     those decoded from `entries`).
  /// - Complexity: O(n log n + total words) for n records.
  init(
    entries: [(objectID: String, record: CompactRecord)], values decoded: [JSON?] = [],
    settings: LocalIndexSettings
  ) {
    self.settings = settings
    tokenizer = Tokenizer(separatorsToIndex: settings.separatorsToIndex)
    let values = entries.indices.map { index in
      (index < decoded.count ? decoded[index] : nil) ?? entries[index].record.value
    }

    // Document ids in customRanking order, ties in insertion order.
    let (order, customRanks) = Self.documentOrder(values: values, settings: settings)
    self.customRanks = customRanks
    records = order.map { entries[$0].record }
    objectIDs = ObjectIDColumn(order.map { entries[$0].objectID })

    var sortRanks: [LocalIndexSettings.SortCriterion: [UInt32]] = [:]
    let records = order.map { values[$0] }
    for case .sort(let criterion) in settings.ranking where sortRanks[criterion] == nil {
      sortRanks[criterion] = Self.criterionRanks(
        records, path: AttributePath(criterion.attribute), descending: criterion.isDescending)
    }
    self.sortRanks = sortRanks

    let fields = Self.fields(settings: settings, records: records)
    self.fields = fields

    // Postings: per term, (document << 32 | field << positionBits | position), in order.
    var termIDs: [[UInt32]: Int] = [:]
    var postings: [[UInt64]] = []
    var singleWordFields = [UInt64](repeating: 0, count: records.count)
    let keepsFirstTerms = fields.count <= Self.maxFirstTermFields
    // Discovery term ids (renumbered once terms are sorted), flagged as in `firstTerms`.
    var firstTerms =
      keepsFirstTerms
      ? [[UInt32]](
        repeating: [UInt32](repeating: .max, count: records.count), count: fields.count) : []
    let tokenizer = self.tokenizer
    for (doc, record) in records.enumerated() {
      for (fieldIndex, field) in fields.enumerated() {
        guard let value = record.attributeValue(field.name) else { continue }
        var position = 0
        var words = 0
        let gap = { position += Self.arrayElementGap }
        Self.forEachText(in: value, gap: gap) { text in
          tokenizer.forEachToken(in: text) { token in
            let id: Int
            if let existing = termIDs[token.folded] {
              id = existing
            } else {
              id = postings.count
              termIDs[token.folded] = id
              postings.append([])
            }
            let packed =
              UInt64(doc) << 32 | UInt64(fieldIndex) << UInt64(Self.positionBits)
              | UInt64(min(position, (1 << Int(Self.positionBits)) - 1))
            postings[id].append(packed)
            if keepsFirstTerms, words == 0 {
              firstTerms[fieldIndex][doc] =
                UInt32(truncatingIfNeeded: id) | (position == 0 ? 0 : Self.notAtPositionZero)
            }
            position += 1
            words += 1
          }
        }
        if words == 1, fieldIndex < 64 { singleWordFields[doc] |= 1 << UInt64(fieldIndex) }
      }
    }
    self.singleWordFields = singleWordFields
    var maxPosition = 0
    let sortedTerms = termIDs.keys.sorted { $0.lexicographicallyPrecedes($1) }
    terms = TermDictionary(sortedTerms: sortedTerms)
    var offsets = [0]
    var docs: [UInt32] = []
    var fieldPositions: [UInt32] = []
    offsets.reserveCapacity(sortedTerms.count + 1)
    var sortedIDs = [UInt32](repeating: 0, count: sortedTerms.count)
    for (termIndex, term) in sortedTerms.enumerated() {
      sortedIDs[termIDs[term, default: 0]] = UInt32(termIndex)
    }
    for field in firstTerms.indices {
      for doc in firstTerms[field].indices where firstTerms[field][doc] != .max {
        let entry = firstTerms[field][doc]
        let id = Int(entry & ~Self.notAtPositionZero)
        firstTerms[field][doc] = sortedIDs[id] | (entry & Self.notAtPositionZero)
      }
    }
    for term in sortedTerms {
      for packed in postings[termIDs[term, default: 0]] {
        docs.append(UInt32(truncatingIfNeeded: packed >> 32))
        fieldPositions.append(UInt32(truncatingIfNeeded: packed))
        maxPosition = max(maxPosition, Int(packed & ((1 << UInt64(Self.positionBits)) - 1)))
      }
      offsets.append(docs.count)
    }
    postingOffsets = offsets
    self.firstTerms = firstTerms
    var prefixDocuments: [Int: (end: Int, documents: DocSet)] = [:]
    var start = 0
    while start < sortedTerms.count {
      let first = sortedTerms[start].first
      var end = start + 1
      while end < sortedTerms.count, sortedTerms[end].first == first { end += 1 }
      if (offsets[end] - offsets[start]) * 8 >= records.count, records.count >= 64 {
        var set = DocSet(universe: records.count)
        docs.withUnsafeBufferPointer { docs in
          set.insert(contentsOf: UnsafeBufferPointer(rebasing: docs[offsets[start]..<offsets[end]]))
        }
        prefixDocuments[start] = (end, set)
      }
      start = end
    }
    self.prefixDocuments = prefixDocuments
    let lowest = fields.map(\.level).min()
    let leading = fields.indices.filter { fields[$0].level == lowest }
    leadingField = leading.count == 1 && !fields[leading[0]].isUnordered ? leading[0] : nil
    self.maxPosition = maxPosition
    postingDocs = docs
    postingFieldPositions = fieldPositions

    let columns = Self.columns(records: records, settings: settings)
    facets = columns.facets
    numerics = columns.numerics
    geoPoints = columns.geoPoints
    distinctGroups = columns.distinctGroups
    #if DEBUG
      checkInvariants()
    #endif
  }

  /// The searchable fields: the configured levels, or every top-level attribute at one level.
  private static func fields(settings: LocalIndexSettings, records: [JSON]) -> [SearchableField] {
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
    for record in records {
      for key in record.objectValue?.keys ?? [:].keys where !key.hasPrefix("_") && key != "objectID"
      {
        names.insert(key)
      }
    }
    return names.sorted().map { SearchableField(name: $0, level: 0, isUnordered: true) }
  }

  /// Calls `body` with each text of a value (strings, numbers as text; arrays and objects
  /// walked in order), and `gap` between array elements.
  static func forEachText(in value: JSON, gap: () -> Void, _ body: (String) -> Void) {
    switch value {
    case .string(let text): body(text)
    case .number(let number): body(number.description)
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        if index > 0 { gap() }
        forEachText(in: element, gap: gap, body)
      }
    case .object(let members):
      for key in members.keys.sorted() {
        forEachText(in: members[key, default: .null], gap: gap, body)
      }
    case .bool, .null: break
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

  /// The range of term `id`'s postings.
  func postings(of term: Int) -> Range<Int> {
    postingOffsets[term]..<postingOffsets[term + 1]
  }

  #if DEBUG
    /// Checks the structure's invariants (debug builds only).
    func checkInvariants() {
      terms.checkInvariants()
      assert(objectIDs.count == records.count && objectIDs.sorted.count == records.count)
      objectIDs.checkInvariants()
      assert(firstTerms.isEmpty || firstTerms.count == fields.count)
      for column in firstTerms {
        assert(column.count == records.count)
        for entry in column where entry != .max {
          assert(Int(entry & ~Self.notAtPositionZero) < terms.count, "first term out of range")
        }
      }
      assert(postingOffsets.count == terms.count + 1 && postingOffsets.last == postingDocs.count)
      for term in 0..<terms.count {
        let range = postings(of: term)
        for index in range.dropFirst() {
          let previous =
            (UInt64(postingDocs[index - 1]) << 32) | UInt64(postingFieldPositions[index - 1])
          let current = (UInt64(postingDocs[index]) << 32) | UInt64(postingFieldPositions[index])
          assert(previous <= current, "postings of term \(term) out of order")
        }
      }
      for doc in customRanks.indices.dropFirst() {
        assert(customRanks[doc - 1] <= customRanks[doc], "documents not in customRanking order")
      }
      for column in facets.values { column.checkInvariants(documents: records.count) }
    }
  #endif
}
