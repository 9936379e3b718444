/// How many terminal columns text takes: East Asian wide and fullwidth characters and emoji
/// take two, combining marks, format characters and controls none, everything else one.
///
/// The table of wide ranges follows Unicode's East Asian Width property (W and F) in broad
/// blocks, as terminals do; it is not exhaustive.
enum DisplayWidth {
  /// The columns `character` takes.
  static func columns(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
    if first.isASCII { return 1 }
    if first.properties.isEmojiPresentation
      || scalars.contains(where: { $0.value == 0xFE0F })  // emoji presentation selector
    {
      return 2
    }
    if wideRanges.contains(where: { $0.contains(first.value) }) { return 2 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: return 1
    }
  }

  /// The columns `text` takes.
  static func columns(of text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + columns(of: $1) }
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
    0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
    0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
    0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}
