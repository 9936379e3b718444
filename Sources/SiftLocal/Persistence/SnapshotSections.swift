import SiftCore

/// A snapshot's parts as sections of a saved index file, all named after a prefix (`s0.`,
/// `s1.`, …): each array as its raw bytes, read back into an array with one copy; the few
/// scalars and the layout (fields, which columns there are and of what kind) in a JSON
/// `meta` section. See SiftLocal.docc/PersistenceFormat.md for the list.
enum SnapshotSections {
  /// Writes `parts` under `prefix`; `recordOrder`, when given, is each document's position
  /// among the records section's records (a replica's documents are its primary's in another
  /// order).
  static func write(
    _ parts: IndexSnapshot.Parts, prefix: String, recordOrder: [UInt32]?,
    to file: inout IndexFileWriter
  ) throws(LocalIndexError) {
    func add<T: BitwiseCopyable>(_ name: String, _ array: [T]) throws(LocalIndexError) {
      try file.add(prefix + name, array)
    }
    func add<T: BitwiseCopyable>(_ name: String, _ array: IndexArray<T>) throws(LocalIndexError) {
      try file.add(prefix + name, array)
    }
    var meta: [String: JSON] = [
      "documents": JSON(parts.records.count),
      "fields": .array(
        parts.fields.map {
          ["name": .string($0.name), "level": JSON($0.level), "unordered": .bool($0.isUnordered)]
        }),
      "maxDocumentWords": JSON(parts.maxDocumentWords),
      "maxPosition": JSON(parts.maxPosition),
    ]
    if let recordOrder { try add("records", recordOrder) }

    let objectIDs = parts.objectIDs.saved
    meta["objectIDsASCII"] = .bool(objectIDs.isASCII)
    try add("objectIDs.bytes", objectIDs.bytes)
    try add("objectIDs.offsets", objectIDs.offsets)
    try add("objectIDs.sorted", objectIDs.sorted)

    try add("terms.scalars", parts.terms.scalars)
    try file.add(prefix + "terms.offsets", ints: parts.terms.offsets)
    try add("terms.trie", parts.terms.nodes)
    try add("termDocOffsets", parts.termDocOffsets)
    try add("termDocs", parts.termDocs)
    try add("termGroupOffsets", parts.termGroupOffsets)
    try add("groupBuckets", parts.groupBuckets)
    try add("groupEnds", parts.groupEnds)
    try add("occurrenceOffsets", parts.occurrenceOffsets)
    switch parts.occurrences {
    case .packed(let entries, let layout):
      try add("occurrences.packed", entries)
      meta["occurrenceLayout"] = ["placeBits": JSON(layout.placeBits), "shift": JSON(layout.shift)]
    case .wide(let entries):
      try add("occurrences", entries)
    }
    try add("wholeFieldTerms", parts.wholeFieldTerms)
    try add("customRanks", parts.customRanks)

    let dense = parts.denseTermDocuments.sorted { $0.key < $1.key }
    try file.add(prefix + "dense.keys", ints: dense.map(\.key))
    try file.add(prefix + "dense.universes", ints: dense.map(\.value.universe))
    try add("dense.words", dense.flatMap(\.value.words))
    let prefixes = parts.prefixDocuments.sorted { $0.key < $1.key }
    try file.add(prefix + "prefix.keys", ints: prefixes.map(\.key))
    try file.add(prefix + "prefix.ends", ints: prefixes.map(\.value.end))
    try file.add(prefix + "prefix.universes", ints: prefixes.map(\.value.documents.universe))
    try add("prefix.words", prefixes.flatMap(\.value.documents.words))

    let sortRanks = parts.sortRanks.sorted { $0.key.algoliaForm < $1.key.algoliaForm }
    meta["sortRanks"] = .array(sortRanks.map { .string($0.key.algoliaForm) })
    for (position, ranks) in sortRanks.enumerated() {
      try add("sortRanks.\(position)", ranks.value)
    }

    try add("geo.offsets", parts.geoPoints.offsets)
    try add("geo.points", parts.geoPoints.points)
    meta["distinct"] = .bool(parts.distinctGroups != nil)
    if let groups = parts.distinctGroups { try add("distinctGroups", groups) }

    var facetLayouts: [JSON] = []
    for (position, entry) in parts.facets.sorted(by: { $0.key < $1.key }).enumerated() {
      facetLayouts.append(
        try writeFacet(
          entry.value, name: entry.key, prefix: prefix + "facet.\(position).", to: &file))
    }
    meta["facets"] = .array(facetLayouts)
    var numericLayouts: [JSON] = []
    for (position, entry) in parts.numerics.sorted(by: { $0.key < $1.key }).enumerated() {
      // A numeric column the same attribute's facet shares is saved once, with the facet.
      let shared = parts.facets[entry.key]?.numericFilter == entry.value
      var layout: [String: JSON] = ["name": .string(entry.key), "sharedWithFacet": .bool(shared)]
      if !shared {
        layout["numbers"] = try writeNumeric(
          entry.value, prefix: prefix + "numeric.\(position).", to: &file)
      }
      numericLayouts.append(.object(layout))
    }
    meta["numerics"] = .array(numericLayouts)
    try file.add(prefix + "meta", json: .object(meta))
  }

  private static func writeFacet(
    _ column: FacetColumn, name: String, prefix: String, to file: inout IndexFileWriter
  ) throws(LocalIndexError) -> JSON {
    var layout: [String: JSON] = ["name": .string(name)]
    switch column.values {
    case .text(let strings):
      layout["values"] = "text"
      try file.add(prefix + "text.bytes", strings.bytes)
      try file.add(prefix + "text.offsets", strings.offsets)
    case .numbers(let numbers):
      layout["values"] = "numbers"
      try file.add(prefix + "numbers", numbers)
    }
    if !column.textNumbers.isEmpty {
      layout["textNumbers"] = true
      try file.add(prefix + "textNumbers.values", column.textNumbers.values)
      try file.add(prefix + "textNumbers.present", column.textNumbers.present)
    }
    switch column.docValues {
    case .none: layout["docValues"] = "none"
    case .uint8(let ids):
      layout["docValues"] = "uint8"
      try file.add(prefix + "ids", ids)
    case .uint16(let ids):
      layout["docValues"] = "uint16"
      try file.add(prefix + "ids", ids)
    case .uint32(let ids):
      layout["docValues"] = "uint32"
      try file.add(prefix + "ids", ids)
    case .multiple(let offsets, let ids):
      layout["docValues"] = "multiple"
      try file.add(prefix + "idOffsets", offsets)
      try file.add(prefix + "ids", ids)
    }
    let filter = column.textFilter
    try file.add(prefix + "filter.atomValues", filter.atomValues)
    try file.add(prefix + "filter.textOrder", filter.textOrder)
    try file.add(prefix + "filter.numericStringKeys", filter.numericStringKeys)
    try file.add(prefix + "filter.numericStringAtoms", filter.numericStringAtoms)
    try file.add(prefix + "filter.numberKeys", filter.numberKeys)
    try file.add(prefix + "filter.numberAtoms", filter.numberAtoms)
    try file.add(prefix + "filter.offsets", filter.offsets)
    try file.add(prefix + "filter.docs", filter.docs)
    if let numeric = column.numericFilter {
      layout["numericFilter"] = try writeNumeric(numeric, prefix: prefix + "numeric.", to: &file)
    }
    return .object(layout)
  }

  /// Writes a numeric column. - Returns: the kind of its numbers, `"int32"` or `"double"`.
  private static func writeNumeric(
    _ column: NumericColumn, prefix: String, to file: inout IndexFileWriter
  ) throws(LocalIndexError) -> JSON {
    let kind: String
    switch column.numbers {
    case .int32(let numbers):
      kind = "int32"
      try file.add(prefix + "int32", numbers)
    case .double(let numbers):
      kind = "double"
      try file.add(prefix + "double", numbers)
    }
    try file.add(prefix + "offsets", column.offsets)
    try file.add(prefix + "docs", column.docs)
    return .string(kind)
  }

  // MARK: - Reading

  /// Reads the snapshot saved under `prefix` under `settings`, its records taken from
  /// `primaryRecords`: in their order for a primary's snapshot, in the order of its `records`
  /// section for a replica's (`isReplica`).
  ///
  /// Every array is a view of the file (``MappedIndexFile/array(_:of:)``), read where it lies;
  /// what is checked now is what costs nothing per element: the layout in the `meta` section,
  /// and that each section has as many elements as the others say (one per document, one per
  /// term, …). The engine reads the elements within their arrays whatever they hold; a full
  /// check of them is ``IndexSnapshot/validate(into:termsAndObjectIDsChecked:)``.
  /// - Complexity: O(sections + facet columns + dense terms), reading the small sections only.
  static func read(
    prefix: String, settings: LocalIndexSettings, primaryRecords: RecordList,
    isReplica: Bool, from file: MappedIndexFile
  ) throws(LocalIndexError) -> IndexSnapshot.Parts {
    let reader = Reader(file: file, prefix: prefix)
    let meta = try reader.json("meta")
    let documents = try reader.int(meta, "documents")
    try reader.check(documents < Int(UInt32.max), "meta", "\(documents) documents")
    var records = primaryRecords
    if isReplica {
      let order: IndexArray<UInt32> = try reader.array("records")
      try reader.check(
        order.count == documents, "records", "\(order.count) records for \(documents)")
      records = primaryRecords.reordered(order)
    }
    try reader.check(
      records.count == documents, "meta", "\(documents) documents, \(records.count) records")
    var fields: [SearchableField] = []
    for field in meta["fields"]?.arrayValue ?? [] {
      guard let name = field["name"]?.stringValue, let level = field["level"]?.intValue,
        let unordered = field["unordered"]?.boolValue
      else { throw reader.malformed("meta", "a field without its name, level or order") }
      fields.append(SearchableField(name: name, level: level, isUnordered: unordered))
    }
    try reader.check(
      fields.count <= FieldPosition.fieldLimit
        && fields.allSatisfy { (0...FieldPosition.fieldLimit).contains($0.level) }, "meta",
      "fields out of range")

    let objectIDs = ObjectIDColumn(
      savedBytes: try reader.array("objectIDs.bytes"),
      offsets: try reader.count("objectIDs.offsets", documents + 1),
      sorted: try reader.count("objectIDs.sorted", documents),
      isASCII: meta["objectIDsASCII"]?.boolValue ?? false)

    let scalars: IndexArray<UInt32> = try reader.array("terms.scalars")
    let termOffsets = try reader.ints("terms.offsets")
    try reader.check(!termOffsets.isEmpty, "terms.offsets", "no offsets")
    let termCount = termOffsets.count - 1
    let terms: TermDictionary
    if file.formatVersion >= 3 {
      terms = TermDictionary(
        scalars: scalars, offsets: termOffsets, nodes: try reader.array("terms.trie"))
    } else {
      // Formats 1 and 2 saved the trie depth first ("terms.nodes"): it is built again from
      // the terms (checked when such a file opens), level by level.
      try reader.check(
        Checks.areOffsets(termOffsets, total: scalars.count)
          && Checks.areStrictlyIncreasing(scalars, offsets: termOffsets), "terms.scalars",
        "a term is empty, repeated or out of order")
      terms = TermDictionary(scalars: scalars.copied, offsets: termOffsets.copied)
    }
    let termDocs: IndexArray<UInt32> = try reader.array("termDocs")
    let termDocOffsets = try reader.count("termDocOffsets", termCount + 1, of: UInt32.self)
    let groupEnds: IndexArray<UInt32> = try reader.array("groupEnds")
    let termGroupOffsets = try reader.count("termGroupOffsets", termCount + 1, of: UInt32.self)
    let groupBuckets = try reader.count(
      "groupBuckets", groupEnds.count, of: AttributeBucket.self)
    // Packed (format 2, when the words fit in 4 bytes) or wide.
    let occurrences: OccurrenceList
    if let saved = meta["occurrenceLayout"] {
      guard let placeBits = saved["placeBits"]?.intValue, let shift = saved["shift"]?.intValue,
        let layout = PackedOccurrenceLayout(placeBits: placeBits, shift: shift)
      else { throw reader.malformed("meta", "an occurrence layout out of range") }
      occurrences = .packed(try reader.array("occurrences.packed"), layout: layout)
    } else {
      occurrences = .wide(try reader.array("occurrences"))
    }
    let occurrenceOffsets = try reader.count("occurrenceOffsets", documents + 1, of: UInt32.self)
    let wholeFieldTerms: IndexArray<UInt64> = try reader.array("wholeFieldTerms")
    try reader.check(wholeFieldTerms.count * 64 >= termCount, "wholeFieldTerms", "too short")
    let customRanks = try reader.count("customRanks", documents, of: UInt32.self)

    let denseKeys = try reader.small(reader.ints("dense.keys"))
    let denseSets = try reader.bitmaps("dense", count: denseKeys.count, documents: documents)
    var dense: [Int: DocBitmap] = [:]
    dense.reserveCapacity(denseKeys.count)
    for (key, set) in zip(denseKeys, denseSets) { dense[key] = set }
    let prefixKeys = try reader.small(reader.ints("prefix.keys"))
    let prefixEnds = try reader.small(reader.ints("prefix.ends"))
    try reader.check(prefixEnds.count == prefixKeys.count, "prefix.ends", "not one per prefix")
    let prefixSets = try reader.bitmaps("prefix", count: prefixKeys.count, documents: documents)
    var prefixDocuments: [Int: (end: Int, documents: DocBitmap)] = [:]
    for (index, key) in prefixKeys.enumerated() {
      prefixDocuments[key] = (prefixEnds[index], prefixSets[index])
    }

    var sortRanks: [LocalIndexSettings.SortCriterion: IndexArray<UInt32>] = [:]
    for (position, text) in (meta["sortRanks"]?.arrayValue ?? []).enumerated() {
      guard let criterion = text.stringValue.flatMap(LocalIndexSettings.SortCriterion.parse) else {
        throw reader.malformed("meta", "an unreadable sort criterion")
      }
      sortRanks[criterion] = try reader.count("sortRanks.\(position)", documents)
    }

    let geoOffsets: IndexArray<UInt32> = try reader.array("geo.offsets")
    let geoPoints: IndexArray<GeoPoint> = try reader.array("geo.points")
    try reader.check(
      geoOffsets.isEmpty || geoOffsets.count == documents + 1, "geo.offsets",
      "not one per document")
    var distinctGroups: IndexArray<UInt32>?
    if meta["distinct"]?.boolValue == true {
      distinctGroups = try reader.count("distinctGroups", documents)
    }

    var facets: [String: FacetColumn] = [:]
    for (position, layout) in (meta["facets"]?.arrayValue ?? []).enumerated() {
      guard let name = layout["name"]?.stringValue else {
        throw reader.malformed("meta", "a facet without its name")
      }
      facets[name] = try reader.facet(layout, prefix: "facet.\(position).", documents: documents)
    }
    var numerics: [String: NumericColumn] = [:]
    for (position, layout) in (meta["numerics"]?.arrayValue ?? []).enumerated() {
      guard let name = layout["name"]?.stringValue else {
        throw reader.malformed("meta", "a numeric column without its name")
      }
      if layout["sharedWithFacet"]?.boolValue == true {
        guard let shared = facets[name]?.numericFilter else {
          throw reader.malformed("meta", "numeric column \(name) shares a facet that has none")
        }
        numerics[name] = shared
      } else {
        numerics[name] = try reader.numeric(layout["numbers"], prefix: "numeric.\(position).")
      }
    }

    // The scratch of a search holds a document's words per query word, and ranks pack the
    // positions: both within what the file could hold.
    let maxDocumentWords = min(try reader.int(meta, "maxDocumentWords"), occurrences.count)
    let maxPosition = min(try reader.int(meta, "maxPosition"), FieldPosition.positionLimit)
    // The arrays of an element per document, term, group or value at most: checked whole
    // before the first search (the others block by block, as read).
    var small: [ByteSpan] = [
      termDocOffsets.bytes, termGroupOffsets.bytes, groupBuckets.bytes, groupEnds.bytes,
      occurrenceOffsets.bytes, wholeFieldTerms.bytes, customRanks.bytes, termOffsets.bytes,
      objectIDs.saved.offsets.bytes, objectIDs.saved.sorted.bytes, geoOffsets.bytes,
    ]
    small += sortRanks.values.map(\.bytes)
    if let distinctGroups { small.append(distinctGroups.bytes) }
    for column in facets.values { small += column.smallArrays }
    for column in numerics.values { small += column.smallArrays }
    var parts = IndexSnapshot.Parts(
      settings: settings, records: records, objectIDs: objectIDs, fields: fields, terms: terms,
      termDocOffsets: termDocOffsets, termDocs: termDocs, termGroupOffsets: termGroupOffsets,
      groupBuckets: groupBuckets, groupEnds: groupEnds, denseTermDocuments: dense,
      occurrenceOffsets: occurrenceOffsets, occurrences: occurrences,
      maxDocumentWords: maxDocumentWords, prefixDocuments: prefixDocuments,
      wholeFieldTerms: wholeFieldTerms, maxPosition: maxPosition,
      facets: facets, numerics: numerics, customRanks: customRanks, sortRanks: sortRanks,
      geoPoints: GeoColumn(offsets: geoOffsets, points: geoPoints),
      distinctGroups: distinctGroups, file: file, sectionPrefix: prefix)
    parts.smallArrays = small.filter { $0.count > 0 }
    return parts
  }

  /// Reads the sections of one snapshot as views of the file, checking their element counts.
  private struct Reader {
    let file: MappedIndexFile
    let prefix: String

    func malformed(_ section: String, _ reason: String) -> LocalIndexError {
      .corruptFile(path: file.path, part: "section \(prefix + section)", reason: reason)
    }

    func check(_ condition: Bool, _ section: String, _ reason: String) throws(LocalIndexError) {
      if !condition { throw malformed(section, reason) }
    }

    func array<T: BitwiseCopyable>(_ name: String) throws(LocalIndexError) -> IndexArray<T> {
      try file.array(prefix + name)
    }

    func ints(_ name: String) throws(LocalIndexError) -> IndexArray<Int> {
      try file.ints(prefix + name)
    }

    /// A section of `count` elements.
    func count<T: BitwiseCopyable>(
      _ name: String, _ count: Int, of type: T.Type = T.self
    ) throws(LocalIndexError) -> IndexArray<T> {
      let array: IndexArray<T> = try array(name)
      try check(array.count == count, name, "\(array.count) elements, expected \(count)")
      return array
    }

    /// A small section, checked now and copied.
    func small(_ array: IndexArray<Int>) throws(LocalIndexError) -> [Int] {
      array.verifyAll()
      try file.checkDamage()
      return array.copied
    }

    func json(_ name: String) throws(LocalIndexError) -> JSON {
      try file.json(prefix + name)
    }

    func int(_ meta: JSON, _ key: String) throws(LocalIndexError) -> Int {
      guard let value = meta[key]?.intValue, value >= 0 else {
        throw malformed("meta", "no \(key)")
      }
      return value
    }

    /// `count` bitmaps saved back to back under `name`.
    func bitmaps(_ name: String, count: Int, documents: Int) throws(LocalIndexError)
      -> [DocBitmap]
    {
      let universes = try small(ints(name + ".universes"))
      let words: IndexArray<UInt64> = try array(name + ".words")
      try check(universes.count == count, name + ".universes", "not one per bitmap")
      let size = (documents + 63) / 64
      try check(universes.allSatisfy { $0 == documents }, name + ".universes", "not the documents")
      try check(words.count == size * count, name + ".words", "not the bitmaps' size")
      return (0..<count).map {
        DocBitmap(universe: documents, words: IndexArray(words, range: $0 * size..<($0 + 1) * size))
      }
    }

    func facet(_ layout: JSON, prefix facet: String, documents: Int) throws(LocalIndexError)
      -> FacetColumn
    {
      let values: FacetColumn.Values
      switch layout["values"]?.stringValue {
      case "text"?:
        let offsets: IndexArray<UInt32> = try array(facet + "text.offsets")
        try check(!offsets.isEmpty, facet + "text.offsets", "no offsets")
        values = .text(StringTable(bytes: try array(facet + "text.bytes"), offsets: offsets))
      case "numbers"?: values = .numbers(try array(facet + "numbers"))
      default: throw malformed("meta", "a facet of an unknown kind")
      }
      let valueCount: Int
      switch values {
      case .text(let strings): valueCount = strings.count
      case .numbers(let numbers): valueCount = numbers.count
      }
      var textNumbers = TextNumbers([])
      if layout["textNumbers"]?.boolValue == true {
        textNumbers = TextNumbers(
          values: try count(facet + "textNumbers.values", valueCount),
          present: try count(facet + "textNumbers.present", valueCount))
      }
      let docValues: FacetDocValues
      switch layout["docValues"]?.stringValue {
      case "none"?: docValues = .none
      case "uint8"?: docValues = .uint8(try count(facet + "ids", documents))
      case "uint16"?: docValues = .uint16(try count(facet + "ids", documents))
      case "uint32"?: docValues = .uint32(try count(facet + "ids", documents))
      case "multiple"?:
        docValues = .multiple(
          offsets: try count(facet + "idOffsets", documents + 1), ids: try array(facet + "ids"))
      default: throw malformed("meta", "facet values of an unknown layout")
      }
      let filterOffsets: IndexArray<UInt32> = try array(facet + "filter.offsets")
      try check(!filterOffsets.isEmpty, facet + "filter.offsets", "no offsets")
      let atomValues: IndexArray<UInt32> = try array(facet + "filter.atomValues")
      let numericStringKeys: IndexArray<Double> = try array(facet + "filter.numericStringKeys")
      let numberKeys: IndexArray<Double> = try array(facet + "filter.numberKeys")
      let filter = TextFilterIndex(
        atomValues: atomValues,
        textOrder: try array(facet + "filter.textOrder"),
        numericStringKeys: numericStringKeys,
        numericStringAtoms: try count(facet + "filter.numericStringAtoms", numericStringKeys.count),
        numberKeys: numberKeys,
        numberAtoms: try count(facet + "filter.numberAtoms", numberKeys.count),
        offsets: filterOffsets, docs: try array(facet + "filter.docs"))
      let numericFilter =
        layout["numericFilter"] == nil
        ? nil : try numeric(layout["numericFilter"], prefix: facet + "numeric.")
      return FacetColumn(
        values: values, textNumbers: textNumbers, docValues: docValues, textFilter: filter,
        numericFilter: numericFilter)
    }

    func numeric(_ kind: JSON?, prefix numeric: String) throws(LocalIndexError) -> NumericColumn {
      let numbers: NumericColumn.Numbers
      switch kind?.stringValue {
      case "int32"?: numbers = .int32(try array(numeric + "int32"))
      case "double"?: numbers = .double(try array(numeric + "double"))
      default: throw malformed("meta", "numbers of an unknown kind")
      }
      let docs: IndexArray<UInt32> = try array(numeric + "docs")
      let offsets: IndexArray<UInt32> = try array(numeric + "offsets")
      if offsets.isEmpty {
        try check(numbers.count == docs.count, numeric + "docs", "not one per number")
      } else {
        try check(offsets.count == numbers.count + 1, numeric + "offsets", "not one per number")
      }
      return NumericColumn(numbers: numbers, offsets: offsets, docs: docs)
    }
  }
}
