extension Filter.Facet.Value {
  /// The value as an engine lists it among facet values: a string as it is, an integral number
  /// without a fraction (`4`), a boolean as `true` / `false`.
  var facetKey: String {
    if case .number(let number) = self, let integer = Int(exactly: number) {
      return String(integer)
    }
    return description
  }
}
