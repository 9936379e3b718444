/// A language whose stop words and singular/plural forms the engine knows, for
/// `removeStopWords`, `ignorePlurals` and `queryLanguages`: English, French, German and
/// Spanish. Words are folded (lowercase, no diacritics), as the index folds them.
enum QueryLanguage: String, Sendable, Hashable, CaseIterable {
  case english = "en"
  case french = "fr"
  case german = "de"
  case spanish = "es"

  /// The languages named by ISO codes, and the codes not known.
  static func parse(_ codes: [String]) -> (languages: [QueryLanguage], unknown: [String]) {
    var languages: [QueryLanguage] = []
    var unknown: [String] = []
    for code in codes {
      if let language = QueryLanguage(rawValue: code.lowercased()) {
        if !languages.contains(language) { languages.append(language) }
      } else {
        unknown.append(code)
      }
    }
    return (languages, unknown)
  }

  /// The language's stop words, folded.
  var stopWords: Set<String> {
    switch self {
    case .english: return English.stopWords
    case .french: return Self.frenchStopWords
    case .german: return Self.germanStopWords
    case .spanish: return Self.spanishStopWords
    }
  }

  /// The other singular and plural forms of a folded word, without the word itself.
  func pluralAlternatives(of word: String) -> [String] {
    guard word.count >= 2, word.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic }) else {
      return []
    }
    var forms: Set<String> = []
    switch self {
    case .english: return English.pluralAlternatives(of: word)
    case .french:
      // -s and -x plurals; -al / -aux, -ail / -aux, -eau / -eaux.
      if word.hasSuffix("aux"), word.count > 4 {
        let stem = String(word.dropLast(3))
        forms.insert(stem + "al")
        forms.insert(stem + "ail")
      } else if word.hasSuffix("eaux") || word.hasSuffix("eux") {
        forms.insert(String(word.dropLast()))
      } else if word.hasSuffix("s") || word.hasSuffix("x") {
        forms.insert(String(word.dropLast()))
      } else if word.hasSuffix("al") {
        forms.insert(String(word.dropLast(2)) + "aux")
        forms.insert(word + "s")
      } else if word.hasSuffix("eau") || word.hasSuffix("eu") {
        forms.insert(word + "x")
      } else if !word.hasSuffix("z") {
        forms.insert(word + "s")
      }
    case .german:
      // The common plural endings -e, -en, -n, -er, -s (umlauts are folded away).
      for ending in ["en", "er", "e", "n", "s"] where word.hasSuffix(ending) {
        if word.count > ending.count + 2 { forms.insert(String(word.dropLast(ending.count))) }
      }
      if word.count > 2 {
        for ending in ["e", "en", "n", "er", "s"] { forms.insert(word + ending) }
      }
    case .spanish:
      // -s after a vowel, -es after a consonant, -z / -ces.
      if word.hasSuffix("ces"), word.count > 4 {
        forms.insert(String(word.dropLast(3)) + "z")
      } else if word.hasSuffix("es"), word.count > 3,
        let before = word.dropLast(2).last, !"aeiou".contains(before)
      {
        forms.insert(String(word.dropLast(2)))
      } else if word.hasSuffix("s"), word.count > 2 {
        forms.insert(String(word.dropLast()))
      } else if word.hasSuffix("z") {
        forms.insert(String(word.dropLast()) + "ces")
      } else if let last = word.last, "aeiou".contains(last) {
        forms.insert(word + "s")
      } else {
        forms.insert(word + "es")
      }
    }
    forms.remove(word)
    return forms.sorted()
  }

  private static let frenchStopWords: Set<String> = [
    "a", "au", "aux", "avec", "ce", "ces", "dans", "de", "des", "du", "elle", "en", "et", "eux",
    "il", "je", "la", "le", "les", "leur", "lui", "ma", "mais", "me", "meme", "mes", "moi", "mon",
    "ne", "nos", "notre", "nous", "on", "ou", "par", "pas", "pour", "qu", "que", "qui", "sa", "se",
    "ses", "son", "sur", "ta", "te", "tes", "toi", "ton", "tu", "un", "une", "vos", "votre",
    "vous", "c", "d", "j", "l", "m", "n", "s", "t", "y", "est", "sont", "ete",
  ]

  private static let germanStopWords: Set<String> = [
    "aber", "als", "am", "an", "auch", "auf", "aus", "bei", "bin", "bis", "da", "das", "dass",
    "dein", "dem", "den", "der", "des", "dich", "die", "dir", "du", "durch", "ein", "eine",
    "einem", "einen", "einer", "eines", "er", "es", "fur", "hat", "ich", "ihr", "im", "in",
    "ist", "ja", "kein", "mein", "mit", "nach", "nicht", "noch", "nur", "oder", "ohne", "sein",
    "sich", "sie", "sind", "so", "um", "und", "uns", "unter", "vom", "von", "vor", "war", "was",
    "wenn", "wie", "wir", "zu", "zum", "zur", "uber",
  ]

  private static let spanishStopWords: Set<String> = [
    "a", "al", "como", "con", "de", "del", "el", "ella", "ellos", "en", "es", "esta", "este",
    "la", "las", "le", "les", "lo", "los", "mas", "me", "mi", "muy", "no", "nos", "o", "para",
    "pero", "por", "que", "se", "si", "sin", "su", "sus", "te", "tu", "un", "una", "uno", "unos",
    "y", "ya", "yo", "entre", "hay", "son", "fue", "ha",
  ]
}
