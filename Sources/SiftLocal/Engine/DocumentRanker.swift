/// Computes a candidate document's ranking values by reading its words from the forward index.
///
/// How each term matches each query word is looked up in a table built once per search: one
/// byte per (term, word) over the range of matched term ids, or a binary search in each word's
/// terms when that range is too large for a table. Reading a document costs O(its words ·
/// query words); the per-document scratch is allocated once per search.
final class DocumentRanker {
  /// A table byte: the term matches the word (`matched`), exactly (`exact`), with the typo count
  /// in the low bits.
  private static let matched: UInt8 = 0x80
  private static let exact: UInt8 = 0x40
  private static let typoMask: UInt8 = 0x3F
  /// The most bytes a match table takes by default.
  static let defaultTableLimit = 1 << 22

  /// The forward index, as ``IndexSnapshot/tokenOffsets`` and ``IndexSnapshot/tokens``.
  struct ForwardIndex {
    let offsets: UnsafeBufferPointer<UInt32>
    let tokens: UnsafeBufferPointer<UInt32>
  }

  let snapshot: IndexSnapshot
  let words: [QueryWord]
  let hits: [WordHits]
  let exactOnSingleWordQuery: LocalIndexSettings.ExactOnSingleWordQuery
  /// Whether each field may match (`restrictSearchableAttributes`), when restricted.
  let allowedFields: [Bool]?
  private let wordCount: Int
  private let firstMarker: UInt32
  /// The lowest term id of the table, and the table (`(term - low) * words + word`); empty when
  /// the matched terms span too many ids.
  private let low: Int
  private let table: UnsafeMutableBufferPointer<UInt8>
  /// Per field: its attribute key (`level << 20`), the mask of the positions that count, and
  /// whether it may match.
  private let fieldKeys: UnsafeMutableBufferPointer<UInt32>
  private let positionMasks: UnsafeMutableBufferPointer<UInt32>
  private let fieldAllowed: UnsafeMutableBufferPointer<Bool>
  /// Whether each word is optional.
  private let optional: UnsafeMutableBufferPointer<Bool>
  // Per word, the current document's values (reset for each document).
  private let best: UnsafeMutableBufferPointer<UInt64>
  private let fieldsHolding: UnsafeMutableBufferPointer<UInt64>
  private let typos: UnsafeMutableBufferPointer<UInt8>
  private let exactWords: UnsafeMutableBufferPointer<Bool>
  /// The current document's matches in token order (`matchCount` of them), as word and packed
  /// field position, for proximity; grown as documents need.
  private var matchWords: UnsafeMutableBufferPointer<Int32>
  private var matchPositions: UnsafeMutableBufferPointer<UInt32>
  private var matchCount = 0

  /// A ranker for one search.
  /// - Parameters:
  ///   - tableLimit: the most bytes the match table may take; past it, terms are looked up by
  ///     binary search in each word's terms.
  init(
    snapshot: IndexSnapshot, words: [QueryWord], hits: [WordHits],
    exactOnSingleWordQuery: LocalIndexSettings.ExactOnSingleWordQuery, allowedFields: [Bool]?,
    tableLimit: Int = defaultTableLimit
  ) {
    self.snapshot = snapshot
    self.words = words
    self.hits = hits
    self.exactOnSingleWordQuery = exactOnSingleWordQuery
    self.allowedFields = allowedFields
    wordCount = words.count
    firstMarker = snapshot.firstMarker
    let lowest = hits.compactMap { $0.terms.first?.id }.min() ?? 0
    let highest = hits.compactMap { $0.terms.last?.id }.max() ?? -1
    let span = highest - lowest + 1
    low = lowest
    if span > 0, span * max(words.count, 1) <= tableLimit {
      table = .allocate(capacity: span * words.count)
      table.initialize(repeating: 0)
      for (word, hit) in hits.enumerated() {
        for term in hit.terms {
          table[(term.id - lowest) * words.count + word] =
            Self.matched | (term.exact ? Self.exact : 0) | min(term.typos, Self.typoMask)
        }
      }
    } else {
      table = .allocate(capacity: 0)
    }
    let fields = snapshot.fields
    fieldKeys = .allocate(capacity: fields.count)
    _ = fieldKeys.initialize(from: fields.map { UInt32($0.level) << 20 })
    positionMasks = .allocate(capacity: fields.count)
    _ = positionMasks.initialize(
      from: fields.map { $0.isUnordered ? 0 : (1 << IndexSnapshot.positionBits) - 1 })
    fieldAllowed = .allocate(capacity: fields.count)
    _ = fieldAllowed.initialize(
      from: fields.indices.map { field in
        allowedFields.map { field < $0.count && $0[field] } ?? true
      })
    optional = .allocate(capacity: words.count)
    _ = optional.initialize(from: words.map(\.isOptional))
    best = .allocate(capacity: words.count)
    fieldsHolding = .allocate(capacity: words.count)
    typos = .allocate(capacity: words.count)
    exactWords = .allocate(capacity: words.count)
    matchWords = .allocate(capacity: 64)
    matchPositions = .allocate(capacity: 64)
  }

  deinit {
    best.deallocate()
    fieldsHolding.deallocate()
    table.deallocate()
    fieldKeys.deallocate()
    positionMasks.deallocate()
    fieldAllowed.deallocate()
    optional.deallocate()
    typos.deallocate()
    exactWords.deallocate()
    matchWords.deallocate()
    matchPositions.deallocate()
  }

  /// How term `term` matches word `word` when there is no table: a binary search.
  private func lookup(_ term: Int, word: Int) -> UInt8 {
    let terms = hits[word].terms
    var lower = 0
    var upper = terms.count
    while lower < upper {
      let middle = (lower + upper) / 2
      if terms[middle].id < term { lower = middle + 1 } else { upper = middle }
    }
    guard lower < terms.count, terms[lower].id == term else { return 0 }
    let found = terms[lower]
    return Self.matched | (found.exact ? Self.exact : 0) | min(found.typos, Self.typoMask)
  }

  /// Makes room for `count` matches.
  private func reserveMatches(_ count: Int) {
    guard count > matchWords.count else { return }
    let capacity = max(count, matchWords.count * 2)
    matchWords.deallocate()
    matchPositions.deallocate()
    matchWords = .allocate(capacity: capacity)
    matchPositions = .allocate(capacity: capacity)
  }

  /// Document `doc`'s ranking values for the text criteria (typo, words, proximity, attribute,
  /// exact); `nil` when, with restricted attributes, a required word (or, with only optional
  /// words, every word) is missing from the allowed ones.
  /// - Complexity: O(words of the document · query words), plus the proximity pairs.
  func rank(_ doc: UInt32, in index: ForwardIndex) -> RankedDocument? {
    let wordCount = self.wordCount
    best.update(repeating: .max)
    fieldsHolding.update(repeating: 0)
    typos.update(repeating: .max)
    exactWords.update(repeating: false)
    let start = Int(index.offsets[Int(doc)])
    let end = Int(index.offsets[Int(doc) + 1])
    let tracksPositions = wordCount > 1
    if tracksPositions { reserveMatches((end - start) * wordCount) }
    var matches = 0
    let firstMarker = self.firstMarker
    let positionLimit: UInt32 = (1 << IndexSnapshot.positionBits) - 1
    let usesTable = table.count > 0
    var field = 0
    var position: UInt32 = 0
    var fieldWords = 0
    var singleWordFields: UInt64 = 0
    for tokenIndex in start..<end {
      let token = index.tokens[tokenIndex]
      if token >= firstMarker {
        if token == IndexSnapshot.gapMarker {
          position &+= UInt32(IndexSnapshot.arrayElementGap)
        } else {
          if fieldWords == 1, field < 64 { singleWordFields |= 1 << UInt64(field) }
          field = IndexSnapshot.field(ofMarker: token)
          position = 0
          fieldWords = 0
        }
        continue
      }
      let fieldPosition = UInt32(field) << IndexSnapshot.positionBits | min(position, positionLimit)
      position &+= 1
      fieldWords += 1
      let offset = (Int(token) &- low) &* wordCount
      if usesTable, offset < 0 || offset >= table.count { continue }
      guard fieldAllowed[field] else { continue }
      for word in 0..<wordCount {
        let match = usesTable ? table[offset &+ word] : lookup(Int(token), word: word)
        guard match != 0 else { continue }
        let wordTypos = match & Self.typoMask
        if wordTypos < typos[word] { typos[word] = wordTypos }
        if match & Self.exact != 0 { exactWords[word] = true }
        let key = fieldKeys[field] | (fieldPosition & positionMasks[field])
        let packed = UInt64(key) << 32 | UInt64(fieldPosition)
        if packed < best[word] { best[word] = packed }
        if field < 64 { fieldsHolding[word] |= 1 << UInt64(field) }
        if tracksPositions {
          matchWords[matches] = Int32(word)
          matchPositions[matches] = fieldPosition
          matches += 1
        }
      }
    }
    if fieldWords == 1, field < 64 { singleWordFields |= 1 << UInt64(field) }
    matchCount = matches

    var document = RankedDocument(doc: doc)
    var bestAttribute = UInt64.max
    var previous = -1
    var missingRequired = false
    let positionMask: UInt32 = (1 << IndexSnapshot.positionBits) - 1
    for word in 0..<wordCount {
      let found = best[word]
      guard found != .max else {
        if !optional[word] { missingRequired = true }
        previous = -1
        continue
      }
      document.words += 1
      document.typos += Int(typos[word])
      if exactWords[word] {
        if wordCount == 1 {
          switch exactOnSingleWordQuery {
          case .word: document.exact += 1
          case .attribute:
            if singleWordFields & fieldsHolding[word] != 0 { document.exact += 1 }
          case .none: break
          }
        } else {
          document.exact += 1
        }
      }
      let key = found >> 32
      if key < bestAttribute {
        bestAttribute = key
        let fieldPosition = UInt32(truncatingIfNeeded: found)
        let matchedField = Int(fieldPosition >> IndexSnapshot.positionBits)
        document.firstMatchedWord =
          matchedField * 1000 + min(Int(fieldPosition & positionMask), 999)
      }
      if previous >= 0 { document.proximity += proximity(previous, word) }
      previous = word
    }
    document.attribute = bestAttribute == .max ? 0 : Int(bestAttribute)
    if allowedFields != nil, missingRequired || document.words == 0 && wordCount > 0 {
      return nil
    }
    return document
  }

  /// The proximity of words `first` and `second` in the current document: the smallest
  /// distance from a position of `first` to a later position of `second` in the same field (a
  /// reversed pair costs one more), at most 8.
  private func proximity(_ first: Int, _ second: Int) -> Int {
    var best = 8
    let positionBits = IndexSnapshot.positionBits
    let first = Int32(first)
    let second = Int32(second)
    outer: for i in 0..<matchCount where matchWords[i] == first {
      let a = matchPositions[i]
      for j in 0..<matchCount where matchWords[j] == second {
        let b = matchPositions[j]
        guard a >> positionBits == b >> positionBits else { continue }
        let distance = b > a ? Int(b - a) : Int(a - b) + 1
        if distance < best {
          best = distance
          if best == 1 { break outer }
        }
      }
    }
    return best
  }

  /// A lower bound of every candidate's text criteria: each required word matched with its
  /// fewest typos, adjacent to the previous one, at the best attribute position, and exact
  /// when it has an exact term.
  func idealDocument() -> RankedDocument {
    idealDocument(
      classes: hits.map { hit in
        hit.terms.map { MatchClass(typos: $0.typos, exact: $0.exact).rawValue }.min() ?? 0
      })
  }

  /// A lower bound of the text criteria of the candidates whose best match of each word `w` is
  /// of class `classes[w]` (see ``MatchClass``).
  func idealDocument(classes: [Int]) -> RankedDocument {
    var document = RankedDocument(doc: 0)
    let hasOptional = words.contains { $0.isOptional }
    document.words = words.count
    for (word, matchClass) in classes.enumerated() where !words[word].isOptional {
      document.typos += MatchClass(rawValue: matchClass).typos
    }
    document.proximity = hasOptional ? 0 : max(0, words.count - 1)
    let exactWords = classes.filter { MatchClass(rawValue: $0).isExact }.count
    if words.count == 1 {
      switch exactOnSingleWordQuery {
      case .word: document.exact = exactWords
      case .none: document.exact = 0
      case .attribute:
        let wholeField = hits[0].terms.contains { $0.exact && snapshot.isWholeField($0.id) }
        document.exact = wholeField && exactWords > 0 ? 1 : 0
      }
    } else {
      document.exact = exactWords
    }
    document.attribute = 0
    return document
  }
}

/// How well a document matches a query word, as its best term does: fewer typos first, then
/// exact before not. Classes order like the `typo` and `exact` criteria.
struct MatchClass: Sendable {
  let rawValue: Int
  /// The most classes (typo counts above 3 share the last two).
  static let count = 8

  init(rawValue: Int) { self.rawValue = rawValue }

  init(typos: UInt8, exact: Bool) {
    rawValue = min(Int(typos), 3) * 2 + (exact ? 0 : 1)
  }

  var typos: Int { rawValue / 2 }
  var isExact: Bool { rawValue == 0 }
}
