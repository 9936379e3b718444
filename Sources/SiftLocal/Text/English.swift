/// English stop words and plural forms, for `removeStopWords` and `ignorePlurals`.
enum English {
  static let stopWords: Set<String> = [
    "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "from", "has", "have", "he",
    "her", "his", "i", "if", "in", "into", "is", "it", "its", "me", "my", "no", "not", "of", "on",
    "or", "our", "she", "so", "such", "that", "the", "their", "them", "then", "there", "these",
    "they", "this", "those", "to", "was", "we", "were", "what", "when", "where", "which", "who",
    "will", "with", "you", "your",
  ]

  private static let irregular: [String: String] = [
    "man": "men", "woman": "women", "child": "children", "person": "people", "mouse": "mice",
    "foot": "feet", "tooth": "teeth", "goose": "geese", "leaf": "leaves", "knife": "knives",
    "life": "lives", "wife": "wives",
  ]

  private static let irregularSingular: [String: String] = Dictionary(
    uniqueKeysWithValues: irregular.map { ($0.value, $0.key) })

  /// The other singular and plural forms of a (folded) word, without the word itself.
  static func pluralAlternatives(of word: String) -> [String] {
    guard word.count >= 2,
      word.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic })
    else { return [] }
    var forms: Set<String> = []
    if let plural = irregular[word] { forms.insert(plural) }
    if let singular = irregularSingular[word] { forms.insert(singular) }
    if word.hasSuffix("ies"), word.count > 3 {
      forms.insert(String(word.dropLast(3)) + "y")
    } else if word.hasSuffix("es"), word.count > 3 {
      forms.insert(String(word.dropLast(2)))
      forms.insert(String(word.dropLast()))
    } else if word.hasSuffix("s"), !word.hasSuffix("ss") {
      forms.insert(String(word.dropLast()))
    } else {
      if word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) {
        forms.insert(String(word.dropLast()) + "ies")
      } else if ["s", "x", "z", "ch", "sh"].contains(where: { word.hasSuffix($0) }) {
        forms.insert(word + "es")
      } else {
        forms.insert(word + "s")
      }
    }
    forms.remove(word)
    return forms.sorted()
  }
}
