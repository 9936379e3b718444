import Foundation

/// How a related item resembles a hit: an attribute whose value in the hit's record boosts the
/// records that share it, by a score.
///
/// ```swift
/// let patterns = [
///   MatchingPattern<Product>(attribute: "brand", score: 3, filterPath: \.brand),
///   MatchingPattern<Product>(attribute: "categories", score: 2, filterPath: \.categories),
/// ]
/// MatchingPattern.optionalFilters(for: sonyTV.record, matching: patterns)
/// // ["brand:Sony<score=3>", "categories:TV<score=2>", "categories:\"Home Theater\"<score=2>"]
/// ```
///
/// Each value becomes an optional filter of its own, so a record's scores add up over the
/// values it shares (as InstantSearch's OR groups with `sumOrFiltersScores` do, on every
/// engine). A value with a space or a colon is quoted, its own quotes escaped, as InstantSearch
/// writes it (`categories:"TV & Home Theater"<score=2>`).
public struct MatchingPattern<Record> {
  /// The faceted attribute matched.
  public let attribute: Attribute
  /// The score of a record that shares one of the values.
  public let score: Int
  private let values: (Record) -> [String]

  /// A pattern on one value of the record.
  ///
  /// - Parameters:
  ///   - attribute: The faceted attribute.
  ///   - score: The optional-filter score.
  ///   - filterPath: Where the record holds the value.
  public init(attribute: Attribute, score: Int, filterPath: KeyPath<Record, String>) {
    self.attribute = attribute
    self.score = score
    self.values = { [$0[keyPath: filterPath]] }
  }

  /// A pattern on every value of a list in the record.
  ///
  /// - Parameters:
  ///   - attribute: The faceted attribute.
  ///   - score: The optional-filter score of each value.
  ///   - filterPath: Where the record holds the values.
  public init(attribute: Attribute, score: Int, filterPath: KeyPath<Record, [String]>) {
    self.attribute = attribute
    self.score = score
    self.values = { $0[keyPath: filterPath] }
  }

  /// The pattern's facet filters for `record`, with their score; empty values are skipped.
  ///
  /// - Parameter record: The hit's record.
  /// - Returns: One filter per value, in the record's order.
  public func filters(for record: Record) -> [Filter.Facet] {
    var seen: Set<String> = []
    return values(record).filter { !$0.isEmpty && seen.insert($0).inserted }.map {
      Filter.Facet(attribute: attribute, stringValue: $0, score: score)
    }
  }

  /// Algolia's `optionalFilters` for the items related to `record`: each value of each pattern
  /// on its own, so scores add up.
  ///
  /// - Parameters:
  ///   - record: The hit's record.
  ///   - patterns: How related items resemble it.
  /// - Returns: The optional filters, in the patterns' order.
  public static func optionalFilters(for record: Record, matching patterns: [MatchingPattern])
    -> LegacyFilterList
  {
    LegacyFilterList(
      patterns.flatMap { $0.filters(for: record) }.map { .single(optionalFilter($0)) })
  }

  /// One optional filter as InstantSearch writes it: `attribute:value<score=N>`, the value in
  /// quotes when it holds a space or a colon.
  static func optionalFilter(_ facet: Filter.Facet) -> String {
    let text = facet.value.description
    let value: String
    if text.contains(" ") || text.contains(":") {
      value = "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    } else {
      value = FilterSyntax.legacyValue(text)
    }
    let score = facet.score.map { "<score=\($0)>" } ?? ""
    return facet.attribute.name + ":" + (facet.isNegated ? "-" : "") + value + score
  }
}
