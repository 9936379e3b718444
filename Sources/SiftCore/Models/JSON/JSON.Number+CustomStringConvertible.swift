extension JSON.Number: CustomStringConvertible {
  /// The number as JSON text: integers in full, doubles in their shortest round-tripping form.
  /// Non-finite doubles (which JSON cannot express) are written `null`.
  public var description: String {
    switch storage {
    case .int(let value):
      return String(value)
    case .double(let value):
      return value.isFinite ? "\(value)" : "null"
    }
  }
}
