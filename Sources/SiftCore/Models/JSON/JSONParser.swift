/// Builds ``JSON`` values from a ``JSONScanner``'s events: a strict RFC 8259 parser with
/// positioned errors.
struct JSONParser: JSONEventHandler {
  /// Deepest array/object nesting accepted, so hostile input cannot exhaust the stack.
  static var maximumDepth: Int { JSONScanner.maximumDepth }

  /// The open arrays and objects, innermost last: whether each is an object.
  private var isObject: [Bool] = []
  /// The open arrays' elements and the open objects' members (and pending keys), innermost
  /// last, mutated in place.
  private var arrays: [[JSON]] = []
  private var objects: [[String: JSON]] = []
  private var keys: [String] = []
  private var result: JSON = .null

  /// Parses a whole document.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> JSON {
    var scanner = JSONScanner(bytes: bytes)
    var parser = JSONParser()
    try scanner.parseDocument(into: &parser)
    return parser.result
  }

  private mutating func add(_ value: JSON) {
    guard let inObject = isObject.last else {
      result = value
      return
    }
    if inObject {
      objects[objects.count - 1][keys[keys.count - 1]] = value
    } else {
      arrays[arrays.count - 1].append(value)
    }
  }

  mutating func null() { add(.null) }
  mutating func bool(_ value: Bool) { add(.bool(value)) }
  mutating func number(_ value: JSON.Number) { add(.number(value)) }
  mutating func string(_ utf8: UnsafeBufferPointer<UInt8>) {
    add(.string(String(decoding: utf8, as: UTF8.self)))
  }
  mutating func beginArray() {
    isObject.append(false)
    arrays.append([])
  }
  mutating func endArray(count: Int) {
    isObject.removeLast()
    add(.array(arrays.removeLast()))
  }
  mutating func beginObject() {
    isObject.append(true)
    var members: [String: JSON] = [:]
    members.reserveCapacity(8)
    objects.append(members)
    keys.append("")
  }
  mutating func key(_ utf8: UnsafeBufferPointer<UInt8>) {
    keys[keys.count - 1] = String(decoding: utf8, as: UTF8.self)
  }
  mutating func endObject(count: Int) {
    isObject.removeLast()
    keys.removeLast()
    add(.object(objects.removeLast()))
  }
}
