/// How a candidate's ranking values pack into one `UInt64` that sorts like
/// ``IndexSnapshot/compare(_:_:ranking:)``: each criterion in `ranking` order gets the bits its
/// largest possible value needs (smaller is better), and the low bits hold the candidate's slot,
/// which follows document order, the final tie-break.
///
/// `custom` needs no bits when nothing after it varies: document ids follow `customRanking`, so
/// the slot already orders it.
struct RankingKeyLayout: Sendable {
  /// One packed criterion.
  enum Component: Sendable {
    case typo
    case words(Int)
    case filters(Int)
    case proximity
    case attribute(positions: Int)
    case exact(Int)
    case custom
    case sort([UInt32])
  }

  /// The packed criteria with their widths in bits, most significant first.
  let components: [(component: Component, width: Int)]
  /// Bits of the slot.
  let slotBits: Int
  /// Mask of the slot bits.
  var slotMask: UInt64 { slotBits == 0 ? 0 : ~0 >> UInt64(64 - slotBits) }

  private static func width(_ bound: Int) -> Int {
    bound <= 0 ? 0 : Int.bitWidth - bound.leadingZeroBitCount
  }

  /// The layout for a search, or `nil` when the values do not fit in 64 bits or a criterion
  /// (geo with a center) has no useful bound.
  /// - Parameters:
  ///   - optionalFilters: each optional-filter group's scores.
  init?(
    ranking: [LocalIndexSettings.RankingCriterion], words: [QueryWord], hits: [WordHits],
    optionalFilters: [[Int]], snapshot: IndexSnapshot, candidates: Int, hasCenter: Bool
  ) {
    var components: [(component: Component, width: Int)] = []
    let wordCount = words.count
    let positions = snapshot.maxPosition + 1
    for criterion in ranking {
      switch criterion {
      case .typo:
        let bound = hits.reduce(0) { $0 + Int($1.terms.map(\.typos).max() ?? 0) }
        components.append((.typo, Self.width(bound)))
      case .geo:
        if hasCenter { return nil }
      case .words:
        components.append((.words(wordCount), Self.width(wordCount)))
      case .filters:
        let highest = optionalFilters.reduce(0) { $0 + max(0, $1.max() ?? 0) }
        let lowest = optionalFilters.reduce(0) { $0 + min(0, $1.min() ?? 0) }
        components.append((.filters(highest), Self.width(highest - lowest)))
      case .proximity:
        components.append((.proximity, Self.width(8 * max(0, wordCount - 1))))
      case .attribute:
        let levels = (snapshot.fields.map(\.level).max() ?? 0) + 1
        components.append(
          (
            .attribute(positions: positions),
            wordCount == 0 ? 0 : Self.width(levels * positions - 1)
          ))
      case .exact:
        components.append((.exact(wordCount), Self.width(wordCount)))
      case .custom:
        components.append((.custom, Self.width(Int(snapshot.customRanks.last ?? 0))))
      case .sort(let sort):
        guard let ranks = snapshot.sortRanks[sort] else { continue }
        components.append((.sort(ranks), Self.width(ranks.count)))
      }
    }
    components.removeAll { $0.width == 0 }
    if case .custom? = components.last?.component { components.removeLast() }
    slotBits = Self.width(candidates - 1)
    guard components.reduce(slotBits, { $0 + $1.width }) <= 64 else { return nil }
    self.components = components
  }

  /// Whether ``lowerBound(_:from:snapshot:)`` depends on the document it starts from (when
  /// `custom` is packed, its rank only grows with the document id).
  var lowerBoundMoves: Bool {
    components.contains { if case .custom = $0.component { true } else { false } }
  }

  /// A lower bound of the criteria bits (the key without its slot) of every document from
  /// `doc` on, given `ideal`, a lower bound of their other ranking values: `custom` is at least
  /// `doc`'s rank (documents follow `customRanking`), a `sort` criterion at least 0.
  /// - Complexity: O(criteria).
  func lowerBound(_ ideal: RankedDocument, from doc: Int, snapshot: IndexSnapshot) -> UInt64 {
    criteriaBits(
      ideal, custom: { Int(snapshot.customRanks[min(doc, snapshot.customRanks.count - 1)]) },
      sort: { _ in 0 })
  }

  /// The key of a candidate's ranking values.
  /// - Complexity: O(criteria).
  @inline(__always)
  func key(_ document: RankedDocument, slot: Int, snapshot: IndexSnapshot) -> UInt64 {
    let doc = Int(document.doc)
    let criteria = criteriaBits(
      document, custom: { Int(snapshot.customRanks[doc]) }, sort: { Int($0[doc]) })
    return criteria << UInt64(slotBits) | UInt64(slot)
  }

  /// The criteria bits of ranking values, the `custom` and `sort` values given by `custom` and
  /// `sort` (which reads a criterion's ranks).
  @inline(__always)
  private func criteriaBits(
    _ values: RankedDocument, custom: () -> Int, sort: ([UInt32]) -> Int
  ) -> UInt64 {
    var key: UInt64 = 0
    for (component, width) in components {
      let value: Int
      switch component {
      case .typo: value = values.typos
      case .words(let bound): value = bound - values.words
      case .filters(let bound): value = bound - values.filters
      case .proximity: value = values.proximity
      case .attribute(let positions):
        value = (values.attribute >> 20) * positions + (values.attribute & ((1 << 20) - 1))
      case .exact(let bound): value = bound - values.exact
      case .custom: value = custom()
      case .sort(let ranks): value = sort(ranks)
      }
      key = key << UInt64(width) | UInt64(truncatingIfNeeded: value)
    }
    return key
  }
}
