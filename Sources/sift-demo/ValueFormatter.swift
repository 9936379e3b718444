import Sift

/// Shows attribute values as a person reads them: dates as dates, numbers with thousands
/// separators, booleans as yes / no, attribute names as words.
struct ValueFormatter {
  /// Attributes whose numbers are dates: seconds (or milliseconds) since 1970.
  var dateAttributes: Set<String> = []
  /// Text put before an attribute's values, such as `$` for a price.
  var prefixes: [String: String] = [:]

  /// The value as text; nil for null, an object or a missing value.
  func display(_ value: JSON?, attribute: String) -> String? {
    let prefix = prefixes[attribute] ?? ""
    switch value {
    case .string(let text)?: return text
    case .number(let number)?:
      if dateAttributes.contains(attribute) { return Self.date(number.doubleValue) }
      return prefix + Self.number(number.doubleValue)
    case .bool(let flag)?: return flag ? "yes" : "no"
    case .array(let items)?:
      let shown = items.compactMap { display($0, attribute: attribute) }
      return shown.isEmpty ? nil : shown.joined(separator: ", ")
    default: return nil
    }
  }

  /// A facet value (facet values are text, whatever the attribute's type) as a person reads it.
  func facetValue(_ value: String, attribute: String) -> String {
    switch value {
    case "": return "(empty)"
    case "true": return "yes"
    case "false": return "no"
    default:
      guard let number = Double(value), value.first?.isNumber ?? false || value.first == "-"
      else { return value }
      if dateAttributes.contains(attribute) { return Self.date(number) }
      return (prefixes[attribute] ?? "") + Self.number(number)
    }
  }

  /// A number with thousands separators: `1,234,567`, `1,234.50`.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let isWhole = value == value.rounded() && abs(value) < 1e15
    let cents = isWhole ? 0 : Int((abs(value) * 100).rounded()) % 100
    let whole = isWhole ? Int(abs(value)) : Int((abs(value) * 100).rounded()) / 100
    var digits = Array(String(whole))
    var grouped = ""
    while digits.count > 3 {
      grouped = "," + String(digits.suffix(3)) + grouped
      digits.removeLast(3)
    }
    grouped = String(digits) + grouped
    let sign = value < 0 ? "-" : ""
    return isWhole ? sign + grouped : sign + grouped + "." + (cents < 10 ? "0" : "") + "\(cents)"
  }

  /// A date from seconds since 1970 (milliseconds from 10¹¹ on): `2016-11-14`, in UTC.
  static func date(_ value: Double) -> String {
    let seconds = abs(value) >= 1e11 ? value / 1000 : value
    let days = Int((seconds / 86_400).rounded(.down))
    // Days since 1970-01-01 to a civil date (proleptic Gregorian calendar).
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    return "\(year)-\(two(month))-\(two(day))"
  }

  /// An attribute's name as a title: `free_shipping` → `Free shipping`,
  /// `hierarchicalCategories.lvl0` → `Hierarchical categories lvl0`.
  static func title(of attribute: String) -> String {
    var words: [String] = []
    var current = ""
    var previous: Character?
    for character in attribute {
      if character == "_" || character == "." || character == "-" || character == " " {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else if character.isUppercase, let previous, previous.isLowercase {
        words.append(current)
        current = String(character).lowercased()
      } else {
        current.append(character)
      }
      previous = character
    }
    if !current.isEmpty { words.append(current) }
    let sentence = words.joined(separator: " ")
    guard let first = sentence.first else { return attribute }
    return first.uppercased() + sentence.dropFirst()
  }
}
