import Foundation

/// Case, diacritics and width folding of single Unicode scalars, as the index and queries both
/// use.
///
/// ASCII is folded inline; the rest of the range below U+2000 (Latin, Greek, Cyrillic, …)
/// through a generated table (`TextFolding+Table.swift`: Foundation's case- and
/// diacritic-insensitive folding of each scalar, the same on every platform, and nothing to
/// compute at run time); the halfwidth and fullwidth forms (U+FF00 ..< U+FFF0) through
/// their compatibility mapping (as NFKC has it), so `ｓａｍｓｕｎｇ` folds as `samsung` and `ｶ` as
/// `カ`; anything else through its lowercase mapping. Combining marks fold to nothing, so
/// decomposed and precomposed text fold alike (and a halfwidth voiced mark `ﾞ` with them: `ﾋﾞ`
/// folds as `ヒ`, not as the precomposed `ビ`).
enum TextFolding {
  private static let tableEnd: UInt32 = 0x2000
  private static let widthForms: Range<UInt32> = 0xFF00..<0xFFF0

  /// Foldings of the halfwidth and fullwidth forms, by `value - widthForms.lowerBound`: the
  /// folded scalars of each one's compatibility mapping.
  private static let widthTable: [[UInt32]] = widthForms.map { value in
    guard let scalar = Unicode.Scalar(value) else { return [] }
    var output: [UInt32] = []
    let mapped = String(Character(scalar)).precomposedStringWithCompatibilityMapping
    for result in mapped.unicodeScalars {
      if widthForms.contains(result.value) {
        output.append(result.value)  // no compatibility mapping: kept as it is
      } else {
        fold(result, into: &output)
      }
    }
    return output
  }

  /// ``foldedScalars`` entries: a scalar that folds to nothing (a combining mark), and one
  /// that folds to several (see ``severalFolding(of:)``).
  static let foldsToNothing: UInt16 = 0
  static let foldsToSeveral: UInt16 = 0xFFFF

  static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark: return true
    default: return false
    }
  }

  /// Appends the folded form of `scalar` to `output`.
  /// - Complexity: O(1).
  @inline(__always)
  static func fold(_ scalar: Unicode.Scalar, into output: inout [UInt32]) {
    let value = scalar.value
    if value < 0x80 {
      output.append(value >= 0x41 && value <= 0x5A ? value + 0x20 : value)
    } else if value < tableEnd {
      switch foldedScalars[Int(value &- 0x80)] {
      case foldsToNothing: return
      case foldsToSeveral: output.append(contentsOf: severalFolding(of: value))
      case let folded: output.append(UInt32(folded))
      }
    } else if isMark(scalar) {
      return
    } else if widthForms.contains(value) {
      output.append(contentsOf: widthTable[Int(value - widthForms.lowerBound)])
    } else {
      for lower in scalar.properties.lowercaseMapping.unicodeScalars {
        output.append(lower.value)
      }
    }
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
