extension SearchState {
  /// Reads one index's URL parameters, as `qs` parsed them, for
  /// ``SearchState/init(urlQueryString:indexName:)``: its errors name the parameter as a URL
  /// writes it (`products[page]`).
  struct ParameterReader {
    /// The index whose parameters these are.
    let indexName: String
    /// The parameters, by key.
    let parameters: [String: QueryStringTree]

    /// The parameter's key as a URL writes it: `products[range][price]`.
    func key(_ path: String...) -> String {
      key(path)
    }

    private func key(_ path: [String]) -> String {
      indexName + path.map { "[\($0)]" }.joined()
    }

    /// The value of a top-level key; nil when absent or empty.
    func value(_ name: String) throws(SearchStateError) -> String? {
      try value(parameters[name], path: [name])
    }

    /// The value of `tree`, found at `path`; nil when absent or empty.
    func value(_ tree: QueryStringTree?, _ path: String...) throws(SearchStateError) -> String? {
      try value(tree, path: path)
    }

    private func value(_ tree: QueryStringTree?, path: [String]) throws(SearchStateError)
      -> String?
    {
      switch tree {
      case nil: return nil
      case .string(let text)?: return text.isEmpty ? nil : text
      case let other?:
        throw .invalidValue(key: key(path), value: Self.display(other), expected: "a single value")
      }
    }

    /// The value of a top-level key as a whole number from 1; nil when absent or empty.
    func whole(_ name: String) throws(SearchStateError) -> Int? {
      guard let text = try value(name) else { return nil }
      guard let number = Int(text), number >= 1 else {
        throw .invalidValue(key: key(name), value: text, expected: "a whole number from 1")
      }
      return number
    }

    /// The members of a top-level key that holds values by attribute (`refinementList`,
    /// `range`, …), sorted by attribute; none when absent or empty.
    func members(_ name: String) throws(SearchStateError) -> [(String, QueryStringTree)] {
      switch parameters[name] {
      case nil, .string("")?: return []
      case .object(let members)?: return members.sorted { $0.key < $1.key }
      case let other?:
        throw .invalidValue(
          key: key(name), value: Self.display(other), expected: "attributes in brackets")
      }
    }

    /// `tree` as a list of values (one value reads as a list of it, an object of indices as
    /// its values in order); nil when empty.
    func list(_ tree: QueryStringTree, _ path: String...) throws(SearchStateError) -> [String]? {
      if case .string(let text) = tree { return text.isEmpty ? nil : [text] }
      guard let items = tree.listValue else {
        throw .invalidValue(key: key(path), value: Self.display(tree), expected: "a list of values")
      }
      var values: [String] = []
      for item in items {
        guard case .string(let text) = item else {
          throw .invalidValue(
            key: key(path), value: Self.display(tree), expected: "a list of values")
        }
        values.append(text)
      }
      return values
    }

    /// A value as an error shows it: `[a,b]` for a list, `{key:value}` for an object.
    static func display(_ tree: QueryStringTree) -> String {
      switch tree {
      case .string(let text): text
      case .list(let items): "[" + items.map(display).joined(separator: ",") + "]"
      case .object(let members):
        "{"
          + members.sorted { $0.key < $1.key }.map { $0.key + ":" + display($0.value) }
          .joined(separator: ",") + "}"
      }
    }
  }
}
