import Foundation

/// Case, diacritics and width folding of single Unicode scalars, as the index and queries both
/// use.
///
/// ASCII is folded inline; the rest of the range below U+2000 (Latin, Greek, Cyrillic, …)
/// through a table computed once; the halfwidth and fullwidth forms (U+FF00 ..< U+FFF0) through
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

  /// Foldings of U+0080 ..< U+2000: `offsets[v - 0x80] ..< offsets[v - 0x80 + 1]` in `scalars`.
  private static let table: (offsets: [Int32], scalars: [UInt32]) = {
    let overrides: [UInt32: [UInt32]] = [
      0xF8: [0x6F], 0xD8: [0x6F], 0x142: [0x6C], 0x141: [0x6C], 0x111: [0x64], 0x110: [0x64],
      0x131: [0x69], 0x153: [0x6F, 0x65], 0x152: [0x6F, 0x65], 0xE6: [0x61, 0x65],
      0xC6: [0x61, 0x65], 0x127: [0x68], 0x126: [0x68],
    ]
    var offsets: [Int32] = [0]
    var scalars: [UInt32] = []
    for value in UInt32(0x80)..<tableEnd {
      if let override = overrides[value] {
        scalars.append(contentsOf: override)
      } else if let scalar = Unicode.Scalar(value) {
        if isMark(scalar) {
          // Folds to nothing.
        } else {
          let folded = String(Character(scalar)).folding(
            options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
          for result in folded.unicodeScalars where !isMark(result) {
            scalars.append(result.value)
          }
        }
      }
      offsets.append(Int32(scalars.count))
    }
    return (offsets, scalars)
  }()

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
      let index = Int(value - 0x80)
      let table = Self.table
      let range = Int(table.offsets[index])..<Int(table.offsets[index + 1])
      output.append(contentsOf: table.scalars[range])
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
