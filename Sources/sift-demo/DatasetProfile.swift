import Sift

/// How the demo shows a dataset, read from its settings and a sample of its records: the title,
/// description and detail attributes of a hit, the facet lists (proposed from the data when the
/// settings name none), a numeric range, a category hierarchy, and the attributes the settings
/// name that no record has.
struct DatasetProfile {
  /// The attribute shown as each hit's title.
  var title = "objectID"
  /// A long text attribute shown under the title.
  var snippet: String?
  /// Short attributes shown after the title.
  var details: [String] = []
  /// The facet lists, in order.
  var facets: [String] = []
  /// Facets the demo proposes because the settings have no `attributesForFaceting`.
  var proposedFacets: [String] = []
  /// A numeric attribute for the range widget.
  var rangeAttribute: String?
  /// A category hierarchy (`….lvl0`, `….lvl1`, …) among the facets.
  var hierarchy: HierarchicalFacet?
  /// Attributes whose numbers are dates.
  var dateAttributes: Set<String> = []
  /// Attributes the settings name that no record of the sample has.
  var missingAttributes: [String] = []

  /// What a sample's records hold in one attribute.
  private struct Field {
    var present = 0
    var strings = 0
    var totalLength = 0
    var numbers = 0
    var bools = 0
    var distinct = Set<String>()
    var distinctNumbers = Set<Double>()
    var looksLikeAddress = 0

    var averageLength: Int { strings > 0 ? totalLength / strings : 0 }

    mutating func add(_ value: JSON) {
      switch value {
      case .string(let text):
        strings += 1
        totalLength += text.count
        if !text.isEmpty, distinct.count <= 1_000 { distinct.insert(text) }
        if text.hasPrefix("http") || text.hasPrefix("/") { looksLikeAddress += 1 }
      case .number(let number):
        numbers += 1
        if distinctNumbers.count <= 1_000 { distinctNumbers.insert(number.doubleValue) }
      case .bool:
        bools += 1
      case .array(let items):
        for item in items {
          if case .string(let text) = item {
            strings += 1
            totalLength += text.count
            if !text.isEmpty, distinct.count <= 1_000 { distinct.insert(text) }
          }
        }
      default: break
      }
    }
  }

  /// Whether numbers read as seconds (or milliseconds) since 1970: none negative or past the
  /// year 2286 in milliseconds, and most from 1973 on (10⁸ s), so that a talk from 1972 does
  /// not turn a date column back into plain numbers.
  static func readAsDates<Numbers: Collection<Double>>(_ numbers: Numbers) -> Bool {
    guard !numbers.isEmpty, numbers.allSatisfy({ (0...1e13).contains($0) }) else { return false }
    return numbers.count(where: { $0 >= 1e8 }) * 2 > numbers.count
  }

  /// The profile of a dataset with these settings, guessed where the settings say nothing.
  init(settings: LocalIndexSettings, sample: DatasetSample) {
    let records = sample.records
    var fields: [String: Field] = [:]
    for record in records {
      guard case .object(let values) = record else { continue }
      for (name, value) in values where value != .null {
        fields[name, default: Field()].present += 1
        fields[name, default: Field()].add(value)
      }
    }
    func field(_ path: String) -> Field {
      if let field = fields[path] { return field }
      var field = Field()
      for record in records {
        guard let value = record[path: path], value != .null else { continue }
        field.present += 1
        field.add(value)
      }
      return field
    }
    let count = max(records.count, 1)
    let order = sample.attributes.filter { $0 != "objectID" && !$0.hasPrefix("_") }

    dateAttributes = Set(
      order.filter { name in
        let lowered = name.lowercased()
        let field = field(name)
        return
          (lowered.contains("date") || lowered.contains("time") || lowered.hasSuffix("_at"))
          && field.numbers > 0 && field.strings == 0 && Self.readAsDates(field.distinctNumbers)
      })

    let searchable = (settings.searchableAttributes ?? []).flatMap(\.names)
    let facetNames = settings.attributesForFaceting.map(\.name)
    if !records.isEmpty {
      var missing: [String] = []
      for name in searchable + facetNames + settings.customRanking.map(\.attribute)
      where field(name).present == 0 && !missing.contains(name) {
        missing.append(name)
      }
      missingAttributes = missing
    }

    func isShortText(_ name: String) -> Bool {
      let field = field(name)
      return field.strings > 0 && field.strings * 2 >= field.present && field.averageLength <= 80
        && field.looksLikeAddress * 2 < field.strings && field.present * 2 >= count
    }
    title =
      searchable.first { field($0).strings > 0 && field($0).averageLength <= 120 }
      ?? order.first(where: isShortText) ?? "objectID"
    snippet = (searchable + order).first { name in
      name != title && field(name).averageLength >= 60 && field(name).looksLikeAddress == 0
    }
    details = Array(
      (searchable + order).reduce(into: [String]()) { names, name in
        if name != title, name != snippet, !names.contains(name), isShortText(name) {
          names.append(name)
        }
      }.prefix(2))

    // Facets: the settings' own, else string attributes with few distinct values.
    var shown = settings.attributesForFaceting.filter { !$0.isFilterOnly }.map(\.name)
    if settings.attributesForFaceting.isEmpty {
      proposedFacets = order.filter { name in
        let field = field(name)
        let isText =
          field.strings > 0 && field.numbers == 0 && field.averageLength <= 40
          && field.distinct.count >= 2 && field.distinct.count <= min(200, max(count / 4, 2))
        return isText || (field.bools > 0 && field.bools == field.present)
      }
      proposedFacets = Array(proposedFacets.prefix(6))
      shown = proposedFacets
    }
    // A hierarchy: `x.lvl0`, `x.lvl1`, … among the facets.
    if let top = shown.first(where: { $0.hasSuffix(".lvl0") }) {
      let prefix = String(top.dropLast(".lvl0".count))
      var levels: [String] = []
      while shown.contains("\(prefix).lvl\(levels.count)") {
        levels.append("\(prefix).lvl\(levels.count)")
      }
      hierarchy = HierarchicalFacet(attributes: levels.map { Attribute($0) })
      shown.removeAll { levels.contains($0) }
    }
    // A range: a numeric facet (a numeric attribute when the demo proposes facets) with many
    // values, dates first.
    let numeric = (settings.attributesForFaceting.isEmpty ? order : shown).filter { name in
      let field = field(name)
      let lowered = name.lowercased()
      let isIdentifier = lowered == "id" || lowered.hasSuffix("_id") || name.hasSuffix("ID")
      return field.numbers > 0 && field.strings == 0 && field.distinctNumbers.count > 10
        && !isIdentifier
    }
    rangeAttribute = numeric.first(where: dateAttributes.contains) ?? numeric.first
    shown.removeAll { $0 == rangeAttribute }
    facets = shown
  }
}
