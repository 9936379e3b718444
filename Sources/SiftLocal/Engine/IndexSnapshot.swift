import SiftCore

/// An immutable, searchable state of an index: what every search reads.
///
/// Records are stored once, by document id. Document ids are assigned in `customRanking` order
/// (ties in insertion order), so the custom criterion and the final tie-break are cheap. Writes
/// build a new snapshot and swap it in; a search keeps the snapshot it started with.
final class IndexSnapshot: Sendable {
  /// Position gap between the elements of an array attribute, so proximity never spans them.
  static let arrayElementGap = 8

  let settings: LocalIndexSettings
  /// The placeholder tokens (`<streetnumber>`) indexed whole, as placeholder synonyms need.
  let placeholders: Set<String>
  let tokenizer: Tokenizer
  /// Records by document id, compact (decoded for the hits returned).
  let records: RecordList
  /// Object ids by document id, and the documents sorted by object id.
  let objectIDs: ObjectIDColumn
  /// Searchable attributes, flattened.
  let fields: [SearchableField]
  /// Folded words, sorted.
  let terms: TermDictionary
  /// `termDocOffsets[t] ..< termDocOffsets[t + 1]` in ``termDocs`` are the documents holding
  /// term `t`, each once, grouped by attribute bucket (see ``WordIndex/termDocs``).
  let termDocOffsets: IndexArray<UInt32>
  let termDocs: IndexArray<UInt32>
  /// Each term's groups of documents by attribute bucket (see ``WordIndex/termGroupOffsets``).
  let termGroupOffsets: IndexArray<UInt32>
  let groupBuckets: IndexArray<AttributeBucket>
  let groupEnds: IndexArray<UInt32>
  /// The documents of the terms held by at least a sixteenth of the documents, as bitmaps (as
  /// small as their lists, and a union costs n/64 word operations).
  let denseTermDocuments: [Int: DocBitmap]
  /// The occurrence index: each document's words sorted by term (see
  /// ``WordIndex/occurrenceOffsets``).
  let occurrenceOffsets: IndexArray<UInt32>
  let occurrences: OccurrenceList
  /// The most words a document has.
  let maxDocumentWords: Int
  /// Documents of the one-letter prefixes held by at least an eighth of the documents, keyed by
  /// the prefix's first term id: `(end of its term range, its documents)`. A short last word
  /// then costs a bitmap copy instead of a union of many lists; there are at most 8 of them
  /// per word of a document on average, n/8 bytes each.
  let prefixDocuments: [Int: (end: Int, documents: DocBitmap)]
  /// The typo expansions of recent query words.
  let expansions = WordExpansionCache()
  /// The word buffers of the bitmaps searches made and let go, for the next searches.
  let docSets = DocSetPool()
  /// The highlight scratches searches used, for the next searches.
  let highlightScratches = HighlightScratchPool()
  /// The keys of the first record, with a template of objects with them: the shape the hits of
  /// a search that read every member start from (``firstRecordShape()``).
  let recordShapeSeed = ComputedOnce<CompactRecord.Shape>()
  /// A bit per term: whether it is the only word of a field of some document (so a one-word
  /// query can be exact under `exactOnSingleWordQuery: attribute`).
  let wholeFieldTerms: IndexArray<UInt64>
  /// The largest position of a word in an ordered field (bounds the attribute criterion).
  let maxPosition: Int
  /// Facet columns of the declared facets and `_tags`.
  let facets: [String: FacetColumn]
  /// Sorted numbers of every attribute path holding numbers.
  let numerics: [String: NumericColumn]
  /// Dense `customRanking` rank by document id (0 first).
  let customRanks: IndexArray<UInt32>
  /// Dense ranks for the `asc(…)` / `desc(…)` criteria of `ranking`.
  let sortRanks: [LocalIndexSettings.SortCriterion: IndexArray<UInt32>]
  /// `_geoloc` points by document id.
  let geoPoints: GeoColumn
  /// Distinct group by document id (`nil` without `attributeForDistinct`; `UInt32.max` for a
  /// record lacking the attribute).
  let distinctGroups: IndexArray<UInt32>?
  /// The saved file the snapshot reads its structures from, mapped (`nil` for a snapshot built
  /// in this process).
  let file: MappedIndexFile?
  /// The prefix of the names of the snapshot's sections in ``file`` (`s0.`, …).
  let sectionPrefix: String
  /// The bytes in ``file`` of the small arrays (one element per document, term, group or value
  /// at most), checked whole before the first search reads them (``prepareToRead()``), so that
  /// reading an element of them checks nothing; and whether they were. (The large ones, a
  /// term's documents, a document's words, a record, are checked block by block as read.)
  private let smallArrays: [ByteSpan]
  private let smallArraysChecked: BlockFlags?

  var count: Int { records.count }

  /// Builds a snapshot of `entries` (in insertion order) under `settings`, reading the records
  /// in place.
  /// - Throws: ``LocalIndexError/tooManySearchableAttributes(count:limit:)`` when, without
  ///   `searchableAttributes`, the records have more top-level attributes than an index can
  ///   search.
  /// - Complexity: O(n log n + total words) for n records.
  convenience init(
    entries: [(objectID: String, record: CompactRecord)], settings: LocalIndexSettings,
    placeholders: Set<String> = []
  ) throws(LocalIndexError) {
    let fields = try Self.fields(settings: settings, entries: entries)
    self.init(entries: entries, settings: settings, fields: fields, placeholders: placeholders)
  }

  /// An empty snapshot under `settings`.
  static func empty(settings: LocalIndexSettings) -> IndexSnapshot {
    IndexSnapshot(
      entries: [], settings: settings, fields: configuredFields(settings) ?? [], placeholders: [])
  }

  /// Builds a snapshot of `entries` searching `fields`.
  private init(
    entries: [(objectID: String, record: CompactRecord)], settings: LocalIndexSettings,
    fields: [SearchableField], placeholders: Set<String>
  ) {
    self.settings = settings
    self.placeholders = placeholders
    tokenizer = Tokenizer(
      separatorsToIndex: settings.separatorsToIndex,
      keepDiacriticsOnCharacters: settings.keepDiacriticsOnCharacters)

    // One pass over the records in insertion order (their memory order) for the words, the
    // columns and the sort values: each record's members are found once.
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
    var words = WordIndex.Builder(
      fields: fields, tokenizer: tokenizer, placeholders: placeholders,
      camelCaseFields: Set(settings.camelCaseAttributes), capacity: entries.count,
      bytes: entries.reduce(0) { $0 + $1.record.count })
    var columnsBuilder = Self.ColumnsBuilder(settings: settings, capacity: entries.count)
    var members = CompactRecord.MemberTable()
    // `entries` keeps every record's page alive through the loop, so each record is read in
    // place with no closure per record (whose captures would be copied, and retained, each time).
    withExtendedLifetime(entries) {
      for position in entries.indices {
        members.load(CompactRecord.View(buffer: entries[position].record.unsafeBytes, start: 0))
        words.add(members)
        columnsBuilder.add(members)
        for index in sortPaths.indices {
          var value = SortValue.missing
          Unmanaged.passUnretained(sortPaths[index])._withUnsafeGuaranteedRef { path in
            path.withValue(in: members) { value = SortValue($0) }
          }
          sortValues[index].append(value)
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
    self.customRanks = IndexArray(customRanks)
    let permutation = DocumentPermutation(order: order)
    records = RecordList(order.map { entries[$0].record })
    objectIDs = ObjectIDColumn(order.map { entries[$0].objectID }, scratch: scratch)
    var sortRanks: [LocalIndexSettings.SortCriterion: IndexArray<UInt32>] = [:]
    for case .sort(let criterion) in settings.ranking where sortRanks[criterion] == nil {
      sortRanks[criterion] = IndexArray(permutation.documentOrdered(ranks(criterion)))
    }
    self.sortRanks = sortRanks

    let index = words.finish(permutation, fields: fields)
    terms = index.terms
    termDocOffsets = IndexArray(index.termDocOffsets)
    termDocs = IndexArray(index.termDocs)
    termGroupOffsets = IndexArray(index.termGroupOffsets)
    groupBuckets = IndexArray(index.groupBuckets)
    groupEnds = IndexArray(index.groupEnds)
    denseTermDocuments = index.denseTermDocuments.mapValues(DocBitmap.init)
    occurrenceOffsets = IndexArray(index.occurrenceOffsets)
    occurrences = index.occurrences
    var maxDocumentWords = 0
    for doc in 0..<entries.count {
      maxDocumentWords = max(
        maxDocumentWords, Int(occurrenceOffsets[doc + 1] - occurrenceOffsets[doc]))
    }
    self.maxDocumentWords = maxDocumentWords
    prefixDocuments = index.prefixDocuments.mapValues { ($0.end, DocBitmap($0.documents)) }
    maxPosition = index.maxPosition
    wholeFieldTerms = IndexArray(index.wholeFieldTerms)

    let columns = columnsBuilder.finish(permutation, scratch: scratch)
    facets = columns.facets
    numerics = columns.numerics
    geoPoints = columns.geoPoints
    distinctGroups = columns.distinctGroups.map(IndexArray.init)
    file = nil
    sectionPrefix = ""
    smallArrays = []
    smallArraysChecked = nil
    #if DEBUG || SIFT_INTERNAL_CHECKS
      checkInvariants()
    #endif
  }

  /// A snapshot from the parts of a saved one (see ``Parts``): nothing is rebuilt.
  /// - Parameter placeholders: the placeholder tokens its words were indexed with (its
  ///   synonyms'), which searches must read as such.
  init(parts: Parts, placeholders: Set<String>) {
    settings = parts.settings
    self.placeholders = placeholders
    tokenizer = Tokenizer(
      separatorsToIndex: parts.settings.separatorsToIndex,
      keepDiacriticsOnCharacters: parts.settings.keepDiacriticsOnCharacters)
    records = parts.records
    objectIDs = parts.objectIDs
    fields = parts.fields
    terms = parts.terms
    termDocOffsets = parts.termDocOffsets
    termDocs = parts.termDocs
    termGroupOffsets = parts.termGroupOffsets
    groupBuckets = parts.groupBuckets
    groupEnds = parts.groupEnds
    denseTermDocuments = parts.denseTermDocuments
    occurrenceOffsets = parts.occurrenceOffsets
    occurrences = parts.occurrences
    maxDocumentWords = parts.maxDocumentWords
    prefixDocuments = parts.prefixDocuments
    wholeFieldTerms = parts.wholeFieldTerms
    maxPosition = parts.maxPosition
    facets = parts.facets
    numerics = parts.numerics
    customRanks = parts.customRanks
    sortRanks = parts.sortRanks
    geoPoints = parts.geoPoints
    distinctGroups = parts.distinctGroups
    file = parts.file
    sectionPrefix = parts.sectionPrefix
    smallArrays = parts.file == nil ? [] : parts.smallArrays
    smallArraysChecked = parts.file == nil ? nil : BlockFlags(count: 1)
  }

  /// Checks the small arrays of a saved file's snapshot whole, the first time (see
  /// ``smallArrays``): what every search does before it reads the snapshot.
  @inline(__always)
  func prepareToRead() {
    guard let file, let checked = smallArraysChecked, !checked.isSet(0) else { return }
    checkSmallArrays(file, checked)
  }

  @inline(never)
  private func checkSmallArrays(_ file: MappedIndexFile, _ checked: BlockFlags) {
    for span in smallArrays {
      guard let start = UnsafeRawPointer(bitPattern: span.address) else { continue }
      file.verify(start, byteCount: span.count)
    }
    checked.set(0)
  }

  /// The fields of `searchableAttributes`, flattened, when set.
  private static func configuredFields(_ settings: LocalIndexSettings) -> [SearchableField]? {
    guard let levels = settings.searchableAttributes else { return nil }
    var fields: [SearchableField] = []
    for (level, attribute) in levels.enumerated() {
      for name in attribute.names {
        fields.append(SearchableField(name: name, level: level, isUnordered: attribute.isUnordered))
      }
    }
    return fields
  }

  /// The searchable fields: the configured levels, or every top-level attribute at one level.
  private static func fields(
    settings: LocalIndexSettings, entries: [(objectID: String, record: CompactRecord)]
  ) throws(LocalIndexError) -> [SearchableField] {
    if let fields = configuredFields(settings) { return fields }
    var names: Set<String> = []
    for entry in entries {
      entry.record.withRoot { record in
        record.forEachMember { key, _ in
          let name = String(decoding: key, as: UTF8.self)
          if !name.hasPrefix("_"), name != "objectID" { names.insert(name) }
        }
      }
    }
    guard names.count <= FieldPosition.fieldLimit else {
      throw .tooManySearchableAttributes(count: names.count, limit: FieldPosition.fieldLimit)
    }
    return names.sorted().map { SearchableField(name: $0, level: 0, isUnordered: true) }
  }

  /// Appends the UTF-8 bytes of each text of a value made of strings (a string, or arrays of
  /// them) to `texts`, each with the number of array gaps before it: what
  /// ``forEachText(in:gap:_:)`` reports, without a call per text. Returns `false` for any other
  /// value (numbers, objects, booleans), which ``forEachText(in:gap:_:)`` reads.
  static func collectStringTexts(
    in value: CompactRecord.View, into texts: inout [(bytes: UnsafeBufferPointer<UInt8>, gaps: Int)]
  ) -> Bool {
    // A string (most fields), without the recursive walk below, whose captured variables are
    // checked for exclusive access at run time.
    if value.tag == .string {
      guard let text = value.string else { return false }
      texts.append((text, 0))
      return true
    }
    var pendingGaps = 0
    func collect(_ value: CompactRecord.View) -> Bool {
      switch value.tag {
      case .string?:
        guard let text = value.string else { return false }
        texts.append((text, pendingGaps))
        pendingGaps = 0
        return true
      case .array?:
        var isFirst = true
        var ok = true
        value.forEachElement { element in
          guard ok else { return }
          if !isFirst { pendingGaps += 1 }
          isFirst = false
          ok = collect(element)
        }
        return ok
      default:
        return value.tag == .null || value.tag == nil
      }
    }
    return collect(value)
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
  func record(_ doc: Int) -> JSON {
    prepareToRead()
    return records[doc].value
  }

  /// The document with this object id, if any.
  /// - Complexity: O(log n) string comparisons.
  func document(objectID: String) -> Int? {
    prepareToRead()
    return objectIDs.document(objectID)
  }

  /// The range of term `id`'s documents in ``termDocs`` (within them, whatever a saved file's
  /// offsets say).
  @inline(__always)
  func documents(of term: Int) -> Range<Int> {
    documents(ofTerms: term..<term + 1)
  }

  /// The range of the documents of terms `terms` (consecutive ids, below ``terms``' count) in
  /// ``termDocs``, within them whatever a saved file's offsets say.
  @inline(__always)
  func documents(ofTerms terms: Range<Int>) -> Range<Int> {
    let offsets = termDocOffsets
    guard offsets.isMapped else {
      // A snapshot's own offsets: in order, and within the documents.
      return offsets.withUnsafeBufferPointer {
        Int($0[terms.lowerBound])..<Int($0[terms.upperBound])
      }
    }
    return savedDocuments(ofTerms: terms)
  }

  /// ``documents(ofTerms:)`` in a saved file's postings: checked, and within them.
  @inline(never)
  private func savedDocuments(ofTerms terms: Range<Int>) -> Range<Int> {
    let upper = min(Int(termDocOffsets[terms.upperBound]), termDocs.count)
    let lower = min(Int(termDocOffsets[terms.lowerBound]), upper)
    return lower..<upper
  }

  /// The range of term `id`'s groups in ``groupBuckets`` and ``groupEnds`` (within them,
  /// whatever a saved file's offsets say).
  @inline(__always)
  func groups(of term: Int) -> Range<Int> {
    guard termGroupOffsets.isMapped else {
      return termGroupOffsets.withUnsafeBufferPointer { Int($0[term])..<Int($0[term + 1]) }
    }
    return savedGroups(of: term)
  }

  /// ``groups(of:)`` in a saved file's groups: checked, and within them.
  @inline(never)
  private func savedGroups(of term: Int) -> Range<Int> {
    let limit = min(groupBuckets.count, groupEnds.count)
    let range = StringTable.clamped(termGroupOffsets[term], termGroupOffsets[term + 1], limit)
    return range
  }

  /// The range of document `doc`'s words in the occurrence index (within it, and at most
  /// ``maxDocumentWords`` of them, whatever a saved file's offsets say).
  @inline(never)
  func occurrenceRange(of doc: Int) -> Range<Int> {
    let upper = min(Int(occurrenceOffsets[doc + 1]), occurrences.count)
    let lower = min(Int(occurrenceOffsets[doc]), upper)
    let range = lower..<min(upper, lower + maxDocumentWords)
    occurrences.verify(range)
    return range
  }

  /// Whether term `term` is the only word of a field of some document.
  func isWholeField(_ term: Int) -> Bool {
    guard term >> 6 < wholeFieldTerms.count else { return false }
    return wholeFieldTerms[term >> 6] & (1 << UInt64(term & 63)) != 0
  }

  /// Throws the damage a check of the saved file this snapshot reads found, if any (see
  /// ``MappedIndexFile/checkDamage()``).
  /// - Throws: ``LocalIndexError/corruptFile(path:part:reason:)``.
  @inline(__always)
  func checkDamage() throws(LocalIndexError) {
    try file?.checkDamage()
  }

  #if DEBUG || SIFT_INTERNAL_CHECKS
    /// Checks the structure's invariants (debug builds, or with `SIFT_INTERNAL_CHECKS`).
    func checkInvariants() {
      var check = InvariantCheck()
      validate(into: &check)
      assert(check.isClean, check.violation ?? "")
      assert(records.allSatisfy { $0.page.isSealed }, "a record of an unpublished page")
    }
  #endif

  /// Checks the structure's invariants (see ``InvariantCheck``): what a search relies on, so
  /// that a saved index whose checksums hold but whose structures do not is found out
  /// (``verifyWhole(prefix:)``). It reads every element within its array whatever it holds, and
  /// stops at the first violation.
  /// - Parameter checked: whether the term dictionary and the objectID order are already
  ///   checked.
  /// - Complexity: O(structure size).
  func validate(into check: inout InvariantCheck, termsAndObjectIDsChecked checked: Bool = false) {
    if !checked { terms.validate(into: &check) }
    check.expect(
      objectIDs.count == records.count && objectIDs.sorted.count == records.count,
      "not one objectID per record")
    guard check.isClean else { return }
    if !checked { objectIDs.validate(into: &check) }
    records.validate(into: &check)
    let documents = records.count
    check.expect(
      Checks.areOffsets(termDocOffsets, count: terms.count + 1, total: termDocs.count),
      "term document offsets do not cover them")
    check.expect(
      Checks.areOffsets(occurrenceOffsets, count: documents + 1, total: occurrences.count),
      "occurrence offsets do not cover them")
    check.expect(Checks.allBelow(termDocs, documents), "a term document out of range")
    check.expect(occurrences.allTermsBelow(terms.count), "an occurrence term out of range")
    guard check.isClean else { return }
    occurrenceOffsets.withUnsafeBufferPointer { offsets in
      var most = 0
      for doc in 0..<documents { most = max(most, Int(offsets[doc + 1] &- offsets[doc])) }
      check.expect(most <= maxDocumentWords, "a document has more words than the most")
    }
    check.expect(occurrences.allFieldsBelow(fields.count), "an occurrence in no field")
    guard check.isClean else { return }
    if let doc = occurrences.firstDocumentOutOfOrder(offsets: occurrenceOffsets) {
      check.expect(false, "occurrences of document \(doc) out of order")
    }
    check.expect(
      Checks.areOffsets(termGroupOffsets, count: terms.count + 1, total: groupBuckets.count)
        && groupEnds.count == groupBuckets.count, "term groups do not cover the terms")
    check.expect(wholeFieldTerms.count * 64 >= terms.count, "whole-field bits too few")
    guard check.isClean else { return }
    termDocs.withUnsafeBufferPointer { termDocs in
      for term in 0..<terms.count where check.isClean {
        var start = Int(termDocOffsets[term])
        let groups = Int(termGroupOffsets[term])..<Int(termGroupOffsets[term + 1])
        for group in groups where check.isClean {
          if group > groups.lowerBound {
            check.expect(
              groupBuckets[group - 1] < groupBuckets[group], "groups of term \(term) out of order")
          }
          let end = Int(groupEnds[group])
          guard end >= start, end <= Int(termDocOffsets[term + 1]) else {
            check.expect(false, "groups of term \(term) out of its documents")
            return
          }
          for index in (start + 1)..<max(start + 1, end)
          where termDocs[index - 1] >= termDocs[index] {
            check.expect(false, "documents of term \(term) out of order")
            return
          }
          start = end
        }
        check.expect(
          start == Int(termDocOffsets[term + 1]), "groups of term \(term) do not cover it")
      }
    }
    check.expect(customRanks.count == documents, "not one custom rank per record")
    guard check.isClean else { return }
    customRanks.withUnsafeBufferPointer { ranks in
      for doc in ranks.indices.dropFirst() where ranks[doc - 1] > ranks[doc] {
        check.expect(false, "documents not in customRanking order")
        break
      }
    }
    for (criterion, ranks) in sortRanks {
      check.expect(
        ranks.count == documents && Checks.allBelow(ranks, max(documents, 1)),
        "ranks of \(criterion.algoliaForm) out of range")
    }
    check.expect(
      distinctGroups.map { $0.count == documents } ?? true, "not one distinct group per record")
    check.expect(
      geoPoints.offsets.isEmpty
        || Checks.areOffsets(
          geoPoints.offsets, count: documents + 1, total: geoPoints.points.count),
      "geo offsets do not cover the points")
    for (term, bitmap) in denseTermDocuments {
      check.expect(
        term >= 0 && term < terms.count && bitmap.universe == documents,
        "a frequent term's documents out of range")
    }
    for (term, prefix) in prefixDocuments {
      check.expect(
        term >= 0 && term < prefix.end && prefix.end <= terms.count
          && prefix.documents.universe == documents, "a prefix's documents out of range")
    }
    for (name, column) in facets where check.isClean {
      column.validate(documents: documents, into: &check)
      if let violation = check.violation { check = InvariantCheck(facet: name, violation) }
    }
    for (name, column) in numerics where check.isClean {
      column.validate(documents: documents, into: &check)
      if let violation = check.violation { check = InvariantCheck(numeric: name, violation) }
    }
  }

  /// Checks every byte this snapshot reads from a saved file (its checksums) and every
  /// structure (``validate(into:termsAndObjectIDsChecked:)``); nothing for a snapshot built in
  /// this process.
  /// - Parameter prefix: the snapshot's sections' prefix (`s0.`, …), to name them.
  /// - Throws: ``LocalIndexError/corruptFile(path:part:reason:)`` for the first problem.
  /// - Complexity: O(size of the snapshot).
  func verifyWhole(prefix: String? = nil) throws(LocalIndexError) {
    let prefix = prefix ?? sectionPrefix
    guard let file else { return }
    try verifyStored()
    func fail(_ part: String, _ check: InvariantCheck) throws(LocalIndexError) {
      if let violation = check.violation {
        throw .corruptFile(path: file.path, part: part, reason: violation)
      }
    }
    var check = InvariantCheck()
    terms.validate(into: &check)
    let termsPart =
      Checks.areOffsets(terms.offsets, total: terms.scalars.count)
      && Checks.isWellFormedTrie(terms.nodes, termCount: terms.count)
    try fail("section \(prefix)" + (termsPart ? "terms.scalars" : "terms.trie"), check)
    objectIDs.validate(into: &check)
    try fail("section \(prefix)objectIDs.sorted", check)
    validate(into: &check, termsAndObjectIDsChecked: true)
    try fail("the sections \(prefix)*", check)
  }

  /// Checks the checksums of every byte this snapshot reads from a saved file (its records'
  /// included); nothing for a snapshot built in this process.
  /// - Throws: ``LocalIndexError/corruptFile(path:part:reason:)`` for the first damage.
  /// - Complexity: O(size of the file), the first time.
  func verifyStored() throws(LocalIndexError) {
    try file?.verifyAll()
    records.verifyAll()
    for source in records.sources { try source.checkDamage() }
  }
}
