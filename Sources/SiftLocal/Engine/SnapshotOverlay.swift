import SiftCore

/// An index's recent writes kept beside the snapshot they change, so that a small write costs
/// an index of its own records, not a rebuild of every record.
///
/// The `base` snapshot is what the index was before; `delta` indexes the current version of
/// every record written since (added, replaced or updated), under the same settings; the base
/// documents of every objectID written since (deleted ones too) are `removed`. A search runs
/// on both and merges their pages by the full ranking (``search(_:indexName:)``), which gives
/// the page a snapshot of all the records would give, because every ranking criterion of a
/// document depends on that document alone. A search the merge does not cover (distinct,
/// typo tolerance `min` or `strict`, geo, numeric facets, …) is answered by a snapshot of all
/// the records, built then (the overlay is folded in).
final class SnapshotOverlay: Sendable {
  let base: IndexSnapshot
  let delta: IndexSnapshot
  /// The base's documents of the objectIDs written since, sorted.
  let removed: [UInt32]
  /// The objectIDs written since the base (deleted ones too).
  let writtenIDs: Set<String>
  /// The records as they are now, for the insertion order that breaks ties.
  private let store: RecordStore

  /// The most records an overlay holds: past this share of the base (or this many), a write
  /// rebuilds the snapshot instead.
  static let largestShare = 16
  static let largestCount = 10_000

  /// An overlay of `writtenIDs` (the objectIDs written since `base`) as `store` holds them.
  /// Returns `nil` when the writes are too many for an overlay (the caller rebuilds).
  /// - Throws: what building the delta's snapshot throws.
  /// - Complexity: O(w log w + the delta's build) for w objectIDs written.
  init?(
    base: IndexSnapshot, writtenIDs: Set<String>, store: RecordStore, placeholders: Set<String>
  ) throws(LocalIndexError) {
    guard base.settings.searchableAttributes != nil,
      writtenIDs.count <= Self.largestCount, writtenIDs.count * Self.largestShare <= base.count
    else { return nil }
    var entries: [(slot: Int, objectID: String)] = []
    var removed: [UInt32] = []
    for objectID in writtenIDs {
      if let slot = store.slot(of: objectID) { entries.append((slot, objectID)) }
      if let doc = base.document(objectID: objectID) { removed.append(UInt32(doc)) }
    }
    entries.sort { $0.slot < $1.slot }
    let records = entries.map { entry in
      (objectID: entry.objectID, record: store.record(atSlot: entry.slot))
    }
    delta = try IndexSnapshot(entries: records, settings: base.settings, placeholders: placeholders)
    self.base = base
    self.removed = removed.sorted()
    self.writtenIDs = writtenIDs
    self.store = store
  }

  /// The number of records.
  var count: Int { base.count - removed.count + delta.count }

  /// The record with this objectID, decoded.
  func record(objectID: String) -> JSON? {
    if let doc = delta.document(objectID: objectID) { return delta.record(doc) }
    guard !writtenIDs.contains(objectID), let doc = base.document(objectID: objectID) else {
      return nil
    }
    return base.record(doc)
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
        base.facets[name]?.hasNumbers != true && delta.facets[name]?.hasNumbers != true
      }
  }

  /// Runs a search on the base (without the removed documents) and on the delta, and merges
  /// them; `nil` when the search needs what the merge does not cover (see ``canSearch(_:)``,
  /// and a search that finds nothing and would retry with fewer words).
  /// - Complexity: that of the two searches, plus O(k · c) for the k best documents of each
  ///   compared on c criteria.
  func search(_ request: SearchRequest, indexName: String?) -> SearchResponse? {
    guard canSearch(request) else { return nil }
    let clock = ContinuousClock()
    let started = clock.now
    let window = IndexSnapshot.PageWindow(request, limit: base.settings.paginationLimitedTo)
    var baseRequest = request
    baseRequest.hiddenDocuments = removed
    let topCount = window.overflow ? window.limit : min(window.wanted, window.limit)
    let needsFacetDocuments = !request.facets.isEmpty
    let baseOutcome = base.match(
      baseRequest, topCount: topCount, needsFacetDocuments: needsFacetDocuments)
    let deltaOutcome = delta.match(
      request, topCount: topCount, needsFacetDocuments: needsFacetDocuments)
    let nbHits = baseOutcome.nbHits + deltaOutcome.nbHits
    if nbHits == 0, request.removeWordsIfNoResults != .none { return nil }

    // The two rankings merged, as far as the page reaches.
    let end = min(
      window.overflow ? Int.max : window.wanted, nbHits, window.limit,
      baseOutcome.ranked.count + deltaOutcome.ranked.count)
    let order = MergeOrder(ranking: request.ranking, settings: base.settings, store: store)
    let baseKeys = baseOutcome.ranked.prefix(end).map { order.key(of: $0, in: base) }
    let deltaKeys = deltaOutcome.ranked.prefix(end).map { order.key(of: $0, in: delta) }
    var page: [(document: RankedDocument, inDelta: Bool)] = []
    var (nextBase, nextDelta) = (0, 0)
    while nextBase + nextDelta < end {
      let takeDelta =
        nextBase == baseKeys.count
        || (nextDelta < deltaKeys.count
          && order.ranksBefore(deltaKeys[nextDelta], baseKeys[nextBase]))
      if nextBase + nextDelta >= window.start {
        page.append(
          takeDelta
            ? (deltaOutcome.ranked[nextDelta], true) : (baseOutcome.ranked[nextBase], false))
      }
      if takeDelta { nextDelta += 1 } else { nextBase += 1 }
    }
    let baseHighlighter = base.highlighter(for: baseOutcome, request: request)
    let deltaHighlighter = delta.highlighter(for: deltaOutcome, request: request)
    let hits = page.map { entry in
      entry.inDelta
        ? delta.hit(for: entry.document, request: request, highlighter: deltaHighlighter)
        : base.hit(for: entry.document, request: request, highlighter: baseHighlighter)
    }

    var facets: [String: [String: Int]]?
    if !request.facets.isEmpty {
      var counted: [String: [String: Int]] = [:]
      for name in base.requestedFacets(request.facets) {
        var counts: [String: Int] = [:]
        if let column = base.facets[name] {
          base.countFacetValues(column, documents: baseOutcome.facetDocuments, into: &counts)
        }
        if let column = delta.facets[name] {
          delta.countFacetValues(column, documents: deltaOutcome.facetDocuments, into: &counts)
        }
        guard base.facets[name] != nil || delta.facets[name] != nil else { continue }
        counted[name] = Self.top(
          counts, limit: request.maxValuesPerFacet, byValue: request.sortFacetValuesByAlpha)
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

/// The order of documents from two snapshots of one index: the `ranking` criteria of a search
/// (the text criteria as each snapshot ranked them, `custom` and sort criteria by the records'
/// values), then the `customRanking` values, then insertion order, as document ids order
/// them within one snapshot.
struct MergeOrder {
  /// What a comparison reads of a document.
  struct Key {
    let document: RankedDocument
    /// The values of ``MergeOrder/sortPaths``.
    let values: [SortValue]
    let objectID: String
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
    return Key(
      document: document, values: values, objectID: snapshot.objectIDs[Int(document.doc)])
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
    return (store.slot(of: lhs.objectID) ?? .max) < (store.slot(of: rhs.objectID) ?? .max)
  }

  private func compare(_ a: Int, _ b: Int) -> Int { a < b ? -1 : (a > b ? 1 : 0) }
}
