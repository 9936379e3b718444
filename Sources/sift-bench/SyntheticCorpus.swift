import Foundation
import SiftCore

/// The benchmark's corpus: deterministic synthetic e-commerce records, the same for Sift and its
/// peers (they read the JSON this writes).
///
/// Names are 3–8 words drawn with a Zipf skew from a vocabulary of ~5,000 pronounceable words;
/// ~200 brands, ~50 categories in a three-level hierarchy, price, rating and popularity.
struct SyntheticCorpus {
  let vocabulary: [String]
  let brands: [String]
  let categories: [[String]]
  private var random: SplitMix64
  private let zipf: ZipfSampler

  init(seed: UInt64 = 42, vocabularySize: Int = 5_000) {
    var random = SplitMix64(seed: seed)
    var words = Set<String>()
    var vocabulary: [String] = []
    while vocabulary.count < vocabularySize {
      let word = Self.pronounceableWord(&random)
      if words.insert(word).inserted { vocabulary.append(word) }
    }
    self.vocabulary = vocabulary
    var brandNames = Set<String>()
    var brands: [String] = []
    while brands.count < 200 {
      let brand = Self.pronounceableWord(&random).capitalized
      if brandNames.insert(brand).inserted, !words.contains(brand.lowercased()) {
        brands.append(brand)
      }
    }
    self.brands = brands
    let top = (0..<5).map { _ in Self.pronounceableWord(&random).capitalized }
    let middle = (0..<15).map { _ in Self.pronounceableWord(&random).capitalized }
    self.categories = (0..<50).map { index in
      [top[index % 5], middle[index % 15], Self.pronounceableWord(&random).capitalized]
    }
    self.random = random
    self.zipf = ZipfSampler(count: vocabularySize, exponent: 1.0)
  }

  /// The next record.
  mutating func record(index: Int) -> JSON {
    let length = 3 + Int(random.next() % 6)
    let name = (0..<length).map { _ in vocabulary[zipf.sample(&random)] }.joined(separator: " ")
    let category = categories[Int(random.next() % UInt64(categories.count))]
    let brand = brands[zipf.sample(&random) % brands.count]
    var levels: [String: JSON] = [:]
    for level in 0..<3 {
      levels["lvl\(level)"] = .string(category[0...level].joined(separator: " > "))
    }
    return [
      "objectID": .string(String(index)),
      "name": .string(name),
      "brand": .string(brand),
      "category": .string(category[2]),
      "hierarchicalCategories": .object(levels),
      "price": .number(JSON.Number(Double(1 + random.next() % 200_000) / 100)),
      "rating": .number(JSON.Number(Int(1 + random.next() % 5))),
      "popularity": .number(JSON.Number(Int(random.next() % 1_000_000))),
    ]
  }

  /// `count` records.
  mutating func records(count: Int) -> [JSON] {
    (0..<count).map { record(index: $0) }
  }

  /// The index settings Sift uses for the corpus, in Algolia's format.
  static let settings: JSON = [
    "searchableAttributes": ["name", "brand"],
    "attributesForFaceting": ["brand", "category", "hierarchicalCategories.lvl0", "price"],
    "customRanking": ["desc(popularity)"],
    "attributesToHighlight": ["name"],
  ]

  /// Only what the peers index: `name` and `brand` searchable, `popularity` as custom ranking,
  /// no facets (for the like-for-like build time).
  static let plainSettings: JSON = [
    "searchableAttributes": ["name", "brand"],
    "customRanking": ["desc(popularity)"],
  ]

  static func pronounceableWord(_ random: inout SplitMix64) -> String {
    let consonants = Array("bcdfghjklmnprstvwz")
    let vowels = Array("aeiou")
    let syllables = 2 + Int(random.next() % 2)
    var word = ""
    for _ in 0..<syllables {
      word.append(consonants[Int(random.next() % UInt64(consonants.count))])
      word.append(vowels[Int(random.next() % UInt64(vowels.count))])
      if random.next() % 3 == 0 {
        word.append(consonants[Int(random.next() % UInt64(consonants.count))])
      }
    }
    return word
  }
}
