import Foundation

/// Reads an HTTP `Retry-After` header: a number of seconds (`120`) or an HTTP date in its
/// preferred form (`Wed, 21 Oct 2015 07:28:00 GMT`, RFC 9110's IMF-fixdate).
enum RetryAfter {
  /// How long `value` asks to wait.
  ///
  /// - Parameters:
  ///   - value: The header's value, if any.
  ///   - now: The wall time an HTTP date is measured from.
  /// - Returns: The delay (zero for a date in the past), or `nil` when there is no value or it
  ///   reads as neither form.
  static func delay(_ value: String?, now: Date = Date()) -> Duration? {
    guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
      return nil
    }
    if value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
      // A number too large for an Int asks for longer than anyone waits.
      return .seconds(Int(value) ?? Int.max)
    }
    guard let date = secondsSince1970(imfFixdate: value) else { return nil }
    let seconds = Double(date) - now.timeIntervalSince1970
    guard seconds > 0 else { return .zero }
    return .milliseconds(Int((seconds * 1000).rounded(.up)))
  }

  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]
  private static let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

  /// The seconds since 1970 of `Sun, 06 Nov 1994 08:49:37 GMT`, or `nil` when `text` is not
  /// in that exact form.
  static func secondsSince1970(imfFixdate text: String) -> Int? {
    let parts = text.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 6, parts[0].count == 4, parts[0].hasSuffix(","),
      days.contains(String(parts[0].dropLast())), parts[5] == "GMT",
      parts[1].count == 2, let day = Int(parts[1]), (1...31).contains(day),
      let monthIndex = months.firstIndex(of: String(parts[2])),
      parts[3].count == 4, let year = Int(parts[3]), year >= 1970
    else { return nil }
    let time = parts[4].split(separator: ":", omittingEmptySubsequences: false)
    guard time.count == 3, time.allSatisfy({ $0.count == 2 }),
      let hour = Int(time[0]), let minute = Int(time[1]), let second = Int(time[2]),
      (0..<24).contains(hour), (0..<60).contains(minute), (0...60).contains(second)
    else { return nil }
    // Days from 1970-01-01 to the date (the proleptic Gregorian calendar, by H. Hinnant's
    // days-from-civil arithmetic).
    let month = monthIndex + 1
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = shiftedYear / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let daysSince1970 = era * 146_097 + dayOfEra - 719_468
    return daysSince1970 * 86_400 + hour * 3_600 + minute * 60 + second
  }
}
