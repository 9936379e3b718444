/// Spelling shared by the renderers and the parser of Algolia's filter syntaxes.
enum FilterSyntax {
  /// `text` between double quotes, with `"` and `\` escaped by a backslash.
  ///
  /// It escapes scalars, not characters: a quote or a backslash followed by a combining mark is
  /// one `Character`, but the parser reads it byte by byte.
  static func quoted(_ text: String) -> String {
    var output = "\""
    output.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
      if scalar == "\"" || scalar == "\\" {
        output.unicodeScalars.append("\\")
      }
      output.unicodeScalars.append(scalar)
    }
    output.unicodeScalars.append("\"")
    return output
  }

  /// A number as Swift prints a `Double` (`10.0`, `-3.5`, `1e+20`), the form Algolia's
  /// InstantSearch renders.
  static func number(_ value: Double) -> String {
    String(value)
  }

  /// A legacy (`facetFilters` / `tagFilters`) value: a leading `-` escaped as `\-` so that it is
  /// not read as a negation.
  static func legacyValue(_ text: String) -> String {
    text.hasPrefix("-") ? "\\" + text : text
  }
}
