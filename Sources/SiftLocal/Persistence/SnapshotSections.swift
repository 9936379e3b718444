import SiftCore

/// A snapshot's parts as sections of a saved index file, all named after a prefix (`s0.`,
/// `s1.`, …): each array as its raw bytes, read back into an array with one copy; the few
/// scalars and the layout (fields, which columns there are and of what kind) in a JSON
/// `meta` section. See docs/persistence-format.md for the list.
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
      try writeStrings(strings, prefix: prefix + "text.", to: &file)
    case .numbers(let numbers):
      layout["values"] = "numbers"
      try file.add(prefix + "numbers", numbers)
    }
    if !column.textNumbers.isEmpty {
      layout["textNumbers"] = true
      try file.add(prefix + "textNumbers.values", column.textNumbers.map { $0 ?? 0 })
      try file.add(
        prefix + "textNumbers.present", column.textNumbers.map { $0 == nil ? UInt8(0) : 1 })
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

  private static func writeStrings(
    _ strings: [String], prefix: String, to file: inout IndexFileWriter
  ) throws(LocalIndexError) {
    var bytes: [UInt8] = []
    var offsets: [UInt32] = [0]
    offsets.reserveCapacity(strings.count + 1)
    for string in strings {
      bytes.append(contentsOf: string.utf8)
      offsets.append(UInt32(truncatingIfNeeded: bytes.count))
    }
    try file.add(prefix + "bytes", bytes)
    try file.add(prefix + "offsets", offsets)
  }

  // MARK: - Reading

  /// Reads the snapshot saved under `prefix` under `settings`, its records taken from
  /// `primaryRecords`: in their order for a primary's snapshot, in the order of its `records`
  /// section for a replica's (`isReplica`).
  static func read(
    prefix: String, settings: LocalIndexSettings, primaryRecords: [CompactRecord],
    isReplica: Bool, from file: IndexFileReader
  ) throws(LocalIndexError) -> IndexSnapshot.Parts {
    let reader = Reader(file: file, prefix: prefix)
    let meta = try reader.json("meta")
    let documents = try reader.int(meta, "documents")
    var records = primaryRecords
    if isReplica {
      let order: [UInt32] = try reader.array("records")
      try reader.check(
        order.count == documents, "records", "\(order.count) records for \(documents)")
      try reader.check(
        Checks.allBelow(order, primaryRecords.count), "records", "a record out of range")
      records = order.map { primaryRecords[Int($0)] }
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

    let objectIDs = ObjectIDColumn(
      savedBytes: try reader.array("objectIDs.bytes"),
      offsets: try reader.offsets("objectIDs.offsets", count: documents + 1, total: nil),
      sorted: try reader.array("objectIDs.sorted"),
      isASCII: meta["objectIDsASCII"]?.boolValue ?? false)
    try reader.check(objectIDs.count == documents, "objectIDs.offsets", "not one per document")
    try reader.check(
      objectIDs.saved.offsets.last.map { Int($0) == objectIDs.saved.bytes.count } ?? false,
      "objectIDs.offsets", "does not cover the objectIDs")
    try reader.check(
      objectIDs.sorted.count == documents, "objectIDs.sorted", "not one per document")
    try reader.check(
      objectIDs.isOrdered, "objectIDs.sorted",
      "not every document once in the order of its objectID")

    let scalars: [UInt32] = try reader.array("terms.scalars")
    let termOffsets = try file.ints(prefix + "terms.offsets")
    try reader.check(
      termOffsets.first == 0 && termOffsets.last == scalars.count
        && Checks.isNonDecreasing(termOffsets),
      "terms.offsets", "does not cover the terms in order")
    try reader.check(
      Checks.areStrictlyIncreasing(scalars, offsets: termOffsets), "terms.scalars",
      "a term is empty, repeated or out of order")
    let terms: TermDictionary
    if reader.file.formatVersion >= 3 {
      let nodes: [TermDictionary.Node] = try reader.array("terms.trie")
      try reader.check(
        Checks.isWellFormedTrie(nodes, termCount: termOffsets.count - 1), "terms.trie",
        "the root does not span every term, or a node's children or terms out of place")
      terms = TermDictionary(scalars: scalars, offsets: termOffsets, nodes: nodes)
    } else {
      // Formats 1 and 2 saved the trie depth first ("terms.nodes"): it is built again from
      // the terms, level by level.
      terms = TermDictionary(scalars: scalars, offsets: termOffsets)
    }
    let termDocs: [UInt32] = try reader.array("termDocs")
    try reader.check(Checks.allBelow(termDocs, documents), "termDocs", "a document out of range")
    let termDocOffsets = try reader.offsets(
      "termDocOffsets", count: terms.count + 1, total: termDocs.count)
    let groupEnds: [UInt32] = try reader.array("groupEnds")
    let termGroupOffsets = try reader.offsets(
      "termGroupOffsets", count: terms.count + 1, total: groupEnds.count)
    try reader.check(
      Checks.allBelow(groupEnds, termDocs.count + 1), "groupEnds", "a group out of range")
    let groupBuckets: [AttributeBucket] = try reader.array("groupBuckets")
    try reader.check(groupBuckets.count == groupEnds.count, "groupBuckets", "not one per group")
    // Packed (format 2, when the words fit in 4 bytes) or wide.
    let occurrences: OccurrenceList
    let occurrencesSection: String
    if let saved = meta["occurrenceLayout"] {
      guard let placeBits = saved["placeBits"]?.intValue, let shift = saved["shift"]?.intValue,
        let layout = PackedOccurrenceLayout(placeBits: placeBits, shift: shift)
      else { throw reader.malformed("meta", "an occurrence layout out of range") }
      occurrencesSection = "occurrences.packed"
      occurrences = .packed(try reader.array(occurrencesSection), layout: layout)
    } else {
      occurrencesSection = "occurrences"
      occurrences = .wide(try reader.array(occurrencesSection))
    }
    try reader.check(
      occurrences.allTermsBelow(terms.count), occurrencesSection, "a term out of range")
    let occurrenceOffsets = try reader.offsets(
      "occurrenceOffsets", count: documents + 1, total: occurrences.count)
    let wholeFieldTerms: [UInt64] = try reader.array("wholeFieldTerms")
    try reader.check(wholeFieldTerms.count * 64 >= terms.count, "wholeFieldTerms", "too short")
    let customRanks: [UInt32] = try reader.array("customRanks")
    try reader.check(customRanks.count == documents, "customRanks", "not one per document")

    let denseKeys = try file.ints(prefix + "dense.keys")
    let denseSets = try reader.docSets("dense", count: denseKeys.count, documents: documents)
    var dense: [Int: DocSet] = [:]
    dense.reserveCapacity(denseKeys.count)
    for (key, set) in zip(denseKeys, denseSets) { dense[key] = set }
    let prefixKeys = try file.ints(prefix + "prefix.keys")
    let prefixEnds = try file.ints(prefix + "prefix.ends")
    try reader.check(prefixEnds.count == prefixKeys.count, "prefix.ends", "not one per prefix")
    let prefixSets = try reader.docSets("prefix", count: prefixKeys.count, documents: documents)
    var prefixDocuments: [Int: (end: Int, documents: DocSet)] = [:]
    for (index, key) in prefixKeys.enumerated() {
      prefixDocuments[key] = (prefixEnds[index], prefixSets[index])
    }

    var sortRanks: [LocalIndexSettings.SortCriterion: [UInt32]] = [:]
    for (position, text) in (meta["sortRanks"]?.arrayValue ?? []).enumerated() {
      guard let criterion = text.stringValue.flatMap(LocalIndexSettings.SortCriterion.parse) else {
        throw reader.malformed("meta", "an unreadable sort criterion")
      }
      let ranks: [UInt32] = try reader.array("sortRanks.\(position)")
      try reader.check(ranks.count == documents, "sortRanks.\(position)", "not one per document")
      sortRanks[criterion] = ranks
    }

    let geoOffsets: [UInt32] = try reader.array("geo.offsets")
    let geoPoints: [GeoPoint] = try reader.array("geo.points")
    try reader.check(
      geoOffsets.isEmpty
        || (geoOffsets.count == documents + 1 && Int(geoOffsets.last ?? 0) == geoPoints.count
          && Checks.isNonDecreasing(geoOffsets)),
      "geo.offsets", "does not cover the points")
    var distinctGroups: [UInt32]?
    if meta["distinct"]?.boolValue == true {
      let groups: [UInt32] = try reader.array("distinctGroups")
      try reader.check(groups.count == documents, "distinctGroups", "not one per document")
      distinctGroups = groups
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
        numerics[name] = try reader.numeric(
          layout["numbers"], prefix: "numeric.\(position).", documents: documents)
      }
    }

    return IndexSnapshot.Parts(
      settings: settings, records: records, objectIDs: objectIDs, fields: fields, terms: terms,
      termDocOffsets: termDocOffsets, termDocs: termDocs, termGroupOffsets: termGroupOffsets,
      groupBuckets: groupBuckets, groupEnds: groupEnds, denseTermDocuments: dense,
      occurrenceOffsets: occurrenceOffsets, occurrences: occurrences,
      maxDocumentWords: try reader.int(meta, "maxDocumentWords"), prefixDocuments: prefixDocuments,
      wholeFieldTerms: wholeFieldTerms, maxPosition: try reader.int(meta, "maxPosition"),
      facets: facets, numerics: numerics, customRanks: customRanks, sortRanks: sortRanks,
      geoPoints: GeoColumn(offsets: geoOffsets, points: geoPoints), distinctGroups: distinctGroups)
  }

  /// Reads the sections of one snapshot, checking the cheap invariants a search relies on
  /// (lengths and offsets; the checksums vouch for the rest).
  private struct Reader {
    let file: IndexFileReader
    let prefix: String

    func malformed(_ section: String, _ reason: String) -> LocalIndexError {
      .corruptFile(path: file.path, part: "section \(prefix + section)", reason: reason)
    }

    func check(_ condition: Bool, _ section: String, _ reason: String) throws(LocalIndexError) {
      if !condition { throw malformed(section, reason) }
    }

    func array<T: BitwiseCopyable>(_ name: String) throws(LocalIndexError) -> [T] {
      try file.array(prefix + name)
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

    /// Offsets: `count` of them, from 0, never decreasing, ending at `total` when given.
    func offsets(_ name: String, count: Int, total: Int?) throws(LocalIndexError) -> [UInt32] {
      let offsets: [UInt32] = try array(name)
      try check(offsets.count == count, name, "\(offsets.count) offsets, expected \(count)")
      try check(
        offsets.first == 0 && Checks.isNonDecreasing(offsets), name,
        "offsets out of order")
      if let total {
        try check(Int(offsets.last ?? 0) == total, name, "offsets do not end at \(total)")
      }
      return offsets
    }

    /// `count` bitmaps saved back to back under `name`.
    func docSets(_ name: String, count: Int, documents: Int) throws(LocalIndexError) -> [DocSet] {
      let universes = try file.ints(prefix + name + ".universes")
      let words: [UInt64] = try array(name + ".words")
      try check(universes.count == count, name + ".universes", "not one per bitmap")
      let size = (documents + 63) / 64
      try check(universes.allSatisfy { $0 == documents }, name + ".universes", "not the documents")
      try check(words.count == size * count, name + ".words", "not the bitmaps' size")
      return (0..<count).map {
        DocSet(universe: documents, words: Array(words[$0 * size..<($0 + 1) * size]))
      }
    }

    func facet(_ layout: JSON, prefix facet: String, documents: Int) throws(LocalIndexError)
      -> FacetColumn
    {
      let values: FacetColumn.Values
      switch layout["values"]?.stringValue {
      case "text"?: values = .text(try strings(facet + "text."))
      case "numbers"?: values = .numbers(try array(facet + "numbers"))
      default: throw malformed("meta", "a facet of an unknown kind")
      }
      let valueCount: Int
      switch values {
      case .text(let strings): valueCount = strings.count
      case .numbers(let numbers): valueCount = numbers.count
      }
      var textNumbers: [Double?] = []
      if layout["textNumbers"]?.boolValue == true {
        let numbers: [Double] = try array(facet + "textNumbers.values")
        let present: [UInt8] = try array(facet + "textNumbers.present")
        try check(
          numbers.count == valueCount && present.count == valueCount, facet + "textNumbers.values",
          "not one per value")
        textNumbers = zip(numbers, present).map { $1 == 0 ? nil : $0 }
      }
      let docValues: FacetDocValues
      func single<T: FixedWidthInteger & BitwiseCopyable>(_ type: T.Type) throws(LocalIndexError)
        -> [T]
      {
        let ids: [T] = try array(facet + "ids")
        try check(ids.count == documents, facet + "ids", "not one per document")
        try check(
          ids.allSatisfy { $0 == T.max || Int($0) < valueCount }, facet + "ids",
          "a value out of range")
        return ids
      }
      switch layout["docValues"]?.stringValue {
      case "none"?: docValues = .none
      case "uint8"?: docValues = .uint8(try single(UInt8.self))
      case "uint16"?: docValues = .uint16(try single(UInt16.self))
      case "uint32"?: docValues = .uint32(try single(UInt32.self))
      case "multiple"?:
        let ids: [UInt32] = try array(facet + "ids")
        try check(Checks.allBelow(ids, valueCount), facet + "ids", "a value out of range")
        docValues = .multiple(
          offsets: try offsets(facet + "idOffsets", count: documents + 1, total: ids.count),
          ids: ids)
      default: throw malformed("meta", "facet values of an unknown layout")
      }
      let filterDocs: [UInt32] = try array(facet + "filter.docs")
      let filterOffsets: [UInt32] = try array(facet + "filter.offsets")
      try check(
        filterOffsets.first == 0 && Int(filterOffsets.last ?? 0) == filterDocs.count
          && Checks.isNonDecreasing(filterOffsets),
        facet + "filter.offsets", "does not cover the documents")
      try check(
        Checks.allBelow(filterDocs, documents), facet + "filter.docs", "a document out of range")
      let filter = TextFilterIndex(
        atomValues: try array(facet + "filter.atomValues"),
        textOrder: try array(facet + "filter.textOrder"),
        numericStringKeys: try array(facet + "filter.numericStringKeys"),
        numericStringAtoms: try array(facet + "filter.numericStringAtoms"),
        numberKeys: try array(facet + "filter.numberKeys"),
        numberAtoms: try array(facet + "filter.numberAtoms"), offsets: filterOffsets,
        docs: filterDocs)
      let numericFilter =
        layout["numericFilter"] == nil
        ? nil
        : try numeric(layout["numericFilter"], prefix: facet + "numeric.", documents: documents)
      return FacetColumn(
        values: values, textNumbers: textNumbers, docValues: docValues, textFilter: filter,
        numericFilter: numericFilter)
    }

    func numeric(
      _ kind: JSON?, prefix numeric: String, documents: Int
    ) throws(LocalIndexError) -> NumericColumn {
      let numbers: NumericColumn.Numbers
      switch kind?.stringValue {
      case "int32"?: numbers = .int32(try array(numeric + "int32"))
      case "double"?: numbers = .double(try array(numeric + "double"))
      default: throw malformed("meta", "numbers of an unknown kind")
      }
      let docs: [UInt32] = try array(numeric + "docs")
      try check(Checks.allBelow(docs, documents), numeric + "docs", "a document out of range")
      let offsets: [UInt32] = try array(numeric + "offsets")
      if offsets.isEmpty {
        try check(numbers.count == docs.count, numeric + "docs", "not one per number")
      } else {
        try check(offsets.count == numbers.count + 1, numeric + "offsets", "not one per number")
        _ = try self.offsets(numeric + "offsets", count: numbers.count + 1, total: docs.count)
      }
      return NumericColumn(numbers: numbers, offsets: offsets, docs: docs)
    }

    func strings(_ name: String) throws(LocalIndexError) -> [String] {
      let bytes: [UInt8] = try array(name + "bytes")
      let offsets: [UInt32] = try array(name + "offsets")
      try check(
        offsets.first == 0 && Int(offsets.last ?? 0) == bytes.count
          && Checks.isNonDecreasing(offsets),
        name + "offsets", "does not cover the strings")
      return bytes.withUnsafeBufferPointer { buffer in
        (0..<offsets.count - 1).map { index in
          String(
            decoding: UnsafeBufferPointer(
              rebasing: buffer[Int(offsets[index])..<Int(offsets[index + 1])]), as: UTF8.self)
        }
      }
    }
  }
}
