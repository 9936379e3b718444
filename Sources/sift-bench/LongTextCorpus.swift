import Foundation
import SiftCore

/// The generated long-text corpus: records shaped like a software catalogue (a short `name`, a
/// one-line `summary`, a `description` of 40–100 words of prose), for machines without Debian's
/// package lists (see `Benchmarks/debian_corpus.py` for the real one).
///
/// Text is drawn with a Zipf skew from a vocabulary whose most frequent words are English
/// function words (`the`, `of`, `and`, `to`, `a`, `is`, `for`, …) followed by ~20,000
/// pronounceable words, so that a few words are in nearly every record, as in real prose.
struct LongTextCorpus {
  static let functionWords = [
    "the", "of", "and", "to", "a", "in", "is", "for", "this", "that", "with", "it", "on", "as",
    "be", "are", "by", "an", "from", "or", "can", "which", "you", "its", "package", "library",
    "used", "support", "data", "files", "provides", "contains", "also", "file", "other", "all",
    "using", "use", "such", "has", "more", "not", "program", "based", "written", "version",
  ]

  let vocabulary: [String]
  private var random: SplitMix64
  private let zipf: ZipfSampler
  private static let sections = [
    "admin", "devel", "doc", "games", "graphics", "libs", "net", "python", "science", "sound",
    "text", "utils", "video", "web", "x11", "perl", "ruby", "java", "math", "misc",
  ]

  init(seed: UInt64 = 43, vocabularySize: Int = 20_000) {
    var random = SplitMix64(seed: seed)
    var words = Set(Self.functionWords)
    var vocabulary = Self.functionWords
    while vocabulary.count < vocabularySize {
      let word = SyntheticCorpus.pronounceableWord(&random)
      if words.insert(word).inserted { vocabulary.append(word) }
    }
    self.vocabulary = vocabulary
    self.random = random
    zipf = ZipfSampler(count: vocabularySize, exponent: 1.0)
  }

  private mutating func words(_ count: Int) -> String {
    (0..<count).map { _ in vocabulary[zipf.sample(&random)] }.joined(separator: " ")
  }

  /// The next record.
  mutating func record(index: Int) -> JSON {
    let nameWords = (0..<(1 + Int(random.next() % 2))).map { _ in
      vocabulary[Self.functionWords.count + Int(random.next() % 5_000)]
    }
    let summary = words(4 + Int(random.next() % 7))
    let description = words(40 + Int(random.next() % 61))
    let section = Self.sections[zipf.sample(&random) % Self.sections.count]
    return [
      "objectID": .string(String(index)),
      "name": .string(nameWords.joined(separator: "-")),
      "summary": .string(summary),
      "description": .string(description),
      "installed_size": .number(JSON.Number(Int(random.next() % 100_000))),
      "section": .string(section),
      "priority": .string(random.next() % 10 == 0 ? "important" : "optional"),
      "architecture": .string(random.next() % 3 == 0 ? "all" : "amd64"),
    ]
  }

  /// `count` records.
  mutating func records(count: Int) -> [JSON] {
    (0..<count).map { record(index: $0) }
  }

  /// The settings of the long-text workload, in Algolia's format: the default `ranking`.
  static let settings: JSON = [
    "searchableAttributes": ["name", "summary", "unordered(description)"],
    "attributesForFaceting": ["section", "priority", "architecture"],
    "customRanking": ["desc(installed_size)"],
    "attributesToHighlight": ["name", "summary"],
  ]

  /// The same with `ranking: ["custom"]`: the text criteria off (for where the time goes).
  static let customOnlySettings: JSON = [
    "searchableAttributes": ["name", "summary", "unordered(description)"],
    "customRanking": ["desc(installed_size)"],
    "ranking": ["custom"],
  ]

  /// The attributes ``settings`` searches, which the default request highlights.
  static let searchableAttributes = ["name", "summary", "description"]

  /// The request a search box sends with Algolia's defaults: every searchable attribute
  /// highlighted, whole hits (every attribute retrieved), and the workload's three facets.
  static var defaultRequest: SearchQuery {
    var query = SearchQuery(facets: facets, hitsPerPage: 20)
    query.attributesToHighlight = searchableAttributes
    query.attributesToRetrieve = ["*"]
    return query
  }

  /// The attributes queries are taken from.
  static let queryFields = ["name", "summary", "description"]

  /// The facets of the "3 facets + 20 highlighted" row.
  static let facets = ["section", "priority", "architecture"]

  /// Records of `file` (a JSON array, such as `Benchmarks/debian_corpus.py` writes): the first
  /// `count`, or copies of all of them with objectIDs suffixed `~2`, `~3`, … up to `count`.
  static func records(from file: URL, count: Int) throws -> [JSON] {
    guard case .array(let records) = try JSON.parse(Data(contentsOf: file)), !records.isEmpty
    else {
      throw SiftBench.UsageError("\(file.path) is not a non-empty JSON array of records")
    }
    if count <= records.count { return Array(records.prefix(count)) }
    var result = records
    result.reserveCapacity(count)
    var copy = 2
    while result.count < count {
      for record in records.prefix(count - result.count) {
        guard case .object(var members) = record else { continue }
        members["objectID"] = .string((record["objectID"]?.stringValue ?? "") + "~\(copy)")
        result.append(.object(members))
      }
      copy += 1
    }
    return result
  }
}
