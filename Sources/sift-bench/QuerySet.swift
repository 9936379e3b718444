import SiftCore

/// Search-as-you-type queries: 1–3 consecutive words taken from real records, the last word cut
/// to a random prefix (about 1 in 6 queries ends in a single character), some with a typo.
enum QuerySet {
  /// `count` queries from the words of `fields` (one field per query, picked at random).
  static func make(
    from records: [JSON], fields: [String] = ["name"], count: Int, seed: UInt64 = 7
  ) -> [String] {
    var random = SplitMix64(seed: seed)
    var queries: [String] = []
    queries.reserveCapacity(count)
    while queries.count < count {
      let record = records[Int(random.next() % UInt64(records.count))]
      // One field draws nothing (the short-names queries stay as they were).
      let field = fields.count == 1 ? fields[0] : fields[Int(random.next() % UInt64(fields.count))]
      let words = (record[field]?.stringValue ?? "").split(whereSeparator: { !isWordCharacter($0) })
        .map(String.init)
      guard !words.isEmpty else { continue }
      let length = min(words.count, 1 + Int(random.next() % 3))
      let start = Int(random.next() % UInt64(words.count - length + 1))
      var chosen = Array(words[start..<(start + length)])
      var last = chosen.removeLast()
      if random.next() % 6 == 0 {
        last = String(last.prefix(1))
      } else {
        let keep = max(2, min(last.count, 2 + Int(random.next() % UInt64(max(1, last.count - 1)))))
        last = String(last.prefix(keep))
      }
      if random.next() % 8 == 0, let target = chosen.indices.last ?? (last.count >= 5 ? -1 : nil) {
        if target >= 0 {
          chosen[target] = typo(chosen[target], &random)
        } else {
          last = typo(last, &random)
        }
      }
      queries.append((chosen + [last]).joined(separator: " "))
    }
    return queries
  }

  /// ASCII letters and digits: what every engine compared reads as words alike.
  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber)
  }

  /// One edit: a substitution, a deletion or a transposition, never on the first letter.
  private static func typo(_ word: String, _ random: inout SplitMix64) -> String {
    var letters = Array(word)
    guard letters.count >= 5 else { return word }
    let position = 1 + Int(random.next() % UInt64(letters.count - 2))
    switch random.next() % 3 {
    case 0: letters[position] = letters[position] == "a" ? "e" : "a"
    case 1: letters.remove(at: position)
    default: letters.swapAt(position, position + 1)
    }
    return String(letters)
  }
}
