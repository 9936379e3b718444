/// Splits text into words: runs of letters or digits, broken at separators, at script changes
/// and between letters and digits; ideographs are words of one character, and each character
/// of `separatorsToIndex` is a word of its own.
struct Tokenizer: Sendable {
  /// One word of a text.
  struct Token: Sendable {
    /// The folded word.
    var folded: [UInt32]
    /// The word's first scalar offset in the text's scalars.
    var start: Int
    /// One past the word's last scalar offset.
    var end: Int
  }

  /// Characters indexed as words of their own.
  let indexedSeparators: Set<UInt32>
  /// The ASCII ones, a bit per code point.
  private let asciiIndexedSeparators: (low: UInt64, high: UInt64)
  /// The class of each ASCII byte as ``splitASCII(_:scratch:_:)`` reads it: 0 a separator, 1
  /// a letter, 2 a digit, 3 an indexed separator.
  private let asciiClasses: [UInt8]
  /// Each ASCII byte's class (as in ``asciiClasses``) in the high byte and its folded form
  /// (lower case) in the low byte.
  private let asciiFolding: [UInt16]

  /// Characters folded to lower case only, their diacritics kept
  /// (`keepDiacriticsOnCharacters`), lowercased.
  let keptDiacritics: Set<UInt32>

  /// A tokenizer indexing `separatorsToIndex` as words and keeping the diacritics of
  /// `keepDiacriticsOnCharacters` (precomposed characters).
  init(separatorsToIndex: String = "", keepDiacriticsOnCharacters: String = "") {
    keptDiacritics = Set(keepDiacriticsOnCharacters.lowercased().unicodeScalars.map(\.value))
    indexedSeparators = Set(separatorsToIndex.unicodeScalars.map(\.value))
    var low: UInt64 = 0
    var high: UInt64 = 0
    for value in indexedSeparators where value < 0x80 {
      if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
    }
    asciiIndexedSeparators = (low, high)
    asciiClasses = (0..<128).map { value in
      if value < 64 ? low & (1 << UInt64(value)) != 0 : high & (1 << UInt64(value - 64)) != 0 {
        return 3
      }
      switch value {
      case 0x30...0x39: return 2
      case 0x41...0x5A, 0x61...0x7A: return 1
      default: return 0
      }
    }
    asciiFolding = asciiClasses.enumerated().map { value, kind in
      let folded = (0x41...0x5A).contains(value) ? value | 0x20 : value
      return UInt16(kind) << 8 | UInt16(folded)
    }
  }

  private enum CharacterClass: Equatable {
    case separator, indexedSeparator, mark, digit, ideograph
    case letter(Script)
  }

  private enum Script: Equatable {
    case latin, greek, cyrillic, armenian, hebrew, arabic, indic, thai, kana, hangul, other
  }

  private func classify(_ scalar: Unicode.Scalar) -> CharacterClass {
    let value = scalar.value
    if value < 0x80 {
      let (low, high) = asciiIndexedSeparators
      let indexed =
        value < 64 ? low & (1 << UInt64(value)) != 0 : high & (1 << UInt64(value - 64)) != 0
      if indexed { return .indexedSeparator }
      switch value {
      case 0x30...0x39: return .digit
      case 0x41...0x5A, 0x61...0x7A: return .letter(.latin)
      default: return .separator
      }
    }
    if !indexedSeparators.isEmpty, indexedSeparators.contains(value) { return .indexedSeparator }
    // From Sift's tables, not the system's Unicode data: see TextFolding.
    switch TextFolding.scalarClass(of: value) {
    case .mark: return .mark
    case .digit: return .digit
    case .letter: break
    case .separator: return .separator
    }
    switch value {
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF:
      return .ideograph
    case 0x80...0x24F, 0x1E00...0x1EFF: return .letter(.latin)
    case 0x370...0x3FF, 0x1F00...0x1FFF: return .letter(.greek)
    case 0x400...0x52F: return .letter(.cyrillic)
    case 0x530...0x58F: return .letter(.armenian)
    case 0x590...0x5FF: return .letter(.hebrew)
    case 0x600...0x6FF, 0x750...0x77F: return .letter(.arabic)
    case 0x900...0xDFF: return .letter(.indic)
    case 0xE00...0xE7F: return .letter(.thai)
    case 0x3040...0x30FF: return .letter(.kana)
    case 0x1100...0x11FF, 0xAC00...0xD7AF: return .letter(.hangul)
    default: return .letter(.other)
    }
  }

  /// Calls `body` with each word of `text`, in order.
  /// - Complexity: O(n) in the text's length.
  func forEachToken(in text: String, _ body: (Token) -> Void) {
    forEachWordSpan(in: text) { folded, start, end in
      body(Token(folded: folded, start: start, end: end))
      return true
    }
  }

  /// The scalar offsets of the first `limit` words of `text` (all of them by default), in
  /// order: the words of ``forEachToken(in:_:)``, their folded forms not kept.
  /// - Complexity: O(n) in the scalars up to the `limit`-th word's end.
  func wordRanges(in text: String, limit: Int = .max) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    guard limit > 0 else { return ranges }
    forEachWordSpan(in: text) { _, start, end in
      ranges.append(start..<end)
      return ranges.count < limit
    }
    return ranges
  }

  /// Calls `body` with the folded scalars and the scalar offsets of each word of `text`, in
  /// order, until it returns `false`. The folded scalars are a buffer reused for the next word.
  private func forEachWordSpan(
    in text: String, _ body: (_ folded: [UInt32], _ start: Int, _ end: Int) -> Bool
  ) {
    var folded: [UInt32] = []
    var start = -1
    var current: CharacterClass = .separator
    var offset = 0
    var going = true
    func flush(_ end: Int) {
      if start >= 0, !folded.isEmpty { going = body(folded, start, end) }
      folded.removeAll(keepingCapacity: true)
      start = -1
    }
    for scalar in text.unicodeScalars {
      let kind = classify(scalar)
      switch kind {
      case .separator:
        flush(offset)
        current = .separator
      case .mark:
        if start < 0 { break }  // A mark after a separator is dropped.
      case .indexedSeparator, .ideograph:
        flush(offset)
        guard going else { return }
        start = offset
        TextFolding.fold(scalar, into: &folded)
        flush(offset + 1)
        current = .separator
      case .digit, .letter:
        if start >= 0, kind != current { flush(offset) }
        if start < 0 { start = offset }
        if !keptDiacritics.isEmpty, scalar.value >= 0x80,
          let lower = scalar.properties.lowercaseMapping.unicodeScalars.first,
          keptDiacritics.contains(lower.value)
        {
          folded.append(lower.value)
        } else {
          TextFolding.fold(scalar, into: &folded)
        }
        current = kind
      }
      guard going else { return }
      offset += 1
    }
    flush(offset)
  }

  /// Calls `body` with the folded scalars of each word of `text`, in order: the words of
  /// ``forEachToken(in:_:)``, without their offsets. ASCII text is split from its bytes.
  /// - Parameter scratch: a buffer reused across calls.
  /// - Complexity: O(n) in the text's length.
  func forEachWord(
    in text: String, scratch: inout [UInt32], _ body: (UnsafeBufferPointer<UInt32>) -> Void
  ) {
    var text = text
    text.withUTF8 { forEachWord(inUTF8: $0, scratch: &scratch, body) }
  }

  /// ``forEachWord(in:scratch:_:)`` for a text given as its UTF-8 bytes.
  func forEachWord(
    inUTF8 bytes: UnsafeBufferPointer<UInt8>, scratch: inout [UInt32],
    _ body: (UnsafeBufferPointer<UInt32>) -> Void
  ) {
    guard let first = bytes.firstIndex(where: { $0 >= 0x80 }) else {
      splitASCII(bytes, scratch: &scratch, body)
      return
    }
    // An ASCII separator ends a word on either path: each stretch between two of them that
    // holds a byte past ASCII takes the general path, the text around them the ASCII one.
    asciiClasses.withUnsafeBufferPointer { classes in
      func isASCIISeparator(_ byte: UInt8) -> Bool { byte < 0x80 && classes[Int(byte)] == 0 }
      var asciiStart = 0
      var index = first
      while index < bytes.count {
        guard bytes[index] >= 0x80 else {
          index += 1
          continue
        }
        var start = index
        while start > asciiStart, !isASCIISeparator(bytes[start - 1]) { start -= 1 }
        var end = index + 1
        while end < bytes.count, !isASCIISeparator(bytes[end]) { end += 1 }
        if start > asciiStart {
          splitASCII(
            UnsafeBufferPointer(rebasing: bytes[asciiStart..<start]), scratch: &scratch, body)
        }
        let text = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        forEachToken(in: text) { token in token.folded.withUnsafeBufferPointer(body) }
        asciiStart = end
        index = end
      }
      if asciiStart < bytes.count {
        splitASCII(
          UnsafeBufferPointer(rebasing: bytes[asciiStart..<bytes.count]), scratch: &scratch, body)
      }
    }
  }

  /// Whether `bytes` are all ASCII, read eight at a time.
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    let count = bytes.count
    var bits: UInt64 = 0
    var index = 0
    // Offsets within the buffer cannot overflow: wrapping arithmetic spares the checks.
    while index &+ 16 <= count {
      bits |=
        raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        | raw.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self)
      index &+= 16
    }
    while index < count {
      bits |= UInt64(base[index])
      index &+= 1
    }
    return bits & 0x8080_8080_8080_8080 == 0
  }

  /// The words of `bytes` if they are all ASCII (see ``isASCII(_:)``), without a call per
  /// word: each word's folded bytes go to `folded` (room for `bytes.count`) at the word's
  /// offset, and its range to `words` (room for `bytes.count` ranges). Returns the number of
  /// words, or `nil` when a byte is past ASCII (what was written to `folded` and `words` is
  /// then of no use).
  ///
  /// With a `limit`, the split may stop once `limit` words are whole: the first `limit` words
  /// are then as the whole split gives them, the count is at least `limit` (the words past it
  /// are not all counted, and the last counted may be cut short), and only the bytes read are
  /// known to be ASCII (those of the words counted and up to 64 bytes past them, which is
  /// where a word's end is told).
  /// - Complexity: O(n) in the bytes (up to a little past the `limit`-th word's end).
  func asciiWords(
    _ bytes: UnsafeBufferPointer<UInt8>, into folded: UnsafeMutablePointer<UInt8>,
    words: UnsafeMutablePointer<Range<Int>>, limit: Int = .max
  ) -> Int? {
    guard asciiIndexedSeparators == (0, 0) else {
      guard Self.isASCII(bytes) else { return nil }
      return asciiWordsByByte(bytes, into: folded, words: words)
    }
    guard let base = bytes.baseAddress else { return 0 }
    let count = bytes.count
    // The bytes or-ed together as they are classified: ASCII is checked in the same read.
    var seen: UInt64 = 0
    // Block by block of 64 bytes, as masks of their letters and digits (bit i: byte i): a word
    // starts where a run of either begins and ends where it stops, found a word at a time.
    var (letters, digits) = Self.classify(
      base, from: 0, count: count, folded: folded, seen: &seen)
    var (previousLetter, previousDigit): (UInt64, UInt64) = (0, 0)
    var started = 0
    var ended = 0
    var block = 0
    while block < count {
      let next = block + 64
      let (nextLetters, nextDigits) =
        next < count
        ? Self.classify(base, from: next, count: count, folded: folded, seen: &seen) : (0, 0)
      var starts =
        letters & ~(letters << 1 | previousLetter) | digits & ~(digits << 1 | previousDigit)
      var lasts =
        letters & ~(letters >> 1 | nextLetters << 63) | digits & ~(digits >> 1 | nextDigits << 63)
      // Starts and ends alternate: the n-th end closes the n-th word. (Offsets within the
      // text cannot overflow: wrapping arithmetic spares a check per word.)
      while starts != 0 {
        let at = block &+ starts.trailingZeroBitCount
        words[started] = Range(uncheckedBounds: (at, at))
        started &+= 1
        starts &= starts &- 1
      }
      while lasts != 0 {
        let end = block &+ lasts.trailingZeroBitCount &+ 1
        words[ended] = Range(uncheckedBounds: (words[ended].lowerBound, end))
        ended &+= 1
        lasts &= lasts &- 1
      }
      (previousLetter, previousDigit) = (letters >> 63, digits >> 63)
      (letters, digits) = (nextLetters, nextDigits)
      block = next
      if ended >= limit { break }
    }
    return seen & 0x8080_8080_8080_8080 == 0 ? started : nil
  }

  /// The masks of the letters and the digits of the (up to) 64 bytes from `start` of the
  /// `count` at `base` (bit i for byte `start + i`), their folded forms written to `folded`:
  /// eight bytes at a time, each class a range test on all eight at once (a byte's high bit,
  /// clear in ASCII, keeps its subtractions from borrowing from the next byte). The bytes as
  /// read are or-ed into `seen`, whose high bits then tell a byte past ASCII.
  @inline(__always)
  private static func classify(
    _ base: UnsafePointer<UInt8>, from start: Int, count: Int,
    folded: UnsafeMutablePointer<UInt8>, seen: inout UInt64
  ) -> (letters: UInt64, digits: UInt64) {
    let high: UInt64 = 0x8080_8080_8080_8080
    // Each byte's high bit where `byte` is in `lower ... upper`.
    func inRange(_ bytes: UInt64, _ lower: UInt64, _ upper: UInt64) -> UInt64 {
      ((bytes | high) &- lower * 0x0101_0101_0101_0101)
        & ((upper | 0x80) * 0x0101_0101_0101_0101 &- bytes) & high
    }
    // The high bits of eight bytes as eight bits, in byte order.
    func gather(_ bits: UInt64) -> UInt64 { ((bits >> 7) &* 0x0102_0408_1020_4080) >> 56 }
    // Eight bytes (each read as its low seven bits): their folded form, and their letters and
    // digits as eight bits each.
    func classify(_ word: UInt64) -> (lowered: UInt64, letters: UInt64, digits: UInt64) {
      let bytes = word & 0x7F7F_7F7F_7F7F_7F7F
      let lowered = bytes | inRange(bytes, 0x41, 0x5A) >> 2
      return (lowered, gather(inRange(lowered, 0x61, 0x7A)), gather(inRange(bytes, 0x30, 0x39)))
    }
    var letters: UInt64 = 0
    var digits: UInt64 = 0
    if count &- start >= 64 {
      // A whole block (most of a long text): eight words, a loop of fixed count the compiler
      // unrolls, with no test of the bytes left.
      for word in 0..<8 {
        let at = start &+ word &* 8
        let bytes = UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self)
        seen |= bytes
        let classes = classify(UInt64(littleEndian: bytes))
        UnsafeMutableRawPointer(folded + at).storeBytes(
          of: classes.lowered.littleEndian, as: UInt64.self)
        letters |= classes.letters << UInt64(word &* 8)
        digits |= classes.digits << UInt64(word &* 8)
      }
      return (letters, digits)
    }
    let length = min(64, count - start)
    var offset = 0
    while offset < length {
      let at = start + offset
      let available = length - offset
      var bytes: UInt64 = 0
      if available >= 8 {
        bytes = UInt64(littleEndian: UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self))
      } else {
        for index in 0..<available { bytes |= UInt64(base[at + index]) << UInt64(8 * index) }
      }
      seen |= bytes
      let classes = classify(bytes)
      if available >= 8 {
        UnsafeMutableRawPointer(folded + at).storeBytes(
          of: classes.lowered.littleEndian, as: UInt64.self)
      } else {
        for index in 0..<available {
          folded[at + index] = UInt8(truncatingIfNeeded: classes.lowered >> UInt64(8 * index))
        }
      }
      letters |= classes.letters << UInt64(offset)
      digits |= classes.digits << UInt64(offset)
      offset &+= 8
    }
    return (letters, digits)
  }

  /// ``asciiWords(_:into:words:)`` a byte at a time, for tokenizers that index ASCII
  /// separators.
  private func asciiWordsByByte(
    _ bytes: UnsafeBufferPointer<UInt8>, into folded: UnsafeMutablePointer<UInt8>,
    words: UnsafeMutablePointer<Range<Int>>
  ) -> Int {
    asciiFolding.withUnsafeBufferPointer { table in
      var count = 0
      var start = 0
      // The class of the current run: 0 between words, 1 letters, 2 digits.
      var current: UInt16 = 0
      for index in bytes.indices {
        let entry = table[Int(bytes[index] & 0x7F)]
        folded[index] = UInt8(truncatingIfNeeded: entry)
        let kind = entry &>> 8
        if kind == 3 {
          // An indexed separator (rare): a word of its own.
          if current != 0 {
            words[count] = start..<index
            count &+= 1
          }
          current = 0
          words[count] = index..<index + 1
          count &+= 1
          start = index
          continue
        }
        // Without a branch on the boundary (words are short, and a branch taken at their
        // boundaries is mispredicted at most of them): the range of the run so far is written
        // each time, and kept (counted) only where a word's run ends.
        let boundary = kind != current
        words[count] = start..<index
        count &+= boundary && current != 0 ? 1 : 0
        start = boundary ? index : start
        current = kind
      }
      if current != 0 {
        words[count] = start..<bytes.count
        count &+= 1
      }
      return count
    }
  }

  /// ``forEachWord(in:scratch:_:)`` for ASCII bytes: the same classes and folding as
  /// `classify` and ``TextFolding/fold(_:into:)`` give them. A word of ASCII text is a run of
  /// its bytes, so the text is folded once and each word handed over as a slice of it.
  private func splitASCII(
    _ bytes: UnsafeBufferPointer<UInt8>, scratch: inout [UInt32],
    _ body: (UnsafeBufferPointer<UInt32>) -> Void
  ) {
    if scratch.count < bytes.count { scratch = [UInt32](repeating: 0, count: bytes.count) }
    asciiClasses.withUnsafeBufferPointer { classes in
      scratch.withUnsafeMutableBufferPointer { folded in
        var start = 0
        // The class of the current run: 0 between words, 1 letters, 2 digits.
        var current: UInt8 = 0
        for index in bytes.indices {
          let value = bytes[index]
          let kind = classes[Int(value & 0x7F)]
          // Upper-case letters fold to lower case; other bytes stay.
          let lowered = UInt32(value &- 0x41 < 26 ? value | 0x20 : value)
          if kind != current {
            if current != 0 { body(UnsafeBufferPointer(rebasing: folded[start..<index])) }
            start = index
            if kind == 3 {
              // An indexed separator: a word of its own.
              current = 0
              folded[index] = lowered
              body(UnsafeBufferPointer(rebasing: folded[index..<index + 1]))
              continue
            }
            current = kind
          }
          folded[index] = lowered
        }
        if current != 0 { body(UnsafeBufferPointer(rebasing: folded[start..<bytes.count])) }
      }
    }
  }

  /// The words of `text`.
  func tokens(in text: String) -> [Token] {
    var tokens: [Token] = []
    forEachToken(in: text) { tokens.append($0) }
    return tokens
  }

  /// Whether `text` ends with a separator (so its last word is complete).
  func endsWithSeparator(_ text: String) -> Bool {
    guard let last = text.unicodeScalars.last else { return false }
    return classify(last) == .separator
  }
}
