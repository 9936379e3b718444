/// Computes a candidate document's ranking values by reading its words from the forward index.
///
/// How each term matches each query word is looked up in a table built once per search: one
/// byte per (term, word) over the range of matched term ids, or a binary search in each word's
/// terms when that range is too large for a table. Reading a document costs O(its words ·
/// query words), and nothing is allocated per document.
struct DocumentRanker {
  /// A table byte: the term matches the word (`matched`), exactly (`exact`), with the typo count
  /// in the low bits.
  private static let matched: UInt8 = 0x80
  private static let exact: UInt8 = 0x40
  private static let typoMask: UInt8 = 0x3F
  /// The most bytes a match table may take.
  private static let tableLimit = 1 << 22

  let snapshot: IndexSnapshot
  let words: [QueryWord]
  let hits: [WordHits]
  let exactOnSingleWordQuery: LocalIndexSettings.ExactOnSingleWordQuery
  /// Whether each field may match (`restrictSearchableAttributes`), when restricted.
  let allowedFields: [Bool]?
  /// The lowest term id of the table, and the table (`(term - low) * words + word`).
  private let low: Int
  private let table: [UInt8]
  private let usesTable: Bool
  /// Per field: its attribute key (`level << 20`), and the mask of the positions that count.
  private let fieldKeys: [UInt32]
  private let positionMasks: [UInt32]
  // Per word, the current document's values (reset for each document).
  private var best: [UInt64]
  private var fieldsHolding: [UInt64]
  private var typos: [UInt8]
  private var exactWords: [Bool]
  private var positions: [[UInt32]]

  init(
    snapshot: IndexSnapshot, words: [QueryWord], hits: [WordHits],
    exactOnSingleWordQuery: LocalIndexSettings.ExactOnSingleWordQuery, allowedFields: [Bool]?
  ) {
    self.snapshot = snapshot
    self.words = words
    self.hits = hits
    self.exactOnSingleWordQuery = exactOnSingleWordQuery
    self.allowedFields = allowedFields
    let lowest = hits.compactMap { $0.terms.first?.id }.min() ?? 0
    let highest = hits.compactMap { $0.terms.last?.id }.max() ?? -1
    let span = highest - lowest + 1
    low = lowest
    if span > 0, span * max(words.count, 1) <= Self.tableLimit {
      var table = [UInt8](repeating: 0, count: span * words.count)
      for (word, hit) in hits.enumerated() {
        for term in hit.terms {
          table[(term.id - lowest) * words.count + word] =
            Self.matched | (term.exact ? Self.exact : 0) | min(term.typos, Self.typoMask)
        }
      }
      self.table = table
      usesTable = true
    } else {
      table = []
      usesTable = false
    }
    fieldKeys = snapshot.fields.map { UInt32($0.level) << 20 }
    positionMasks = snapshot.fields.map {
      $0.isUnordered ? 0 : (1 << IndexSnapshot.positionBits) - 1
    }
    best = [UInt64](repeating: .max, count: words.count)
    fieldsHolding = [UInt64](repeating: 0, count: words.count)
    typos = [UInt8](repeating: .max, count: words.count)
    exactWords = [Bool](repeating: false, count: words.count)
    positions = [[UInt32]](repeating: [], count: words.count > 1 ? words.count : 0)
  }

  /// How term `term` matches word `word`: the table byte.
  @inline(__always)
  private func lookup(_ term: Int, word: Int) -> UInt8 {
    if usesTable {
      let index = (term - low) * words.count + word
      return index >= 0 && index < table.count ? table[index] : 0
    }
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

  /// Document `doc`'s ranking values for the text criteria (typo, words, proximity, attribute,
  /// exact); `nil` when, with restricted attributes, a required word (or, with only optional
  /// words, every word) is missing from the allowed ones.
  /// - Complexity: O(words of the document · query words), plus the proximity pairs.
  mutating func rank(_ doc: UInt32) -> RankedDocument? {
    let wordCount = words.count
    for word in 0..<wordCount {
      best[word] = .max
      fieldsHolding[word] = 0
      typos[word] = .max
      exactWords[word] = false
    }
    for word in positions.indices { positions[word].removeAll(keepingCapacity: true) }
    let firstMarker = snapshot.firstMarker
    let positionLimit: UInt32 = (1 << IndexSnapshot.positionBits) - 1
    let range = Int(snapshot.tokenOffsets[Int(doc)])..<Int(snapshot.tokenOffsets[Int(doc) + 1])
    var field = 0
    var position: UInt32 = 0
    var fieldWords = 0
    var singleWordFields: UInt64 = 0
    let tracksPositions = wordCount > 1
    snapshot.tokens.withUnsafeBufferPointer { tokens in
      for index in range {
        let token = tokens[index]
        if token >= firstMarker {
          if token == IndexSnapshot.gapMarker {
            position &+= UInt32(IndexSnapshot.arrayElementGap)
          } else {
            if fieldWords == 1, field < 64 { singleWordFields |= 1 << UInt64(field) }
            field = Int(UInt32.max - 1 - token)
            position = 0
            fieldWords = 0
          }
          continue
        }
        let fieldPosition =
          UInt32(field) << IndexSnapshot.positionBits | min(position, positionLimit)
        position &+= 1
        fieldWords += 1
        if let allowedFields, !(field < allowedFields.count && allowedFields[field]) { continue }
        for word in 0..<wordCount {
          let match = lookup(Int(token), word: word)
          guard match != 0 else { continue }
          let wordTypos = match & Self.typoMask
          if wordTypos < typos[word] { typos[word] = wordTypos }
          if match & Self.exact != 0 { exactWords[word] = true }
          let key = fieldKeys[field] | (fieldPosition & positionMasks[field])
          let packed = UInt64(key) << 32 | UInt64(fieldPosition)
          if packed < best[word] { best[word] = packed }
          if field < 64 { fieldsHolding[word] |= 1 << UInt64(field) }
          if tracksPositions { positions[word].append(fieldPosition) }
        }
      }
    }
    if fieldWords == 1, field < 64 { singleWordFields |= 1 << UInt64(field) }

    var document = RankedDocument(doc: doc)
    var bestAttribute = UInt64.max
    var previous = -1
    var missingRequired = false
    let positionMask: UInt32 = (1 << IndexSnapshot.positionBits) - 1
    for word in 0..<wordCount {
      let found = best[word]
      guard found != .max else {
        if !words[word].isOptional { missingRequired = true }
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
      if previous >= 0 {
        document.proximity += IndexSnapshot.proximity(
          positions[previous][...], positions[word][...])
      }
      previous = word
    }
    document.attribute = bestAttribute == .max ? 0 : Int(bestAttribute)
    if allowedFields != nil, missingRequired || document.words == 0 && wordCount > 0 {
      return nil
    }
    return document
  }

  /// A lower bound of every candidate's text criteria: each required word matched with its
  /// fewest typos, adjacent to the previous one, at the best attribute position, and exact
  /// when it has an exact term.
  func idealDocument() -> RankedDocument {
    var document = RankedDocument(doc: 0)
    let hasOptional = words.contains { $0.isOptional }
    document.words = words.count
    for (word, hit) in hits.enumerated() where !words[word].isOptional {
      document.typos += Int(hit.terms.map(\.typos).min() ?? 0)
    }
    document.proximity = hasOptional ? 0 : max(0, words.count - 1)
    let exactWords = hits.filter { $0.terms.contains { $0.exact } }.count
    if words.count == 1 {
      switch exactOnSingleWordQuery {
      case .word: document.exact = exactWords
      case .none: document.exact = 0
      case .attribute:
        let wholeField = hits[0].terms.contains { $0.exact && snapshot.isWholeField($0.id) }
        document.exact = wholeField ? 1 : 0
      }
    } else {
      document.exact = exactWords
    }
    document.attribute = 0
    return document
  }
}
