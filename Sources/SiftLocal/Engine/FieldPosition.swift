/// Where a word stands in a record: its searchable field, its position in the field, and whether
/// it is the field's only word. Packed in 32 bits that order as (field, position): the type owns
/// its bit widths, and nothing else restates them.
///
/// Positions saturate at ``positionLimit``; array elements after the first start
/// ``IndexSnapshot/arrayElementGap`` positions after the previous element's last word, so
/// proximity never spans two elements.
struct FieldPosition: Sendable, Hashable, Comparable {
  /// Bits of the field: at most ``fieldLimit`` searchable fields.
  static let fieldBits = 8
  /// Bits of the position.
  static let positionBits = 23
  /// The most searchable fields an index may have.
  static let fieldLimit = 1 << fieldBits
  /// The largest position kept (later words share it).
  static let positionLimit = (1 << positionBits) - 1

  /// `field << 24 | position << 1 | isWholeField`.
  let rawValue: UInt32

  init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The position `position` (saturated) of field `field` (less than ``fieldLimit``).
  init(field: Int, position: Int, isWholeField: Bool = false) {
    rawValue =
      UInt32(truncatingIfNeeded: field) << UInt32(Self.positionBits + 1)
      | UInt32(min(position, Self.positionLimit)) << 1 | (isWholeField ? 1 : 0)
  }

  var field: Int { Int(rawValue >> UInt32(Self.positionBits + 1)) }
  var position: Int { Int(rawValue >> 1) & Self.positionLimit }
  /// Whether the word is the only word of its field in this record.
  var isWholeField: Bool { rawValue & 1 != 0 }

  /// The same position marked as its field's only word.
  var markedWholeField: FieldPosition { FieldPosition(rawValue: rawValue | 1) }

  /// The proximity of a word here and a word at `later` (Algolia's): the distance in words when
  /// `later` comes after this position, one more when it comes before (a reversed pair), at most
  /// `limit`; `limit` when the words are in different fields.
  @inline(__always)
  func proximity(to later: FieldPosition, limit: Int) -> Int {
    let a = rawValue >> 1
    let b = later.rawValue >> 1
    guard a >> UInt32(Self.positionBits) == b >> UInt32(Self.positionBits) else { return limit }
    let distance = b > a ? Int(b &- a) : Int(a &- b) + 1
    return min(distance, limit)
  }

  static func < (lhs: FieldPosition, rhs: FieldPosition) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The value of the `attribute` criterion for one match: the level of its attribute in
/// `searchableAttributes`, then its position (0 in an `unordered(…)` attribute). Smaller ranks
/// first.
struct AttributeRank: Sendable, Hashable, Comparable {
  let level: Int
  let position: Int

  /// The best rank there is: a match at the start of the first level.
  static let best = AttributeRank(level: 0, position: 0)

  init(level: Int, position: Int) {
    self.level = level
    self.position = position
  }

  /// The rank packed in one integer that orders alike: `level << positionBits | position`.
  init(packed: Int) {
    level = packed >> FieldPosition.positionBits
    position = packed & FieldPosition.positionLimit
  }

  /// The rank packed in one integer that orders alike.
  var packed: Int { level << FieldPosition.positionBits | position }

  static func < (lhs: AttributeRank, rhs: AttributeRank) -> Bool {
    (lhs.level, lhs.position) < (rhs.level, rhs.position)
  }
}

/// Groups of attribute ranks that a term's documents are kept in (best group first), so that
/// ranking can reach the documents matching in the best attributes without reading the others:
/// per level, positions 0, 1, 2 and 3 on their own, then 4–7, 8–15, 16–31, 32–63 and 64 on (an
/// unordered attribute has only position 0).
struct AttributeBucket: Sendable, Hashable, Comparable {
  /// Position groups per level.
  static let groupsPerLevel = 9
  /// The first position of each group.
  private static let groupStarts = [0, 1, 2, 3, 4, 8, 16, 32, 64]

  let rawValue: UInt16

  init(rawValue: UInt16) { self.rawValue = rawValue }

  /// The bucket of `rank`.
  init(_ rank: AttributeRank) {
    let position = rank.position
    let group =
      position < 4
      ? position : min(Self.groupsPerLevel - 1, Int.bitWidth - position.leadingZeroBitCount + 1)
    rawValue = UInt16(truncatingIfNeeded: rank.level * Self.groupsPerLevel + group)
  }

  /// The best rank of the bucket.
  var lowerBound: AttributeRank {
    let raw = Int(rawValue)
    return AttributeRank(
      level: raw / Self.groupsPerLevel, position: Self.groupStarts[raw % Self.groupsPerLevel])
  }

  static func < (lhs: AttributeBucket, rhs: AttributeBucket) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
