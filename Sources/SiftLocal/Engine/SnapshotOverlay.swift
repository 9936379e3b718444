import SiftCore

/// An index's recent writes kept beside the snapshot they change, so that a small write costs
/// an index of its own records, not a rebuild of every record.
///
/// The `base` snapshot is what the index was before the writes; each write since adds a
/// segment indexing the current version of the records it wrote (added, replaced or updated),
/// under the same settings, and hides the documents of the objectIDs it wrote (deleted ones
/// too) in the segments before it. Past ``largestDeltaCount`` segments, the written records
/// are indexed again as one. A search runs on every segment and merges their pages by the
/// full ranking (``search(_:indexName:)``), which gives the page a snapshot of all the records
/// would give, because every ranking criterion of a document depends on that document alone.
/// A search the merge does not cover (distinct, typo tolerance `min` or `strict`, geo, numeric
/// facets, …) is answered by a snapshot of all the records, built then (the overlay is folded
/// in).
final class SnapshotOverlay: Sendable {
  /// A snapshot and its documents hidden by later writes (sorted).
  struct Segment: Sendable {
    let snapshot: IndexSnapshot
    let hidden: [UInt32]

    /// Whether document `doc` is hidden.
    func hides(_ doc: Int) -> Bool {
      var (low, high) = (0, hidden.count)
      while low < high {
        let middle = (low + high) / 2
        if Int(hidden[middle]) < doc { low = middle + 1 } else { high = middle }
      }
      return low < hidden.count && Int(hidden[low]) == doc
    }

    /// This segment with the documents of `objectIDs` hidden too.
    func hiding<IDs: Sequence<String>>(_ objectIDs: IDs) -> Segment {
      var added: [UInt32] = []
      for objectID in objectIDs {
        if let doc = snapshot.document(objectID: objectID) { added.append(UInt32(doc)) }
      }
      guard !added.isEmpty else { return self }
      return Segment(snapshot: snapshot, hidden: Array(Set(hidden + added)).sorted())
    }
  }

  /// The base first, then one segment per write since (or one for them all), oldest first.
  let segments: [Segment]
  /// The objectIDs written since the base (deleted ones too).
  let writtenIDs: Set<String>
  /// The records as they are now, for the insertion order that breaks ties.
  private let store: RecordStore

  /// The most records an overlay holds: past this share of the base (or this many), a write
  /// rebuilds the snapshot instead.
  static let largestShare = 16
  static let largestCount = 10_000
  /// The most segments of writes: a write past them indexes every written record as one.
  static let largestDeltaCount = 8

  /// The snapshot the writes change.
  var base: IndexSnapshot { segments[0].snapshot }

  /// An overlay of `previous` (or of `base`, when `nil`) and a write of `objectIDs` (those it
  /// added, replaced, updated or deleted), as `store` holds them after it. Returns `nil` when
  /// the writes are too many for an overlay (the caller rebuilds).
  /// - Throws: what building the write's snapshot throws.
  /// - Complexity: O(s · w log n) for s segments and w objectIDs written, and the build of
  ///   their records (of every record written since the base, every ``largestDeltaCount``
  ///   writes).
  init?(
    base: IndexSnapshot, previous: SnapshotOverlay?, written objectIDs: [String],
    store: RecordStore, placeholders: Set<String>
  ) throws(LocalIndexError) {
    func fits(_ count: Int) -> Bool {
      count <= Self.largestCount && count * Self.largestShare <= base.count
    }
    // A batch past the limits by itself (a load, say) is refused before a set of its objectIDs
    // is made (it may name a record more than once: then it is refused a little early).
    guard base.settings.searchableAttributes != nil, fits(objectIDs.count) else { return nil }
    let writtenIDs = (previous?.writtenIDs ?? []).union(objectIDs)
    guard fits(writtenIDs.count) else { return nil }
    // The current records of `ids`, in insertion order.
    func snapshot(of ids: some Sequence<String>) throws(LocalIndexError) -> IndexSnapshot {
      var entries: [(slot: Int, objectID: String)] = []
      for objectID in ids {
        if let slot = store.slot(of: objectID) { entries.append((slot, objectID)) }
      }
      entries.sort { $0.slot < $1.slot }
      let records = entries.map { entry in
        (objectID: entry.objectID, record: store.record(atSlot: entry.slot))
      }
      return try IndexSnapshot(
        entries: records, settings: base.settings, placeholders: placeholders)
    }
    if let previous, previous.segments.count <= Self.largestDeltaCount {
      segments =
        previous.segments.map { $0.hiding(objectIDs) }
        + [Segment(snapshot: try snapshot(of: Set(objectIDs)), hidden: [])]
    } else {
      segments = [
        Segment(snapshot: base, hidden: []).hiding(writtenIDs),
        Segment(snapshot: try snapshot(of: writtenIDs), hidden: []),
      ]
    }
    self.writtenIDs = writtenIDs
    self.store = store
  }

  /// The number of records.
  var count: Int { segments.reduce(0) { $0 + $1.snapshot.count - $1.hidden.count } }

  /// The record with this objectID, decoded.
  func record(objectID: String) -> JSON? {
    // The newest version: a later write hides the earlier ones, and a deletion every one.
    for segment in segments.reversed() {
      guard let doc = segment.snapshot.document(objectID: objectID) else { continue }
      // (`JSON` is nil-literal expressible: an explicit `Optional.none`, not `JSON.null`.)
      guard !segment.hides(doc) else { return Optional.none }
      return segment.snapshot.record(doc)
    }
    return nil
  }

  // MARK: - Search

  /// Whether ``search(_:indexName:)`` answers `request` as a snapshot of every record would.
  func canSearch(_ request: SearchRequest) -> Bool {
    request.distinct == 0 && request.promotions.isEmpty && request.hiddenDocuments.isEmpty
      && (request.typoTolerance == .enabled || request.typoTolerance == .disabled)
      && !request.isVirtualReplica && !request.getRankingInfo && request.aroundLatLng == nil
      && !request.automaticRadius && request.insideBoundingBox.isEmpty
      && request.insidePolygon.isEmpty
      && base.requestedFacets(request.facets).allSatisfy { name in
        segments.allSatisfy { $0.snapshot.facets[name]?.hasNumbers != true }
      }
  }

  /// Runs a search on every segment (without its hidden documents) and merges them; `nil` when
  /// the search needs what the merge does not cover (see ``canSearch(_:)``, and a search that
  /// finds nothing and would retry with fewer words).
  /// - Complexity: that of a search on each segment, plus O(k · s · c) for the k documents up
  ///   to the page's end, s segments and c criteria.
  func search(_ request: SearchRequest, indexName: String?) -> SearchResponse? {
    guard canSearch(request) else { return nil }
    let clock = ContinuousClock()
    let started = clock.now
    let window = IndexSnapshot.PageWindow(request, limit: base.settings.paginationLimitedTo)
    let topCount = window.overflow ? window.limit : min(window.wanted, window.limit)
    let needsFacetDocuments = !request.facets.isEmpty
    let outcomes = segments.map { segment in
      var request = request
      request.hiddenDocuments = segment.hidden
      return segment.snapshot.match(
        request, topCount: topCount, needsFacetDocuments: needsFacetDocuments)
    }
    let nbHits = outcomes.reduce(0) { $0 + $1.nbHits }
    if nbHits == 0, request.removeWordsIfNoResults != .none { return nil }

    // The rankings merged, as far as the page reaches: each step takes the best of the
    // segments' next documents.
    let end = min(
      window.overflow ? Int.max : window.wanted, nbHits, window.limit,
      outcomes.reduce(0) { $0 + $1.ranked.count })
    let order = MergeOrder(ranking: request.ranking, settings: base.settings, store: store)
    // Each segment's next document, and what comparisons read of it (read once each).
    var next = [Int](repeating: 0, count: segments.count)
    func head(_ segment: Int) -> MergeOrder.Key? {
      let ranked = outcomes[segment].ranked
      guard next[segment] < min(end, ranked.count) else { return nil }
      return order.key(of: ranked[next[segment]], in: segments[segment].snapshot)
    }
    var heads = segments.indices.map(head)
    var page: [(document: RankedDocument, segment: Int)] = []
    for position in 0..<end {
      var best: Int?
      for segment in heads.indices {
        guard let candidate = heads[segment] else { continue }
        if let current = best, let leader = heads[current], !order.ranksBefore(candidate, leader) {
          continue
        }
        best = segment
      }
      guard let best, let taken = heads[best] else { break }
      if position >= window.start { page.append((taken.document, best)) }
      next[best] += 1
      heads[best] = head(best)
    }
    // A highlighter for each segment with hits on the page.
    var highlighters: [Int: Highlighter] = [:]
    let hits = page.map { entry in
      let snapshot = segments[entry.segment].snapshot
      let highlighter =
        highlighters[entry.segment]
        ?? snapshot.highlighter(for: outcomes[entry.segment], request: request)
      highlighters[entry.segment] = highlighter
      return snapshot.hit(for: entry.document, request: request, highlighter: highlighter)
    }
    // The hits are built: each segment's scratch is kept for its snapshot's next search.
    for (segment, highlighter) in highlighters {
      segments[segment].snapshot.highlightScratches.recycle(highlighter.scratch)
    }

    var facets: [String: [String: Int]]?
    if !request.facets.isEmpty {
      // Each segment's facets counted together by value id, as a search of that snapshot
      // counts them (``IndexSnapshot/valueCounts(of:over:)``), then added up by value.
      let names = base.requestedFacets(request.facets)
      var counts = [[String: Int]](repeating: [:], count: names.count)
      var found = [Bool](repeating: false, count: names.count)
      for (segment, outcome) in zip(segments, outcomes) {
        var positions: [Int] = []
        var columns: [FacetColumn] = []
        for (position, name) in names.enumerated() {
          guard let column = segment.snapshot.facets[name] else { continue }
          positions.append(position)
          columns.append(column)
          found[position] = true
        }
        let byColumn = IndexSnapshot.valueCounts(
          of: columns, over: outcome.facetDocuments, count: outcome.facetDocumentCount)
        for ((position, column), byID) in zip(zip(positions, columns), byColumn) {
          for (id, count) in byID.enumerated() where count > 0 {
            counts[position][column.display(id), default: 0] += Int(count)
          }
        }
      }
      var counted: [String: [String: Int]] = [:]
      for (position, name) in names.enumerated() where found[position] {
        counted[name] = Self.top(
          counts[position], limit: request.maxValuesPerFacet,
          byValue: request.sortFacetValuesByAlpha)
      }
      facets = counted
    }
    let reachable = min(nbHits, window.limit)
    return base.response(
      request: request, indexName: indexName, window: window, hits: hits, nbHits: nbHits,
      nbPages: request.hitsPerPage > 0
        ? (reachable + request.hitsPerPage - 1) / request.hitsPerPage : 0,
      facets: facets.map { ($0, [:]) }, nbSortedHits: nil, queryAfterRemoval: nil,
      started: started)
  }

  /// The `limit` values to show of `counts`: by count (highest first) then value, or by value
  /// alone (values in UTF-8 order, as a facet column orders them).
  static func top(_ counts: [String: Int], limit: Int, byValue: Bool) -> [String: Int] {
    guard limit > 0 else { return [:] }
    let sorted = counts.filter { $0.value > 0 }.sorted { lhs, rhs in
      if !byValue, lhs.value != rhs.value { return lhs.value > rhs.value }
      return lhs.key.utf8.lexicographicallyPrecedes(rhs.key.utf8)
    }
    return Dictionary(uniqueKeysWithValues: sorted.prefix(limit).map { ($0.key, $0.value) })
  }
}

/// The order of documents from the snapshots of one index: the `ranking` criteria of a search
/// (the text criteria as each snapshot ranked them, `custom` and sort criteria by the records'
/// values), then the `customRanking` values, then insertion order, as document ids order
/// them within one snapshot.
struct MergeOrder {
  /// What a comparison reads of a document.
  struct Key {
    let document: RankedDocument
    /// The values of ``MergeOrder/sortPaths``.
    let values: [SortValue]
    /// The snapshot holding the document (its objectID breaks ties).
    let snapshot: IndexSnapshot
  }

  private enum Step {
    case typo, geo, words, filters, proximity, attribute, exact
    /// Values of ``Key/values`` at these indices, each descending or not.
    case values([(index: Int, descending: Bool)])
  }

  private let steps: [Step]
  private let sortPaths: [AttributePath]
  private let store: RecordStore

  init(
    ranking: [LocalIndexSettings.RankingCriterion], settings: LocalIndexSettings, store: RecordStore
  ) {
    var attributes: [String] = []
    func index(of attribute: String) -> Int {
      if let index = attributes.firstIndex(of: attribute) { return index }
      attributes.append(attribute)
      return attributes.count - 1
    }
    let custom = Step.values(
      settings.customRanking.map { (index(of: $0.attribute), $0.isDescending) })
    var steps: [Step] = []
    for criterion in ranking {
      switch criterion {
      case .typo: steps.append(.typo)
      case .geo: steps.append(.geo)
      case .words: steps.append(.words)
      case .filters: steps.append(.filters)
      case .proximity: steps.append(.proximity)
      case .attribute: steps.append(.attribute)
      case .exact: steps.append(.exact)
      case .custom: steps.append(custom)
      case .sort(let sort): steps.append(.values([(index(of: sort.attribute), sort.isDescending)]))
      }
    }
    // Document ids follow the custom ranking: it breaks the ties of the criteria.
    steps.append(custom)
    self.steps = steps
    sortPaths = attributes.map(AttributePath.init)
    self.store = store
  }

  /// What comparisons read of `document` of `snapshot`.
  func key(of document: RankedDocument, in snapshot: IndexSnapshot) -> Key {
    var values = [SortValue](repeating: .missing, count: sortPaths.count)
    if !sortPaths.isEmpty {
      var members = CompactRecord.MemberTable()
      snapshot.records[Int(document.doc)].withRoot { record in
        members.load(record)
        for (index, path) in sortPaths.enumerated() {
          path.withValue(in: members) { values[index] = SortValue($0) }
        }
      }
    }
    return Key(document: document, values: values, snapshot: snapshot)
  }

  /// Whether `lhs` ranks before `rhs`.
  func ranksBefore(_ lhs: Key, _ rhs: Key) -> Bool {
    let (left, right) = (lhs.document, rhs.document)
    for step in steps {
      let order: Int
      switch step {
      case .typo: order = compare(left.typos, right.typos)
      case .geo: order = compare(left.geoBucket, right.geoBucket)
      case .words: order = compare(right.words, left.words)
      case .filters: order = compare(right.filters, left.filters)
      case .proximity: order = compare(left.proximity, right.proximity)
      case .attribute:
        let (a, b) = (AttributeRank(packed: left.attribute), AttributeRank(packed: right.attribute))
        order = a.level != b.level ? compare(a.level, b.level) : compare(a.position, b.position)
      case .exact: order = compare(right.exact, left.exact)
      case .values(let values):
        order =
          values.lazy.map {
            SortValue.order(lhs.values[$0.index], rhs.values[$0.index], descending: $0.descending)
          }.first { $0 != 0 } ?? 0
      }
      if order != 0 { return order < 0 }
    }
    func slot(_ key: Key) -> Int {
      store.slot(ofDocument: Int(key.document.doc), in: key.snapshot) ?? .max
    }
    return slot(lhs) < slot(rhs)
  }

  private func compare(_ a: Int, _ b: Int) -> Int { a < b ? -1 : (a > b ? 1 : 0) }
}
