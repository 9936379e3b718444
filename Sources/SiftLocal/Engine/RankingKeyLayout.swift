/// How a candidate's ranking values pack into one `UInt64` that sorts like
/// ``RankingKernel/ranksBefore(_:_:)``: each criterion of the kernel, in `ranking` order, gets
/// the bits its largest value needs, and the low bits hold the candidate's slot, which follows
/// document order, the final tie-break.
///
/// `custom` needs no bits when nothing after it varies: document ids follow `customRanking`, so
/// the slot already orders it.
struct RankingKeyLayout: Sendable {
  /// The packed criteria with their widths in bits, most significant first.
  let components: [(criterion: RankingKernel.Criterion, width: Int)]
  /// Bits of the slot.
  let slotBits: Int
  /// Mask of the slot bits.
  var slotMask: UInt64 { slotBits == 0 ? 0 : ~0 >> UInt64(64 - slotBits) }
  /// `customRanking` ranks by document id.
  private let customRanks: IndexArray<UInt32>

  private static func width(_ bound: Int) -> Int {
    bound <= 0 ? 0 : Int.bitWidth - bound.leadingZeroBitCount
  }

  /// The layout of a kernel over `candidates` slots, or `nil` when the values do not fit in 64
  /// bits or a criterion (geo with a center) is unbounded.
  init?(kernel: RankingKernel, candidates: Int) {
    var components: [(criterion: RankingKernel.Criterion, width: Int)] = []
    for (criterion, maxValue) in kernel.criteria {
      guard let maxValue else { return nil }
      let width = Self.width(maxValue)
      if width > 0 { components.append((criterion, width)) }
    }
    if case .custom? = components.last?.criterion { components.removeLast() }
    slotBits = Self.width(candidates - 1)
    guard components.reduce(slotBits, { $0 + $1.width }) <= 64 else { return nil }
    self.components = components
    customRanks = kernel.customRanks
  }

  /// Whether ``lowerBound(_:from:)`` depends on the document it starts from (when `custom` is
  /// packed, its rank only grows with the document id).
  var lowerBoundMoves: Bool {
    components.contains { if case .custom = $0.criterion { true } else { false } }
  }

  /// A lower bound of the criteria bits (the key without its slot) of every document from
  /// `doc` on, given `ideal`, a lower bound of their other ranking values: `custom` is at least
  /// `doc`'s rank (documents follow `customRanking`), a `sort` criterion at least 0.
  /// - Complexity: O(criteria).
  func lowerBound(_ ideal: RankedDocument, from doc: Int) -> UInt64 {
    criteriaBits(
      ideal, custom: { Int(customRanks[min(doc, customRanks.count - 1)]) }, sort: { _ in 0 })
  }

  /// The key of a candidate's ranking values.
  /// - Complexity: O(criteria).
  @inline(__always)
  func key(_ document: RankedDocument, slot: Int) -> UInt64 {
    let doc = Int(document.doc)
    let criteria = criteriaBits(
      document, custom: { Int(customRanks[doc]) }, sort: { Int($0[doc]) })
    return criteria << UInt64(slotBits) | UInt64(slot)
  }

  @inline(__always)
  private func criteriaBits(
    _ values: RankedDocument, custom: () -> Int, sort: (IndexArray<UInt32>) -> Int
  ) -> UInt64 {
    var key: UInt64 = 0
    for (criterion, width) in components {
      let value = RankingKernel.value(criterion, of: values, custom: custom, sort: sort)
      key = key << UInt64(width) | UInt64(truncatingIfNeeded: value)
    }
    return key
  }
}
