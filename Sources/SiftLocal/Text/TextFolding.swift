/// Case, diacritics and width folding of single Unicode scalars, and their classes (letter,
/// digit, mark, separator), as the index and queries both use.
///
/// ASCII is folded inline; every other scalar through Sift's own generated tables
/// (`TextFolding+Table.swift`, Unicode ``unicodeVersion``), never through the operating
/// system's Unicode data: an index built on one system (a Linux server, say) and opened on
/// another (an older iOS) folds and splits text alike, newly assigned scalars included. The
/// tables hold, below U+2000 (Latin, Greek, Cyrillic, …), Foundation's case- and
/// diacritic-insensitive folding; for the halfwidth and fullwidth forms (U+FF00 ..< U+FFF0),
/// their compatibility mapping, folded (`ｓａｍｓｕｎｇ` folds as `samsung`, `ｶ` as `カ`); for
/// anything else, its lowercase mapping. Combining marks fold to nothing, so decomposed and
/// precomposed text fold alike (and a halfwidth voiced mark `ﾞ` with them: `ﾋﾞ` folds as `ヒ`,
/// not as the precomposed `ビ`).
enum TextFolding {
  /// What a scalar is to the tokenizer, from its Unicode general category.
  enum ScalarClass: UInt8 {
    /// Punctuation, symbols, spaces, controls, unassigned scalars.
    case separator = 0
    /// A combining mark (nonspacing, spacing or enclosing).
    case mark = 1
    /// A decimal, letter or other number.
    case digit = 2
    /// A letter of any case, a modifier letter, or another letter (ideographs included).
    case letter = 3
  }

  /// ``foldBlocks`` entries: a scalar that folds to nothing (a combining mark), and one that
  /// folds to several scalars, or to one in another plane (see ``severalFolding(of:)``). Any
  /// other entry is the folded scalar's distance from the scalar, modulo 2¹⁶, in its plane
  /// (0: the scalar folds to itself).
  static let foldsToNothing = Int16.min
  static let foldsToSeveral = Int16.min + 1

  /// Appends the folded form of `scalar` to `output`.
  /// - Complexity: O(1).
  @inline(__always)
  static func fold(_ scalar: Unicode.Scalar, into output: inout [UInt32]) {
    let value = scalar.value
    if value < 0x80 {
      output.append(value >= 0x41 && value <= 0x5A ? value + 0x20 : value)
      return
    }
    let block = Int(foldBlockIndex[Int(value &>> 8)])
    let entry = foldBlocks[block &<< 8 | Int(value & 0xFF)]
    switch entry {
    case foldsToNothing: return
    case foldsToSeveral: output.append(contentsOf: severalFolding(of: value))
    default:
      let distance = UInt32(UInt16(bitPattern: entry))
      output.append(value & ~0xFFFF | (value &+ distance) & 0xFFFF)
    }
  }

  /// The class of a scalar past ASCII.
  /// - Complexity: O(1).
  @inline(__always)
  static func scalarClass(of value: UInt32) -> ScalarClass {
    let block = Int(classBlockIndex[Int(value &>> 8)])
    let byte = classBlocks[block &<< 6 | Int((value & 0xFF) &>> 2)]
    let bits = (byte &>> ((value & 3) &<< 1)) & 3
    return ScalarClass(rawValue: bits) ?? .separator
  }

  /// The folded form of a string.
  /// - Parameter text: the text.
  /// - Returns: its folded scalars.
  static func fold(_ text: some StringProtocol) -> [UInt32] {
    var output: [UInt32] = []
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars { fold(scalar, into: &output) }
    return output
  }

  /// A folded form as a `String`.
  static func string(_ folded: some Sequence<UInt32>) -> String {
    var text = ""
    for value in folded {
      if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
    }
    return text
  }
}
