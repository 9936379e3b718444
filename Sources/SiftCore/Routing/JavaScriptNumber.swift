/// Numbers as JavaScript writes them (`String(n)`), which is how InstantSearch.js's URLs and UI
/// state hold them: `10`, `10.5`, `1e+21`, `1e-7`, never `10.0`.
enum JavaScriptNumber {
  /// `value` as JavaScript's `Number.prototype.toString()` writes it: the shortest digits that
  /// read back as `value`, in plain notation from 1e-6 to below 1e21 and in exponent notation
  /// outside it.
  ///
  /// - Parameter value: The number.
  /// - Returns: Its text.
  static func string(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
    if value == 0 { return "0" }
    let sign = value < 0 ? "-" : ""
    let (digits, point) = shortestDigits(abs(value))
    let count = digits.count
    let text: String
    if count <= point && point <= 21 {
      text = digits + String(repeating: "0", count: point - count)
    } else if 0 < point && point <= 21 {
      text = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
    } else if -6 < point && point <= 0 {
      text = "0." + String(repeating: "0", count: -point) + digits
    } else {
      let exponent = point - 1
      let mantissa =
        count == 1 ? digits : String(digits.prefix(1)) + "." + String(digits.dropFirst())
      text = mantissa + "e" + (exponent >= 0 ? "+" : "-") + String(abs(exponent))
    }
    return sign + text
  }

  /// Whether `text` is a whole number as JavaScript writes it (`String(parseInt(text))` is
  /// `text`, and it is not negative): what `qs` takes for an array index.
  ///
  /// - Parameter text: The text.
  /// - Returns: Its value, or nil.
  static func index(_ text: Substring) -> Double? {
    guard !text.isEmpty,
      text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else { return nil }
    guard let value = Double(text), string(value) == text else { return nil }
    return value
  }

  /// What JavaScript's `parseInt(text, 10)` reads: the digits after any leading white space and
  /// sign; nil (`NaN`) without digits.
  ///
  /// - Parameter text: The text.
  /// - Returns: The number.
  static func parseInt(_ text: String) -> Double? {
    var rest = text.unicodeScalars.drop { $0.properties.isWhitespace }[...]
    var negative = false
    if let sign = rest.first, sign == "-" || sign == "+" {
      negative = sign == "-"
      rest = rest.dropFirst()
    }
    let digits = rest.prefix { ("0"..."9").contains($0) }
    guard !digits.isEmpty, let value = Double(String(String.UnicodeScalarView(digits))) else {
      return nil
    }
    return negative ? -value : value
  }

  /// The shortest decimal digits of a positive finite `value` (no leading or trailing zero) and
  /// the position of the decimal point after the first `point` of them: `value` is
  /// `0.digits × 10^point`.
  private static func shortestDigits(_ value: Double) -> (digits: String, point: Int) {
    // Swift's description is the shortest text that reads back as the value too; only its
    // layout differs (`1e-07`, `5.0`, `1.25e+20`).
    let text = value.description
    let parts = text.split(separator: "e", maxSplits: 1)
    let mantissa = parts[0]
    let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    let dot = mantissa.firstIndex(of: ".")
    let whole = dot.map { mantissa[..<$0] } ?? mantissa
    let fraction = dot.map { mantissa[mantissa.index(after: $0)...] } ?? ""
    var digits = Array((whole + fraction).utf8)
    var point = whole.count + exponent
    while digits.first == UInt8(ascii: "0") {
      digits.removeFirst()
      point -= 1
    }
    while digits.last == UInt8(ascii: "0") { digits.removeLast() }
    return (String(decoding: digits, as: UTF8.self), point)
  }
}
