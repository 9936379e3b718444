import Foundation

/// Reads an HTTP `Retry-After` header: a number of seconds (`120`) or an HTTP date
/// (`Wed, 21 Oct 2015 07:28:00 GMT`).
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
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    guard let date = formatter.date(from: value) else { return nil }
    let seconds = date.timeIntervalSince(now)
    guard seconds > 0 else { return .zero }
    return seconds < 1e9 ? .milliseconds(Int((seconds * 1000).rounded(.up))) : .seconds(Int.max)
  }
}
