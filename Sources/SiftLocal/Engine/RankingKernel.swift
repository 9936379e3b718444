/// A search's `ranking` as data: one descriptor per criterion, saying how a ranked document's
/// value for it is read (smaller ranks first) and the largest value it can take in this search.
///
/// Both ranking paths derive from it: the exhaustive comparison (``ranksBefore(_:_:)``) and the
/// packed keys of the top-k selection (``RankingKeyLayout``), whose widths come from the largest
/// values. Adding a criterion is adding a case here (and its value in ``RankedDocument``).
struct RankingKernel: Sendable {
  /// One criterion of the search.
  enum Criterion: Sendable {
    /// Typos summed over the words.
    case typo
    /// The distance bucket to `aroundLatLng`.
    case geo
    /// Words not matched, of `words`.
    case words(Int)
    /// The optional-filter score below `highest`.
    case filters(highest: Int)
    /// Summed distance between consecutive words.
    case proximity
    /// The best match's level and position, as `level · positions + position`.
    case attribute(positions: Int)
    /// Words not matched exactly, of `words`.
    case exact(Int)
    /// The `customRanking` rank (document ids follow it).
    case custom
    /// A sort criterion's rank.
    case sort(IndexArray<UInt32>)
  }

  /// The criteria in `ranking` order, each with the largest value it takes in the search
  /// (`nil` when unbounded: geo with a center).
  let criteria: [(criterion: Criterion, maxValue: Int?)]
  /// `customRanking` ranks by document id.
  let customRanks: IndexArray<UInt32>

  /// The kernel of a search.
  /// - Parameters:
  ///   - optionalFilters: each optional-filter group's scores.
  ///   - sumOrFiltersScores: whether a group scores the sum of the filters a record matches
  ///     (rather than the best one).
  ///   - hasCenter: whether the search has `aroundLatLng`.
  init(
    ranking: [LocalIndexSettings.RankingCriterion], words: [QueryWord], hits: [WordHits],
    optionalFilters: [[Int]], sumOrFiltersScores: Bool = false, snapshot: IndexSnapshot,
    hasCenter: Bool
  ) {
    customRanks = snapshot.customRanks
    let wordCount = words.count
    let positions = snapshot.maxPosition + 1
    var criteria: [(criterion: Criterion, maxValue: Int?)] = []
    for criterion in ranking {
      switch criterion {
      case .typo:
        criteria.append((.typo, hits.reduce(0) { $0 + Int($1.maxTypos) }))
      case .geo:
        criteria.append((.geo, hasCenter ? nil : 0))
      case .words:
        criteria.append((.words(wordCount), wordCount))
      case .filters:
        let highest = optionalFilters.reduce(0) {
          $0 + Self.bestScore(of: $1, summing: sumOrFiltersScores)
        }
        let lowest = optionalFilters.reduce(0) {
          $0 - Self.bestScore(of: $1.map { -$0 }, summing: sumOrFiltersScores)
        }
        criteria.append((.filters(highest: highest), highest - lowest))
      case .proximity:
        criteria.append((.proximity, 8 * max(0, wordCount - 1)))
      case .attribute:
        let levels = (snapshot.fields.map(\.level).max() ?? 0) + 1
        criteria.append(
          (.attribute(positions: positions), wordCount == 0 ? 0 : levels * positions - 1))
      case .exact:
        criteria.append((.exact(wordCount), wordCount))
      case .custom:
        criteria.append((.custom, Int(snapshot.customRanks.last ?? 0)))
      case .sort(let sort):
        guard let ranks = snapshot.sortRanks[sort] else { continue }
        criteria.append((.sort(ranks), ranks.count))
      }
    }
    self.criteria = criteria
  }

  /// The highest score a record can get from one optional-filter group with these scores: the
  /// sum of the positive ones when the group's scores add up (`sumOrFiltersScores`), the
  /// largest one otherwise; never below 0 (matching none of them).
  static func bestScore(of scores: [Int], summing: Bool) -> Int {
    summing ? scores.filter { $0 > 0 }.reduce(0, +) : max(0, scores.max() ?? 0)
  }

  /// The value of `criterion` for `document`; `custom` and `sort` read their ranks through
  /// `custom` and `sort` (a lower bound reads them otherwise).
  @inline(__always)
  static func value(
    _ criterion: Criterion, of document: RankedDocument, custom: () -> Int,
    sort: (IndexArray<UInt32>) -> Int
  ) -> Int {
    switch criterion {
    case .typo: return document.typos
    case .geo: return document.geoBucket
    case .words(let count): return count - document.words
    case .filters(let highest): return highest - document.filters
    case .proximity: return document.proximity
    case .attribute(let positions):
      let rank = AttributeRank(packed: document.attribute)
      return rank.level * positions + rank.position
    case .exact(let count): return count - document.exact
    case .custom: return custom()
    case .sort(let ranks): return sort(ranks)
    }
  }

  /// Whether `lhs` ranks before `rhs`: the criteria in order, then the document id.
  func ranksBefore(_ lhs: RankedDocument, _ rhs: RankedDocument) -> Bool {
    let left = Int(lhs.doc)
    let right = Int(rhs.doc)
    for (criterion, _) in criteria {
      let a = Self.value(
        criterion, of: lhs, custom: { Int(customRanks[left]) }, sort: { Int($0[left]) })
      let b = Self.value(
        criterion, of: rhs, custom: { Int(customRanks[right]) }, sort: { Int($0[right]) })
      if a != b { return a < b }
    }
    return lhs.doc < rhs.doc
  }
}
