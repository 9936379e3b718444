// Fuzz target: the JSON parser (JSON.parse).
//
// Invariants: an error is a JSONParseError within the input, with a line and column; what
// parses serializes to text that parses back to the same value and serializes identically
// (serialize → parse is the identity), hashes alike, and decodes to itself through
// JSONValueDecoder.
import Foundation
import SiftCore

/// libFuzzer's entry point: runs one input and checks the invariants above.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  let value: JSON
  do {
    value = try JSON.parse(bytes)
  } catch let error as JSONParseError {
    check(error.offset >= 0 && error.offset <= size, "offset \(error.offset) of \(size)")
    check(error.line >= 1 && error.column >= 1, "position \(error.line):\(error.column)")
    check(
      error.kind == .malformed || error.kind == .nestingTooDeep(maximumDepth: 512),
      "kind \(error.kind)")
    return 0
  } catch {
    check(false, "not a JSONParseError: \(error)")
    return 0
  }
  let text = value.serialized()
  guard let again = try? JSON.parse(text) else {
    check(false, "the serialization does not parse: \(text)")
    return 0
  }
  check(again == value, "serialize → parse changed the value: \(text)")
  check(again.serialized() == text, "serialization is not stable: \(text)")
  check(again.hashValue == value.hashValue, "equal values hash differently: \(text)")
  check(Data(text.utf8) == value.encodedData(), "encodedData differs from serialized")
  check((try? value.decode(JSON.self)) == value, "JSONValueDecoder changed \(text)")
  return 0
}
