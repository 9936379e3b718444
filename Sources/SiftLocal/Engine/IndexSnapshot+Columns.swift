import SiftCore

extension IndexSnapshot {
  /// The per-document columns a snapshot reads besides its postings.
  struct Columns {
    var facets: [String: FacetColumn]
    var numerics: [String: NumericColumn]
    var geoPoints: GeoColumn
    var distinctGroups: [UInt32]?
  }

  /// Builds the facet, numeric, geo and distinct columns of records added one by one, in
  /// insertion order, read in place; ``finish(_:)`` puts them in document order.
  struct ColumnsBuilder {
    private let facetNames: [String]
    private let facetPaths: [AttributePath]
    private let distinctPath: AttributePath?
    private let geolocKey = Array("_geoloc".utf8)
    private var builders: [FacetColumnBuilder]
    private var numbers = NumericPaths()
    private var geo: [[GeoPoint]] = []
    private var anyGeo = false
    private var groups: [String: UInt32] = [:]
    private var distinctGroups: [UInt32] = []
    private var documents = 0

    /// A builder for the columns `settings` asks for, sized for `capacity` documents.
    init(settings: LocalIndexSettings, capacity: Int) {
      var facetNames: [String] = []
      for facet in settings.attributesForFaceting where !facetNames.contains(facet.name) {
        facetNames.append(facet.name)
      }
      if !facetNames.contains("_tags") { facetNames.append("_tags") }
      self.facetNames = facetNames
      facetPaths = facetNames.map(AttributePath.init)
      distinctPath = settings.attributeForDistinct.map(AttributePath.init)
      builders = [FacetColumnBuilder](repeating: FacetColumnBuilder(), count: facetNames.count)
      // Room for a value per record (pages never written cost nothing).
      for column in builders.indices { builders[column].reserveCapacity(capacity) }
      numbers.reserveCapacity(capacity * 4)
      geo.reserveCapacity(capacity)
      if distinctPath != nil { distinctGroups.reserveCapacity(capacity) }
    }

    /// Adds the next record.
    /// - Complexity: O(size of the record).
    mutating func add(_ record: CompactRecord.MemberTable) {
      let doc = UInt32(truncatingIfNeeded: documents)
      documents += 1
      guard record.root.tag == .object else {
        geo.append([])
        if distinctPath != nil { distinctGroups.append(.max) }
        return
      }
      record.forEachMember { key, member in
        guard member.holdsNumbers else { return }
        numbers.walk(member, node: numbers.child(of: 0, key: key), doc: doc)
      }
      Self.addFacetValues(of: record, doc: doc, paths: facetPaths, to: &builders)
      if let value = geolocKey.withUnsafeBufferPointer({ record.member($0) }) {
        let points = (try? GeoPoint.parse(value.json).get()) ?? []
        if !points.isEmpty { anyGeo = true }
        geo.append(points)
      } else {
        geo.append([])
      }
      if let distinctPath {
        var group = UInt32.max
        distinctPath.withValue(in: record) { value in
          guard let key = Self.distinctKey(value.json) else { return }
          if let existing = groups[key] {
            group = existing
          } else {
            group = UInt32(truncatingIfNeeded: groups.count)
            groups[key] = group
          }
        }
        distinctGroups.append(group)
      }
    }

    /// Adds a record's value of each facet path to its builder. (The paths come in as a
    /// parameter, which no closure can change: read from a builder whose other state the
    /// closures change, each path would be retained around its read.)
    private static func addFacetValues(
      of record: CompactRecord.MemberTable, doc: UInt32, paths: [AttributePath],
      to builders: inout [FacetColumnBuilder]
    ) {
      for column in paths.indices {
        Unmanaged.passUnretained(paths[column])._withUnsafeGuaranteedRef { path in
          path.withValue(in: record) { builders[column].add($0, doc: doc) }
        }
      }
    }

    /// The group key of an `attributeForDistinct` value, as Algolia documents it: a string as
    /// it is, a number rounded to the nearest integer and written as text (`1.2` and `1` are
    /// both `"1"`); booleans and null have no group. (Arrays and objects, unspecified by
    /// Algolia, group by their JSON text.)
    static func distinctKey(_ value: JSON) -> String? {
      switch value {
      case .string(let text): return text
      case .number(let number):
        let rounded = number.doubleValue.rounded()
        if let integer = Int64(exactly: rounded) { return String(integer) }
        return rounded.isFinite ? "\(rounded)" : nil
      case .null, .bool: return nil
      case .array, .object: return value.serialized()
      }
    }

    /// The columns of the records added, in document order.
    /// - Complexity: O(n + v log v) for v numbers and facet values.
    mutating func finish(_ permutation: DocumentPermutation, scratch: RadixSort.Scratch) -> Columns
    {
      var facets: [String: FacetColumn] = [:]
      for (column, name) in facetNames.enumerated() {
        builders[column].renumber(permutation)
        facets[name] = builders[column].finish(documents: documents, scratch: scratch)
      }
      var numerics: [String: NumericColumn] = [:]
      for (path, pairs) in numbers.pairsByPath(permutation) {
        // A numeric facet of the same attribute holds the same numbers: share its column.
        if let shared = facets[path]?.numericFilter,
          builders[facetNames.firstIndex(of: path) ?? 0].numberEntries.map({
            $0.numbers == pairs.numbers && $0.docs == pairs.docs
          }) == true
        {
          numerics[path] = shared
        } else {
          numerics[path] = NumericColumn(
            numbers: pairs.numbers, docs: pairs.docs, scratch: scratch)
        }
      }
      return Columns(
        facets: facets, numerics: numerics,
        geoPoints: GeoColumn(anyGeo ? permutation.documentOrdered(geo) : []),
        distinctGroups: distinctPath == nil ? nil : permutation.documentOrdered(distinctGroups))
    }
  }
}

/// An attribute name read as Algolia's filters read it: as a key first, then as a dotted path.
/// (A class: the build reads a few paths per record, and copying a reference is one retain.)
final class AttributePath: Sendable {
  let name: String
  /// The dotted components (one when the name has no dot).
  let components: [String]
  /// The UTF-8 bytes of ``name`` and of each of ``components``.
  private let nameBytes: [UInt8]
  private let componentBytes: [[UInt8]]

  /// The path of an attribute name.
  init(_ name: String) {
    self.name = name
    components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    nameBytes = Array(name.utf8)
    componentBytes = components.map { Array($0.utf8) }
  }

  /// Calls `body` with the attribute's value in the encoded record of `members` if it has one, like
  /// `record.attributeValue(name)` on the decoded record: the member named `name`, else the value
  /// at the dotted path.
  /// - Parameter emptyNameIsRecord: whether an empty name stands for the record itself.
  func withValue(
    in members: CompactRecord.MemberTable, emptyNameIsRecord: Bool = true,
    _ body: (CompactRecord.View) -> Void
  ) {
    let member = nameBytes.withUnsafeBufferPointer { members.member($0) }
    if let member { return body(member) }
    guard components.count > 1 else {
      if name.isEmpty, emptyNameIsRecord { body(members.root) }
      return
    }
    var current = members.root
    for (index, component) in componentBytes.enumerated() {
      switch current.tag {
      case .object?:
        guard let next = component.withUnsafeBufferPointer({ current.member($0) }) else { return }
        current = next
      case .array?:
        // Mapping a path over an array makes a new value: decoded, walked, encoded again.
        let rest = components[index...].joined(separator: ".")
        guard let collected = current.json[path: rest] else { return }
        return CompactRecord(collected).withRoot(body)
      default:
        return
      }
    }
    body(current)
  }
}

/// The numbers of records by attribute path (`a.b` for `{"a": {"b": 1}}`, arrays flattened), as
/// a tree of paths so that no path string is built per record.
struct NumericPaths {
  /// The path of each node (`""` for the root).
  private var paths: [String] = [""]
  /// Each node's children by key bytes: a short list, then a dictionary once it grows.
  private var children: [[(key: [UInt8], node: Int)]] = [[]]
  private var childMaps: [[[UInt8]: Int]] = [[:]]
  /// Every number walked, with its node and document, in walk order.
  private var entryNodes: [UInt32] = []
  private var entryNumbers: [Double] = []
  private var entryDocs: [UInt32] = []

  /// Makes room for `count` numbers without growing on the way.
  mutating func reserveCapacity(_ count: Int) {
    entryNodes.reserveCapacity(count)
    entryNumbers.reserveCapacity(count)
    entryDocs.reserveCapacity(count)
  }

  /// The child of `node` for the member whose key's UTF-8 bytes are `key`, created if new.
  mutating func child(of node: Int, key: UnsafeBufferPointer<UInt8>) -> Int {
    if children[node].count < 16 {
      for child in children[node] where child.key.count == key.count {
        if child.key.withUnsafeBufferPointer({ CompactRecord.equal($0, key) }) { return child.node }
      }
    } else if let existing = childMaps[node][Array(key)] {
      return existing
    }
    let created = paths.count
    let name = String(decoding: key, as: UTF8.self)
    paths.append(node == 0 ? name : paths[node] + "." + name)
    children.append([])
    childMaps.append([:])
    if children[node].count < 16 {
      children[node].append((Array(key), created))
      if children[node].count == 16 {
        for child in children[node] { childMaps[node][child.key] = child.node }
      }
    } else {
      childMaps[node][Array(key)] = created
    }
    return created
  }

  /// Records the numbers of `value` at `node` (and below it for objects).
  mutating func walk(_ value: CompactRecord.View, node: Int, doc: UInt32) {
    switch value.tag {
    case .int?, .double?:
      guard let number = value.number else { return }
      entryNodes.append(UInt32(truncatingIfNeeded: node))
      entryNumbers.append(number.doubleValue)
      entryDocs.append(doc)
    case .array?:
      value.forEachElement { walk($0, node: node, doc: doc) }
    case .object?:
      value.forEachMember { key, member in
        guard member.holdsNumbers else { return }
        walk(member, node: child(of: node, key: key), doc: doc)
      }
    default: break
    }
  }

  /// Each path's numbers and documents, walked by insertion index, in document order (nodes
  /// sharing a path, such as a literal `"a.b"` key and a nested one, one after the other).
  func pairsByPath(_ permutation: DocumentPermutation) -> [String: (
    numbers: [Double], docs: [UInt32]
  )] {
    // Each node's entries, in walk order: a counting sort by node.
    var starts = [Int](repeating: 0, count: paths.count + 1)
    for node in entryNodes { starts[Int(node) + 1] += 1 }
    for node in paths.indices { starts[node + 1] += starts[node] }
    var cursors = starts
    var byNode = [Int](repeating: 0, count: entryNodes.count)
    for (entry, node) in entryNodes.enumerated() {
      byNode[cursors[Int(node)]] = entry
      cursors[Int(node)] += 1
    }
    var result: [String: (numbers: [Double], docs: [UInt32])] = [:]
    for node in paths.indices.dropFirst() where starts[node] < starts[node + 1] {
      let entries = byNode[starts[node]..<starts[node + 1]]
      let positions = permutation.entryOrder(entries.map { entryDocs[$0] })
      let nodeNumbers = positions.map { entryNumbers[entries[entries.startIndex + $0]] }
      let nodeDocs = positions.map {
        permutation.documentOf[Int(entryDocs[entries[entries.startIndex + $0]])]
      }
      if var existing = result[paths[node]] {
        existing.numbers += nodeNumbers
        existing.docs += nodeDocs
        result[paths[node]] = existing
      } else {
        result[paths[node]] = (nodeNumbers, nodeDocs)
      }
    }
    return result
  }
}

extension IndexSnapshot {
  /// The document order of records under the ranks of the `customRanking` criteria (by
  /// insertion index; ties in insertion order), and the dense custom rank of each document in
  /// that order.
  /// - Complexity: O(n) per criterion.
  static func documentOrder(
    ranks: [[UInt32]], count: Int, scratch: RadixSort.Scratch = RadixSort.Scratch()
  ) -> (order: [Int], customRanks: [UInt32]) {
    guard !ranks.isEmpty else {
      return (Array(0..<count), [UInt32](repeating: 0, count: count))
    }
    // Stable sorts by each criterion, the last first, leave ties in insertion order.
    var order = Array(0..<count)
    for rank in ranks.reversed() {
      let sorted = RadixSort.order(order.map { UInt64(rank[$0]) }, scratch: scratch)
      order = sorted.map { order[Int($0)] }
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

  /// Dense ranks (0 first) of records' values of one sort criterion, with
  /// ``SortValue/order(_:_:descending:)``'s order: numbers, then strings, then missing values.
  /// - Complexity: O(n + s log s) for s strings.
  static func criterionRanks(
    _ values: [SortValue], descending: Bool, scratch: RadixSort.Scratch = RadixSort.Scratch()
  ) -> [UInt32] {
    var numbers: [(key: Double, index: UInt32)] = []
    var strings: [(value: SortValue, index: UInt32)] = []
    var missing: [UInt32] = []
    numbers.reserveCapacity(values.count)
    for (index, value) in values.enumerated() {
      let position = UInt32(truncatingIfNeeded: index)
      switch value {
      case .number(let number): numbers.append((descending ? -number : number, position))
      case .string: strings.append((value, position))
      case .missing: missing.append(position)
      }
    }
    var ranks = [UInt32](repeating: 0, count: values.count)
    var rank: UInt32 = 0
    var previous: Double?
    for position in RadixSort.order(numbers.map { RadixSort.key($0.key) }, scratch: scratch) {
      let entry = numbers[Int(position)]
      if let previous, previous != entry.key { rank += 1 }
      previous = entry.key
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
