/// A coding key for any string, used to read and write open-ended JSON objects.
struct AnyCodingKey: CodingKey, Hashable {
  var stringValue: String
  var intValue: Int?

  init(_ string: String) {
    stringValue = string
    intValue = nil
  }

  init(stringValue: String) {
    self.init(stringValue)
  }

  init(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }
}
