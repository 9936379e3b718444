import Foundation

extension SearchState {
  /// The state as URL query parameters, as InstantSearch.js's default routing writes them
  /// (`qs.stringify`): each key and value percent-encoded, the key's brackets included.
  ///
  /// ```swift
  /// SearchState(indexName: "products", query: "tv").urlQueryString
  /// // "products%5Bquery%5D=tv"
  /// ```
  ///
  /// Keys come in a fixed order (query, refinementList, menu, hierarchicalMenu, numericMenu,
  /// ratingMenu, range, toggle, geoSearch, configure, filters, sortBy, hitsPerPage, page;
  /// attributes sorted), so equal states give equal URLs. Empty values, empty lists and toggles
  /// that are off are left out, as InstantSearch.js leaves them out; the initial screen is the
  /// empty string.
  public var urlQueryString: String {
    Self.urlQueryString([self])
  }

  /// The states of several indices (a federated screen) as one query string.
  ///
  /// - Parameter states: One state per index.
  /// - Returns: Their parameters, index after index.
  public static func urlQueryString(_ states: [SearchState]) -> String {
    states.flatMap(\.urlParameters).joined(separator: "&")
  }

  /// `base` with the state as its query (any query it had replaced), as InstantSearch.js's
  /// router builds its URLs: `base` without a query for the initial screen, never a dangling
  /// `?`.
  ///
  /// ```swift
  /// state.url(relativeTo: URL(string: "myapp://search")!)
  /// // myapp://search?products%5Bquery%5D=tv
  /// ```
  ///
  /// - Parameter base: The URL of the search screen.
  /// - Returns: The URL.
  public func url(relativeTo base: URL) -> URL {
    Self.url([self], relativeTo: base)
  }

  /// `base` with the states of several indices as its query; see ``url(relativeTo:)``.
  ///
  /// - Parameters:
  ///   - states: One state per index.
  ///   - base: The URL of the search screen.
  /// - Returns: The URL.
  public static func url(_ states: [SearchState], relativeTo base: URL) -> URL {
    // The query holds only unreserved characters, escapes, `&` and `=`: nothing URLComponents
    // refuses.
    let query = urlQueryString(states)
    guard var components = URLComponents(url: base, resolvingAgainstBaseURL: true) else {
      return base
    }
    components.percentEncodedQuery = query.isEmpty ? nil : query
    return components.url ?? base
  }

  /// The parameters of the state, in order.
  private var urlParameters: [String] {
    var pairs: [String] = []
    func add(_ key: String, _ value: String?) {
      guard let value, !value.isEmpty else { return }
      pairs.append(QueryStringTree.pair([indexName, key], value))
    }
    func add(_ key: String, _ tree: QueryStringTree) {
      pairs += QueryStringTree.pairs(tree, at: [indexName, key])
    }
    add("query", query)
    add(
      "refinementList", .object(refinementList.mapValues { .list($0.map(QueryStringTree.string)) }))
    add("menu", .object(menu.filter { !$0.value.isEmpty }.mapValues(QueryStringTree.string)))
    add(
      "hierarchicalMenu",
      .object(hierarchicalMenu.mapValues { .list($0.map(QueryStringTree.string)) }))
    add("numericMenu", .object(numericMenu.mapValues { .string($0.description) }))
    add("ratingMenu", .object(ratingMenu.mapValues { .string(JavaScriptNumber.string($0)) }))
    add("range", .object(range.mapValues { .string($0.description) }))
    add("toggle", .object(toggle.filter(\.value).mapValues { _ in .string("true") }))
    if let boundingBox {
      let corners = boundingBox.insideBoundingBox.map(JavaScriptNumber.string)
      add("geoSearch", .object(["boundingBox": .string(corners.joined(separator: ","))]))
    }
    add("configure", .object(configure.mapValues(QueryStringTree.tree)))
    add("filters", filters)
    add("sortBy", sortBy)
    add("hitsPerPage", hitsPerPage.map(String.init))
    add("page", page.map { String($0 + 1) })
    return pairs
  }

  /// Reads the state of `indexName` from URL query parameters as InstantSearch.js's default
  /// routing reads them (`qs.parse` with its router's options): brackets encoded or not, `+` or
  /// `%20` for spaces, a value whose escapes do not decode kept as written, `[]` or indices for
  /// lists, a repeated key read as a list, keys nested past five brackets kept as one literal
  /// key; other keys ignored.
  ///
  /// An empty value reads as no value (`products[page]=` is the first page), as InstantSearch.js
  /// reads it; a toggle that is `false` reads as off.
  ///
  /// - Parameters:
  ///   - urlQueryString: The query string, with or without its `?`.
  ///   - indexName: The index whose parameters to read.
  /// - Throws: ``SearchStateError`` naming the parameter whose value is wrong (a page that is
  ///   not a number from 1, bounds that are not `min:max`, a list where one value goes, …), or a
  ///   query string beyond the limits (64 KB, 1,000 parameters).
  public init(urlQueryString: String, indexName: String) throws(SearchStateError) {
    let tree = try QueryStringTree.parse(urlQueryString)
    guard case .object(let parameters)? = tree[indexName] else {
      self.init(indexName: indexName)
      return
    }
    try self.init(indexName: indexName, parameters: parameters)
  }

  /// Reads the state of `indexName` from a URL's query; see ``init(urlQueryString:indexName:)``.
  ///
  /// - Parameters:
  ///   - url: The URL (a deep link, a web app's link).
  ///   - indexName: The index whose parameters to read.
  /// - Throws: ``SearchStateError`` naming the parameter whose value is wrong.
  public init(url: URL, indexName: String) throws(SearchStateError) {
    let query = URLComponents(url: url, resolvingAgainstBaseURL: true)?.percentEncodedQuery
    try self.init(urlQueryString: query ?? "", indexName: indexName)
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
      guard case .object(let parameters) = tree else { continue }
      states.append(try SearchState(indexName: indexName, parameters: parameters))
    }
    return states
  }

  private init(indexName: String, parameters: [String: QueryStringTree]) throws(SearchStateError) {
    self.init(indexName: indexName)
    let reader = ParameterReader(indexName: indexName, parameters: parameters)
    query = try reader.value("query")
    page = try reader.whole("page").map { $0 - 1 }
    hitsPerPage = try reader.whole("hitsPerPage")
    sortBy = try reader.value("sortBy")
    filters = try reader.value("filters")
    for (attribute, tree) in try reader.members("refinementList") {
      if let values = try reader.list(tree, "refinementList", attribute) {
        refinementList[attribute] = values
      }
    }
    for (attribute, tree) in try reader.members("menu") {
      menu[attribute] = try reader.value(tree, "menu", attribute)
    }
    for (attribute, tree) in try reader.members("hierarchicalMenu") {
      if let names = try reader.list(tree, "hierarchicalMenu", attribute) {
        hierarchicalMenu[attribute] = names
      }
    }
    for (attribute, tree) in try reader.members("numericMenu") {
      guard let text = try reader.value(tree, "numericMenu", attribute), text != ":" else {
        continue
      }
      guard let choice = NumericMenuValue(text) else {
        throw .invalidValue(
          key: reader.key("numericMenu", attribute), value: text,
          expected: "min:max (either side empty) or a number")
      }
      numericMenu[attribute] = choice
    }
    for (attribute, tree) in try reader.members("ratingMenu") {
      guard let text = try reader.value(tree, "ratingMenu", attribute) else { continue }
      guard let rating = Double(text), rating.isFinite else {
        throw .invalidValue(
          key: reader.key("ratingMenu", attribute), value: text, expected: "a number")
      }
      ratingMenu[attribute] = rating
    }
    for (attribute, tree) in try reader.members("range") {
      guard let text = try reader.value(tree, "range", attribute), text != ":" else { continue }
      guard let bounds = NumericRange(text) else {
        throw .invalidValue(
          key: reader.key("range", attribute), value: text, expected: "min:max, either side empty")
      }
      range[attribute] = bounds
    }
    for (attribute, tree) in try reader.members("toggle") {
      switch try reader.value(tree, "toggle", attribute) {
      case "true": toggle[attribute] = true
      case "false", nil: break
      case let other?:
        throw .invalidValue(
          key: reader.key("toggle", attribute), value: other, expected: "true or false")
      }
    }
    for (field, tree) in try reader.members("geoSearch") where field == "boundingBox" {
      guard let text = try reader.value(tree, "geoSearch", field) else { continue }
      let numbers = text.split(separator: ",", omittingEmptySubsequences: false).compactMap {
        Double($0)
      }
      guard numbers.count == 4, let box = GeoBoundingBox(insideBoundingBox: numbers),
        (try? GeoArea.boundingBox(box).validate()) != nil
      else {
        throw .invalidValue(
          key: reader.key("geoSearch", field), value: text,
          expected: "lat1,lng1,lat2,lng2 on Earth")
      }
      boundingBox = box
    }
    configure = try reader.members("configure").reduce(into: [:]) { $0[$1.0] = $1.1.json }
  }
}
