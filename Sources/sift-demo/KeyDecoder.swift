/// Turns the bytes a terminal sends into key presses: UTF-8 text, control keys and the usual
/// ANSI / VT escape sequences for arrows, Home/End and Page Up/Down.
///
/// Bytes of an incomplete sequence are kept until the next call.
struct KeyDecoder {
  private var pending: [UInt8] = []

  /// Decodes what can be decoded from the bytes received so far.
  mutating func decode(_ bytes: [UInt8]) -> [Key] {
    pending += bytes
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      guard let (key, length) = Self.key(at: index, in: pending) else { break }
      if let key { keys.append(key) }
      index += length
    }
    pending.removeFirst(index)
    return keys
  }

  /// A lone ESC that stays pending (the user pressed Escape) is flushed by this.
  mutating func flush() -> [Key] {
    defer { pending.removeAll() }
    return pending.first == 0x1B ? [.escape] : []
  }

  /// The key starting at `index`, with its length; nil when more bytes are needed. A nil key
  /// with a length skips bytes that mean nothing.
  private static func key(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
    let byte = bytes[index]
    switch byte {
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x09: return (.tab, 1)
    case 0x1B: return escapeSequence(at: index, in: bytes)
    case 0x01...0x1A:
      return (.control(Character(UnicodeScalar(byte + 0x60))), 1)
    case 0x00..<0x20: return (nil, 1)
    default: return utf8Character(at: index, in: bytes)
    }
  }

  private static func escapeSequence(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
    guard index + 1 < bytes.count else { return nil }
    let next = bytes[index + 1]
    guard next == UInt8(ascii: "[") || next == UInt8(ascii: "O") else {
      return (.escape, 1)
    }
    var end = index + 2
    while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
    guard end < bytes.count else { return nil }
    let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
    let length = end - index + 1
    switch (bytes[end], parameters) {
    case (UInt8(ascii: "A"), _): return (.up, length)
    case (UInt8(ascii: "B"), _): return (.down, length)
    case (UInt8(ascii: "C"), _): return (.right, length)
    case (UInt8(ascii: "D"), _): return (.left, length)
    case (UInt8(ascii: "H"), _): return (.home, length)
    case (UInt8(ascii: "F"), _): return (.end, length)
    case (UInt8(ascii: "Z"), _): return (.backTab, length)
    case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): return (.home, length)
    case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): return (.end, length)
    case (UInt8(ascii: "~"), "3"): return (.delete, length)
    case (UInt8(ascii: "~"), "5"): return (.pageUp, length)
    case (UInt8(ascii: "~"), "6"): return (.pageDown, length)
    default: return (nil, length)
    }
  }

  private static func utf8Character(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
    let byte = bytes[index]
    let length =
      switch byte {
      case 0xF0...0xF7: 4
      case 0xE0...0xEF: 3
      case 0xC0...0xDF: 2
      default: 1
      }
    guard index + length <= bytes.count else { return nil }
    let text = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
    guard let character = text.first, text != "\u{FFFD}" || byte == 0xEF else {
      return (nil, length)
    }
    return (.character(character), length)
  }
}
