/// ANSI styling and its removal.
enum ANSI {
  static let reset = "\u{1B}[0m"
  static let bold = "\u{1B}[1m"
  static let dim = "\u{1B}[2m"
  static let reverse = "\u{1B}[7m"
  static let yellow = "\u{1B}[33m"
  static let cyan = "\u{1B}[36m"
  static let green = "\u{1B}[32m"
  static let red = "\u{1B}[31m"

  /// The text without escape sequences.
  static func strip(_ text: String) -> String {
    var result = ""
    var inEscape = false
    for character in text {
      if inEscape {
        if character.isLetter { inEscape = false }
      } else if character == "\u{1B}" {
        inEscape = true
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// The number of columns `text` takes, styling excluded.
  static func width(_ text: String) -> Int {
    strip(text).count
  }

  /// `text` cut to `width` columns (styling kept, closed by a reset) or padded with spaces.
  static func fit(_ text: String, width: Int) -> String {
    var result = ""
    var columns = 0
    var inEscape = false
    for character in text {
      if inEscape {
        result.append(character)
        if character.isLetter { inEscape = false }
      } else if character == "\u{1B}" {
        inEscape = true
        result.append(character)
      } else {
        guard columns < width else { break }
        result.append(character)
        columns += 1
      }
    }
    return result + reset + String(repeating: " ", count: max(0, width - columns))
  }
}
