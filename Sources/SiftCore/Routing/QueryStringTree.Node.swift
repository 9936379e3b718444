extension QueryStringTree {
  /// A value while `qs`'s reading builds it: lists may have holes (an index given without the
  /// ones before it), and an object made from a list past the array limit remembers its highest
  /// index, where the next value of the list goes.
  indirect enum Node {
    case string(String)
    case list([Node?])
    case object([String: Node], overflow: Double?)

    /// Whether JavaScript takes the value for false (`qs` skips merging such a value).
    var isEmptyString: Bool {
      if case .string(let text) = self { return text.isEmpty }
      return false
    }

    /// Whether the value is an object or a list.
    var isComposite: Bool {
      if case .string = self { return false }
      return true
    }

    /// The value with its lists' holes closed up and its objects made plain (`qs`'s `compact`).
    var tree: QueryStringTree {
      switch self {
      case .string(let text): return .string(text)
      case .list(let items): return .list(items.compactMap { $0?.tree })
      case .object(let members, _): return .object(members.mapValues(\.tree))
      }
    }

    /// `items` as an object keyed by index, the holes left out (`qs`'s `arrayToObject`).
    static func object(_ items: [Node?], overflow: Double?) -> Node {
      var members: [String: Node] = [:]
      for (index, item) in items.enumerated() {
        if let item { members[String(index)] = item }
      }
      return .object(members, overflow: overflow)
    }

    /// `first` and `second` in one list (`qs`'s `combine`): appended to an object made past the
    /// array limit, or concatenated (a list's items, or the value), an object when past the
    /// limit.
    static func combine(_ first: Node, _ second: Node, arrayLimit: Int) -> Node {
      if case .object(var members, let overflow?) = first {
        let next = overflow + 1
        members[JavaScriptNumber.string(next)] = second
        return .object(members, overflow: next)
      }
      let items = first.concatenated + second.concatenated
      if items.count > arrayLimit {
        return object(items, overflow: Double(items.count - 1))
      }
      return .list(items)
    }

    /// The items JavaScript's `[].concat(value)` takes from the value: a list's, holes
    /// included, or the value itself.
    private var concatenated: [Node?] {
      if case .list(let items) = self { return items }
      return [self]
    }

    /// `source` merged into `target`, as `qs`'s `merge` does with its default options
    /// (`strictMerge`): values for the same key merge, a value meeting a value makes a list,
    /// lists merge index by index (a taken index appends), a list meeting an object becomes an
    /// object keyed by index.
    static func merge(_ target: Node, _ source: Node?, arrayLimit: Int) -> Node {
      guard let source, !source.isEmptyString else { return target }
      guard source.isComposite else { return merge(target, value: source, arrayLimit: arrayLimit) }
      switch target {
      case .string:
        if case .object(let members, let overflow?) = source {
          var shifted: [String: Node] = ["0": target]
          for (key, value) in members {
            let index = JavaScriptNumber.parseInt(key)
            shifted[index.map { JavaScriptNumber.string($0 + 1) } ?? "NaN"] = value
          }
          return .object(shifted, overflow: overflow + 1)
        }
        let items = [target] + source.concatenated
        if items.count > arrayLimit {
          return object(items, overflow: Double(items.count - 1))
        }
        return .list(items)
      case .list(var items):
        if case .list(let sourceItems) = source {
          for (index, item) in sourceItems.enumerated() {
            guard let item else { continue }
            if index < items.count, let existing = items[index] {
              if existing.isComposite && item.isComposite {
                items[index] = merge(existing, item, arrayLimit: arrayLimit)
              } else {
                items.append(item)
              }
            } else {
              if index >= items.count {
                items += [Node?](repeating: nil, count: index - items.count + 1)
              }
              items[index] = item
            }
          }
          if items.count > arrayLimit {
            return object(items, overflow: Double(items.count - 1))
          }
          return .list(items)
        }
        return mergeMembers(of: source, into: object(items, overflow: nil), arrayLimit: arrayLimit)
      case .object:
        return mergeMembers(of: source, into: target, arrayLimit: arrayLimit)
      }
    }

    /// A plain value merged into `target`: appended to a list (an object past the limit) or to
    /// an object made past the limit, and otherwise paired with the target in a list.
    private static func merge(_ target: Node, value: Node, arrayLimit: Int) -> Node {
      switch target {
      case .list(var items):
        if items.count >= arrayLimit {
          return object(items + [value], overflow: Double(items.count))
        }
        items.append(value)
        return .list(items)
      case .object(var members, let overflow?):
        let next = overflow + 1
        members[JavaScriptNumber.string(next)] = value
        return .object(members, overflow: next)
      case .object, .string:
        return .list([target, value])
      }
    }

    /// The members of `source` (an object, or a list's items by index) merged into the object
    /// `target`, key by key.
    private static func mergeMembers(of source: Node, into target: Node, arrayLimit: Int) -> Node {
      guard case .object(var members, var overflow) = target else { return target }
      let sourceMembers: [(String, Node)]
      var sourceOverflow: Double?
      switch source {
      case .list(let items):
        sourceMembers = items.enumerated().compactMap { index, item in
          item.map { (String(index), $0) }
        }
      case .object(let values, let mark):
        sourceMembers = Array(values)
        sourceOverflow = mark
      case .string:
        return target
      }
      for (key, value) in sourceMembers {
        if let existing = members[key] {
          members[key] = merge(existing, value, arrayLimit: arrayLimit)
        } else {
          members[key] = value
        }
        if let sourceOverflow, overflow == nil { overflow = sourceOverflow }
        if let current = overflow, let index = JavaScriptNumber.index(key[...]), index > current {
          overflow = index
        }
      }
      return .object(members, overflow: overflow)
    }
  }
}
