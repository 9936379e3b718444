extension SearchState {
  /// The state as URL query parameters, in the form of InstantSearch.js's default routing:
  /// `products[query]=tv&products[refinementList][brand][0]=Sony&products[page]=2`.
  ///
  /// Keys are written in a fixed order (query, refinements, map region, sort, page size, page),
  /// values and key names percent-encoded (brackets kept), so equal states give equal URLs.
  public var urlQueryString: String {
    Self.urlQueryString([self])
  }

  /// The states of several indices (a federated screen) as one query string.
  ///
  /// - Parameter states: One state per index.
  /// - Returns: Their parameters, index after index.
  public static func urlQueryString(_ states: [SearchState]) -> String {
    var pairs: [String] = []
    for state in states {
      func add(_ path: [String], _ value: String) {
        pairs.append(
          QueryStringTree.key([state.indexName] + path) + "=" + QueryStringTree.encode(value))
      }
      if let query = state.query { add(["query"], query) }
      for (attribute, values) in state.refinementList.sorted(by: { $0.key < $1.key }) {
        for (position, value) in values.enumerated() {
          add(["refinementList", attribute, String(position)], value)
        }
      }
      for (attribute, names) in state.hierarchicalMenu.sorted(by: { $0.key < $1.key }) {
        for (position, name) in names.enumerated() {
          add(["hierarchicalMenu", attribute, String(position)], name)
        }
      }
      for (attribute, bounds) in state.range.sorted(by: { $0.key < $1.key }) {
        add(["range", attribute], bounds.description)
      }
      for (attribute, isOn) in state.toggle.sorted(by: { $0.key < $1.key }) {
        add(["toggle", attribute], isOn ? "true" : "false")
      }
      if let box = state.boundingBox {
        add(["geoSearch", "boundingBox"], box.insideBoundingBox.map(number).joined(separator: ","))
      }
      if let filters = state.filters { add(["filters"], filters) }
      if let sortBy = state.sortBy { add(["sortBy"], sortBy) }
      if let hitsPerPage = state.hitsPerPage { add(["hitsPerPage"], String(hitsPerPage)) }
      if let page = state.page { add(["page"], String(page + 1)) }
    }
    return pairs.joined(separator: "&")
  }

  /// Reads the state of `indexName` from URL query parameters written by ``urlQueryString`` or
  /// by InstantSearch.js's default routing (`+` or `%20` for spaces, brackets encoded or not,
  /// `[]` or indices for lists; `menu` values read as refinements; other keys ignored).
  ///
  /// - Parameters:
  ///   - urlQueryString: The query string, with or without its `?`.
  ///   - indexName: The index whose parameters to read.
  /// - Throws: ``SearchStateError`` naming the parameter whose value is wrong (a page that is
  ///   not a number from 1, bounds that are not `min:max`, …), or a query string beyond the
  ///   limits (64 KB, 1,000 parameters).
  public init(urlQueryString: String, indexName: String) throws(SearchStateError) {
    let tree = try QueryStringTree.parse(urlQueryString)
    guard case .node(let parameters)? = tree[indexName] else {
      self.init(indexName: indexName)
      return
    }
    try self.init(indexName: indexName, parameters: parameters)
  }

  /// Reads the states of every index in URL query parameters.
  ///
  /// - Parameter urlQueryString: The query string, with or without its `?`.
  /// - Returns: One state per index named, sorted by index name.
  /// - Throws: ``SearchStateError``; see ``init(urlQueryString:indexName:)``.
  public static func states(fromURLQueryString urlQueryString: String) throws(SearchStateError)
    -> [SearchState]
  {
    var states: [SearchState] = []
    for (indexName, tree) in try QueryStringTree.parse(urlQueryString).sorted(by: {
      $0.key < $1.key
    }) {
      guard case .node(let parameters) = tree else { continue }
      states.append(try SearchState(indexName: indexName, parameters: parameters))
    }
    return states
  }

  private init(indexName: String, parameters: [String: QueryStringTree]) throws(SearchStateError) {
    self.init(indexName: indexName)
    func key(_ path: String...) -> String {
      indexName + path.map { "[\($0)]" }.joined()
    }
    func string(_ tree: QueryStringTree?, _ key: String) throws(SearchStateError) -> String? {
      switch tree {
      case nil: return nil
      case .value(let text)?: return text
      case .node?: throw .invalidValue(key: key, value: "[…]", expected: "a single value")
      }
    }
    func whole(_ tree: QueryStringTree?, _ key: String) throws(SearchStateError) -> Int? {
      guard let text = try string(tree, key) else { return nil }
      guard let number = Int(text), number >= 1 else {
        throw .invalidValue(key: key, value: text, expected: "a whole number from 1")
      }
      return number
    }
    func list(_ tree: QueryStringTree, _ key: String) throws(SearchStateError) -> [String] {
      switch tree {
      case .value(let text): return [text]
      case .node(let items):
        var indexed: [(Int, String)] = []
        for (position, item) in items {
          guard let index = Int(position), case .value(let text) = item else {
            throw .invalidValue(
              key: key + "[\(position)]", value: "…", expected: "a list of values")
          }
          indexed.append((index, text))
        }
        return indexed.sorted { $0.0 < $1.0 }.map(\.1)
      }
    }
    func entries(_ name: String) throws(SearchStateError) -> [(String, QueryStringTree)] {
      switch parameters[name] {
      case nil: return []
      case .node(let entries)?: return entries.sorted { $0.key < $1.key }
      case .value(let text)?:
        throw .invalidValue(key: key(name), value: text, expected: "attributes in brackets")
      }
    }

    query = try string(parameters["query"], key("query"))
    page = try whole(parameters["page"], key("page")).map { $0 - 1 }
    hitsPerPage = try whole(parameters["hitsPerPage"], key("hitsPerPage"))
    sortBy = try string(parameters["sortBy"], key("sortBy"))
    filters = try string(parameters["filters"], key("filters"))
    for (attribute, tree) in try entries("refinementList") {
      refinementList[attribute] = try list(tree, key("refinementList", attribute))
    }
    for (attribute, tree) in try entries("menu") {
      refinementList[attribute, default: []] += try list(tree, key("menu", attribute))
    }
    for (attribute, tree) in try entries("hierarchicalMenu") {
      hierarchicalMenu[attribute] = try list(tree, key("hierarchicalMenu", attribute))
    }
    for (attribute, tree) in try entries("range") {
      let name = key("range", attribute)
      guard let text = try string(tree, name) else { continue }
      guard let bounds = NumericRange(text) else {
        throw .invalidValue(key: name, value: text, expected: "min:max, either side empty")
      }
      range[attribute] = bounds
    }
    for (attribute, tree) in try entries("toggle") {
      let name = key("toggle", attribute)
      switch try string(tree, name) {
      case "true": toggle[attribute] = true
      case "false": toggle[attribute] = false
      case let other?: throw .invalidValue(key: name, value: other, expected: "true or false")
      case nil: break
      }
    }
    for (field, tree) in try entries("geoSearch") where field == "boundingBox" {
      let name = key("geoSearch", field)
      guard let text = try string(tree, name) else { continue }
      let numbers = text.split(separator: ",").compactMap { Double($0) }
      guard numbers.count == 4, let box = GeoBoundingBox(insideBoundingBox: numbers),
        (try? GeoArea.boundingBox(box).validate()) != nil
      else {
        throw .invalidValue(key: name, value: text, expected: "lat1,lng1,lat2,lng2 on Earth")
      }
      boundingBox = box
    }
  }
}
