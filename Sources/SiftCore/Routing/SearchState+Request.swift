extension SearchState {
  /// The state a searcher's request shows: what a screen's widgets wrote.
  ///
  /// - Parameters:
  ///   - request: The searcher's request, with its refinements.
  ///   - indexName: The index the state belongs to; the request's index by default. When the
  ///     request searches another index (a replica), that one is ``sortBy``.
  ///   - defaultHitsPerPage: The page size the screen starts with; ``hitsPerPage`` is nil when
  ///     the request's is that one.
  ///   - mapping: The menus, numeric menus, rating menus and configured parameters of the
  ///     screen, and the separators of hierarchical menus when not `" > "`.
  public init(
    request: HitsSearcher.Request, indexName: String? = nil, defaultHitsPerPage: Int? = nil,
    mapping: SearchStateMapping = SearchStateMapping()
  ) {
    let root = indexName ?? request.indexName
    self.init(indexName: root)
    query = request.query.query.flatMap { $0.isEmpty ? nil : $0 }
    page = request.query.page.flatMap { $0 > 0 ? $0 : nil }
    hitsPerPage = request.query.hitsPerPage == defaultHitsPerPage ? nil : request.query.hitsPerPage
    sortBy = request.indexName == root ? nil : request.indexName
    boundingBox = request.query.insideBoundingBox?.first.flatMap {
      GeoBoundingBox(insideBoundingBox: $0)
    }
    var others = Filters()
    for groupID in request.filters.groupIDs {
      if case .hierarchical(let name) = groupID {
        let path = request.filters.hierarchicalPath(forGroupNamed: name)
        if let top = path.first {
          hierarchicalMenu[top.attribute.name] = Self.names(of: path, mapping: mapping)
          continue
        }
      }
      let filters = request.filters.filters(inGroupWithID: groupID).sorted {
        $0.algoliaFilters < $1.algoliaFilters
      }
      for filter in filters where !keep(filter, mapping: mapping) {
        others.add(filter, toGroupWithID: groupID)
      }
    }
    for attribute in refinementList.keys {
      refinementList[attribute]?.sort()
    }
    filters = others.algoliaFilters
    let parameters = request.query.parameters
    for name in mapping.configuredParameters {
      if let value = parameters[name] { configure[name] = QueryStringTree.tree(value).json }
    }
    if configure["query"] != nil { query = nil }
    if configure["page"] != nil { page = nil }
    if configure["hitsPerPage"] != nil { hitsPerPage = nil }
  }

  /// Keeps `filter` under the key that holds its kind; false when no key can.
  private mutating func keep(_ filter: Filter, mapping: SearchStateMapping) -> Bool {
    guard !filter.isNegated else { return false }
    let name = filter.attribute.name
    switch filter {
    case .facet(let facet):
      switch facet.value {
      case .string(let value) where mapping.menus.contains(filter.attribute):
        guard menu[name] == nil else { return false }
        menu[name] = value
      case .string(let value): refinementList[name, default: []].append(value)
      case .bool(true) where toggle[name] == nil: toggle[name] = true
      case .bool, .number: return false
      }
    case .tag(let tag):
      refinementList[name, default: []].append(tag.value)
    case .numeric(let numeric) where mapping.ratingMenus.contains(filter.attribute):
      guard case .comparison(.greaterThanOrEqual, let rating) = numeric.value,
        ratingMenu[name] == nil
      else { return false }
      ratingMenu[name] = rating
    case .numeric(let numeric) where mapping.numericMenus.contains(filter.attribute):
      return keepNumericMenu(numeric)
    case .numeric(let numeric):
      var bounds = range[name] ?? NumericRange()
      switch numeric.value {
      case .range(let closed) where bounds == NumericRange():
        bounds = NumericRange(lowerBound: closed.lowerBound, upperBound: closed.upperBound)
      case .comparison(.greaterThanOrEqual, let value) where bounds.lowerBound == nil:
        bounds.lowerBound = value
      case .comparison(.lessThanOrEqual, let value) where bounds.upperBound == nil:
        bounds.upperBound = value
      default:
        return false
      }
      range[name] = bounds
    }
    return true
  }

  /// Keeps a numeric menu's filter: one value, bounds, or a side of bounds; false when the
  /// menu's choice already holds what the filter would set.
  private mutating func keepNumericMenu(_ numeric: Filter.Numeric) -> Bool {
    let name = numeric.attribute.name
    let choice = numericMenu[name]
    var bounds = NumericRange()
    if case .range(let current)? = choice { bounds = current }
    switch numeric.value {
    case .comparison(.equals, let value) where choice == nil:
      numericMenu[name] = .equal(value)
      return true
    case .range(let closed) where choice == nil:
      bounds = NumericRange(lowerBound: closed.lowerBound, upperBound: closed.upperBound)
    case .comparison(.greaterThanOrEqual, let value) where bounds.lowerBound == nil:
      guard choice == nil || bounds.upperBound != nil else { return false }
      bounds.lowerBound = value
    case .comparison(.lessThanOrEqual, let value) where bounds.upperBound == nil:
      guard choice == nil || bounds.lowerBound != nil else { return false }
      bounds.upperBound = value
    default:
      return false
    }
    numericMenu[name] = .range(bounds)
    return true
  }

  /// The name of each level of a hierarchical path (`"A > B"` → `"B"`).
  private static func names(of path: [Filter.Facet], mapping: SearchStateMapping) -> [String] {
    let separator = path.first.map { mapping.separator(forLevel: $0.attribute) } ?? " > "
    var names: [String] = []
    var previous: String?
    for facet in path {
      let value = facet.value.description
      if let previous, value.hasPrefix(previous + separator) {
        names.append(String(value.dropFirst(previous.count + separator.count)))
      } else {
        names.append(value)
      }
      previous = value
    }
    return names
  }

  /// `request` showing this state: its index, query, page, page size, map region and
  /// refinements replaced by the state's, and the parameters of ``configure`` set; the rest of
  /// the request (facets, other parameters) kept.
  ///
  /// - Parameters:
  ///   - request: The searcher's request.
  ///   - defaultHitsPerPage: The page size when the state has none.
  ///   - mapping: The groups of the screen's widgets, when not their defaults.
  /// - Returns: The request.
  /// - Throws: ``SearchStateError`` for a hierarchical path deeper than its menu, bounds whose
  ///   minimum is above their maximum, ``filters`` that cannot be restored, or a ``configure``
  ///   parameter a search does not take.
  public func applied(
    to request: HitsSearcher.Request, defaultHitsPerPage: Int? = nil,
    mapping: SearchStateMapping = SearchStateMapping()
  ) throws(SearchStateError) -> HitsSearcher.Request {
    var request = request
    request.indexName = sortBy ?? indexName
    request.query.query = query
    request.query.page = page
    request.query.hitsPerPage = hitsPerPage ?? defaultHitsPerPage
    request.query.insideBoundingBox = boundingBox.map { [$0.insideBoundingBox] }
    request.filters = try refinements(mapping: mapping)
    if !configure.isEmpty { request.query = try configured(request.query) }
    return request
  }

  /// `query` with the parameters of ``configure`` set, each read as Algolia reads a `params`
  /// string (`"8"` is the number 8, a list is a JSON array).
  private func configured(_ query: SearchQuery) throws(SearchStateError) -> SearchQuery {
    var parameters = query.parameters
    for (name, value) in configure.sorted(by: { $0.key < $1.key }) {
      let text: String
      if case .string(let string) = value { text = string } else { text = value.serialized() }
      let key = "\(indexName)[configure][\(name)]"
      do {
        let read = try SearchQuery(
          urlEncodedParameters: PercentEncoding.uriComponent(name) + "="
            + PercentEncoding.uriComponent(text))
        parameters[name] = read.parameters[name] ?? .null
      } catch {
        throw .invalidValue(key: key, value: text, expected: "a search parameter (\(error))")
      }
    }
    do {
      return try JSON.object(parameters.filter { $0.value != .null }).decode(SearchQuery.self)
    } catch {
      throw .invalidValue(
        key: "\(indexName)[configure]", value: "…", expected: "search parameters (\(error))")
    }
  }

  /// The state's refinements as filter groups.
  ///
  /// - Parameter mapping: The groups of the screen's widgets, when not their defaults.
  /// - Returns: The filters.
  /// - Throws: ``SearchStateError``; see ``applied(to:defaultHitsPerPage:mapping:)``.
  public func refinements(mapping: SearchStateMapping = SearchStateMapping())
    throws(SearchStateError) -> Filters
  {
    var result = Filters()
    for (top, names) in hierarchicalMenu.sorted(by: { $0.key < $1.key }) where !names.isEmpty {
      let menu = mapping.hierarchicalMenu(topLevel: top, depth: names.count)
      guard names.count <= menu.facet.attributes.count else {
        throw .hierarchicalPathTooDeep(
          attribute: top, path: names, levels: menu.facet.attributes.count)
      }
      var value = ""
      let path = zip(menu.facet.attributes, names).map { attribute, name in
        value = value.isEmpty ? name : value + menu.facet.separator + name
        return Filter.Facet(attribute: attribute, stringValue: value)
      }
      result.setHierarchicalAttributes(menu.facet.attributes, forGroupNamed: menu.groupName)
      result.setHierarchicalSelection(path: path, forGroupNamed: menu.groupName)
    }
    for (name, values) in refinementList {
      let attribute = Attribute(name)
      let group = mapping.refinementGroup(for: attribute)
      for value in values {
        if attribute == Filter.Tag.tagsAttribute {
          result.add(Filter.Tag(value: value), toGroupWithID: group)
        } else {
          result.add(Filter.Facet(attribute: attribute, stringValue: value), toGroupWithID: group)
        }
      }
    }
    for (name, value) in menu where !value.isEmpty {
      let attribute = Attribute(name)
      result.add(
        Filter.Facet(attribute: attribute, stringValue: value),
        toGroupWithID: mapping.andGroup(for: attribute))
    }
    for (name, choice) in numericMenu {
      let attribute = Attribute(name)
      switch choice {
      case .equal(let value):
        result.add(
          Filter.Numeric(attribute: attribute, operator: .equals, value: value),
          toGroupWithID: mapping.andGroup(for: attribute))
      case .range(let bounds):
        try Self.add(bounds, of: attribute, key: "numericMenu", to: &result, mapping: mapping)
      }
    }
    for (name, rating) in ratingMenu {
      let attribute = Attribute(name)
      result.add(
        Filter.Numeric(attribute: attribute, operator: .greaterThanOrEqual, value: rating),
        toGroupWithID: mapping.andGroup(for: attribute))
    }
    for (name, bounds) in range {
      try Self.add(bounds, of: Attribute(name), key: "range", to: &result, mapping: mapping)
    }
    for (name, isOn) in toggle where isOn {
      let attribute = Attribute(name)
      result.add(
        Filter.Facet(attribute: attribute, boolValue: true),
        toGroupWithID: mapping.andGroup(for: attribute))
    }
    if let filters {
      let others: Filters
      do {
        others = try Filters(algoliaFilters: filters)
      } catch {
        throw .filters(error)
      }
      for group in others.groupIDs {
        result.add(contentsOf: others.filters(inGroupWithID: group), toGroupWithID: group)
      }
    }
    return result
  }

  /// Adds the filters of `bounds` on `attribute` to its and-group: a range, or one comparison
  /// for one open side.
  private static func add(
    _ bounds: NumericRange, of attribute: Attribute, key: String, to result: inout Filters,
    mapping: SearchStateMapping
  ) throws(SearchStateError) {
    let group = mapping.andGroup(for: attribute)
    switch (bounds.lowerBound, bounds.upperBound) {
    case (let lower?, let upper?):
      guard lower <= upper else {
        throw .invalidValue(
          key: "\(key)[\(attribute.name)]", value: bounds.description,
          expected: "a minimum below the maximum")
      }
      result.add(Filter.Numeric(attribute: attribute, range: lower...upper), toGroupWithID: group)
    case (let lower?, nil):
      result.add(
        Filter.Numeric(attribute: attribute, operator: .greaterThanOrEqual, value: lower),
        toGroupWithID: group)
    case (nil, let upper?):
      result.add(
        Filter.Numeric(attribute: attribute, operator: .lessThanOrEqual, value: upper),
        toGroupWithID: group)
    case (nil, nil):
      break
    }
  }
}
