/// Percent-encoding of URL components, byte by byte, with uppercase hexadecimal digits.
package enum PercentEncoding {
  /// `text` encoded as JavaScript's `encodeURIComponent` does: everything but
  /// `A–Z a–z 0–9 - _ . ! ~ * ' ( )` is escaped. Algolia's `params` strings and Insights filters
  /// are encoded so.
  static func uriComponent(_ text: String) -> String {
    encoded(text) { byte in
      isUnreserved(byte) || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "*")
        || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")")
    }
  }

  /// `text` with everything but RFC 3986's unreserved characters (`A–Z a–z 0–9 - . _ ~`)
  /// escaped, as the `qs` library writes URL query values.
  package static func unreserved(_ text: String) -> String {
    encoded(text, keeping: isUnreserved)
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
      UInt8(ascii: "."), UInt8(ascii: "~"):
      true
    default:
      false
    }
  }

  private static func encoded(_ text: String, keeping kept: (UInt8) -> Bool) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if kept(byte) {
        output.append(byte)
      } else {
        output.append(UInt8(ascii: "%"))
        output.append(digits[Int(byte >> 4)])
        output.append(digits[Int(byte & 0x0F)])
      }
    }
    return String(decoding: output, as: UTF8.self)
  }
}
