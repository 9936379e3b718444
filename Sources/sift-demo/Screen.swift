/// What the terminal shows: one string per row, with ANSI styling inside, and where the cursor
/// goes. Rendering compares with the previous frame and rewrites only the rows that changed.
struct Screen: Equatable {
  var rows: [String]
  var cursor: (row: Int, column: Int)

  static func == (lhs: Screen, rhs: Screen) -> Bool {
    lhs.rows == rhs.rows && lhs.cursor == rhs.cursor
  }

  /// The escape sequences that turn `previous` (nil: an unknown screen) into this one.
  func diff(from previous: Screen?) -> String {
    var output = "\u{1B}[?25l"
    for (index, row) in rows.enumerated()
    where previous.map({ index >= $0.rows.count || $0.rows[index] != row }) ?? true {
      output += "\u{1B}[\(index + 1);1H\u{1B}[2K" + row + ANSI.reset
    }
    if let previous, previous.rows.count > rows.count {
      for index in rows.count..<previous.rows.count {
        output += "\u{1B}[\(index + 1);1H\u{1B}[2K"
      }
    }
    output += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
    return output
  }

  /// The rows without styling, as a person reads them (for tests).
  var plainText: String {
    rows.map(ANSI.strip).joined(separator: "\n")
  }
}

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
