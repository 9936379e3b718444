/// How values are written in Typesense's `filter_by`.
enum TypesenseFilterSyntax {
  /// A string value in backquotes, so that commas, spaces, parentheses, `&&` and `||` in it are
  /// read as part of the value.
  ///
  /// Typesense 0.24 has no escape for a backquote inside a backquoted value. Its exact match
  /// (`:=`) compares the value's words with punctuation removed, and a backquote is punctuation,
  /// so the value is written without its backquotes: `` a`b `` matches what it matched before.
  static func string(_ value: String) -> String {
    "`" + value.filter { $0 != "`" } + "`"
  }

  /// A number in plain decimal notation (Typesense reads no exponents): integers in full,
  /// others in their shortest form that reads back as the same double.
  static func number(_ value: Double) -> String {
    if let integer = Int64(exactly: value) { return String(integer) }
    let text = "\(value)"
    guard let exponentIndex = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else {
      return text
    }
    // Expand `1.5e-07` into `0.00000015`, and `1.5e+20` into `150000000000000000000`.
    var mantissa = String(text[..<exponentIndex])
    guard let exponent = Int(text[text.index(after: exponentIndex)...]) else { return text }
    let negative = mantissa.hasPrefix("-")
    if negative { mantissa.removeFirst() }
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    let integerDigits = String(parts[0])
    let fractionDigits = parts.count > 1 ? String(parts[1]) : ""
    var digits = integerDigits + fractionDigits
    var point = integerDigits.count + exponent
    if point <= 0 {
      digits = String(repeating: "0", count: 1 - point) + digits
      point = 1
    } else if point > digits.count {
      digits += String(repeating: "0", count: point - digits.count)
    }
    var integer = String(digits.prefix(point))
    var fraction = String(digits.dropFirst(point))
    while fraction.hasSuffix("0") { fraction.removeLast() }
    while integer.count > 1, integer.hasPrefix("0") { integer.removeFirst() }
    let body = fraction.isEmpty ? integer : integer + "." + fraction
    return (negative ? "-" : "") + body
  }

  /// A boolean value.
  static func bool(_ value: Bool) -> String {
    value ? "true" : "false"
  }
}
