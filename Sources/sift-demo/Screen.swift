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
