import SiftCore

/// A query read against an index: its words with the terms each matches, and the terms whose
/// records are excluded (`-word` with the advanced syntax).
struct ParsedQuery: Sendable {
  var words: [QueryWord]
  var excludedTerms: [Int]
}

extension IndexSnapshot {
  /// The query's words, with the terms each matches.
  /// - Complexity: O(words · (log n + typo-walk nodes)).
  func queryWords(for request: SearchRequest) -> [QueryWord] {
    parse(request).words
  }

  /// One piece of a query's text: a word, a quoted phrase, or an excluded word.
  private enum Piece {
    case word(String)
    case phrase([String])
    case excluded(String)
  }

  /// The folded words of `text`.
  private func folded(_ text: String) -> [String] {
    tokenizer.tokens(in: text).map { TextFolding.string($0.folded) }
  }

  /// The pieces of the query: words, and with the advanced syntax, quoted phrases and
  /// `-excluded` words.
  private func pieces(of request: SearchRequest) -> [Piece] {
    let phrases = request.advancedSyntax && request.advancedSyntaxFeatures.contains(.exactPhrase)
    let exclusions =
      request.advancedSyntax && request.advancedSyntaxFeatures.contains(.excludeWords)
    guard phrases || exclusions else { return folded(request.text).map(Piece.word) }
    var pieces: [Piece] = []
    var inQuote = false
    var chunk = ""
    func flush() {
      defer { chunk = "" }
      if inQuote {
        let words = folded(chunk)
        if !words.isEmpty { pieces.append(.phrase(words)) }
        return
      }
      for part in chunk.split(whereSeparator: \.isWhitespace) {
        if exclusions, part.hasPrefix("-"), part.count > 1 {
          pieces += folded(String(part.dropFirst())).map(Piece.excluded)
        } else {
          pieces += folded(String(part)).map(Piece.word)
        }
      }
    }
    for character in request.text {
      if phrases, character == "\"" {
        flush()
        inQuote.toggle()
      } else {
        chunk.append(character)
      }
    }
    if inQuote {
      // An unclosed quote: its words are plain words.
      inQuote = false
    }
    flush()
    return pieces
  }

  /// The query read against the index: words (stop words removed, with their plurals,
  /// synonyms and typo expansions), and the excluded terms.
  func parse(_ request: SearchRequest) -> ParsedQuery {
    var pieces = pieces(of: request)
    let excludedTerms = pieces.compactMap { piece -> Int? in
      if case .excluded(let word) = piece {
        return terms.find(Array(word.unicodeScalars.map(\.value)))
      }
      return nil
    }
    pieces.removeAll { if case .excluded = $0 { true } else { false } }
    let endsComplete = tokenizer.endsWithSeparator(request.text)
    if !request.removeStopWords.isEmpty {
      let stopWords = request.removeStopWords.reduce(into: Set<String>()) {
        $0.formUnion($1.stopWords)
      }
      func isStopWord(_ piece: Piece) -> Bool {
        if case .word(let word) = piece { return stopWords.contains(word) }
        return false
      }
      if pieces.contains(where: { !isStopWord($0) }) {
        let last = pieces.count - 1
        pieces = pieces.enumerated().filter { index, piece in
          !isStopWord(piece) || (index == last && !endsComplete)
        }.map(\.element)
        if let lastPiece = pieces.last, isStopWord(lastPiece), pieces.count > 1 {
          pieces.removeLast()
        }
      }
    }
    var optional: Set<String> = []
    for phrase in request.optionalWords {
      for word in folded(phrase) { optional.insert(word) }
    }
    var words: [QueryWord] = pieces.enumerated().map { index, piece in
      switch piece {
      case .word(let token):
        return word(
          token, isLast: index == pieces.count - 1, endsComplete: endsComplete, request: request,
          isOptional: optional.contains(token))
      case .phrase(let tokens):
        return phraseWord(tokens, isOptional: false)
      case .excluded:
        return phraseWord([], isOptional: false)
      }
    }
    if request.synonyms, let synonymSet = request.synonymSet, !synonymSet.isEmpty {
      addSynonyms(synonymSet, to: &words, request: request)
    }
    return ParsedQuery(words: words, excludedTerms: excludedTerms)
  }

  /// A query word made of a quoted phrase: its words adjacent, in order, with no typo and no
  /// prefix (one quoted word: that exact word).
  private func phraseWord(_ tokens: [String], isOptional: Bool) -> QueryWord {
    let folded = Array(tokens.joined(separator: " ").unicodeScalars.map(\.value))
    var word = QueryWord(
      text: tokens.joined(separator: " "), folded: folded, isPrefix: false,
      isOptional: isOptional, maxTypos: 0)
    let ids = tokens.compactMap { terms.find(Array($0.unicodeScalars.map(\.value))) }
    if ids.count == tokens.count {
      if ids.count == 1 {
        word.matches = [TermDictionary.Match(terms: ids[0]..<ids[0] + 1, distance: 0)]
      } else {
        word.phrases = [QueryWord.Phrase(terms: ids, typos: 0, exact: true)]
      }
    }
    return word
  }

  /// A plain query word with its matches: exact, prefix and typo expansions, and its other
  /// singular/plural forms.
  private func word(
    _ token: String, isLast: Bool, endsComplete: Bool, request: SearchRequest, isOptional: Bool
  ) -> QueryWord {
    let folded = Array(token.unicodeScalars.map(\.value))
    let isPrefix: Bool
    switch request.queryType {
    case .prefixAll: isPrefix = true
    case .prefixLast: isPrefix = isLast && !endsComplete
    case .prefixNone: isPrefix = false
    }
    var maxTypos = 0
    let isNumber = folded.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    if request.typoTolerance != .disabled, !isNumber || request.allowTyposOnNumericTokens,
      !request.noTypoWords.contains(token)
    {
      if folded.count >= request.minWordSizefor2Typos {
        maxTypos = 2
      } else if folded.count >= request.minWordSizefor1Typo {
        maxTypos = 1
      }
    }
    var word = QueryWord(
      text: token, folded: folded, isPrefix: isPrefix, isOptional: isOptional,
      maxTypos: maxTypos)
    if maxTypos == 0 {
      if isPrefix {
        let range = terms.prefixRange(folded)
        if !range.isEmpty { word.matches = [TermDictionary.Match(terms: range, distance: 0)] }
      } else if let id = terms.find(folded) {
        word.matches = [TermDictionary.Match(terms: id..<id + 1, distance: 0)]
      }
    } else {
      let key = WordExpansionCache.Key(folded: folded, maxTypos: maxTypos, isPrefix: isPrefix)
      word.matches = expansions.matches(for: key) {
        terms.fuzzyMatches(folded, maxDistance: maxTypos, prefix: isPrefix)
      }
    }
    if !request.ignorePlurals.isEmpty {
      var forms: Set<String> = []
      for language in request.ignorePlurals {
        forms.formUnion(language.pluralAlternatives(of: token))
      }
      let exact = request.alternativesAsExact.contains(.ignorePlurals)
      for form in forms.sorted() {
        if let id = terms.find(Array(form.unicodeScalars.map(\.value))) {
          word.alternatives.append(QueryWord.Alternative(term: id, typos: 0, exact: exact))
        }
      }
    }
    return word
  }

  /// Adds the synonyms of each word, and of each run of words that is a synonym's phrase (a
  /// run's alternatives go to each of its words, so a record holding the alternative matches
  /// them all at one place).
  private func addSynonyms(
    _ synonymSet: SynonymSet, to words: inout [QueryWord], request: SearchRequest
  ) {
    let texts = words.map { $0.phrases.isEmpty ? $0.text : "" }
    for start in words.indices where !texts[start].isEmpty {
      var length = 1
      while length <= synonymSet.longestKey, start + length <= words.count {
        let run = texts[start..<start + length]
        guard !run.contains("") else { break }
        for alternative in synonymSet.alternatives(of: run) {
          let exact = request.alternativesAsExact.contains(
            alternative.isMultiWord ? .multiWordsSynonym : .singleWordSynonym)
          let ids = alternative.words.compactMap {
            terms.find(Array($0.unicodeScalars.map(\.value)))
          }
          guard ids.count == alternative.words.count else { continue }
          for index in start..<start + length {
            if ids.count == 1 {
              let new = QueryWord.Alternative(
                term: ids[0], typos: alternative.typos, exact: exact, isSynonym: true)
              if !words[index].alternatives.contains(new) { words[index].alternatives.append(new) }
            } else {
              let new = QueryWord.Phrase(terms: ids, typos: alternative.typos, exact: exact)
              if !words[index].phrases.contains(new) { words[index].phrases.append(new) }
            }
          }
        }
        length += 1
      }
    }
  }
}
