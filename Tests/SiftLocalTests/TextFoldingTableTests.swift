import Foundation
import XCTest

@testable import SiftLocal

/// The folding and class tables of every scalar past ASCII
/// (`Sources/SiftLocal/Text/TextFolding+Table.swift`) are generated here, from this toolchain's
/// Unicode data (Unicode `TextFolding.unicodeVersion`) and Linux Foundation's folding: below
/// U+2000, Foundation's case- and diacritic-insensitive folding of each scalar, combining marks
/// dropped, with the letters that folding keeps whole (`ø`, `ł`, `đ`, `ı`, `ħ`, `æ`, `œ`) folded
/// as their base letters; the halfwidth and fullwidth forms, their compatibility mapping folded;
/// past that, the lowercase mapping; combining marks, nothing. Sift reads the tables on every
/// platform and never the system's Unicode data, so an index folds and splits text alike
/// wherever it is built or opened, and no process computes them.
final class TextFoldingTableTests: XCTestCase {
  /// Fails when the tables differ from this platform's folding or classes, or when this
  /// toolchain's Unicode version is not the tables' (then a newer toolchain is in use: the
  /// tables are regenerated, and saved indices of the old version are refused on open). Writes
  /// the regenerated tables to a temporary file (copy it over the table, then
  /// `swift format -i`).
  func test_tables_areThisToolchainsFoldingAndClasses_ofEveryScalar() throws {
    #if os(Linux)
      let version = Self.platformUnicodeVersion()
      var differences: [String] = []
      if version != TextFolding.unicodeVersion {
        differences.append(
          "the toolchain's Unicode is \(version), the tables' \(TextFolding.unicodeVersion)")
      }
      for value in UInt32(0x80)..<0x11_0000 {
        guard let scalar = Unicode.Scalar(value) else { continue }
        var folded: [UInt32] = []
        TextFolding.fold(scalar, into: &folded)
        let expected = Self.platformFolding(of: scalar)
        if folded != expected {
          differences.append("U+\(Self.hex(value)) folds as \(folded), not \(expected)")
        }
        let kind = TextFolding.scalarClass(of: value)
        if kind != Self.platformClass(of: scalar) {
          differences.append(
            "U+\(Self.hex(value)) is a \(kind), not a \(Self.platformClass(of: scalar))")
        }
      }
      guard !differences.isEmpty else { return }
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("TextFolding+Table.swift")
      try Self.source(version: version).write(to: file, atomically: true, encoding: .utf8)
      XCTFail(
        "\(differences.count) differences, first "
          + "\(differences.prefix(5).joined(separator: "; ")); regenerated table: \(file.path)")
    #else
      throw XCTSkip("the tables are generated from Linux Foundation's folding")
    #endif
  }

  func test_lettersPastASCII_foldToTheirBaseLetters() {
    func folded(_ text: String) -> String { TextFolding.string(TextFolding.fold(text)) }
    XCTAssertEqual(folded("Crème Brûlée"), "creme brulee")
    XCTAssertEqual(folded("Straße Œuvre Æsir"), "strasse oeuvre aesir")
    XCTAssertEqual(folded("Łódź Ørsted"), "lodz orsted")
    XCTAssertEqual(folded("ΜΕΓΑΛΟΣ Ελληνικά"), "μεγαλοσ ελληνικα")
    XCTAssertEqual(folded("Ёлка"), "елка")
    // A combining mark folds to nothing: decomposed text folds as precomposed text does.
    XCTAssertEqual(folded("Cre\u{300}me"), "creme")
  }

  func test_scalarsPastU2000_foldFromTheTables() {
    func folded(_ text: String) -> String { TextFolding.string(TextFolding.fold(text)) }
    XCTAssertEqual(folded("ｓａｍｓｕｎｇ ＴＶ"), "samsung tv", "fullwidth forms")
    XCTAssertEqual(folded("ﾋﾞｰﾙ"), "ヒール", "halfwidth kana, the voiced mark dropped")
    XCTAssertEqual(folded("ⒶⒷ"), "ⓐⓑ", "circled letters, lowercased")
    XCTAssertEqual(folded("𐐀𐐁"), "𐐨𐐩", "Deseret, in another plane")
    XCTAssertEqual(folded("Ａ\u{20DD}"), "a", "an enclosing mark")
    // Garay (U+10D50…), assigned in Unicode 16: an older system knows neither its letters nor
    // their case; the tables do.
    XCTAssertEqual(folded("\u{10D50}"), "\u{10D70}")
    XCTAssertEqual(TextFolding.scalarClass(of: 0x10D50), .letter)
  }

  func test_scalarClasses_comeFromTheTables() {
    XCTAssertEqual(TextFolding.scalarClass(of: 0xE9), .letter, "é")
    XCTAssertEqual(TextFolding.scalarClass(of: 0x301), .mark, "a combining acute accent")
    XCTAssertEqual(TextFolding.scalarClass(of: 0x663), .digit, "Arabic-Indic three")
    XCTAssertEqual(TextFolding.scalarClass(of: 0x2014), .separator, "an em dash")
    XCTAssertEqual(TextFolding.scalarClass(of: 0x4E2D), .letter, "an ideograph")
    XCTAssertEqual(TextFolding.scalarClass(of: 0x10FFFD), .separator, "a private use scalar")
    XCTAssertEqual(TextFolding.scalarClass(of: 0xE0100), .mark, "a variation selector")
  }

  // MARK: - The generator

  /// The highest Unicode version among the ages of this toolchain's scalars.
  private static func platformUnicodeVersion() -> String {
    var newest = (major: 0, minor: 0)
    for value in UInt32(0)..<0x11_0000 {
      guard let age = Unicode.Scalar(value)?.properties.age else { continue }
      if (age.major, age.minor) > newest { newest = (age.major, age.minor) }
    }
    return "\(newest.major).\(newest.minor)"
  }

  private static let widthForms: Range<UInt32> = 0xFF00..<0xFFF0

  /// The letters Foundation's folding keeps whole, folded as their base letters.
  private static let overrides: [UInt32: [UInt32]] = [
    0xF8: [0x6F], 0xD8: [0x6F], 0x142: [0x6C], 0x141: [0x6C], 0x111: [0x64], 0x110: [0x64],
    0x131: [0x69], 0x153: [0x6F, 0x65], 0x152: [0x6F, 0x65], 0xE6: [0x61, 0x65],
    0xC6: [0x61, 0x65], 0x127: [0x68], 0x126: [0x68],
  ]

  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark: return true
    default: return false
    }
  }

  /// The folding of a scalar past ASCII from this platform's Unicode data and Foundation.
  private static func platformFolding(of scalar: Unicode.Scalar) -> [UInt32] {
    let value = scalar.value
    if value < 0x80 {
      return [value >= 0x41 && value <= 0x5A ? value + 0x20 : value]
    }
    if let override = overrides[value] { return override }
    if isMark(scalar) { return [] }
    if value < 0x2000 {
      let folded = String(Character(scalar)).folding(
        options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      return folded.unicodeScalars.filter { !isMark($0) }.map(\.value)
    }
    if widthForms.contains(value) {
      let mapped = String(Character(scalar)).precomposedStringWithCompatibilityMapping
      return mapped.unicodeScalars.flatMap { result in
        // A form with no compatibility mapping is kept as it is.
        widthForms.contains(result.value) ? [result.value] : platformFolding(of: result)
      }
    }
    return scalar.properties.lowercaseMapping.unicodeScalars.map(\.value)
  }

  /// The class of a scalar from this platform's general categories.
  private static func platformClass(of scalar: Unicode.Scalar) -> TextFolding.ScalarClass {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return .mark
    case .decimalNumber, .letterNumber, .otherNumber: return .digit
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
      return .letter
    default: return .separator
    }
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// Blocks of 256 entries, each distinct block once, and each block's index among them.
  private static func deduplicated<Entry: Hashable>(
    _ entry: (UInt32) -> Entry
  ) -> (index: [Int], blocks: [Entry]) {
    var index: [Int] = []
    var blocks: [[Entry]] = []
    var positions: [[Entry]: Int] = [:]
    for start in stride(from: UInt32(0), to: 0x11_0000, by: 256) {
      let block = (start..<start + 256).map(entry)
      if let position = positions[block] {
        index.append(position)
      } else {
        positions[block] = blocks.count
        index.append(blocks.count)
        blocks.append(block)
      }
    }
    return (index, blocks.flatMap { $0 })
  }

  /// The tables' source file (unformatted: run `swift format -i` on it).
  private static func source(version: String) -> String {
    var several: [(UInt32, [UInt32])] = []
    func foldEntry(_ value: UInt32) -> Int16 {
      guard let scalar = Unicode.Scalar(value) else { return 0 }
      let folded = platformFolding(of: scalar)
      if folded.isEmpty { return TextFolding.foldsToNothing }
      if folded.count == 1, folded[0] & ~0xFFFF == value & ~0xFFFF {
        let distance = Int16(bitPattern: UInt16(truncatingIfNeeded: folded[0] &- value))
        if distance != TextFolding.foldsToNothing, distance != TextFolding.foldsToSeveral {
          return distance
        }
      }
      if value >= 0x80 { several.append((value, folded)) }
      return TextFolding.foldsToSeveral
    }
    func classEntry(_ value: UInt32) -> UInt8 {
      Unicode.Scalar(value).map { platformClass(of: $0).rawValue } ?? 0
    }
    let folds = deduplicated(foldEntry)
    // Four classes of two bits to a byte.
    let classes = deduplicated(classEntry)
    var packedClasses: [UInt8] = []
    for start in stride(from: 0, to: classes.blocks.count, by: 4) {
      var byte: UInt8 = 0
      for offset in 0..<4 { byte |= classes.blocks[start + offset] << (2 * offset) }
      packedClasses.append(byte)
    }
    precondition(
      folds.index.max()! < 256 && classes.index.max()! < 256, "block indices past 8 bits")
    func list(_ numbers: [some BinaryInteger]) -> String {
      numbers.map { "\($0)" }.joined(separator: ", ")
    }
    let severalCases = several.sorted { $0.0 < $1.0 }.map { value, folded in
      "    case 0x\(hex(value)): return [" + folded.map { "0x" + hex($0) }.joined(separator: ", ")
        + "]"
    }
    return """
      // Generated by Tests/SiftLocalTests/TextFoldingTableTests.swift from the toolchain's Unicode
      // data and Linux Foundation's folding: do not edit (a change of folding is made there, and
      // the tables regenerated).

      extension TextFolding {
        /// The Unicode version of the tables: a saved index records it, and one saved with
        /// other tables is refused when opened.
        static let unicodeVersion = "\(version)"

        /// Each 256-scalar block's position in ``foldBlocks``, by `value >> 8`.
        static let foldBlockIndex: [UInt8] = [\(list(folds.index))]

        /// The folding of every scalar, in distinct blocks of 256: ``foldsToNothing``,
        /// ``foldsToSeveral``, or the folded scalar's distance from the scalar, modulo 2¹⁶.
        static let foldBlocks: [Int16] = [\(list(folds.blocks))]

        /// Each 256-scalar block's position in ``classBlocks``, by `value >> 8`.
        static let classBlockIndex: [UInt8] = [\(list(classes.index))]

        /// The ``ScalarClass`` of every scalar, in distinct blocks of 256, four classes of two
        /// bits to a byte (the first in the lowest bits).
        static let classBlocks: [UInt8] = [\(list(packedClasses))]

        /// The folding of a scalar whose entry is ``foldsToSeveral``.
        static func severalFolding(of value: UInt32) -> [UInt32] {
          switch value {
      \(severalCases.joined(separator: "\n"))
          default: return []
          }
        }
      }

      """
  }
}
