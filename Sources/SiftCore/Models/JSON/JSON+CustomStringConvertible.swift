extension JSON: CustomStringConvertible {
  /// The value as compact JSON text with sorted keys.
  public var description: String {
    serialized()
  }
}
