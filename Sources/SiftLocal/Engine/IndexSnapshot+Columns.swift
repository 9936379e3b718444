import SiftCore

extension IndexSnapshot {
  /// The per-document columns a snapshot reads besides its postings.
  struct Columns {
    var facets: [String: FacetColumn]
    var numerics: [String: NumericColumn]
    var geoPoints: GeoColumn
    var distinctGroups: [UInt32]?
  }

  /// Builds the facet, numeric, geo and distinct columns of `records` (by document id) in one
  /// pass over the records.
  /// - Complexity: O(total values + v log v) for v numbers and facet values.
  static func columns(records: [JSON], settings: LocalIndexSettings) -> Columns {
    var facetNames: [String] = []
    for facet in settings.attributesForFaceting where !facetNames.contains(facet.name) {
      facetNames.append(facet.name)
    }
    if !facetNames.contains("_tags") { facetNames.append("_tags") }
    let facetPaths = facetNames.map(AttributePath.init)
    let distinctPath = settings.attributeForDistinct.map(AttributePath.init)
    var builders = [FacetColumnBuilder](repeating: FacetColumnBuilder(), count: facetNames.count)
    var numbers = NumericPaths()
    var geo: [[GeoPoint]] = []
    geo.reserveCapacity(records.count)
    var anyGeo = false
    var groups: [String: UInt32] = [:]
    var distinctGroups: [UInt32] = []

    for (index, record) in records.enumerated() {
      let doc = UInt32(truncatingIfNeeded: index)
      guard case .object(let members) = record else {
        geo.append([])
        if distinctPath != nil { distinctGroups.append(.max) }
        continue
      }
      for (key, member) in members {
        switch member {
        case .number, .array, .object:
          numbers.walk(member, node: numbers.child(of: 0, key: key), doc: doc)
        default: break
        }
      }
      for (column, path) in facetPaths.enumerated() {
        if let value = path.value(in: record, members: members) {
          builders[column].add(value, doc: doc)
        }
      }
      if let value = members["_geoloc"] {
        let points = (try? GeoPoint.parse(value).get()) ?? []
        if !points.isEmpty { anyGeo = true }
        geo.append(points)
      } else {
        geo.append([])
      }
      if let distinctPath {
        guard let value = distinctPath.value(in: record, members: members), value != .null else {
          distinctGroups.append(.max)
          continue
        }
        let key = value.serialized()
        if let group = groups[key] {
          distinctGroups.append(group)
        } else {
          let group = UInt32(truncatingIfNeeded: groups.count)
          groups[key] = group
          distinctGroups.append(group)
        }
      }
    }

    var facets: [String: FacetColumn] = [:]
    for (column, name) in facetNames.enumerated() {
      facets[name] = builders[column].finish(documents: records.count)
    }
    var numerics: [String: NumericColumn] = [:]
    for (path, pairs) in numbers.pairsByPath() {
      // A numeric facet of the same attribute holds the same numbers: share its column.
      if let shared = facets[path]?.numericFilter,
        builders[facetNames.firstIndex(of: path) ?? 0].numberEntries.map({
          $0.numbers == pairs.numbers && $0.docs == pairs.docs
        }) == true
      {
        numerics[path] = shared
      } else {
        numerics[path] = NumericColumn(numbers: pairs.numbers, docs: pairs.docs)
      }
    }
    return Columns(
      facets: facets, numerics: numerics, geoPoints: GeoColumn(anyGeo ? geo : []),
      distinctGroups: distinctPath == nil ? nil : distinctGroups)
  }
}

/// An attribute name read as Algolia's filters read it: as a key first, then as a dotted path.
struct AttributePath {
  let name: String
  /// The dotted components (one when the name has no dot).
  let components: [String]

  /// The path of an attribute name.
  init(_ name: String) {
    self.name = name
    components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }

  /// The value of the attribute in `record` (whose members are `members`), like
  /// `record.attributeValue(name)`.
  func value(in record: JSON, members: [String: JSON]) -> JSON? {
    if let value = members[name] { return value }
    guard components.count > 1 else { return name.isEmpty ? record : nil }
    return Self.value(record, at: components[...])
  }

  /// The value at `components` (arrays are indexed by a numeric component, else mapped over).
  private static func value(_ json: JSON, at components: ArraySlice<String>) -> JSON? {
    guard let first = components.first else { return json }
    switch json {
    case .object(let members):
      return members[first].flatMap { value($0, at: components.dropFirst()) }
    case .array(let elements):
      if !first.isEmpty, first.allSatisfy({ $0.isASCII && $0.isNumber }) {
        guard let index = Int(first), elements.indices.contains(index) else { return nil }
        return value(elements[index], at: components.dropFirst())
      }
      let collected = elements.compactMap { value($0, at: components) }
      return collected.isEmpty ? nil : .array(collected)
    default:
      return nil
    }
  }
}

/// The numbers of records by attribute path (`a.b` for `{"a": {"b": 1}}`, arrays flattened), as
/// a tree of paths so that no path string is built per record.
struct NumericPaths {
  /// The path of each node (`""` for the root).
  private var paths: [String] = [""]
  /// Each node's children: a short list, then a dictionary once it grows.
  private var children: [[(key: String, node: Int)]] = [[]]
  private var childMaps: [[String: Int]] = [[:]]
  private var numbers: [[Double]] = [[]]
  private var docs: [[UInt32]] = [[]]

  /// The child of `node` for member `key`, created if new.
  mutating func child(of node: Int, key: String) -> Int {
    if children[node].count < 16 {
      for child in children[node] where child.key == key { return child.node }
    } else if let existing = childMaps[node][key] {
      return existing
    }
    let created = paths.count
    paths.append(node == 0 ? key : paths[node] + "." + key)
    children.append([])
    childMaps.append([:])
    numbers.append([])
    docs.append([])
    if children[node].count < 16 {
      children[node].append((key, created))
      if children[node].count == 16 {
        for child in children[node] { childMaps[node][child.key] = child.node }
      }
    } else {
      childMaps[node][key] = created
    }
    return created
  }

  /// Records the numbers of `value` at `node` (and below it for objects).
  mutating func walk(_ value: JSON, node: Int, doc: UInt32) {
    switch value {
    case .number(let number):
      numbers[node].append(number.doubleValue)
      docs[node].append(doc)
    case .array(let elements):
      for element in elements { walk(element, node: node, doc: doc) }
    case .object(let members):
      for (key, member) in members {
        switch member {
        case .number, .array, .object: walk(member, node: child(of: node, key: key), doc: doc)
        default: break
        }
      }
    default: break
    }
  }

  /// Each path's numbers and documents, in the order they were walked (nodes sharing a path,
  /// such as a literal `"a.b"` key and a nested one, are merged).
  func pairsByPath() -> [String: (numbers: [Double], docs: [UInt32])] {
    var result: [String: (numbers: [Double], docs: [UInt32])] = [:]
    for node in paths.indices.dropFirst() where !numbers[node].isEmpty {
      if var existing = result[paths[node]] {
        existing.numbers += numbers[node]
        existing.docs += docs[node]
        result[paths[node]] = existing
      } else {
        result[paths[node]] = (numbers[node], docs[node])
      }
    }
    return result
  }
}

extension IndexSnapshot {
  /// The document order of `values` (insertion order) under `customRanking` (ties in insertion
  /// order), and the dense custom rank of each document in that order.
  /// - Complexity: O(n log n).
  static func documentOrder(values: [JSON], settings: LocalIndexSettings) -> (
    order: [Int], customRanks: [UInt32]
  ) {
    let criteria = settings.customRanking
    guard !criteria.isEmpty else {
      return (Array(values.indices), [UInt32](repeating: 0, count: values.count))
    }
    let ranks = criteria.map { criterion in
      criterionRanks(
        values, path: AttributePath(criterion.attribute), descending: criterion.isDescending)
    }
    var order: [Int]
    if ranks.count == 1 {
      // One criterion: sort (rank, insertion index) packed in one integer.
      var keys = ranks[0].enumerated().map { UInt64($0.element) << 32 | UInt64($0.offset) }
      keys.sort()
      order = keys.map { Int(truncatingIfNeeded: $0 & 0xFFFF_FFFF) }
    } else {
      order = Array(values.indices)
      order.sort { lhs, rhs in
        for rank in ranks where rank[lhs] != rank[rhs] { return rank[lhs] < rank[rhs] }
        return lhs < rhs
      }
    }
    var customRanks = [UInt32](repeating: 0, count: order.count)
    var rank: UInt32 = 0
    for position in order.indices.dropFirst() {
      let (previous, current) = (order[position - 1], order[position])
      if ranks.contains(where: { $0[previous] != $0[current] }) { rank += 1 }
      customRanks[position] = rank
    }
    return (order, customRanks)
  }

  /// Dense ranks (0 first) of each record's value of one sort criterion, with
  /// ``SortValue/order(_:_:descending:)``'s order: numbers, then strings, then missing values.
  /// - Complexity: O(n log n).
  static func criterionRanks(_ records: [JSON], path: AttributePath, descending: Bool)
    -> [UInt32]
  {
    var numbers: [(key: Double, index: UInt32)] = []
    var strings: [(value: SortValue, index: UInt32)] = []
    var missing: [UInt32] = []
    numbers.reserveCapacity(records.count)
    for (index, record) in records.enumerated() {
      let members = record.objectValue ?? [:]
      let value = SortValue(path.value(in: record, members: members))
      let position = UInt32(truncatingIfNeeded: index)
      switch value {
      case .number(let number): numbers.append((descending ? -number : number, position))
      case .string: strings.append((value, position))
      case .missing: missing.append(position)
      }
    }
    var ranks = [UInt32](repeating: 0, count: records.count)
    numbers.sort { $0.key < $1.key }
    var rank: UInt32 = 0
    for (position, entry) in numbers.enumerated() {
      if position > 0, numbers[position - 1].key != entry.key { rank += 1 }
      ranks[Int(entry.index)] = rank
    }
    if !numbers.isEmpty { rank += 1 }
    strings.sort { SortValue.order($0.value, $1.value, descending: descending) < 0 }
    for (position, entry) in strings.enumerated() {
      if position > 0,
        SortValue.order(strings[position - 1].value, entry.value, descending: descending) != 0
      {
        rank += 1
      }
      ranks[Int(entry.index)] = rank
    }
    if !strings.isEmpty { rank += 1 }
    for index in missing { ranks[Int(index)] = rank }
    return ranks
  }
}
