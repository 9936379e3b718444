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

  /// The number of columns `text` takes, styling excluded (wide characters take two).
  static func width(_ text: String) -> Int {
    DisplayWidth.columns(of: strip(text))
  }

  /// `text` with its control characters (ESC, BEL, DEL, C1 controls, …) written out as
  /// escapes such as `\u{1B}`, so that text from a query or a record cannot move the cursor,
  /// restyle or ring the terminal. Line breaks and tabs are escaped too: a row is one line.
  static func escapingControls(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
  }

  /// `text` cut to `width` columns (styling kept, closed by a reset) or padded with spaces.
  /// A wide character that would straddle the edge is left out. With `ellipsis`, text cut
  /// short ends with `…`.
  static func fit(_ text: String, width: Int, ellipsis: Bool = false) -> String {
    let isCut = ellipsis && width > 1 && self.width(text) > width
    let width = isCut ? width - 1 : width
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
        let characterWidth = DisplayWidth.columns(of: character)
        guard columns + characterWidth <= width else { break }
        result.append(character)
        columns += characterWidth
      }
    }
    if isCut {
      return result + reset + "…" + String(repeating: " ", count: max(0, width - columns))
    }
    return result + reset + String(repeating: " ", count: max(0, width - columns))
  }
}
