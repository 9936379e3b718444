/// The tag and entity parsing behind ``HighlightedString``.
enum HighlightParser {
  static func segments(of tagged: String, preTag: String, postTag: String)
    -> [HighlightedString.Segment]
  {
    let bytes = Array(tagged.utf8)
    let pre = Array(preTag.utf8)
    let post = Array(postTag.utf8)
    guard !pre.isEmpty, !post.isEmpty else {
      return normalized([.init(decodingEntities(in: tagged), isHighlighted: false)])
    }
    var segments: [HighlightedString.Segment] = []
    var depth = 0
    var textStart = 0
    var index = 0
    func flush(upTo end: Int) {
      guard textStart < end else { return }
      // Tags are valid UTF-8, so tag boundaries are scalar boundaries.
      let text = String(decoding: bytes[textStart..<end], as: UTF8.self)
      segments.append(.init(decodingEntities(in: text), isHighlighted: depth > 0))
    }
    while index < bytes.count {
      let rest = bytes[index...]
      if depth > 0, rest.starts(with: post) {
        flush(upTo: index)
        depth -= 1
        index += post.count
        textStart = index
      } else if rest.starts(with: pre) {
        flush(upTo: index)
        depth += 1
        index += pre.count
        textStart = index
      } else if rest.starts(with: post) {
        flush(upTo: index)  // a stray post tag: dropped
        index += post.count
        textStart = index
      } else {
        index += 1
      }
    }
    flush(upTo: bytes.count)
    return normalized(segments)
  }

  /// Drops empty segments and merges neighbours with the same highlighting.
  static func normalized(_ segments: [HighlightedString.Segment]) -> [HighlightedString.Segment] {
    var result: [HighlightedString.Segment] = []
    for segment in segments where !segment.text.isEmpty {
      if let last = result.last, last.isHighlighted == segment.isHighlighted {
        result[result.count - 1].text += segment.text
      } else {
        result.append(segment)
      }
    }
    return result
  }

  /// Escapes the characters that would otherwise read as markup or entities.
  static func escaped(_ text: String) -> String {
    var output = ""
    for character in text {
      switch character {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      default: output.append(character)
      }
    }
    return output
  }

  private static let namedEntities: [String: Unicode.Scalar] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'",
  ]

  /// Decodes named and numeric HTML entities; anything unrecognised is kept as written.
  static func decodingEntities(in text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
    let scalars = Array(text.unicodeScalars)
    var output = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if scalars[index] == "&", let (scalar, length) = entity(in: scalars, at: index) {
        output.append(scalar)
        index += length
      } else {
        output.append(scalars[index])
        index += 1
      }
    }
    return String(output)
  }

  /// The entity starting at `start` (an `&`) and its length including `&` and `;`.
  private static func entity(in scalars: [Unicode.Scalar], at start: Int) -> (Unicode.Scalar, Int)?
  {
    let limit = min(scalars.count, start + 12)
    guard let end = (start + 1..<limit).first(where: { scalars[$0] == ";" }), end > start + 1
    else { return nil }
    let body = String(String.UnicodeScalarView(scalars[(start + 1)..<end]))
    let length = end - start + 1
    if let scalar = namedEntities[body] { return (scalar, length) }
    guard body.hasPrefix("#") else { return nil }
    var digits = body.dropFirst()
    var radix = 10
    if digits.first == "x" || digits.first == "X" {
      radix = 16
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isHexDigit }),
      let value = UInt32(digits, radix: radix), value != 0, let scalar = Unicode.Scalar(value)
    else { return nil }
    return (scalar, length)
  }
}
