// Shared by every fuzz target (compiled into each one).

/// Stops the fuzzer with `message` when an invariant does not hold: libFuzzer records the input
/// that broke it as a crash.
func check(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  if !condition() {
    fatalError("invariant broken: \(message())", file: file, line: line)
  }
}

/// The fuzzer's bytes, read as a stream of small decisions (like LLVM's FuzzedDataProvider):
/// each read takes bytes from the front, and reads past the end give zeros.
struct FuzzInput {
  private let bytes: [UInt8]
  private var position = 0

  init(_ data: UnsafePointer<UInt8>, _ size: Int) {
    bytes = Array(UnsafeBufferPointer(start: data, count: size))
  }

  var isExhausted: Bool { position >= bytes.count }

  /// The next byte, or 0 past the end.
  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// A number in `range`, from one or two bytes.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = range.upperBound - range.lowerBound + 1
    let raw = span > 256 ? Int(byte()) << 8 | Int(byte()) : Int(byte())
    return range.lowerBound + raw % span
  }

  mutating func bool() -> Bool { byte() & 1 == 1 }

  /// One of `choices`.
  mutating func pick<T>(_ choices: [T]) -> T { choices[int(in: 0...(choices.count - 1))] }

  /// Up to `maximum` bytes, as text (ill-formed UTF-8 repaired).
  mutating func text(maximum: Int) -> String {
    let length = min(int(in: 0...maximum), bytes.count - min(position, bytes.count))
    defer { position += length }
    return String(decoding: bytes[position..<(position + length)], as: UTF8.self)
  }
}
