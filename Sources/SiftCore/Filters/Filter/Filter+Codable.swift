import Foundation

extension Filter: Codable {
  private enum CodingKeys: String, CodingKey {
    case type, attribute, value, negated, score, `operator`, lower, upper
  }

  /// Decodes a filter from its JSON object (see ``encode(to:)``), validating it: a known
  /// `type`, a string, number or boolean facet value, either an `operator` with a `value` or a
  /// `lower` and `upper` bound with `lower <= upper` for numeric filters.
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` naming the offending key.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let type = try container.decode(String.self, forKey: .type)
    let isNegated = try container.decodeIfPresent(Bool.self, forKey: .negated) ?? false
    switch type {
    case "facet":
      let attribute = try container.decode(Attribute.self, forKey: .attribute)
      let json = try container.decode(JSON.self, forKey: .value)
      let value: Facet.Value
      switch json {
      case .string(let string): value = .string(string)
      case .number(let number): value = .number(number.doubleValue)
      case .bool(let bool): value = .bool(bool)
      default:
        throw DecodingError.dataCorruptedError(
          forKey: .value, in: container,
          debugDescription: "A facet value must be a string, a number or a boolean.")
      }
      let score = try container.decodeIfPresent(Int.self, forKey: .score)
      self = .facet(Facet(attribute: attribute, value: value, isNegated: isNegated, score: score))
    case "numeric":
      let attribute = try container.decode(Attribute.self, forKey: .attribute)
      if let spelling = try container.decodeIfPresent(String.self, forKey: .operator) {
        guard let op = Numeric.Operator(rawValue: spelling) else {
          throw DecodingError.dataCorruptedError(
            forKey: .operator, in: container,
            debugDescription: "Unknown operator '\(spelling)'; expected <, <=, =, !=, >= or >.")
        }
        guard !container.contains(.lower), !container.contains(.upper) else {
          throw DecodingError.dataCorruptedError(
            forKey: .lower, in: container,
            debugDescription: "A numeric filter has either an operator or bounds, not both.")
        }
        let number = try container.decode(Double.self, forKey: .value)
        self = .numeric(
          Numeric(attribute: attribute, operator: op, value: number, isNegated: isNegated))
      } else {
        let lower = try container.decode(Double.self, forKey: .lower)
        let upper = try container.decode(Double.self, forKey: .upper)
        guard lower <= upper else {
          throw DecodingError.dataCorruptedError(
            forKey: .lower, in: container,
            debugDescription: "The lower bound \(lower) exceeds the upper bound \(upper).")
        }
        self = .numeric(Numeric(attribute: attribute, range: lower...upper, isNegated: isNegated))
      }
    case "tag":
      let value = try container.decode(String.self, forKey: .value)
      self = .tag(Tag(value: value, isNegated: isNegated))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .type, in: container,
        debugDescription: "Unknown filter type '\(type)'; expected facet, numeric or tag.")
    }
  }

  /// Encodes the filter as a JSON object: `{"type":"facet","attribute":"brand","value":"Apple"}`,
  /// `{"type":"numeric","attribute":"price","operator":">","value":10}`,
  /// `{"type":"numeric","attribute":"price","lower":10,"upper":20}`,
  /// `{"type":"tag","value":"featured"}`; `"negated":true` and `"score"` only when set.
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(filterType.rawValue, forKey: .type)
    if isNegated {
      try container.encode(true, forKey: .negated)
    }
    switch self {
    case .facet(let facet):
      try container.encode(facet.attribute, forKey: .attribute)
      switch facet.value {
      case .string(let string): try container.encode(string, forKey: .value)
      case .number(let number): try container.encode(number, forKey: .value)
      case .bool(let bool): try container.encode(bool, forKey: .value)
      }
      try container.encodeIfPresent(facet.score, forKey: .score)
    case .numeric(let numeric):
      try container.encode(numeric.attribute, forKey: .attribute)
      switch numeric.value {
      case .comparison(let op, let number):
        try container.encode(op.rawValue, forKey: .operator)
        try container.encode(number, forKey: .value)
      case .range(let range):
        try container.encode(range.lowerBound, forKey: .lower)
        try container.encode(range.upperBound, forKey: .upper)
      }
    case .tag(let tag):
      try container.encode(tag.value, forKey: .value)
    }
  }
}

extension FilterProtocol {
  /// Decodes a filter of this kind from the JSON object ``Filter`` uses.
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when the object is malformed or of another kind.
  public init(from decoder: any Decoder) throws {
    let filter = try Filter(from: decoder)
    guard let typed = Self(filter) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription:
            "Expected a \(Self.filterType.rawValue) filter, found a \(filter.filterType.rawValue) filter."
        ))
    }
    self = typed
  }

  /// Encodes the filter as the JSON object ``Filter`` uses.
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    try filter.encode(to: encoder)
  }
}

extension Filter.Facet: Codable {}
extension Filter.Numeric: Codable {}
extension Filter.Tag: Codable {}
